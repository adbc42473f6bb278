import { useEffect } from "react";
import { applyPageHead, type PageHead } from "./document-head.ts";

export function usePageHead(head: PageHead) {
  const { title, description, path, structuredData } = head;
  const data = structuredData ? JSON.stringify(structuredData) : undefined;
  useEffect(() => {
    applyPageHead({ title, description, path, structuredData: data ? JSON.parse(data) : undefined });
  }, [title, description, path, data]);
}
