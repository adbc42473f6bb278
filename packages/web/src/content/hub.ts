import type { ToolCard, WorkflowCard } from "./types.ts";

export const workflowCards: WorkflowCard[] = [
  {
    title: "Pick a Target Market",
    description:
      "Compare candidate markets with research, simulated interviews and a live landing-page test, then commit to the one that shows real demand.",
    route: "/level-3-market-decision",
    colour: "blue",
  },
  {
    title: "Build a Website in Minutes",
    description: "Turn a clear brief into a live landing page with an AI web-app builder and get blunt feedback on it before launch.",
    route: "/level-3-build-website",
    colour: "green",
  },
  {
    title: "McKinsey Style Research Report",
    description:
      "Run consulting-grade deep research on a market, a competitor, an investment or a customer segment with ready-made prompts.",
    route: "/level-3-research-report",
    colour: "purple",
  },
  {
    title: "Expert & User Panel",
    description:
      "Simulate a focus group, expert panel, policy roundtable or board meeting to pressure-test a decision before it is made for real.",
    route: "/level-3-expert-panel",
    colour: "orange",
  },
  {
    title: "Founder Profile",
    description: "Submit your name and email to receive an AI-generated founder profile you can review and refine.",
    route: "/level-3-founder-profile",
    colour: "pink",
  },
  {
    title: "Roast Website",
    description: "Submit any website URL and get a candid AI critique of its message, design and ability to convert visitors.",
    route: "/level-3-roast-website",
    colour: "teal",
  },
];

export const toolCards: ToolCard[] = [
  {
    tool: "lovable",
    name: "Lovable",
    kind: "Web-app builder",
    description:
      "Describe a website or web app in plain English and Lovable builds it, with a database and one-click publishing, no coding needed.",
    route: "/prompts/lovable",
    site: "https://lovable.dev",
    promptsButtonLabel: "Expert Prompts",
    colour: "pink",
  },
  {
    tool: "chatgpt",
    name: "ChatGPT",
    kind: "Chat assistant",
    description: "OpenAI's assistant for drafting, analysis, brainstorming and deep research on the business questions you bring to it.",
    route: "/prompts/chatgpt",
    site: "https://chatgpt.com",
    promptsButtonLabel: "Expert Prompts",
    colour: "green",
  },
  {
    tool: "claude",
    name: "Claude",
    kind: "Reasoning assistant",
    description: "Anthropic's assistant, strong at careful reasoning over long documents, structured analysis and clear writing.",
    route: "/prompts/claude",
    site: "https://claude.ai",
    promptsButtonLabel: "Expert Prompts",
    colour: "orange",
  },
  {
    tool: "multi-agent",
    name: "Multi-Agent",
    kind: "Multi-agent panel",
    description:
      "Simulate focus groups, expert panels and boards of AI personas to pressure-test an idea before you spend money on it. The prompts run in any capable chat assistant, such as Gemini, ChatGPT or Claude.",
    route: "/prompts/multi-agent",
    site: "https://gemini.google.com",
    promptsButtonLabel: "Expert Prompts",
    colour: "purple",
  },
  {
    tool: "n8n",
    name: "n8n",
    kind: "Workflow automation",
    description:
      "Build automated workflows that connect your apps, data and AI models on a visual canvas, in the cloud or on your own servers.",
    route: "/prompts/n8n",
    site: "https://n8n.io",
    promptsButtonLabel: "Best Practices",
    colour: "teal",
  },
  {
    tool: "zapier",
    name: "Zapier",
    kind: "App connector",
    description: "Connect thousands of business apps with no-code Zaps, so an event in one tool automatically triggers work in the others.",
    route: "/prompts/zapier",
    site: "https://zapier.com",
    promptsButtonLabel: "Best Practices",
    colour: "orange",
  },
  {
    tool: "cursor",
    name: "Cursor",
    kind: "Code-editor assistant",
    description: "An AI code editor that writes, explains and refactors code across a whole project, for teams that have developers.",
    route: "/prompts/cursor",
    site: "https://cursor.com",
    promptsButtonLabel: null,
    colour: "blue",
  },
  {
    tool: "replit",
    name: "Replit",
    kind: "Online coding environment",
    description: "Build, run and deploy apps in the browser, with an AI agent that turns a description into a working prototype.",
    route: "/prompts/replit",
    site: "https://replit.com",
    promptsButtonLabel: null,
    colour: "green",
  },
];
