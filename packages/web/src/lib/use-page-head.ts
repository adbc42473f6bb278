import { createContext, useContext, useEffect } from "react";
import { applyPageHead, removeMeta, type PageHead } from "./document-head.ts";

/** While prerendering, where each page hands its head over, to be written into the HTML. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

export function usePageHead(head: PageHead) {
  const collect = useContext(PageHeadCollector);
  // Only the prerender provides a collector; in the browser the effect below applies the head.
  collect?.(head);
  const { title, description, path, structuredData, robots, image, type } = head;
  const data = structuredData ? JSON.stringify(structuredData) : undefined;
  useEffect(() => {
    applyPageHead({ title, description, path, structuredData: data ? JSON.parse(data) : undefined, robots, image, type });
    // Pages that set no head of their own (the 404) must not inherit a "noindex".
    return robots ? () => removeMeta("robots") : undefined;
  }, [title, description, path, data, robots, image, type]);
}
