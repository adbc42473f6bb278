import { createContext, useContext, useEffect } from "react";
import { productName, siteOrigin } from "../config/site.ts";
import type { PageHead } from "./document-head.ts";

/** While prerendering, where each page hands its head over, to be written into the HTML. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

// The code that writes the head loads after the page has rendered: a prerendered page arrives with
// its head already written, and on a navigation the new page's head follows a moment later. Writes
// run one after another, in the order asked: a page's cleanup (removing its "noindex") must never
// land after the next page's head, as two separate import() promises could.
let headWrites: Promise<unknown> = Promise.resolve();
const withDocumentHead = (write: (module: typeof import("./document-head.ts")) => void) => {
  headWrites = headWrites.then(() => import("./document-head.ts")).then(write, () => undefined);
};

export function usePageHead(head: PageHead) {
  const collect = useContext(PageHeadCollector);
  // Only the prerender provides a collector; in the browser the effect below applies the head.
  collect?.(head);
  const { title, description, path, structuredData, robots, image, type } = head;
  const data = structuredData ? JSON.stringify(structuredData) : undefined;
  useEffect(() => {
    let current = true;
    withDocumentHead(({ applyPageHead }) => {
      const pageHead = { title, description, path, structuredData: data ? JSON.parse(data) : undefined, robots, image, type };
      if (current) applyPageHead(pageHead, { origin: siteOrigin(), name: productName });
    });
    return () => {
      current = false;
      // Pages that set no head of their own (the 404) must not inherit a "noindex".
      if (robots) withDocumentHead(({ removeMeta }) => removeMeta("robots"));
    };
  }, [title, description, path, data, robots, image, type]);
}
