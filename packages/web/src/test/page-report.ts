// A page report as the roast writes one, for component tests of the views that show it: two
// categories (one with a quote, one with a note alone), a fix, two headlines and a call to action.
import type { PageReport } from "@ai-leaders/core/roast/report";

export const pageReport: PageReport = {
  kind: "page",
  url: "https://example.com",
  verdict: "Clear offer, buried proof",
  score: 62,
  calibration: "Most landing pages score between 45 and 70.",
  categories: [
    {
      name: "First impression",
      score: 7,
      summary: "The headline says what you sell.",
      evidence: [{ quote: "Payroll in five minutes", note: "A concrete promise." }],
    },
    {
      name: "Trust",
      score: 3,
      summary: "No customer names anywhere.",
      evidence: [{ quote: "", note: "No logos or testimonials were found." }],
    },
  ],
  fixes: [{ title: "Move the customer quote above the fold", detail: "Proof sells the promise.", impact: "high", effort: "low" }],
  headlines: ["Payroll done before your coffee cools", "Run payroll in five minutes"],
  callsToAction: ["Start my free payroll run"],
  notChecked: ["Page speed"],
  read: ["https://example.com (4,210 characters)"],
};
