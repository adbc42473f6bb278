// One dynamic import per library, so each library's text loads only with its own page.
import { toolIds, type PromptLibrary, type ToolId } from "../types.ts";

export function loadPromptLibrary(tool: ToolId): Promise<PromptLibrary> {
  switch (tool) {
    case "lovable":
      return import("./lovable.ts").then((module) => module.lovableLibrary);
    case "chatgpt":
      return import("./chatgpt.ts").then((module) => module.chatgptLibrary);
    case "claude":
      return import("./claude.ts").then((module) => module.claudeLibrary);
    case "multi-agent":
      return import("./multi-agent.ts").then((module) => module.multiAgentLibrary);
    case "n8n":
      return import("./n8n.ts").then((module) => module.n8nLibrary);
    case "zapier":
      return import("./zapier.ts").then((module) => module.zapierLibrary);
    case "cursor":
      return import("./cursor.ts").then((module) => module.cursorLibrary);
    case "replit":
      return import("./replit.ts").then((module) => module.replitLibrary);
  }
}

export function isToolId(value: string): value is ToolId {
  return (toolIds as readonly string[]).includes(value);
}
