// Issue 45, Deliver 7: decision dossiers. One decision worked through several library cards in
// order; each step names the heading of the last card's answer to copy from and the fields of the
// next card to paste it into, by their bracketed names. dossiers.test.ts checks both against the
// cards themselves.
import type { Dossier } from "../types.ts";

export type { Dossier, DossierStep } from "../types.ts";

export const dossiers: Dossier[] = [
  {
    id: "hard-decision",
    title: "Make a hard decision and tell the board",
    outcome: "A decision you have tested, a memo the board can vote on, an update for investors and a note of what you learned.",
    steps: [
      {
        library: "chatgpt",
        title: "Leadership Coach (Decision-Making)",
        from: [],
        into: ["describe the decision", "option A", "option B", "your priorities or values, such as long-term growth, team trust or cost"],
        paste:
          "Start from your own notes: the decision in two sentences, each option as you would put it to a colleague, and what matters most to you.",
      },
      {
        library: "chatgpt",
        title: "Board Memo Prep",
        from: ["Decision brief"],
        into: ["options", "your recommendation", "concerns", "decision criteria, such as value, risk, speed and strategic fit"],
        paste:
          "From the coach's Decision brief, paste the options into [options], the leading option and its reasons into [your recommendation], the top risks into [concerns] and the matrix's criteria into [decision criteria, such as value, risk, speed and strategic fit]. Leave the weighted scores out: they are your judgement, not figures for the board.",
      },
      {
        library: "chatgpt",
        title: "Investor Update Writer",
        from: ["Proposed resolution", "Risks and mitigations"],
        into: ["team changes, product launches or fundraising plans", "challenges"],
        paste:
          "Once the board has voted, put the decision as passed (from Proposed resolution, in one plain sentence) into [team changes, product launches or fundraising plans], and the main risk with what you are doing about it (from Risks and mitigations) into [challenges]. Share only what you would tell every investor.",
      },
      {
        library: "claude",
        title: "Leadership Reflection Journal",
        from: ["Summary"],
        into: ["the main events, decisions and conversations, in rough notes", "one moment"],
        paste:
          "Paste the update's Summary into [the main events, decisions and conversations, in rough notes], add how the board discussion went in your own words, and put the moment that stayed with you into [one moment].",
      },
    ],
  },
  {
    id: "new-market",
    title: "Enter a new market",
    outcome:
      "A recommended entry route, an evidence-based view of the competitors there, and a first reaction from simulated buyers to test before you spend.",
    steps: [
      {
        library: "chatgpt",
        title: "Market Expansion Strategy",
        from: [],
        into: ["target market, region or segment", "budget range", "timeframe", "constraints, such as team size, regulation or cash"],
        paste: "Start from your own plan: the market you are weighing, the first-year budget, the time frame and what limits you.",
      },
      {
        library: "chatgpt",
        title: "Competitive Benchmarking",
        from: ["Recommended approach", "Market attractiveness", "Ability to win"],
        into: ["customer segment", "competitors", "your own data or perception"],
        paste:
          "From Recommended approach, paste the target customer into [customer segment]; put the competitors named under Market attractiveness into [competitors], after checking their sources; and paste Ability to win into [your own data or perception], marked as the strategy's view rather than your data.",
      },
      {
        library: "multi-agent",
        title: "Founder Market Test Focus Group",
        from: ["Scope", "Benchmark table", "White space"],
        into: ["target market", "current alternative", "product description", "price and pricing model"],
        paste:
          "Paste the market and segment from Scope into [target market], the competitor that leads the Benchmark table into [current alternative], and your product described around the need under White space into [product description]. Put the price you would launch at into [price and pricing model]. The panel's reactions are hypotheses to test with real buyers, not evidence.",
      },
    ],
  },
  {
    id: "ai-rollout",
    title: "Roll out an AI tool to a team",
    outcome:
      "A decision you understand well enough to fund, a usage policy argued from every side, and the adoption barriers to fix before launch.",
    steps: [
      {
        library: "claude",
        title: "AI Strategy Tutor",
        from: [],
        into: [
          "the AI decision you face in the next 90 days",
          "paste the vendor proposal, business case or internal paper behind the decision, or write none",
        ],
        paste:
          "Start from the decision in front of you and the vendor proposal or business case behind it, with names and prices removed if it is not public.",
      },
      {
        library: "multi-agent",
        title: "AI Policy Debate Simulation",
        from: ["Recommendation", "Decision table"],
        into: [
          "the AI policy you are considering, e.g. allowing staff to use generative AI tools with customer data",
          "what happens today",
        ],
        paste:
          "Turn the tutor's Recommendation into one sentence of policy (who may use the tool, for what, with which data) for [the AI policy you are considering, e.g. allowing staff to use generative AI tools with customer data], and add your team's answers to the three questions in the Decision table to [what happens today].",
      },
      {
        library: "multi-agent",
        title: "User Adoption Feedback Council",
        from: ["The amended policy", "Recommended next steps"],
        into: ["the workflow change", "rollout date and training"],
        paste:
          "Paste the Allowed uses and Prohibited uses of the amended policy into [the workflow change], and the recommended next steps for rollout and training, with your dates, into [rollout date and training].",
      },
    ],
  },
];
