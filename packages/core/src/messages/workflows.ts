/** The four AI workflows' texts (spec §2, §5, §8). */
export const workflowMessages = {
  /** Shown on a report when the daily quota of model calls was reached. */
  modelQuotaReached: (limit: number) =>
    `You've reached today's limit of ${limit} AI ${limit === 1 ? "report" : "reports"}, so this one is the built-in analysis. AI reports are available again after midnight UTC.`,
  /** Shown on a report when the site's daily budget of model tokens (AI_DAILY_BUDGET) is used up. */
  modelBudgetReached:
    "Today's AI budget for the whole site has been used, so this report is the built-in analysis. AI reports are available again after midnight UTC.",
  invalidUrlTitle: "Invalid URL",
  urlRequired: "Please enter a URL to analyze",
  improveInvalidUrl: "Please enter a valid URL (e.g., yourcompany.com)",
  roastWebsiteRequired: { title: "Required Field", description: "Please enter a URL." },
  roastWebsiteInvalid: { title: "Invalid URL", description: "Please enter a valid URL." },
  founderRequired: { title: "Required Fields", description: "Please fill in at least your name and email." },
  roastSent: { title: "Roast Request Sent" },
  roastComplete: { title: "Roast Complete" },
  roastCancelled: { title: "Roast Cancelled", description: "The roast analysis has been stopped." },
  roastCancelledText: "Roast cancelled by user.",
  roastFailed: { title: "Error", description: "Failed to send roast request. Please check the URL and try again." },
  improveStarted: (url: string) => ({ title: "Analysis Started", description: `Analyzing: ${url} - Results will appear in step 2.` }),
  improveComplete: { title: "Analysis Complete" },
  improveFailed: { title: "Error", description: "Failed to send feedback request. Please try again." },
  founderSubmitted: { title: "Profile Submitted" },
  founderFailed: { title: "Error", description: "Failed to submit your profile. Please try again." },
  websiteSubmitted: { title: "URL Submitted" },
  websiteFailed: { title: "Error", description: "Failed to submit your URL. Please try again." },
  timeout: { title: "Timeout", description: "Analysis is taking longer than expected. Please check back later" },
  roastTimeout: { title: "Timeout", description: "Roast is taking longer than expected. Please check back later" },
  /** A job's end when its automation reported a failure, or called back with nothing we could read (the console has the detail). */
  automationFailed: "The automation could not finish this analysis. Please try again later.",
  automationUnreadable: "The automation answered without a result we could read. Please try again later.",
  /** What an automation may send before the real result; never shown as a result (spec §4). */
  placeholderResult: "Analysis completed!",
  statusWords: [
    "Processing",
    "Analyzing",
    "Extracting insights",
    "Computing scores",
    "Generating recommendations",
    "Optimizing results",
    "Thinking",
  ],
} as const;
