// A console section's list that the operator changes from the section itself (Access codes, Access
// requests, What's new): read as usePagedList reads it, then kept in step with each action's answer.
import type { AdminResult } from "./api/admin-api.ts";
import { usePagedList, type Page, type PagedList } from "./use-paged-list.ts";

export interface ConsoleList<Row extends { id: string }> extends PagedList<Row> {
  /** The row as an action left it, in its place. */
  replace(row: Row): void;
  /** A row made or saved here: first in the list, moved there if it was listed already. */
  putFirst(row: Row): void;
  remove(id: string): void;
}

export function useConsoleList<Row extends { id: string }>(
  fetchPage: (cursor?: string) => Promise<AdminResult<Page<Row>>>,
  queryKey: string,
): ConsoleList<Row> {
  const list = usePagedList(fetchPage, queryKey);
  const { update } = list;
  return {
    ...list,
    replace: (row) => update((rows) => rows.map((listed) => (listed.id === row.id ? row : listed))),
    putFirst: (row) => update((rows) => [row, ...rows.filter((listed) => listed.id !== row.id)]),
    remove: (id) => update((rows) => rows.filter((listed) => listed.id !== id)),
  };
}
