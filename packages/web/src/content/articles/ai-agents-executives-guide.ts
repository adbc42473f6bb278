import type { ArticleBody } from "../types.ts";

export const body: ArticleBody = {
  intro: [
    "AI agents are the part of the AI market with the loudest promises and the widest gap between demonstration and dependable use. Vendors describe digital workers that run whole processes on their own; practitioners describe systems that are impressive on good days and baffling on bad ones. Both descriptions contain some truth.",
    "This guide explains what an agent actually is, where agents deliver value today, where they still fail, and how to pilot one without betting the business on it.",
  ],
  sections: [
    {
      heading: "What an AI agent is",
      blocks: [
        {
          type: "paragraph",
          text: 'An AI agent is a language model that works towards a goal by planning steps and taking actions with tools, rather than only answering a question. Given a goal such as "reconcile these invoices against the purchase orders and flag any mismatches", an agent decides what to do first, calls a tool such as a database query, a search, a spreadsheet or an email system, looks at the result, and chooses the next step. It repeats that loop until it judges the goal met, hits a limit or asks for help.',
        },
        {
          type: "paragraph",
          text: "It helps to see a spectrum. At one end is a chat assistant that answers and leaves the acting to you. In the middle is a fixed workflow with an AI step inside it: a new support ticket arrives, a model classifies it, and rules route it. At the far end is an agent that chooses its own path through a task. The further along the spectrum, the more flexible the system, and the harder it is to predict, test and control.",
        },
        {
          type: "paragraph",
          text: "That distinction matters when buying. Many products sold as agents are well-designed workflows with AI steps, which is often exactly what you want: predictable, cheaper and easier to audit. Use a true agent only when the path through the task really cannot be known in advance.",
        },
      ],
    },
    {
      heading: "Where agents work today",
      blocks: [
        {
          type: "paragraph",
          text: "Agents are delivering real value in areas that share a few traits: a clear goal, output that can be checked, actions that can be undone, and a limited set of tools. Examples include:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Software engineering: coding agents that make well-scoped changes, fix bugs and write tests, with a developer reviewing every change and automated tests catching many errors.",
            "Research and analysis: agents that search many sources, read them and produce a structured briefing with references a person can verify.",
            "Customer service: resolving common, well-defined requests such as order status, returns or password resets, with a clear hand-off to a person for anything else.",
            "Back-office processing: extracting data from invoices, claims or forms, checking it against systems of record and queuing exceptions for a person.",
            "IT and operations: triaging alerts, gathering diagnostic information and proposing fixes for an engineer to approve.",
          ],
        },
      ],
    },
    {
      heading: "Where agents still fail",
      blocks: [
        {
          type: "paragraph",
          text: "Understanding failure modes is the most useful thing an executive can bring to an agent project. The common ones are:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Long tasks: small error rates compound over many steps, so a process with dozens of steps fails far more often than any single step suggests.",
            "Ambiguous goals: an agent will pursue what you said, not what you meant, and may complete the wrong task confidently.",
            "Brittle environments: agents that operate websites or desktop applications the way a person does break when layouts change or pages load slowly.",
            "Plausible mistakes: an agent can report success when it has not succeeded, or invent a detail to fill a gap.",
            "Manipulation: text the agent reads, such as an email, a web page or a document, can contain instructions designed to redirect it, a risk known as prompt injection.",
            "Judgement and accountability: negotiations, sensitive conversations and decisions with legal or ethical weight still need a person who can be held responsible.",
          ],
        },
      ],
    },
    {
      heading: "Keep humans in the loop",
      blocks: [
        {
          type: "paragraph",
          text: "Autonomy is not all or nothing. Decide for each agent, and each kind of action, which level applies:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Suggest: the agent prepares a recommendation or draft and a person acts on it.",
            "Act with approval: the agent does the work but waits for a person to confirm before anything consequential happens.",
            "Act and report: the agent acts within defined limits and a person reviews a log or sample afterwards.",
            "Act autonomously: the agent acts without review, acceptable only for low-impact, reversible actions with a strong track record.",
          ],
        },
        {
          type: "paragraph",
          text: "Require approval for anything that moves money, sends messages outside the company, changes customer records, deletes data or commits the company legally. Make the approval step meaningful by showing the reviewer what the agent intends to do and why, and start every new agent at a lower level of autonomy than you expect it to reach.",
        },
      ],
    },
    {
      heading: "Cost and reliability",
      blocks: [
        {
          type: "paragraph",
          text: "Agents cost more to run than simple AI features, because each task involves many model calls, and the cost varies from task to task. An agent that gets stuck can loop and consume resources until it hits a limit. Set budgets and step limits per task, monitor cost per completed task rather than per call, and compare it with the full cost of the current process, including the human review the agent still needs.",
        },
        {
          type: "paragraph",
          text: "Reliability has to be measured over many runs, not judged from a demonstration. Build an evaluation set of real, representative tasks with known correct outcomes, including awkward cases, and run the agent against it before launch and after every significant change to the model, instructions or tools. Keep monitoring in production, because inputs drift and vendors update models.",
        },
      ],
    },
    {
      heading: "How to pilot an agent",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Choose a bounded process with a clear goal, checkable output and reversible actions, ideally one that people find tedious.",
            "Write down the current baseline: time, cost, error rate and volume.",
            "Give the agent only the tools and data access the task needs, using separate credentials with the narrowest permissions possible.",
            "Start in suggest or approval mode, with a person confirming consequential actions.",
            "Build an evaluation set from real cases and agree in advance what success rate justifies moving on.",
            "Log every step the agent takes, so failures can be diagnosed and decisions audited.",
            "Review results weekly with the people who do the work today, and raise autonomy only on evidence.",
          ],
        },
      ],
    },
    {
      heading: "What to measure",
      blocks: [
        {
          type: "list",
          ordered: false,
          items: [
            "Task success rate on the evaluation set and in production.",
            "Human intervention rate: how often a person has to correct, complete or stop the agent.",
            "Severity of errors, not only their frequency.",
            "Cost per completed task compared with the current process.",
            "Time to completion and the effect on the people involved: less drudgery, or more checking?",
          ],
        },
        {
          type: "paragraph",
          text: "Agents are worth taking seriously. The technology is improving and the right processes can gain a great deal from it. The winning approach is the same one that works for any powerful but immature tool: start narrow, keep people in control, measure honestly, and widen the scope as trust is earned.",
        },
      ],
    },
  ],
};
