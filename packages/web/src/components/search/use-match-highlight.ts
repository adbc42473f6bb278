import { useLayoutEffect, type RefObject } from "react";
import type { TextPiece } from "../../lib/search/search-index.ts";

/** The name `content-search.css` styles with `::highlight(search-match)`. */
const highlightName = "search-match";
// A browser without the CSS Custom Highlight API shows the results without their matches marked.
const matches = typeof CSS !== "undefined" && "highlights" in CSS ? new Highlight() : undefined;

/**
 * Marks the query's words in an element whose only child is the pieces' text, with the CSS Custom
 * Highlight API rather than `<mark>` elements: a keystroke that leaves a result's text as it was
 * changes no element, so nothing is laid out again and only the highlight is repainted.
 * `null`: nothing marked.
 */
export function useMatchHighlight(ref: RefObject<HTMLElement | null>, pieces: TextPiece[] | null) {
  useLayoutEffect(() => {
    const text = ref.current?.firstChild;
    if (!matches || !pieces || !(text instanceof Text)) return;
    const ranges: StaticRange[] = [];
    let offset = 0;
    for (const piece of pieces) {
      const end = offset + piece.text.length;
      if (piece.match) ranges.push(new StaticRange({ startContainer: text, startOffset: offset, endContainer: text, endOffset: end }));
      offset = end;
    }
    for (const range of ranges) matches.add(range);
    // Registered only while it marks something: a page with a highlight registered paints slower.
    if (matches.size > 0) CSS.highlights.set(highlightName, matches);
    return () => {
      for (const range of ranges) matches.delete(range);
      if (matches.size === 0) CSS.highlights.delete(highlightName);
    };
  }, [ref, pieces]);
}
