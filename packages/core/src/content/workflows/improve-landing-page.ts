import { checkedNov2026, sources } from "../sources.ts";
import type { ExternalTool, GuideContents, StepCard } from "../types.ts";

const applyFeedbackPrompt = `I run the landing page at [your page URL] for [your business]. Its goal is to get [target customer] to [primary action]. Below is a review of the page.

Review:
[paste the feedback from step 2 here]

Act as a conversion-focused product designer and turn this review into changes I can make today.

1. Sort every point in the review into three groups: fix now (clear problems that cost sign-ups), test first (changes that might help but could also hurt), and ignore (points that do not fit my audience or goal). Give a one-line reason for each.
2. For every fix-now item, write the exact change: the new headline, button text, section order or copy, ready to paste into my web-app builder.
3. For the top two test-first items, describe an A/B test: what changes, what stays the same, and which number decides the winner.
4. List anything in the review you cannot verify from the page itself, so I can check it before acting on it.

Keep my tone of voice, do not invent customer results or figures, and keep each change small enough to ship and measure on its own.`;

export const improveLandingPageSteps: StepCard[] = [
  {
    title: "Get Feedback",
    description:
      "Submit the URL of a live landing page and get a review of its message, structure, trust signals and call to action, written from a first-time visitor's point of view.",
    tasks: [
      "Pick the page that matters most: the one you send paid traffic, investors or new customers to.",
      "Click the button below, enter the page URL and press Go; the https:// prefix is added for you.",
      "While the analysis runs, write down the one action the page must drive and your own top three worries about it, so you can compare them with the AI's view.",
    ],
    example:
      "Submit your pricing page rather than your home page if that is where most visitors decide, and compare the review with where your analytics show people leave.",
    colour: "orange",
  },
  {
    title: "Turn Good into Better",
    description:
      "Read the review when it arrives here, decide what to change now and what to test, and ship the changes one at a time so you can see which ones move sign-ups.",
    tasks: [
      "Read the full review and mark each point as fix now, test first or ignore.",
      "Copy the prompt below, paste the review into it and run it in ChatGPT or Claude to get exact replacement copy.",
      "Make the fix-now changes in your website builder and publish them.",
      "Set up an A/B test for the riskiest change instead of switching everything at once.",
      "Compare sign-ups before and after each change, then submit the page again for a fresh review.",
    ],
    example:
      "If the review says the headline describes features, not outcomes, replace it with the result your customer gets and test it against the original for two weeks.",
    prompt: applyFeedbackPrompt,
    promptPreview:
      "I run the landing page at [your page URL] for [your business]. Its goal is to get [target customer] to [primary action].",
    colour: "purple",
  },
];

export const optimisationTools: ExternalTool[] = [
  {
    name: "Hotjar",
    description: "Heatmaps, session recordings and on-page surveys that show where visitors click, scroll and leave.",
    url: "https://www.hotjar.com",
    claims: [{ text: "Hotjar offers heatmaps, session recordings and on-page surveys.", source: sources.hotjar, checked: checkedNov2026 }],
  },
  {
    name: "Microsoft Clarity",
    description: "Free heatmaps and session recordings that reveal rage clicks, dead clicks and confusing sections.",
    url: "https://clarity.microsoft.com",
    claims: [
      {
        text: "Microsoft Clarity is free, with no paid version and no traffic limits; it records sessions and draws heatmaps.",
        source: sources.clarityFaq,
        checked: checkedNov2026,
      },
    ],
  },
  {
    name: "Google PageSpeed Insights",
    description: "A free speed and Core Web Vitals report for any URL, with specific fixes for mobile and desktop.",
    url: "https://pagespeed.web.dev",
    claims: [
      {
        text: "PageSpeed Insights reports a page's experience on mobile and desktop, with real users' Core Web Vitals (where Google has enough data) and suggestions to improve it.",
        source: sources.pageSpeedInsightsAbout,
        checked: checkedNov2026,
      },
    ],
  },
];

export const improveLandingPageGuide: GuideContents["improve-landing-page"] = {
  guide: "improve-landing-page",
  steps: improveLandingPageSteps,
  tools: optimisationTools,
};
