// "Open in {tool}": the one place that knows how each tool accepts a prompt in a link.
import { compressToEncodedURIComponent } from "lz-string";
import type { ToolId } from "../../content/types.ts";

/** The tools a prompt can be run in; the research prompts may also run in Perplexity. */
export type RunTool = "chatgpt" | "claude" | "lovable" | "replit" | "cursor" | "perplexity" | "n8n" | "zapier";

interface RunToolLinks {
  name: string;
  /** Opened when the prompt cannot go in the link: no prefill, or a prompt too long for one. */
  home: string;
  /** The documented prefill link for a prompt, or null when the tool has none. */
  prefill: ((prompt: string) => string) | null;
}

const q = encodeURIComponent;

const runTools: Record<RunTool, RunToolLinks> = {
  // OpenAI Help Center, "ChatGPT URL parameters": ?q= starts a chat with the text.
  chatgpt: { name: "ChatGPT", home: "https://chatgpt.com/", prefill: (prompt) => `https://chatgpt.com/?q=${q(prompt)}` },
  // Anthropic Help Center, "Start a chat from a link": /new?q= prefills a new conversation.
  claude: { name: "Claude", home: "https://claude.ai/new", prefill: (prompt) => `https://claude.ai/new?q=${q(prompt)}` },
  // Lovable docs, "Build with URL": the prompt goes in the fragment; autosubmit starts the build.
  lovable: {
    name: "Lovable",
    home: "https://lovable.dev/",
    prefill: (prompt) => `https://lovable.dev/?autosubmit=true#prompt=${q(prompt)}`,
  },
  // Replit docs, "Open in Replit": stack=Build opens Agent; the prompt is LZ-string compressed
  // (compressToEncodedURIComponent), up to 50,000 characters before compression.
  replit: {
    name: "Replit",
    home: "https://replit.com/",
    prefill: (prompt) => `https://replit.com/?stack=Build&prompt=${compressToEncodedURIComponent(prompt)}&referrer=AI%20for%20Leaders`,
  },
  // Cursor docs, "Deeplinks": the prompt deeplink opens the editor's chat with the text.
  cursor: {
    name: "Cursor",
    home: "https://cursor.com/",
    prefill: (prompt) => `cursor://anysphere.cursor-deeplink/prompt?text=${q(prompt)}`,
  },
  // Perplexity's search URL: /search?q= runs the query.
  perplexity: {
    name: "Perplexity",
    home: "https://www.perplexity.ai/",
    prefill: (prompt) => `https://www.perplexity.ai/search?q=${q(prompt)}`,
  },
  // n8n and Zapier take no prompt in a link: the prompt goes on the clipboard and the site opens.
  n8n: { name: "n8n", home: "https://n8n.io/", prefill: null },
  zapier: { name: "Zapier", home: "https://zapier.com/", prefill: null },
};

/**
 * The longest prefill link we open. Browsers accept far longer URLs, but the tools' servers and
 * proxies commonly refuse request lines above 8 KB (and Cursor's deeplinks stop at 8,000
 * characters): 6,000 leaves room for the rest of the request.
 */
export const maxPrefillUrlLength = 6_000;

export interface OpenInLink {
  /** The button's words: "Open in Claude", or "Copy and open n8n" when the link cannot carry the prompt. */
  label: string;
  /** The tool's display name, for the toast. */
  toolName: string;
  url: string;
  /** True when the prompt is in the link; otherwise it must be pasted from the clipboard. */
  prefilled: boolean;
  /** True when the tool takes a prompt in its link but this one is too long for it. */
  tooLong: boolean;
}

export function openInLink(tool: RunTool, prompt: string): OpenInLink {
  const { name, home, prefill } = runTools[tool];
  if (!prefill) return { label: `Copy and open ${name}`, toolName: name, url: home, prefilled: false, tooLong: false };
  const url = prefill(prompt);
  if (url.length > maxPrefillUrlLength) return { label: `Open in ${name}`, toolName: name, url: home, prefilled: false, tooLong: true };
  return { label: `Open in ${name}`, toolName: name, url, prefilled: true, tooLong: false };
}

/**
 * Where a library's prompts run. The multi-agent prompts ask one chat model to play a moderator
 * and every participant (its hub card's simulation site takes no prompts), so they run in Claude
 * and ChatGPT. Research prompts of the chat assistants may also run in Perplexity.
 */
export function runToolsFor(library: ToolId, category?: string): RunTool[] {
  const research = category?.toLowerCase() === "research";
  switch (library) {
    case "chatgpt":
      return research ? ["chatgpt", "perplexity"] : ["chatgpt"];
    case "claude":
      return research ? ["claude", "perplexity"] : ["claude"];
    case "multi-agent":
      return ["claude", "chatgpt"];
    default:
      return [library];
  }
}
