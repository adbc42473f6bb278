// What the card and the brief show, read from a kept page report.
import { reportStamp } from "../../report/markdown.ts";
import { pageAddress } from "../../report/page-address.ts";
import type { PageReport, ReportSource } from "../../report/types.ts";
import type { BriefFacts, ShareCardFacts } from "./types.ts";

export function shareCardFacts(report: PageReport): ShareCardFacts {
  return { host: pageAddress(report.url)?.host ?? report.url, score: report.score, verdict: report.verdict };
}

export interface BriefSource {
  report: PageReport;
  source: ReportSource;
  createdAt: string;
  /** The report's permalink, absolute. */
  link: string;
}

export function briefFacts({ report, source, createdAt, link }: BriefSource): BriefFacts {
  const desktop = report.capture?.views.find((view) => view.name === "desktop");
  const pins = (report.capture?.pins ?? []).flatMap(({ n, quote, boxes }) => (boxes.desktop ? [{ n, quote, box: boxes.desktop }] : []));
  return {
    url: report.url,
    score: report.score,
    verdict: report.verdict,
    categories: report.categories.map(({ name, score }) => ({ name, score })),
    fixes: report.fixes.slice(0, 3).map(({ title, detail }) => ({ title, detail })),
    pins,
    viewport: { width: desktop?.width ?? 1440, height: desktop?.height ?? 900 },
    madeBy: reportStamp(source, { rubricVersion: report.rubricVersion, madeAt: createdAt }),
    link,
  };
}
