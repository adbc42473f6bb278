// The frame the app shell (app.html) paints before any script has run: the header as the hub
// draws it, the content pages' background and column, and the outline of a page of cards. The
// prerender writes it into the shell once (scripts/site/prerender-pages.ts); the browser never
// renders it, so it costs the app no code. It holds nothing from behind the access code: the
// page's cards are drawn into it by the shell's script (infra/src/app-frame.ts).
import { appFrameElementId, type FrameFill } from "@ai-leaders/infra/app-frame";
import { paths } from "../config/paths.ts";
import { productName } from "../config/site.ts";
import { placeholderRules } from "../lib/business-context/fill-placeholders.ts";
import { businessContextStorageKey, teamContextStorageKey } from "../lib/business-context/use-business-context.ts";

/** The frame's own rules, to inline beside it (the rest it uses are the app's entry styles). */
export { default as appFrameStyles } from "./app-frame.css?inline";

/** How the frame fills a drawn card's prompt: by the app's own rules, from the context the app keeps. */
export const appFrameFill: FrameFill = {
  ...placeholderRules,
  storageKey: businessContextStorageKey,
  teamStorageKey: teamContextStorageKey,
};

const cardCount = 6;

export function AppFrame() {
  return (
    <div id={appFrameElementId} className="app-frame">
      <header className="app-frame-header">
        <a href={paths.home} className="brand brand-dark">
          {productName}
        </a>
      </header>
      <main className="app-frame-column" aria-busy="true">
        <p className="visually-hidden">Loading the page…</p>
        <div aria-hidden="true">
          <div className="app-frame-bone app-frame-title" />
          <div className="app-frame-bone app-frame-lead" />
          <div className="app-frame-bone app-frame-panel" />
          <div className="app-frame-cards">
            {Array.from({ length: cardCount }, (_, index) => (
              <div key={index} className="app-frame-bone app-frame-card" />
            ))}
          </div>
        </div>
      </main>
    </div>
  );
}
