// A list read a page at a time with a cursor ("Load more"), started again when its query changes.
import { useCallback, useEffect, useRef, useState } from "react";
import type { AdminResult } from "./api/admin-api.ts";

export interface Page<Row> {
  rows: Row[];
  next_cursor: string | null;
}

export interface PagedList<Row> {
  rows: Row[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): void;
  /** Changes the loaded rows in place (a row answered, added or removed here), without reading them again. */
  update(change: (rows: Row[]) => Row[]): void;
}

/** `fetchPage` may change on every render (a refreshed token); `queryKey` says when to start again. */
export function usePagedList<Row>(fetchPage: (cursor?: string) => Promise<AdminResult<Page<Row>>>, queryKey: string): PagedList<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const generation = useRef(0);
  // The query the rows belong to: until the new query's first page is in, the old rows say nothing about it.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;

  const load = useCallback(async (from: string | undefined, replace: boolean) => {
    const mine = ++generation.current;
    const key = keyRef.current;
    setLoading(true);
    setError(null);
    const result = await fetchRef.current(from);
    if (mine !== generation.current) return; // a newer query has started
    setLoading(false);
    setSettledKey(key);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setRows((current) => (replace ? result.value.rows : [...current, ...result.value.rows]));
    setCursor(result.value.next_cursor);
  }, []);

  useEffect(() => {
    void load(undefined, true);
  }, [queryKey, load]);

  return {
    rows,
    loading: loading || settledKey !== queryKey,
    error,
    hasMore: cursor !== null,
    loadMore: () => {
      if (cursor) void load(cursor, false);
    },
    update: setRows,
  };
}
