// What the browser makes from a finished page report, besides the capture: the share card a link
// preview shows, and the one-page brief a leader hands on. The same shapes in-process (locally)
// and across the capture function's invoke (in the cloud).
import type { Box } from "../../report/types.ts";

/** The score card: what LinkedIn, Slack and X show for a shared /r/{id}. */
export interface ShareCardFacts {
  host: string;
  score: number;
  verdict: string;
}

/** A finding's marker on the desktop shot above the fold. */
export interface BriefPin {
  n: number;
  quote: string;
  box: Box;
}

/** The one-page executive brief: verdict, score, the top three fixes, the screenshot with its markers. */
export interface BriefFacts {
  url: string;
  score: number;
  verdict: string;
  categories: Array<{ name: string; score: number }>;
  fixes: Array<{ title: string; detail: string }>;
  pins: BriefPin[];
  /** The desktop view's size, CSS px: where the pins' boxes are measured from. */
  viewport: { width: number; height: number };
  /** The report's stamp: who wrote it, under which rubric, on which day. */
  madeBy: string;
  /** The full report's permalink. */
  link: string;
}

export type DocumentRequest =
  /** Made from the capture's desktop shot and stored beside it as "card". */
  | { document: "card"; captureId: string; card: ShareCardFacts }
  /** Answered as a PDF; the desktop shot, when there is one, with the markers on it. */
  | { document: "brief"; captureId: string | null; brief: BriefFacts };

export type DocumentOutcome =
  { ok: true; document: "card" } | { ok: true; document: "brief"; /** base64 */ pdf: string } | { ok: false; detail: string };

export type DocumentRenderer = (request: DocumentRequest) => Promise<DocumentOutcome>;
