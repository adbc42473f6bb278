// Keeps the document's head in line with the page in the browser; the tags themselves are core's
// (page-head), shared with the prerender and the API's shared result page.
import { headTags, type PageHead, type Site } from "@ai-leaders/core/page-head";

export type { PageHead } from "@ai-leaders/core/page-head";

/** Brings the document's head in line with the page: managed tags the page no longer has go. */
export function applyPageHead(head: PageHead, site: Site) {
  document.title = head.title;
  for (const element of document.head.querySelectorAll("[data-head]")) element.remove();
  const elements: HTMLElement[] = headTags(head, site).map(({ element, attributes }) => {
    const node = document.createElement(element);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.dataset.head = "";
    return node;
  });
  if (head.structuredData) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.dataset.head = "";
    script.textContent = JSON.stringify(head.structuredData);
    elements.push(script);
  }
  document.head.append(...elements);
}

export function removeMeta(name: string) {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
}
