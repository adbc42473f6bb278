// How text from an external automation is shaped before React sees it: links limited to the web
// and mail, headings moved under the page's own, lines kept, and scores at a line's end marked.
import type { Heading, Parent, PhrasingContent, Root, RootContent, Text } from "mdast";

const linkProtocols = new Set(["http:", "https:", "mailto:"]);

/** The link as it may appear in the page, or undefined for anything but http, https and mailto. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return linkProtocols.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    // Relative links point into our own site, which the automation knows nothing about.
    return undefined;
  }
}

/** The element a score at a line's end becomes; its `value` reads like "7/10". */
export const scoreElement = "data";

/** A score such as "7/10", "(7/10)" or "62 / 100." ending a line, after a space or a separator. */
const trailingScore = /(?:^|(?<=[\s:(–—-]))(\d{1,3})\s?\/\s?(10|100)[).]?\s*$/;
const labelEnd = /[\s:(–—-]+$/;

export interface Score {
  value: number;
  max: 10 | 100;
}

/** The score at the end of `text`, and the text ahead of it. */
export function findScore(text: string): { score: Score; before: string } | undefined {
  const match = trailingScore.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  const max = match[2] === "100" ? 100 : 10;
  return value <= max ? { score: { value, max }, before: text.slice(0, match.index) } : undefined;
}

/** A remark plugin: the automation's Markdown, shaped as described at the top of this file. */
export function remarkReportText(options: { headingLevel: number }) {
  return (tree: Root) => {
    moveHeadings(tree, options.headingLevel);
    visitParents(tree, (parent) => {
      if (parent.type !== "paragraph" && parent.type !== "heading" && parent.type !== "tableCell") return;
      parent.children = markScores(keepLineBreaks(parent.children), parent.type === "paragraph");
    });
  };
}

/** The text's top heading level becomes `headingLevel`, so it nests under the page's h1 and h2. */
function moveHeadings(tree: Root, headingLevel: number) {
  const headings: Heading[] = [];
  visitParents(tree, (parent) => {
    if (parent.type === "heading") headings.push(parent);
  });
  const top = Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) heading.depth = Math.min(6, heading.depth - top + headingLevel) as Heading["depth"];
}

// Automations write one line per thought; Markdown would join them, so every newline inside a
// paragraph becomes a line break (what remark-breaks does). Code blocks are not paragraphs.
function keepLineBreaks(children: PhrasingContent[]): PhrasingContent[] {
  return children.flatMap((child) => {
    if (child.type !== "text" || !child.value.includes("\n")) return [child];
    return child.value.split(/\r?\n/).flatMap((line, index): PhrasingContent[] => {
      const text: Text = { type: "text", value: line };
      return index === 0 ? [text] : [{ type: "break" }, text];
    });
  });
}

// Headings and table cells are labels, so any score at their end counts; in running text only
// "Label: 7/10" or a score on a line of its own does, so "we met on 3/10" stays a date.
function markScores(children: PhrasingContent[], strict: boolean): PhrasingContent[] {
  return children.flatMap((child, index) => {
    const next = children[index + 1];
    if (next !== undefined && next.type !== "break") return [child];
    const previous = children[index - 1];
    const startsLine = previous === undefined || previous.type === "break";
    const textBefore = previous?.type === "text" ? previous.value : "";
    // `before` is the text ahead of the score in the same node.
    return withScoreMarked(
      child,
      (before) => !strict || (before.trim() ? introducesScore(before) : startsLine || introducesScore(textBefore)),
    );
  });
}

function introducesScore(text: string): boolean {
  return /[:(–—-]\s*$/.test(text);
}

function withScoreMarked(node: PhrasingContent, allowed: (before: string) => boolean): PhrasingContent[] {
  // "**7/10**": the whole emphasis is the score.
  if ((node.type === "strong" || node.type === "emphasis") && node.children.length === 1 && node.children[0]?.type === "text") {
    const found = findScore(node.children[0].value);
    return found && found.before.trim() === "" && allowed("") ? [scoreNode(found.score)] : [node];
  }
  if (node.type !== "text") return [node];
  const found = findScore(node.value);
  if (!found || !allowed(found.before)) return [node];
  // "Clarity: 6/10" reads "Clarity" and the badge; the space keeps them two words for screen readers.
  const label = found.before.replace(labelEnd, "");
  return found.before ? [{ type: "text", value: `${label} ` }, scoreNode(found.score)] : [scoreNode(found.score)];
}

function scoreNode({ value, max }: Score): Text {
  const text = `${value}/${max}`;
  return { type: "text", value: text, data: { hName: scoreElement, hProperties: { value: text } } };
}

function visitParents(node: Root | RootContent, visit: (parent: Parent & (Root | RootContent)) => void) {
  if (!("children" in node)) return;
  visit(node);
  for (const child of node.children) visitParents(child as RootContent, visit);
}
