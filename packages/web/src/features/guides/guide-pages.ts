// The words of each Level 3 page's frame (GuideLayout): its name, meta description, route and lead.
import { paths } from "../../config/paths.ts";

export interface GuidePageWords {
  /** The page name: the h1, and the document title before " — AI for Leaders". */
  title: string;
  /** The meta description. */
  description: string;
  /** The page's own route, for the canonical link. */
  path: string;
  /** The lead paragraph under the title. */
  intro: string;
}

export const guidePages = {
  expertPanel: {
    title: "Expert & User Panel",
    description: "Simulate a customer focus group, an expert panel, a policy roundtable or a board meeting to pressure-test a decision.",
    path: paths.expertPanel,
    intro:
      "Rehearse a decision with a simulated panel before you take it for real. Each prompt sets up the participants, runs the session and ends with a written report.",
  },
  researchReport: {
    title: "McKinsey Style Research Report",
    description: "Consulting-grade deep-research prompts for market entry, competitors, investment due diligence and customer segments.",
    path: paths.researchReport,
    intro:
      "Four ready-made deep-research prompts that give you a structured, sourced report in the style of a top strategy consultancy. Pick the question you need answered, fill in the fields and run it.",
  },
  marketDecision: {
    title: "Pick a Target Market",
    description:
      "Six steps from research to real demand: compare markets, interview users and experts, test live, and capture and contact leads.",
    path: paths.marketDecision,
    intro:
      "Compare candidate markets with research and simulated interviews, test your message live, then capture, score and contact the leads it brings. Open each step when you reach it.",
  },
  roastWebsite: {
    title: "Roast Website",
    description: "Enter your website URL to get a roast: a blunt, specific critique of your message, call to action, trust and speed.",
    path: paths.roastWebsite,
    /** The spec's words when an AI writes the roast; the page says who does (roastWebsiteLead). */
    intro: "Enter your website URL to get an AI-powered roast",
  },
  founderProfile: {
    title: "Founder Profile",
    description:
      "Submit your name and work email and get a brief on how your company presents itself, with a headline and bio to start from.",
    path: paths.founderProfile,
    intro: "Tell us who you are. We read how your company presents itself and draft a founder headline and bio you can refine.",
  },
  improveLandingPage: {
    title: "Improve a Landing Page",
    description: "Get a review of your live landing page, then turn the feedback into changes and tests that raise sign-ups.",
    path: paths.improveLandingPage,
    intro:
      "Submit a live landing page for a review of its message, structure and call to action, then turn the feedback into changes you can ship and measure.",
  },
  buildWebsite: {
    title: "Build a Website in Minutes",
    description: "Turn a clear brief into a live landing page with an AI web-app builder, then get blunt feedback on it before launch.",
    path: paths.buildWebsite,
    intro:
      "Two steps from idea to a live landing page: write a sharp brief, then let a web-app builder such as Lovable build it, and roast the result before you send traffic to it.",
  },
} satisfies Record<string, GuidePageWords>;
