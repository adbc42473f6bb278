import { describe, expect, it } from "vitest";
import { prerenderToNodeStream } from "react-dom/static";
import type { FounderReport, PageCapture, PageReport, PartialReport, ReportSource } from "@ai-leaders/core/roast/report";
import { ToastProvider } from "../../../ui/toast.tsx";
import { ReportView, type ReportViewProps } from "./index.ts";
import { pageReport } from "../../../test/page-report.ts";

/** The markup once everything has loaded (the Markdown renderer is loaded lazily). */
async function render(props: ReportViewProps): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <ToastProvider>
      <ReportView {...props} />
    </ToastProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  // Streaming markup separates adjacent text with empty comments; static markup doesn't.
  return html.replace(/<!-- -->/g, "");
}

/** What a reader sees, without the markup. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const model: ReportSource = { engine: "model", model: "gpt-4o-mini" };
const automation: ReportSource = { engine: "automation" };

const founderReport: FounderReport = {
  kind: "founder",
  name: "Ada Lovelace",
  verdict: "A credible builder whose site undersells her",
  person: "Ada runs an analytics studio for manufacturers.",
  company: {
    name: "Engine Analytics",
    positioning: "Forecasting for mid-size factories.",
    evidence: [{ quote: "Forecasts you can trust", note: "The promise is generic." }],
  },
  headline: "Ada Lovelace | Founder at Engine Analytics | Forecasts mid-size factories can plan on",
  bio: "Ada Lovelace founded Engine Analytics, which builds forecasts for mid-size factories. [One result you're proud of, with a number.]",
  strengths: ["Specific industry focus"],
  gaps: ["No case studies"],
  nextMoves: [
    { title: "Publish one case study", detail: "Pick the factory with the clearest savings." },
    { title: "Name your customers", detail: "Ask two clients for permission to show their logos." },
    { title: "Put your face on the about page", detail: "Buyers hire people, not logos." },
  ],
  notChecked: ["LinkedIn activity"],
  read: ["https://engine.example"],
};

describe("Markdown from an automation", () => {
  it("never lets raw HTML or script links reach the page", async () => {
    const text = [
      "Hello <script>alert(1)</script>",
      "",
      "<img src=x onerror=alert(1)>",
      "",
      '[click](javascript:alert(1)) and <a href="javascript:alert(1)">x</a>',
      "",
      '<iframe src="https://evil.example"></iframe>',
      "",
      "![pixel](javascript:alert(2)) [JaVaScRiPt](  JAVASCRIPT:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=)",
    ].join("\n");
    const html = await render({ result: { text, source: automation } });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror=/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/href="\s*(javascript|data):/i);
    expect(html).not.toMatch(/src="\s*javascript:/i);
    expect(visibleText(html)).toContain("click");
  });

  it("opens web links safely in a new tab and drops relative ones", async () => {
    const html = await render({ result: { text: "See [the guide](https://example.com/guide) or [home](/admin).", source: automation } });
    expect(html).toContain('<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">the guide</a>');
    expect(html).not.toContain('href="/admin"');
    expect(visibleText(html)).toContain("home");
  });

  it("shows a score at the end of a heading as a badge", async () => {
    const html = await render({ result: { text: "## First impression: 7/10\n\nStrong headline.", source: automation } });
    const heading = /<h3>(.*?)<\/h3>/.exec(html)?.[1] ?? "";
    expect(heading).toContain("First impression");
    expect(heading).toMatch(/class="report-score report-score-fair[^"]*"/);
    expect(visibleText(heading)).toContain("7 /10");
    expect(heading).toContain("Score 7 out of 10");
  });

  it("shows a score at the end of a line as a badge, but leaves dates alone", async () => {
    const html = await render({ result: { text: "Overall: 62/100\nWe met on 3/10", source: automation } });
    expect(html).toContain("Score 62 out of 100");
    expect(html).not.toContain("Score 3 out of 10");
    expect(visibleText(html)).toContain("We met on 3/10");
  });

  it("keeps the automation's line breaks, but not inside code", async () => {
    const html = await render({ result: { text: "First line\nSecond line\n\n```\ncode one\ncode two\n```", source: automation } });
    expect(html).toMatch(/First line<br\/>\s*Second line/);
    expect(html).toContain("code one\ncode two");
  });

  it("says it came from the automation and offers the text to copy and print", async () => {
    const html = await render({ result: { text: "# Roast", source: automation } });
    expect(visibleText(html)).toContain("From your automation");
    expect(html).toContain("Copy as Markdown");
    expect(html).toContain("Print / Save as PDF");
  });
});

describe("A page report", () => {
  it("shows the verdict, the scores, the evidence, the fixes and the rewrites", async () => {
    const html = await render({ result: { report: pageReport, source: model } });
    const text = visibleText(html);
    expect(text).toContain("Clear offer, buried proof");
    expect(text).toContain("62 /100");
    expect(html).toContain("Score 62 out of 100");
    expect(text).toContain("Most landing pages score between 45 and 70.");
    expect(html).toContain("Score 7 out of 10");
    expect(html).toContain("Score 3 out of 10");
    expect(html).toContain('<blockquote class="report-quote"><p>Payroll in five minutes</p></blockquote>');
    expect(text).toContain("No logos or testimonials were found.");
    expect(html.match(/<blockquote/g)).toHaveLength(1);
    expect(text).toContain("Move the customer quote above the fold");
    expect(text).toContain("Impact: High");
    expect(text).toContain("Effort: Low");
    expect(text).toContain("Payroll done before your coffee cools");
    expect(html).toContain('aria-label="Copy headline 1"');
    expect(html).toContain('aria-label="Copy the call to action"');
    expect(text).toContain("Page speed");
    expect(text).toContain("AI report (gpt-4o-mini)");
  });

  it("shows the median of the model's runs with their range, and nothing of the kind for a single run", async () => {
    const judged = await render({ result: { report: { ...pageReport, scoreRange: { low: 58, high: 70, runs: 3 } }, source: model } });
    expect(judged).toContain("The model judged the page 3 times, from 58 to 70: this is the median.");
    expect(await render({ result: { report: pageReport, source: model } })).not.toContain("judged the page");
  });

  it("starts at h3, or at h2 when asked", async () => {
    expect(await render({ result: { report: pageReport, source: model } })).toMatch(/<h3 class="report-verdict">Clear offer/);
    const atTwo = await render({ result: { report: pageReport, source: model }, headingLevel: 2 });
    expect(atTwo).toMatch(/<h2 class="report-verdict">/);
    expect(atTwo).toMatch(/<h3 class="report-section-title">Top fixes<\/h3>/);
  });

  it("says when the built-in analyzer wrote it, and shows a notice", async () => {
    const source: ReportSource = { engine: "rule-based", notice: "Today's AI quota is used up." };
    const text = visibleText(await render({ result: { report: pageReport, source } }));
    expect(text).toContain("Built-in analysis (rule-based, not AI)");
    expect(text).toContain("Note: Today's AI quota is used up.");
  });

  it("is stamped with its rubric, its writer and the day it was made, and links to how it is scored", async () => {
    const stamped: PageReport = { ...pageReport, rubricVersion: "roast-rubric-2026-12" };
    const html = await render({ result: { report: stamped, source: { engine: "rule-based" } }, madeAt: "2026-11-27T09:30:00.000Z" });
    expect(visibleText(html)).toContain("Built-in analysis (rule-based, not AI) · rubric roast-rubric-2026-12 · 27 November 2026");
    expect(html).toMatch(/<a [^>]*href="\/roast-method"[^>]*>How this is scored/);
  });

  it("hides empty sections", async () => {
    const html = await render({ result: { report: { ...pageReport, fixes: [], callsToAction: [] }, source: model } });
    expect(html).not.toContain("Top fixes");
    expect(html).not.toContain("Call-to-action options");
  });
});

describe("A page report after a roast again", () => {
  const progress = (scoreChange: number): PageReport["progress"] => ({
    previousResultId: "r_earlier",
    previousScore: 62 - scoreChange,
    scoreChange,
    fixes: [
      { title: "Move the customer quote above the fold", status: "fixed", note: "The quote now sits under the headline." },
      { title: "Name your customers", status: "open" },
    ],
  });

  it("shows the score change in words and each earlier fix as fixed or still open, under the header", async () => {
    const html = await render({ result: { report: { ...pageReport, progress: progress(12) }, source: model } });
    const text = visibleText(html);
    expect(html).toMatch(/<h4 class="report-section-title">Since your last report<\/h4>/);
    expect(html.indexOf("Since your last report")).toBeLessThan(html.indexOf("Category scores"));
    expect(text).toContain("+12");
    expect(html).toContain("report-change-up");
    expect(text).toContain("Score up 12 points");
    expect(text).toContain("from 50 to 62");
    expect(text).toMatch(/Fixed Move the customer quote above the fold The quote now sits under the headline\./);
    expect(text).toMatch(/Still open Name your customers/);
  });

  it("writes a fall with a minus sign and no change as ±0", async () => {
    const down = await render({ result: { report: { ...pageReport, progress: progress(-5) }, source: model } });
    expect(visibleText(down)).toContain("\u22125");
    expect(visibleText(down)).toContain("Score down 5 points");
    expect(visibleText(down)).toContain("from 67 to 62");
    const same = await render({ result: { report: { ...pageReport, progress: progress(0) }, source: model } });
    expect(visibleText(same)).toContain("±0");
    expect(visibleText(same)).toContain("Score unchanged");
  });

  it("says nothing about progress on a first report", async () => {
    expect(await render({ result: { report: pageReport, source: model } })).not.toContain("Since your last report");
  });
});

describe("A report streaming in", () => {
  const partial: PartialReport = {
    verdict: "Clear offer, bur",
    categories: [{ name: "First impression", summary: "The headline says wh", evidence: [{ quote: "Payroll in" }] }],
  };

  it("shows what has arrived, marks the part being written, and waits with the toolbar", async () => {
    const html = await render({ result: { report: partial, source: model }, streaming: true });
    const text = visibleText(html);
    expect(text).toContain("Clear offer, bur");
    expect(text).toContain("First impression");
    expect(text).toContain("The headline says wh");
    expect(text).toContain("Payroll in");
    expect(html).not.toContain("Score ");
    expect(html).toMatch(/Category scores<\/h4><span class="report-writing"/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("Copy as Markdown");
    expect(html).not.toContain("Top fixes");
  });

  it("copes with an empty start and with half-filled items", async () => {
    await expect(render({ result: { report: {}, source: model }, streaming: true })).resolves.toContain("report-view");
    // A level cut mid-word ("hig") is not a Level yet, but it is what the stream delivers.
    const odd = {
      kind: "page",
      categories: [{}, { evidence: [{}] }],
      fixes: [{ impact: "hig" }],
      headlines: [""],
    } as unknown as PartialReport;
    const html = await render({ result: { report: odd, source: model }, streaming: true });
    expect(html).not.toContain("Impact:");
  });

  it("offers no Markdown copy if the stream ended before the report was whole", async () => {
    const html = await render({ result: { report: partial, source: model } });
    expect(html).not.toContain("Copy as Markdown");
    expect(html).toContain("Print / Save as PDF");
  });
});

describe("A founder report", () => {
  it("shows the person, the company, the headline and bio drafts to copy, and three next moves", async () => {
    const html = await render({ result: { report: founderReport, source: model } });
    const text = visibleText(html);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("A credible builder whose site undersells her");
    expect(text).toContain("Who you are");
    expect(text).toContain("Ada runs an analytics studio for manufacturers.");
    expect(html).toMatch(/<h4 class="report-section-title">Engine Analytics<\/h4>/);
    expect(text).toContain("Forecasting for mid-size factories.");
    expect(text).toContain("Headline draft");
    expect(text).toContain("Ada Lovelace | Founder at Engine Analytics | Forecasts mid-size factories can plan on");
    expect(text).toContain("Bio draft");
    expect(html).toContain('aria-label="Copy the headline draft"');
    expect(html).toContain('aria-label="Copy the bio draft"');
    expect(text).toContain("Specific industry focus");
    expect(text).toContain("No case studies");
    expect(html.match(/<p class="report-step-title">/g)).toHaveLength(3);
    expect(text).toContain("Put your face on the about page");
    expect(text).toContain("Pages read");
    expect(html).toContain("Copy as Markdown");
  });

  it("is recognised while streaming, before its kind arrives", async () => {
    const html = await render({ result: { report: { verdict: "A credible", person: "Ada ru" }, source: model }, streaming: true });
    expect(visibleText(html)).toContain("Who you are");
    expect(html).toContain("Founder profile");
  });
});

describe("A page report with its screenshots", () => {
  const capture: PageCapture = {
    id: "cap_1",
    capturedAt: "2026-11-27T10:00:00.000Z",
    views: [
      { name: "desktop", width: 1440, height: 900, fullHeight: 3600, pageHeight: 5000 },
      { name: "mobile", width: 390, height: 844, fullHeight: 2000, pageHeight: 2000 },
    ],
    pins: [
      { n: 2, quote: "Learn more", boxes: { desktop: { x: 720, y: 1800, width: 144, height: 36 } } },
      {
        n: 1,
        quote: "Payroll in five minutes",
        boxes: { desktop: { x: 144, y: 90, width: 720, height: 72 }, mobile: { x: 20, y: 100, width: 350, height: 80 } },
      },
    ],
  };
  const pinned: PageReport = {
    ...pageReport,
    categories: [
      { ...pageReport.categories[0]!, evidence: [{ quote: "Payroll in five minutes", note: "A concrete promise.", pin: 1 }] },
      {
        name: "Calls to action",
        score: 4,
        summary: "The button shrugs.",
        evidence: [{ quote: "Learn more", note: "Says nothing.", pin: 2 }],
      },
    ],
    capture,
  };
  const kept = { result: { report: pinned, source: model }, resultId: "r_abc" } satisfies ReportViewProps;

  it("shows the desktop shot under the header, before the category scores, with the fold and how much of the page it shows", async () => {
    const html = await render(kept);
    expect(html).toMatch(/<h4 class="report-section-title">What we saw<\/h4>/);
    expect(html.indexOf("What we saw")).toBeLessThan(html.indexOf("Category scores"));
    expect(html).toMatch(/<img[^>]*src="\/api\/results\/r_abc\/screenshots\/desktop-full\.jpg"[^>]*>/);
    const image = /<img[^>]*desktop-full[^>]*>/.exec(html)![0];
    expect(image).toContain('width="1440"');
    expect(image).toContain('height="3600"');
    expect(image).toContain('loading="lazy"');
    expect(image).toContain('alt="The page at desktop width (1440 px), as our browser saw it"');
    expect(html).toMatch(/class="report-shot-fold" style="top:25%"[^>]*><span>Fold<\/span>/);
    expect(visibleText(html)).toContain("Shown to 3600 px of 5000 px.");
  });

  it("shows a quote given only for its marker when it has one, and leaves it out of a report without screenshots", async () => {
    const markerOnly: PageReport = {
      ...pinned,
      categories: [{ ...pinned.categories[0]!, evidence: [{ quote: "Payroll in five minutes", note: "", pin: 1 }] }],
    };
    const withShots = visibleText(await render({ result: { report: markerOnly, source: model }, resultId: "r_abc" }));
    expect(withShots).toContain("Payroll in five minutes");
    const { capture: _capture, ...withoutCapture } = markerOnly;
    const withoutShots = await render({
      result: {
        report: {
          ...withoutCapture,
          categories: [{ ...markerOnly.categories[0]!, evidence: [{ quote: "Payroll in five minutes", note: "" }] }],
        },
        source: model,
      },
    });
    expect(withoutShots).not.toContain("report-quote");
  });

  it("draws each finding's outline at its place on the shot, in % of the shot, and its number beside it, named by its quote", async () => {
    const html = await render(kept);
    expect(html).toMatch(
      /<div class="report-pin" style="left:10%;top:2\.5%;width:50%;height:2%"><\/div><button[^>]*class="report-pin-number" style="left:[\d.]+%;top:[\d.-]+%"[^>]*aria-label="Finding 1: “Payroll in five minutes”"[^>]*>1<\/button>/,
    );
    expect(html).toMatch(
      /<div class="report-pin" style="left:50%;top:50%;width:10%;height:1%"><\/div><button[^>]*class="report-pin-number" style="left:[\d.]+%;top:[\d.-]+%"[^>]*aria-label="Finding 2: “Learn more”"[^>]*>2<\/button>/,
    );
  });

  it("offers Desktop and Mobile as a switch, desktop pressed first", async () => {
    const html = await render(kept);
    expect(html).toMatch(/role="group" aria-label="Screen width"/);
    expect(html).toMatch(
      /<button type="button" class="report-shots-option" aria-pressed="true">Desktop<span class="report-shots-width">1440 px<\/span><\/button>/,
    );
    expect(html).toMatch(
      /<button type="button" class="report-shots-option" aria-pressed="false">Mobile<span class="report-shots-width">390 px<\/span><\/button>/,
    );
  });

  it("numbers each pinned quote in the findings, as on the shot", async () => {
    const html = await render(kept);
    expect(html).toMatch(
      /<button type="button" class="report-pin-badge"[^>]*aria-label="Show finding 1 on the screenshot"[^>]*>1<\/button><blockquote class="report-quote"><p>Payroll in five minutes<\/p><\/blockquote>/,
    );
    expect(html).toMatch(
      /aria-label="Show finding 2 on the screenshot"[^>]*>2<\/button><blockquote class="report-quote"><p>Learn more<\/p>/,
    );
    expect(visibleText(html)).not.toContain("not found on the page at this width");
  });

  it("says so beside a finding its view could not place, and leaves its marker off", async () => {
    const mobileOnly = { ...capture, views: [capture.views[1]!] };
    const html = await render({ ...kept, result: { report: { ...pinned, capture: mobileOnly }, source: model } });
    expect(html).toContain("mobile-full.jpg");
    expect(html).not.toContain("Screen width");
    expect(html).toContain('aria-label="Finding 1: “Payroll in five minutes”"');
    expect(html).not.toContain("Finding 2: “Learn more”");
    expect(visibleText(html)).toMatch(/2 Learn more Finding 2: not found on the page at this width Says nothing\./);
    expect(html).not.toContain("Shown to");
  });

  it("shows nothing of the capture while streaming, without a result id, or without a capture", async () => {
    const streaming = await render({ ...kept, streaming: true });
    const unkept = await render({ result: kept.result });
    const uncaptured = await render({ ...kept, result: { report: { ...pinned, capture: undefined }, source: model } });
    for (const html of [streaming, unkept, uncaptured]) {
      expect(html).not.toContain("What we saw");
      expect(html).not.toContain("report-pin");
      expect(html).toContain('<blockquote class="report-quote"><p>Learn more</p></blockquote>');
    }
  });
});
