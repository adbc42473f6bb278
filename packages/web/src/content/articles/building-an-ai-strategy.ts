import type { ArticleBody } from "../types.ts";
import { censusAiDiffusion } from "./shared-sources.ts";

/** The day the findings below were last checked against their sources. */
const checked = "2026-12-06";

const jaggedFrontier = {
  title: "Harvard Business School: Dell'Acqua et al., Navigating the Jagged Technological Frontier, Working Paper 24-013 (September 2023)",
  url: "https://www.hbs.edu/faculty/Pages/item.aspx?num=64700",
};

const censusAiSnapshot = {
  title: "US Census Bureau, Working Paper CES-24-16, Tracking Firm Use of AI in Real Time (March 2024)",
  url: "https://lehd.ces.census.gov/applications/creat/paper-profile/1244",
};

export const body: ArticleBody = {
  intro: [
    "An AI strategy is not a list of tools, a budget line for licences or a slide of use cases ranked by enthusiasm. It is a set of choices about where AI will help the business win, what the company will invest to get there, and how it will manage the risks along the way. In other words, it is business strategy with AI as one of its instruments.",
    "This briefing walks through the decisions a leadership team needs to make, in the order that usually works: goals first, then opportunities, priorities, sourcing, data, people, funding and governance. It ends with the outline of a one-page strategy you can take to your board, and that page filled in for a fictional company.",
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
          text: "Judge feasibility task by task, because AI's strengths are uneven in ways that are hard to predict. In a preregistered experiment with 758 consultants at Boston Consulting Group, published as Harvard Business School Working Paper 24-013 in September 2023, those using GPT-4 on 18 realistic tasks inside the frontier of AI's capabilities completed 12.2% more tasks, 25.1% more quickly, with more than 40% higher quality than a control group. On one task chosen to fall outside that frontier, consultants using AI were 19 percentage points less likely to reach a correct solution. The researchers call this a jagged technological frontier. For a strategy, it means a pilot must test the real task against a measure of correctness, not only of speed, before the use case earns its place.",
        },
        {
          type: "paragraph",
          text: "A healthy portfolio mixes a few quick wins that build confidence and skills, one or two substantial workflow redesigns where the value is large and measurable, and at most a small number of bets on new offerings. Resist the temptation to fund everything a little; concentration is what turns pilots into results.",
        },
        {
          type: "paragraph",
          text: "Most firms are still at the narrow end, which is not a failure if the narrowness is chosen. In the US Census Bureau's survey of November 2025 to January 2026, published as a working paper in April 2026, 57% of firms using AI used it in three or fewer business functions, most often sales and marketing (52%), strategy and business development (45%) and IT (41%), and 66% relied on it solely to augment tasks.",
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
        {
          type: "paragraph",
          text: "Firms that adopt AI reorganise around it. In the US Census Bureau's first snapshot of AI use from its Business Trends and Outlook Survey, a working paper published in March 2024, the share of US firms using AI rose from 3.7% to 5.4% between September 2023 and February 2024. Many firms using AI made organisational changes to accommodate it, particularly training staff, developing new workflows and purchasing cloud services or storage, and few reported reductions in employment due to AI use. Budget for those changes from the start; they are part of the cost of the strategy, not a later surprise.",
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
    {
      heading: "A worked example: one page for a fictional distributor",
      blocks: [
        {
          type: "paragraph",
          text: "Here is the page filled in for Fernhollow Trade Supplies, a fictional company whose figures are invented too: a family-owned wholesale distributor of plumbing and heating parts with 140 employees, 60 of them in office roles, three depots in the north of England and revenue of £38 million. Installers and small builders order by phone, by email and at the trade counter.",
        },
        {
          type: "paragraph",
          text: "Ambition: win a larger share of installers' orders by quoting faster and answering stock questions first time, and grow over the next two years without adding back-office roles.",
        },
        {
          type: "paragraph",
          text: "Priorities for 2027, each with one owner, a target and a date:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Quotes the same day. AI drafts quotes from installers' emailed parts lists against the current price list, and an estimator checks every quote before it is sent. Owner: the sales director. Target: median time from enquiry to quote down from 2 working days to 4 working hours, with no more pricing errors than today in a weekly sample of 20 quotes. By 30 June 2027.",
            "Answers first time. Counter and phone staff get an assistant that answers stock, delivery and product questions from the company's own catalogue and order system. Owner: the operations director. Target: queries resolved on first contact up from 70% to 85%. By 30 September 2027.",
            "Everyone fluent. All 60 office staff get the approved assistant and two hours of training on their own work. Owner: the people director. Target: 80% of office staff, 48 of the 60, using it at least weekly. By 30 June 2027.",
          ],
        },
        {
          type: "paragraph",
          text: "What they will not do this year:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "No chatbot answering customers without a person checking.",
            "No building or training of their own models: they buy an assistant and configure a commercial platform for quoting.",
            "No AI in hiring, performance or pay decisions.",
            "No promise of headcount cuts: time saved goes into serving more customers.",
            "No AI tools outside the approved list.",
          ],
        },
        {
          type: "paragraph",
          text: "Data and risk rules:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Only the approved assistant, on a business contract that keeps inputs out of the vendor's model training, stores data in the UK or EU and lets the company delete it.",
            "No customer personal data, negotiated price agreements or staff records in any tool outside the approved list.",
            "A named person checks every quote, customer email and price before it leaves the company; nothing AI writes is sent automatically.",
            "Three risk tiers: internal drafting needs no review, customer-facing content is checked by the sender, and anything touching prices, credit or people is signed off by the owner of the priority.",
            "The IT manager keeps a register of every AI tool and use; any error that reaches a customer is logged and reviewed within two working days.",
          ],
        },
        {
          type: "paragraph",
          text: "Budget for 2027: £80,000, about 0.2% of revenue, released in two stages:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Stage 1, the first 90 days: £25,000 for assistant licences for 20 pilot users, configuring the quoting pilot on a commercial platform, and training.",
            "Stage 2, from April 2027: £55,000 for licences for all 60 office staff, quoting at all three depots, the stock assistant and usage charges, released only if stage 1 passes its gate.",
          ],
        },
        {
          type: "paragraph",
          text: "90-day plan, from 4 January 2027:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Days 1 to 30: publish the data and risk rules; give the assistant to 20 volunteers from sales, finance and customer service; take baselines from the last three months of records; clean the price list and product data the quoting pilot needs.",
            "Days 31 to 60: four estimators at one depot run the quoting pilot on live enquiries, every quote checked; first training sessions; errors reviewed weekly with the sales director.",
            "Days 61 to 90: compare the pilot with the baselines; turn what the volunteers learned into short guides; on day 90 leadership decides, priority by priority, to continue, change or stop, and whether to release stage 2.",
          ],
        },
        {
          type: "paragraph",
          text: "How they will measure:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Results: each priority's target measure against its baseline, on one page to the leadership team every month.",
            "Quality: pricing errors found in the weekly sample of quotes, and every AI-related incident in the register.",
            "Adoption: weekly active users of the approved assistant.",
            "Cost: spend against budget, and the cost per quote.",
            "The gate for stage 2: quote turnaround at least halved in the pilot, with no rise in pricing errors.",
            "The page itself: reviewed every six months, in June and December.",
          ],
        },
        {
          type: "paragraph",
          text: "Notice what the page leaves out: a list of tools, a technology roadmap, a transformation programme. It is a handful of choices, each tied to a business result, with a way to tell within a quarter whether it is working.",
        },
      ],
    },
  ],
  claims: [
    {
      text: "In a preregistered experiment with 758 Boston Consulting Group consultants, those using GPT-4 on 18 realistic consulting tasks inside the frontier of AI capabilities completed 12.2% more tasks on average, completed them 25.1% more quickly and produced more than 40% higher quality results than a control group; on a task selected to be outside the frontier, they were 19 percentage points less likely to produce correct solutions.",
      source: jaggedFrontier,
      checked,
    },
    {
      text: "From September 2023 to February 2024, bi-weekly estimates of the share of US firms using AI rose from 3.7% to 5.4%; many AI-using firms made organisational changes to accommodate it, particularly training staff, developing new workflows and purchasing cloud services or storage, and few reported reductions in employment due to AI use.",
      source: censusAiSnapshot,
      checked,
    },
    {
      text: "From November 2025 to January 2026, 57% of US firms using AI integrated it in three or fewer business functions, most commonly sales and marketing (52%), strategy and business development (45%) and IT (41%), and 66% of users relied on AI solely to augment tasks.",
      source: censusAiDiffusion,
      checked,
    },
  ],
};
