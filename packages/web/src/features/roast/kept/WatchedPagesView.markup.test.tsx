import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import type { WatchSummary } from "@ai-leaders/core/watches";
import { WatchedPagesView, type WatchedPagesViewProps } from "./WatchedPagesView.tsx";

const watch = (overrides: Partial<WatchSummary>): WatchSummary => ({
  id: "w1",
  url: "https://acme.example/pricing/",
  kind: "website-roast",
  created_at: "2026-11-20T09:00:00.000Z",
  paused: false,
  last_result_id: "r-latest",
  last_score: 62,
  last_checked_at: "2026-11-27T09:00:00.000Z",
  next_check_at: "2026-12-04T09:00:00.000Z",
  last_failure: null,
  ...overrides,
});

function render(props: Partial<WatchedPagesViewProps>): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <WatchedPagesView
        watches={[]}
        limit={10}
        compact={false}
        busyId={null}
        failure={null}
        onPause={() => {}}
        onRemove={() => {}}
        {...props}
      />
    </MemoryRouter>,
  );
}

/** What a reader sees, without the markup. */
const visibleText = (html: string) =>
  html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("the watched pages in Your results", () => {
  it("shows nothing while the account watches no page", () => {
    expect(render({ watches: [] })).toBe("");
  });

  it("says how many of the allowed pages are watched, and each page by its host and path", () => {
    const text = visibleText(render({ watches: [watch({}), watch({ id: "w2", url: "https://beta.example/" })] }));
    expect(text).toContain("Watched pages");
    expect(text).toContain("2 of 10 pages watched");
    expect(text).toContain("acme.example/pricing");
    expect(text).toMatch(/beta\.example (Checked|Not)/);
  });

  it("shows the last score, when it was checked and when it is checked next, with a link to the latest report", () => {
    const html = render({ watches: [watch({})] });
    expect(html).toContain("Score 62 out of 100");
    expect(html).toMatch(/Checked <time dateTime="2026-11-27T09:00:00.000Z">/);
    expect(html).toMatch(/Next check <time dateTime="2026-12-04T09:00:00.000Z">/);
    expect(html).toContain('href="/r/r-latest"');
    expect(visibleText(html)).toContain("Latest report Pause Remove");
  });

  it("says a page not checked yet and a paused watch, which offers Resume", () => {
    const text = visibleText(render({ watches: [watch({ last_checked_at: null, paused: true, next_check_at: null })] }));
    expect(text).toContain("Not checked yet · Paused");
    expect(text).toContain("Resume");
    expect(text).not.toContain("Pause ");
  });

  it("says why the last check made no report, and what a refused change said on its own row", () => {
    const text = visibleText(
      render({
        watches: [watch({ last_failure: "The page did not answer." }), watch({ id: "w2", url: "https://beta.example/" })],
        failure: { watchId: "w2", message: "You don't watch this page (any more)." },
      }),
    );
    expect(text).toContain("The last check made no report: The page did not answer.");
    expect(text).toMatch(/beta\.example.*You don't watch this page \(any more\)\.$/);
  });

  it("names each button's page for screen readers", () => {
    const html = render({ watches: [watch({})] });
    expect(html).toContain('Pause<span class="visually-hidden"> watching acme.example/pricing</span>');
    expect(html).toContain('Remove<span class="visually-hidden"> acme.example/pricing from watched pages</span>');
  });
});
