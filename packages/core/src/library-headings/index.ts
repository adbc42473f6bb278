// The eight prompt libraries and the public face of each: its page title and lead. The prompts themselves are
// gated and served by the API; these two lines are not, so a library page draws its header at once
// and only the cards wait for the content.
/** The eight prompt libraries, in the order of spec §2. */
export const toolIds = ["lovable", "chatgpt", "claude", "multi-agent", "n8n", "zapier", "cursor", "replit"] as const;
export type ToolId = (typeof toolIds)[number];

export interface LibraryHeading {
  /** Page title, e.g. "Lovable Expert Prompts". */
  title: string;
  description: string;
}

export const libraryHeadings: Record<ToolId, LibraryHeading> = {
  lovable: {
    title: "Lovable Expert Prompts",
    description: "Ready-to-paste prompts that turn a plain-language brief into a working first version of a website or web app in Lovable.",
  },
  chatgpt: {
    title: "ChatGPT Expert Prompts",
    description:
      "Ready-to-paste prompts that turn ChatGPT into a tutor, coach, analyst and writing partner for the work executives do every week.",
  },
  claude: {
    title: "Claude Expert Prompts",
    description:
      "Long-form reasoning prompts for Claude that ask clarifying questions first, state their assumptions and weigh trade-offs on your learning, strategy, research and career decisions.",
  },
  "multi-agent": {
    title: "Multi-Agent Expert Prompts",
    description:
      "Simulated focus groups, expert panels, roundtables and boards of named participants who react to your idea, argue with each other and end with a clear synthesis of consensus, objections and next steps, run in any capable chat assistant such as ChatGPT or Claude, or in a multi-agent simulation tool.",
  },
  n8n: {
    title: "N8n Hacker Prompts",
    description:
      "Four n8n workflow blueprints with the trigger, the nodes, the data fields and the error handling spelled out. Paste one into ChatGPT or Claude for node-by-node build instructions, or hand it to whoever builds your automations.",
  },
  zapier: {
    title: "Zapier Hacker Prompts",
    description:
      "Four Zaps that connect the apps you already pay for, each with its trigger, filters, formatting, paths and failure alerts. Paste one into Zapier's AI Zap builder or an AI chat tool, swap the bracketed fields for your own apps, and build.",
  },
  cursor: {
    title: "Cursor Hacker Prompts",
    description:
      "Four Cursor prompts for leaders: a small tool a non-developer can build on their own laptop this week, an Ask-mode read of your own codebase before you fund a change, and two briefs to hand your developer, each with what you check when the work comes back. Check the chat's mode before you paste.",
  },
  replit: {
    title: "Replit Hacker Prompts",
    description:
      "Four Replit Agent prompts for leaders: a first version of an idea you can share this week, a guided project over several sessions that teaches you to judge what gets built, a small API your automations call, and a demo prospects try alone. Each asks for a plan to approve first and lists what to check before you share.",
  },
};
