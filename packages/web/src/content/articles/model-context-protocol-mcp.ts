import type { ArticleBody } from "../types.ts";

/** The day the dated claims below were last checked against their sources. */
const checked = "2026-11-27";

export const body: ArticleBody = {
  intro: [
    "An AI assistant is only as useful as what it can reach. A model that cannot see your CRM, your documents or your ticketing system can give general advice but cannot help with your actual work. For the first wave of generative AI, every connection between an AI application and a business system was a custom integration, built separately for each pair. The Model Context Protocol, usually shortened to MCP, is the open standard that replaced much of that one-off work.",
    "This briefing explains what MCP is, why it spread so quickly, what it changes for a company, and the security risks a leader must insist are managed before AI assistants are connected to important systems.",
  ],
  sections: [
    {
      heading: "What the Model Context Protocol is",
      blocks: [
        {
          type: "paragraph",
          text: "MCP is an open protocol, introduced by Anthropic in November 2024 and published with an open specification and open-source software kits, that defines how AI applications connect to external tools and data. It has three roles:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Hosts: the AI applications people use, such as chat assistants, coding tools and development environments, and increasingly agents running inside business software.",
            "Clients: the connectors inside a host, each talking to exactly one server on the host's behalf.",
            "Servers: programs that sit in front of a system, such as a database, a file store, a CRM or an internal API, and expose what it can do in a standard form.",
          ],
        },
        {
          type: "paragraph",
          text: "An MCP server can offer three kinds of capability. Tools are actions the model can ask to perform, such as searching tickets, creating an invoice or running a query. Resources are data the application can read into the conversation, such as a file, a record or a schema. Prompts are reusable templates that the server provides for common tasks, which users can choose to invoke. A server can run locally on a person's machine or remotely as a hosted service; for remote servers the specification defines sign-in based on OAuth 2.1, so an assistant can act on a user's behalf without holding their password.",
        },
      ],
    },
    {
      heading: "Why it matters: from one-off integrations to a standard",
      blocks: [
        {
          type: "paragraph",
          text: "Before MCP, connecting several AI applications to several business systems meant building an integration for every combination, each with its own code, authentication and maintenance. MCP turns that multiplication into addition: each system needs one server, each AI application needs one client implementation, and any compliant pair can work together. The common analogy is USB-C for AI: one standard port instead of a drawer full of proprietary cables.",
        },
        {
          type: "paragraph",
          text: "The standard spread quickly because it solved a problem everyone had. Within a year it was supported in ChatGPT, Gemini, Microsoft Copilot, Visual Studio Code and Cursor, and many software companies had published official MCP servers for their products. In December 2025 Anthropic donated the protocol to the Agentic AI Foundation, a fund of the Linux Foundation co-founded with OpenAI and Block, placing it under vendor-neutral governance. For buyers, that broad adoption is the point: an integration built on MCP is not tied to a single AI vendor.",
        },
      ],
    },
    {
      heading: "What it changes for your company",
      blocks: [
        {
          type: "list",
          ordered: false,
          items: [
            "Expose once, use many times: an internal system wrapped in one well-built MCP server can be used by whichever approved assistants and agents your teams adopt, instead of being re-integrated for each vendor.",
            "More freedom to switch: because the integration layer is shared, changing or adding an AI vendor costs less, which strengthens your hand in negotiations.",
            "Vendor questions change: ask software suppliers whether they offer an official MCP server, what it can do, how it authenticates and what it logs.",
            "A new platform responsibility: someone must decide which servers exist, who may use them and with what permissions, much as someone already manages APIs and single sign-on.",
          ],
        },
      ],
    },
    {
      heading: "Build or buy servers",
      blocks: [
        {
          type: "paragraph",
          text: "For widely used software such as collaboration suites, CRMs, code repositories and support desks, prefer the official MCP servers published by the vendors themselves. They are maintained alongside the product and the vendor is accountable for them. Be far more cautious with community servers written by unknown authors, however convenient: installing one is like installing any third-party code with access to your data.",
        },
        {
          type: "paragraph",
          text: "Build your own servers for internal systems and proprietary data, where nobody else can. Keep them small and purposeful: a server that offers a few well-described, narrowly scoped tools is easier for the model to use correctly and far easier to secure than one that exposes an entire database. Treat each server as a product with an owner, documentation, tests and a change process.",
        },
      ],
    },
    {
      heading: "The risks leaders must understand",
      blocks: [
        {
          type: "paragraph",
          text: "MCP makes connecting AI to systems easy, and that is exactly why it needs care. The protocol standardises how connections work; it does not make the model trustworthy or decide what it should be allowed to do. The main risks are:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Prompt injection through tool outputs and content: a document, email, web page or ticket that the assistant reads can contain hidden instructions, and the model may follow them as if they came from the user.",
            "Over-broad permissions and token scopes: a server connected with an administrator account or a token that grants far more access than the task needs turns any mistake or manipulation into a large one.",
            "Untrusted or malicious third-party servers: a server is software in your supply chain, and a malicious or compromised one can misdescribe its tools, change its behaviour after approval or quietly collect data.",
            "Data exfiltration: an assistant that can both read sensitive data and send information outward, through email, web requests or another tool, can be steered into leaking it.",
            "Actions without human confirmation: when tools can send messages, change records, move money or delete data, an error or an injected instruction can cause real damage before anyone notices.",
          ],
        },
      ],
    },
    {
      heading: "Mitigations that work",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Allow-list vetted servers: maintain an approved list, review each server before adding it, pin versions, and block everything else in the assistants you manage.",
            "Apply least privilege: give each server only the tools and data scope its use case needs, prefer per-user credentials that respect existing access rights, and separate read-only from write access.",
            "Require human approval for consequential actions: anything external, financial, destructive or hard to reverse should be shown to a person and confirmed before it happens.",
            "Log and audit: record which user, assistant and server invoked which tool with which inputs, keep the logs where security teams can review them, and alert on unusual patterns.",
            "Sandbox and isolate: run local servers with restricted access to files and networks, and avoid combining access to sensitive data, untrusted content and outbound communication in a single session.",
            "Treat all tool output as untrusted input: design workflows so that content the model reads cannot by itself trigger high-impact actions.",
          ],
        },
      ],
    },
    {
      heading: "Governance questions for the leadership team",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Which MCP servers are in use across the company today, including ones individual employees have installed?",
            "Who approves a new server, and what does the review check?",
            "Which systems are we willing to expose to AI assistants, and with what permissions?",
            "Which actions always require a human to confirm, whatever tool or vendor is involved?",
            "Can we reconstruct what an assistant did, with which data, if something goes wrong?",
          ],
        },
      ],
    },
    {
      heading: "Where to start",
      blocks: [
        {
          type: "paragraph",
          text: "Begin with read-only access to a low-sensitivity, high-value source, such as internal documentation or product knowledge, through an official or internally built server, for a defined group of users. Put the allow-list, logging and approval rules in place before expanding to systems that hold customer data or can take actions. Done this way, MCP lets you connect AI to the work that matters once, in a standard way, and keep control as the number of assistants and agents in your company grows.",
        },
      ],
    },
  ],
  claims: [
    {
      text: "Anthropic introduced the Model Context Protocol in November 2024 as an open standard, with an open specification and open-source software development kits.",
      source: {
        title: "Anthropic: Introducing the Model Context Protocol",
        url: "https://www.anthropic.com/news/model-context-protocol",
      },
      checked,
    },
    {
      text: "The MCP specification defines hosts that run several clients, each client connected to exactly one server, and servers that expose tools, resources and prompts.",
      source: {
        title: "Model Context Protocol specification (revision 2026-07-28): Architecture",
        url: "https://modelcontextprotocol.io/specification/2026-07-28/architecture",
      },
      checked,
    },
    {
      text: "For servers reached over HTTP, MCP's authorisation is based on OAuth 2.1: the server acts as a protected resource and the client obtains a token to call it on a user's behalf.",
      source: {
        title: "Model Context Protocol specification (revision 2026-07-28): authorisation over HTTP",
        url: "https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization",
      },
      checked,
    },
    {
      text: "On 9 December 2025 Anthropic donated MCP to the Agentic AI Foundation, a directed fund of the Linux Foundation co-founded with Block and OpenAI; MCP was by then supported in ChatGPT, Cursor, Gemini, Microsoft Copilot and Visual Studio Code.",
      source: {
        title: "Anthropic: Donating the Model Context Protocol and establishing the Agentic AI Foundation",
        url: "https://www.anthropic.com/news/donating-the-model-context-protocol-and-establishing-of-the-agentic-ai-foundation",
      },
      checked,
    },
  ],
};
