import type { ArticleBody } from "../types.ts";

export const body: ArticleBody = {
  intro: [
    "An AI strategy is not a list of tools, a budget line for licences or a slide of use cases ranked by enthusiasm. It is a set of choices about where AI will help the business win, what the company will invest to get there, and how it will manage the risks along the way. In other words, it is business strategy with AI as one of its instruments.",
    "This briefing walks through the decisions a leadership team needs to make, in the order that usually works: goals first, then opportunities, priorities, sourcing, data, people, funding and governance. It ends with the outline of a one-page strategy you can take to your board.",
  ],
  sections: [
    {
      heading: "Start from business goals, not technology",
      blocks: [
        {
          type: "paragraph",
          text: "Begin with the three to five outcomes the business most needs over the next two or three years: faster growth in a segment, better margins, shorter delivery times, a better customer experience, lower risk. For each outcome, ask where the constraint is today. Is it the time skilled people spend on routine work? Slow access to information? Inconsistent quality? Limited capacity to serve smaller customers profitably?",
        },
        {
          type: "paragraph",
          text: "AI earns a place in the strategy where it loosens one of those constraints. Starting from the technology instead tends to produce scattered pilots that are individually interesting and collectively irrelevant.",
        },
      ],
    },
    {
      heading: "Map where AI can create value",
      blocks: [
        {
          type: "paragraph",
          text: "It helps to sort opportunities into three levels, because each needs a different kind of investment and delivers value on a different timescale:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Individual productivity: assistants that help people write, analyse, research and code faster. Quick to deploy, broad in reach, modest per person, and mostly a matter of licences, rules and training.",
            "Workflow redesign: rebuilding a specific process, such as claims handling, onboarding, proposal writing or customer support, around what AI can now do, with people focused on judgement and exceptions. Slower, but this is where the larger operational gains usually are.",
            "New products and services: offerings that were not economical before, such as personalised advice at scale, new analytics for customers or AI features inside your product. The highest potential and the highest uncertainty.",
          ],
        },
        {
          type: "paragraph",
          text: "Walk your value chain with the people who run it, from how you find customers to how you serve and retain them, and note where each level applies. The result is a long list; the next step is to cut it down.",
        },
      ],
    },
    {
      heading: "Prioritise with a simple portfolio",
      blocks: [
        {
          type: "paragraph",
          text: "Score each opportunity on value and feasibility, and be as honest about feasibility as about value. Feasibility depends on a few practical questions:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Data: does the information the AI needs exist, is it reasonably accurate, and can it be accessed with the right permissions?",
            "Tolerance for error: what happens when the output is wrong, and can a person catch it in time?",
            "Integration: does it have to connect to core systems, or can it start alongside them?",
            "Ownership: is there a business leader who wants it and will change the process, not just sponsor a project?",
            "Regulation and reputation: does it touch decisions about people, regulated activities or sensitive data?",
          ],
        },
        {
          type: "paragraph",
          text: "A healthy portfolio mixes a few quick wins that build confidence and skills, one or two substantial workflow redesigns where the value is large and measurable, and at most a small number of bets on new offerings. Resist the temptation to fund everything a little; concentration is what turns pilots into results.",
        },
      ],
    },
    {
      heading: "Decide what to buy, configure or build",
      blocks: [
        {
          type: "paragraph",
          text: "Most companies should buy far more than they build. General productivity assistants, AI features in your existing software and specialist tools for common functions are improving quickly, and competing with them rarely makes sense. Configure platforms when you need your own data, workflows and controls on top of a commercial model. Build only where the capability is genuinely differentiating, usually because it depends on proprietary data, deep domain expertise or a unique process.",
        },
        {
          type: "paragraph",
          text: "Whatever you choose, protect your ability to change. Models and vendors move fast, and the best option today may not be the best next year. Favour architectures that can switch between model providers, open standards for connecting AI to your systems, contracts that let you take your data with you, and clear terms on how vendors may use your inputs.",
        },
      ],
    },
    {
      heading: "Get the data foundations right",
      blocks: [
        {
          type: "paragraph",
          text: "AI systems are only as useful as the information they can reach. An assistant that cannot see your current price list, policies or customer history will give generic answers at best and wrong ones at worst. The practical work is unglamorous: identify the documents and data that matter for priority use cases, fix ownership and accuracy, remove outdated versions, and make sure access controls carry through, so that AI tools show each person only what they are entitled to see.",
        },
        {
          type: "paragraph",
          text: "Do not wait for a perfect, company-wide data programme before starting. Improve the data that your priority use cases depend on, and let real demand decide what to fix next.",
        },
      ],
    },
    {
      heading: "Shape the operating model and talent",
      blocks: [
        {
          type: "paragraph",
          text: "Most organisations settle on a hub-and-spoke model. A small central team sets standards, negotiates with vendors, runs shared platforms, manages risk and spreads good practice. Business units own the use cases, the process changes and the results. Neither works alone: a central team without business ownership builds things nobody adopts, and business units without a centre create duplicated tools and uneven risk.",
        },
        {
          type: "paragraph",
          text: "The skills you need are broader than data science. You need product owners who can redesign workflows, engineers who can integrate AI into systems and evaluate its output, risk and legal specialists who understand the technology, and managers who can lead teams whose work is changing. Invest in training at every level, including the leadership team, and be candid about how roles will evolve.",
        },
      ],
    },
    {
      heading: "Fund in stages and measure honestly",
      blocks: [
        {
          type: "paragraph",
          text: "Treat AI initiatives as a portfolio of options rather than a single programme. Fund each stage just enough to answer its question, and set the criteria for continuing before you start: the improvement you expect, how you will measure it and what would make you stop. Stage gates protect you from the sunk-cost trap, where a project continues because so much has already been spent on it.",
        },
        {
          type: "paragraph",
          text: "Count the full cost: licences, usage-based charges that grow with volume, integration work, the effort of evaluating and monitoring quality, and the change management that gets people to work differently. Measure benefits in the terms of the business goals you started from, such as cycle time, cost to serve, conversion, quality or customer satisfaction, not in the number of models deployed.",
        },
      ],
    },
    {
      heading: "Build governance in from the start",
      blocks: [
        {
          type: "paragraph",
          text: "Governance belongs inside the strategy, not bolted on afterwards. Keep an inventory of where AI is used, classify uses by risk, and match the level of review to the risk: light for internal drafting, rigorous for anything that affects customers, employees or regulated decisions. Name an accountable owner for every system in production. Done well, governance speeds things up, because teams know which uses they can pursue without asking and which need a conversation.",
        },
      ],
    },
    {
      heading: "The one-page AI strategy",
      blocks: [
        {
          type: "paragraph",
          text: "If your strategy cannot fit on one page, it is probably a plan of activities rather than a set of choices. A good one-page version covers:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Ambition: the business outcomes AI will contribute to, in plain language.",
            "Priorities: the few use cases funded this year, with owners and measures of success.",
            "Sourcing: what you will buy, configure and build, and how you keep the freedom to switch.",
            "Foundations: the data, platforms and security work the priorities depend on.",
            "People: the operating model, the skills to develop and how roles will change.",
            "Guardrails: the rules, risk tiers and accountability that keep use safe.",
            "Review: how and when leadership will revisit the choices as the technology and the results evolve.",
          ],
        },
        {
          type: "paragraph",
          text: "Revisit the page at least every six months. AI is moving quickly enough that a strategy written once and left alone will soon describe a world that no longer exists.",
        },
      ],
    },
  ],
};
