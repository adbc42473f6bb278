import { useEffect } from "react";
import { applyPageHead, removeMeta, type PageHead } from "./document-head.ts";

export function usePageHead(head: PageHead) {
  const { title, description, path, structuredData, robots } = head;
  const data = structuredData ? JSON.stringify(structuredData) : undefined;
  useEffect(() => {
    applyPageHead({ title, description, path, structuredData: data ? JSON.parse(data) : undefined, robots });
    // Pages that set no head of their own (the 404) must not inherit a "noindex".
    return robots ? () => removeMeta("robots") : undefined;
  }, [title, description, path, data, robots]);
}
