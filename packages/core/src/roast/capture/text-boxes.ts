// The visible text of a rendered page and where each piece was drawn, read inside the page: what a
// finding's quote is later found in. It runs in the browser, so it is plain JavaScript in a string:
// a bundler's rewrites of a TypeScript function (helpers it adds) would not exist there.
import type { TextBox } from "./types.ts";

const maxBoxes = 2000;
const maxText = 400;

/** An expression for page.evaluate whose value is TextBox[]. */
export const readTextBoxes = `(() => {
  const boxes = [];
  const skipped = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "HEAD"]);
  function squash(text) { return text.replace(/\\s+/g, " ").trim().slice(0, ${maxText}); }
  function ownText(element) {
    let text = "";
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent || "";
    return text.trim();
  }
  // Text that is not in a text node: an image's alt, a field's placeholder, a button's value.
  function attributeText(element) {
    return element.getAttribute("alt") || element.getAttribute("placeholder") ||
      (element.matches("input[type=submit],input[type=button]") ? element.getAttribute("value") : "") || "";
  }
  function visit(element) {
    if (boxes.length >= ${maxBoxes} || skipped.has(element.tagName.toUpperCase())) return;
    const style = getComputedStyle(element);
    if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return;
    const own = ownText(element) || attributeText(element);
    if (own) {
      const rect = element.getBoundingClientRect();
      const text = squash(element.innerText || own);
      if (rect.width >= 1 && rect.height >= 1 && text) {
        boxes.push({ text, box: {
          x: Math.round(rect.left + scrollX), y: Math.round(rect.top + scrollY),
          width: Math.round(rect.width), height: Math.round(rect.height) } });
      }
    }
    for (const child of element.children) visit(child);
  }
  if (document.body) visit(document.body);
  return boxes;
})()`;

export type { TextBox };
