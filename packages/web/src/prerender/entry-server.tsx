// The prerender's way into the app: renders one public page to HTML, all of it (lazy pages and
// article text included), and hands back the head the page asked for.
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppShell } from "../app/App.tsx";
import { AppFrame, appFrameFill, appFrameStyles } from "../app/AppFrame.tsx";
import { productName, setPrerenderOrigin } from "../config/site.ts";
import type { PageHead } from "@ai-leaders/core/page-head";
import type { FrameFill } from "@ai-leaders/infra/app-frame";
import { PageHeadCollector } from "../lib/use-page-head.ts";

export { siteMap, publicPages } from "../config/site-map.ts";
export { articleSummaries, latestArticles, publishedAt } from "../content/articles/catalog.ts";
export { bylines } from "../content/articles/bylines.ts";
export { briefing } from "../content/articles/briefing.ts";
export { loadArticleBody } from "../content/articles/bodies.ts";
export { productName, previewImagePath } from "../config/site.ts";

/** The head as HTML. Imported as the browser imports it (lazily, after render), so its code stays one chunk there. */
export const headHtml = async (head: PageHead, origin: string) =>
  (await import("@ai-leaders/core/page-head")).headHtml(head, { origin, name: productName });

export interface RenderedPage {
  html: string;
  head: PageHead | undefined;
}

export async function renderPage(path: string, origin: string): Promise<RenderedPage> {
  setPrerenderOrigin(origin);
  let head: PageHead | undefined;
  const { prelude } = await prerenderToNodeStream(
    <PageHeadCollector value={(pageHead) => (head = pageHead)}>
      <StaticRouter location={path}>
        <AppShell />
      </StaticRouter>
    </PageHeadCollector>,
    // One chunk per page: React would otherwise move a long article into an inline script that
    // swaps it in, which the Content-Security-Policy (rightly) blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString("utf8"), head };
}

/** The frame the app shell paints before its code arrives, as HTML, with its own styles and how it fills a prompt. */
export function renderAppFrame(): { html: string; css: string; fill: FrameFill } {
  return { html: renderToStaticMarkup(<AppFrame />), css: appFrameStyles, fill: appFrameFill };
}
