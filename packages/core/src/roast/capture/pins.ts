// Finds each quoted finding on the captured page and numbers it: the numbers drawn on the
// screenshots are the numbers beside the findings. A quote is found in the smallest piece of
// visible text that contains it; a quote found nowhere keeps its number and says so by having no box.
import type { Box, PageCapture, PageReport, Pin, ViewName } from "../report/types.ts";
import type { TextBox } from "./types.ts";

export function pinFindings(
  report: PageReport,
  capture: { id: string; capturedAt: string; views: PageCapture["views"]; text: Record<ViewName, TextBox[]> },
): PageReport {
  const pins: Pin[] = [];
  const numberOf = new Map<string, number>();
  const categories = report.categories.map((category) => ({
    ...category,
    evidence: category.evidence.map((evidence) => {
      const key = comparable(evidence.quote);
      if (!key) return evidence;
      let n = numberOf.get(key);
      if (n === undefined) {
        n = pins.length + 1;
        numberOf.set(key, n);
        pins.push({ n, quote: evidence.quote, boxes: locate(key, capture.text) });
      }
      return { ...evidence, pin: n };
    }),
  }));
  const { id, capturedAt, views } = capture;
  return { ...report, categories, capture: { id, capturedAt, views, pins } };
}

function locate(quote: string, text: Record<ViewName, TextBox[]>): Pin["boxes"] {
  const boxes: Pin["boxes"] = {};
  for (const view of Object.keys(text) as ViewName[]) {
    const box = smallestContaining(quote, text[view]);
    if (box) boxes[view] = box;
  }
  return boxes;
}

function smallestContaining(quote: string, boxes: TextBox[]): Box | undefined {
  let best: Box | undefined;
  for (const { text, box } of boxes) {
    if (!comparable(text).includes(quote)) continue;
    if (!best || box.width * box.height < best.width * best.height) best = box;
  }
  return best;
}

/**
 * Quotes are compared as a reader would: case, spacing and curly quotes aside. A quote cut short
 * ("Get started with our award-winning…") is looked for up to the cut.
 */
export function comparable(text: string): string {
  return text
    .replace(/(\u2026|\.\.\.)\s*$/, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
