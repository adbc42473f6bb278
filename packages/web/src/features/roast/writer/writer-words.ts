// The words that say who writes a report. The spec's wording (an AI-powered roast, a comprehensive
// AI analysis) stays whenever an automation or a model writes it; with the rule-based checks the
// words say what runs; until the page knows, they claim neither.
import type { ReportWriter } from "@ai-leaders/core/config";

type Known = ReportWriter | undefined;
const byAi = (writer: Known) => writer === "automation" || writer === "model";

/** The Roast Website page's lead (spec §2: "Enter your website URL to get an AI-powered roast"). */
export const roastWebsiteLead = (writer: Known) =>
  byAi(writer)
    ? "Enter your website URL to get an AI-powered roast"
    : writer === "rule-based"
      ? "Enter your website URL to get a roast from our rule-based checks"
      : "Enter your website URL to get a roast";

/** The Roast Website page's URL card (spec §2: "Submit your website URL for a comprehensive AI analysis."). */
export const roastWebsiteCardLine = (writer: Known) =>
  byAi(writer)
    ? "Submit your website URL for a comprehensive AI analysis."
    : writer === "rule-based"
      ? "Submit your website URL for a rule-based check of its message, call to action, proof and speed."
      : "Submit your website URL for a check of its message, call to action, proof and speed.";

/** The Roast Landing Page box on Build a Website. */
export const landingRoastLine = (writer: Known) =>
  byAi(writer)
    ? "Paste the address of your live landing page and get blunt AI feedback before you send traffic to it."
    : writer === "rule-based"
      ? "Paste the address of your live landing page and get blunt feedback from our rule-based checks before you send traffic to it."
      : "Paste the address of your live landing page and get blunt feedback before you send traffic to it.";
