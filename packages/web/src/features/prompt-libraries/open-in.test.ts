import { describe, expect, it } from "vitest";
import { decompressFromEncodedURIComponent } from "lz-string";
import { maxPrefillUrlLength, openInLink, runToolsFor } from "./open-in.ts";

// Spaces, a newline, "#" and "&" are the characters that break a hand-built link.
const prompt = "Plan Q3 #launch\nfor R&D";
const encoded = "Plan%20Q3%20%23launch%0Afor%20R%26D";

describe("openInLink", () => {
  it.each([
    ["chatgpt", "Open in ChatGPT", `https://chatgpt.com/?q=${encoded}`],
    ["claude", "Open in Claude", `https://claude.ai/new?q=${encoded}`],
    ["lovable", "Open in Lovable", `https://lovable.dev/?autosubmit=true#prompt=${encoded}`],
    ["cursor", "Open in Cursor", `cursor://anysphere.cursor-deeplink/prompt?text=${encoded}`],
    ["perplexity", "Open in Perplexity", `https://www.perplexity.ai/search?q=${encoded}`],
  ] as const)("puts the prompt in %s's documented link", (tool, label, url) => {
    expect(openInLink(tool, prompt)).toEqual({ label, toolName: label.replace("Open in ", ""), url, prefilled: true, tooLong: false });
  });

  it("puts the prompt in Replit's documented link: Agent (stack=Build), LZ-string compressed", () => {
    const link = openInLink("replit", prompt);
    expect(link).toMatchObject({ label: "Open in Replit", toolName: "Replit", prefilled: true, tooLong: false });
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe("https://replit.com/");
    expect(url.searchParams.get("stack")).toBe("Build");
    expect(url.searchParams.get("referrer")).toBe("AI for Leaders");
    // The raw link keeps the compressed text as written: URL-safe, nothing to decode first.
    const compressed = /[?&]prompt=([^&]+)/.exec(link.url)![1]!;
    expect(compressed).toMatch(/^[A-Za-z0-9+$-]+$/);
    expect(decompressFromEncodedURIComponent(compressed)).toBe(prompt);
  });

  it.each([
    ["n8n", "Copy and open n8n", "https://n8n.io/"],
    ["zapier", "Copy and open Zapier", "https://zapier.com/"],
  ] as const)("opens %s's site for a prompt it cannot take in a link", (tool, label, url) => {
    expect(openInLink(tool, prompt)).toEqual({
      label,
      toolName: label.replace("Copy and open ", ""),
      url,
      prefilled: false,
      tooLong: false,
    });
  });

  it("opens the plain site when the link would pass the limit", () => {
    const room = maxPrefillUrlLength - "https://claude.ai/new?q=".length;
    expect(openInLink("claude", "a".repeat(room))).toMatchObject({ prefilled: true });
    expect(openInLink("claude", "a".repeat(room + 1))).toEqual({
      label: "Open in Claude",
      toolName: "Claude",
      url: "https://claude.ai/new",
      prefilled: false,
      tooLong: true,
    });
  });

  it("counts the encoded length, not the prompt's", () => {
    // Each space becomes three characters.
    const spaces = " ".repeat(Math.ceil(maxPrefillUrlLength / 3));
    expect(openInLink("chatgpt", spaces)).toMatchObject({ url: "https://chatgpt.com/", tooLong: true });
  });
});

describe("runToolsFor", () => {
  it("runs a library's prompts in its own tool", () => {
    expect(runToolsFor("lovable", "Business")).toEqual(["lovable"]);
    expect(runToolsFor("cursor")).toEqual(["cursor"]);
    expect(runToolsFor("n8n")).toEqual(["n8n"]);
  });

  it("offers Perplexity beside the chat assistants for research prompts only", () => {
    expect(runToolsFor("chatgpt", "Research")).toEqual(["chatgpt", "perplexity"]);
    expect(runToolsFor("claude", "Research")).toEqual(["claude", "perplexity"]);
    expect(runToolsFor("claude", "Strategy")).toEqual(["claude"]);
  });

  it("runs the multi-agent simulations in the chat assistants", () => {
    expect(runToolsFor("multi-agent", "Focus Group")).toEqual(["claude", "chatgpt"]);
  });
});
