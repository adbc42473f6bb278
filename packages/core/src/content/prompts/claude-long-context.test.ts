// Issue 29, Deliver 4: every Claude prompt follows the structure Anthropic documents for long
// inputs (platform.claude.com, "Long context prompting tips" and "Use XML tags"): the reader's
// documents at the very top, each in <document> tags with <source> and <document_content>; the
// reader's short details in their own XML block; Claude asked to quote the relevant passages in
// <quotes></quotes> tags before it answers; the task itself as the last paragraph.
import { describe, expect, it } from "vitest";
import { placeholdersIn } from "../content-rules.ts";
import { sources } from "../sources.ts";
import { claudeLibrary } from "./claude.ts";

interface Tag {
  name: string;
  closing: boolean;
  index: number;
  end: number;
}

/** Every XML tag in a text, in order: <name ...>, </name>. */
function tagsIn(text: string): Tag[] {
  return [...text.matchAll(/<(\/?)([a-z_]+)(?:\s[^<>\n]*)?>/g)].map((match) => ({
    name: match[2]!,
    closing: match[1] === "/",
    index: match.index!,
    end: match.index! + match[0].length,
  }));
}

/** The tags that open without a matching close, or close one that is not open, in nesting order. */
function unbalancedTags(text: string): string[] {
  const open: Tag[] = [];
  const problems: string[] = [];
  for (const tag of tagsIn(text)) {
    if (!tag.closing) open.push(tag);
    else if (open.at(-1)?.name === tag.name) open.pop();
    else problems.push(`</${tag.name}> closes ${open.at(-1) ? `<${open.at(-1)!.name}>` : "nothing"}`);
  }
  return [...problems, ...open.map((tag) => `<${tag.name}> never closed`)];
}

/** The top-level XML blocks of a prompt: name, where it starts and ends, and what it holds. */
function topLevelBlocks(text: string): { name: string; start: number; end: number; body: string }[] {
  const blocks: { name: string; start: number; end: number; body: string }[] = [];
  const open: Tag[] = [];
  for (const tag of tagsIn(text)) {
    if (!tag.closing) {
      open.push(tag);
      continue;
    }
    const opened = open.pop();
    if (opened && open.length === 0 && opened.name === tag.name && opened.end !== tag.index) {
      blocks.push({ name: tag.name, start: opened.index, end: tag.end, body: text.slice(opened.end, tag.index) });
    }
  }
  return blocks;
}

const paragraphsOf = (text: string) => text.split(/\n[ \t]*\n/).map((paragraph) => paragraph.trim());

/** A line of a documents block: a tag, a placeholder, or a source tag around a placeholder. */
const documentsLine = /^(?:<\/?(?:documents|document|document_content)(?: index="\d+")?>|<source>\[[^[\]\n]+\]<\/source>|\[[^[\]\n]+\])$/;

/** Whether a prompt's documents block (if it has one) is the prompt's opening, and holds nothing
 * but tags and placeholders: no instruction before or inside it. */
function documentsFirst(prompt: string): boolean {
  const close = prompt.indexOf("</documents>");
  if (!prompt.startsWith("<documents>") || close < 0) return false;
  const lines = prompt.slice(0, close + "</documents>".length).split("\n");
  return lines.every((line) => documentsLine.test(line.trim()));
}

/** The numbered documents, each with its index, source and content. */
function documentsIn(prompt: string): { index: string; source: string; content: string }[] {
  return [
    ...prompt.matchAll(
      /<document index="(\d+)">\n<source>(.*)<\/source>\n<document_content>\n([\s\S]*?)\n<\/document_content>\n<\/document>/g,
    ),
  ].map((match) => ({ index: match[1]!, source: match[2]!, content: match[3]! }));
}

const cards = claudeLibrary.prompts;

describe.each(cards)("claude · $title", (card) => {
  const { prompt } = card;
  const blocks = topLevelBlocks(prompt);
  const paragraphs = paragraphsOf(prompt);
  const hasDocuments = /<document[\s>]/.test(prompt);

  it("opens with an XML block that holds what the reader fills in", () => {
    expect(prompt.startsWith("<"), "the first character opens a tag").toBe(true);
    expect(blocks[0]?.start, "the first block starts the prompt").toBe(0);
    expect(placeholdersIn(blocks[0]!.body).length, `placeholders in <${blocks[0]!.name}>`).toBeGreaterThanOrEqual(1);
  });

  it("closes every tag it opens, in order", () => {
    expect(unbalancedTags(prompt)).toEqual([]);
  });

  it("keeps the reader's short details in their own XML block, before the steps", () => {
    const fields = blocks.find((block) => block.name !== "documents");
    expect(fields, "a block for the reader's details").toBeDefined();
    expect(placeholdersIn(fields!.body).length).toBeGreaterThanOrEqual(2);
    const firstStep = prompt.search(/^1\. /m);
    expect(firstStep).toBeGreaterThan(fields!.end);
    // Outside the XML blocks, a placeholder may stand only in the output format (e.g. a date heading).
    let outside = prompt;
    for (const block of [...blocks].reverse()) outside = outside.slice(0, block.start) + outside.slice(block.end);
    const formatParagraph = paragraphs.find((paragraph) => paragraph.startsWith("Output format:")) ?? "";
    for (const placeholder of placeholdersIn(outside)) expect(formatParagraph, `[${placeholder}]`).toContain(`[${placeholder}]`);
  });

  it("puts its documents at the very top, before any instruction, each with a source and its content", () => {
    if (!hasDocuments) return;
    expect(documentsFirst(prompt), "the documents block opens the prompt and holds only tags and placeholders").toBe(true);
    const documents = documentsIn(prompt);
    expect(documents.length).toBe((prompt.match(/<document index=/g) ?? []).length);
    expect(documents.map((document) => document.index)).toEqual(documents.map((_, position) => String(position + 1)));
    for (const document of documents) {
      expect(placeholdersIn(document.source), "the source names the document").toHaveLength(1);
      expect(placeholdersIn(document.content), "the content is what the reader pastes").toHaveLength(1);
      expect(document.content).toMatch(/^\[paste /);
    }
    expect(prompt.indexOf("You are"), "the role comes after the documents").toBeGreaterThan(prompt.indexOf("</documents>"));
  });

  it("asks for the relevant passages in <quotes></quotes> tags before it answers", () => {
    if (!hasDocuments) return;
    const firstStep = prompt.match(/^1\. .*$/m)?.[0] ?? "";
    expect(firstStep, "the first step is to quote").toMatch(/^1\. Quote first\./);
    expect(firstStep).toContain("<quotes></quotes>");
    expect(firstStep, "word for word, from the documents").toMatch(/word for word/);
    const format = paragraphs.find((paragraph) => paragraph.startsWith("Output format:")) ?? "";
    expect(format, "the answer follows the quotes").toMatch(/^Output format: after the quotes\b/);
    expect(paragraphs.at(-1), "the task opens with the quotes").toMatch(/Start with the quotes\b/);
  });

  it("ends with the task: one last paragraph, after the output format, that refers to the reader's details", () => {
    const last = paragraphs.at(-1)!;
    expect(last).toMatch(/^Your task: /);
    expect(paragraphs.filter((paragraph) => paragraph.startsWith("Your task:"))).toHaveLength(1);
    expect(paragraphs.at(-2), "the output format comes just before the task").toMatch(/^Output format: /);
    const fields = blocks.find((block) => block.name !== "documents")!;
    expect(last, "the task names the block of the reader's details").toContain(`<${fields.name}></${fields.name}>`);
    expect(
      tagsIn(last)
        .filter((tag) => !tag.closing)
        .map((tag) => tag.name),
    ).toEqual([fields.name]);
  });

  it("cites Anthropic's long-context guidance for the structure it uses", () => {
    const claim = card.claims?.find((candidate) => candidate.source.url === sources.claudeLongContextTips.url);
    expect(claim, "a claim sourced to the long-context tips").toBeDefined();
    expect(claim!.text).toMatch(/top of the prompt/);
    expect(claim!.text).toMatch(/quote/);
  });
});

it("most Claude cards take at least one document", () => {
  expect(cards.filter((card) => /<document[\s>]/.test(card.prompt)).length).toBeGreaterThanOrEqual(8);
});

describe("the rules the Claude prompts are checked by", () => {
  it("finds an unclosed or crossed tag", () => {
    expect(unbalancedTags("<a><b></b></a> <quotes></quotes>")).toEqual([]);
    expect(unbalancedTags("<a>text")).toEqual(["<a> never closed"]);
    expect(unbalancedTags("<a><b></a></b>")).not.toEqual([]);
    expect(unbalancedTags('<document index="1"></document>')).toEqual([]);
  });

  it("rejects documents that do not open the prompt or carry an instruction", () => {
    const good =
      '<documents>\n<document index="1">\n<source>[name]</source>\n<document_content>\n[paste it]\n</document_content>\n</document>\n</documents>\n\nYou are an adviser.';
    expect(documentsFirst(good)).toBe(true);
    expect(documentsFirst(`You are an adviser.\n\n${good}`)).toBe(false);
    expect(documentsFirst(good.replace("[paste it]", "Read this carefully.\n[paste it]"))).toBe(false);
    expect(documentsIn(good)).toEqual([{ index: "1", source: "[name]", content: "[paste it]" }]);
  });

  it("reads the top-level blocks, not the tags mentioned inside a sentence", () => {
    const text = "<about_me>\nRole: [role]\n</about_me>\n\n1. Quote inside <quotes></quotes> tags.";
    expect(topLevelBlocks(text).map((block) => block.name)).toEqual(["about_me"]);
  });
});
