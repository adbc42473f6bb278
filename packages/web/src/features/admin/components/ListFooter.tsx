import { useEffect, useRef } from "react";
import type { PagedList } from "../use-paged-list.ts";
import { AdminError } from "./AdminError.tsx";

/** What went wrong reading the list, that it is empty (when `empty` says how), or that it is loading. */
export function ListStates({ list, empty }: { list: PagedList<unknown>; empty?: string }) {
  return (
    <>
      <AdminError error={list.error} />
      {empty && !list.loading && !list.error && list.rows.length === 0 && <p className="admin-muted">{empty}</p>}
      {list.loading && !list.hasMore && (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      )}
    </>
  );
}

/** Loading, errors, the empty list, and "Load more" while the server has more. */
export function ListFooter({ list, empty, noun }: { list: PagedList<unknown>; empty: string; noun: string }) {
  const loadMore = useRef<HTMLButtonElement>(null);
  const allShown = useRef<HTMLParagraphElement>(null);
  const loadMoreHadFocus = useRef(false);

  // The last page took "Load more" away: its focus goes to the line that says so, not to the page.
  useEffect(() => {
    if (list.hasMore || !loadMoreHadFocus.current) return;
    loadMoreHadFocus.current = false;
    allShown.current?.focus();
  }, [list.hasMore]);

  return (
    <div className="admin-list-footer">
      <ListStates list={list} empty={empty} />
      {list.hasMore && (
        <button
          type="button"
          ref={loadMore}
          className="button button-secondary"
          onClick={() => {
            if (list.loading) return;
            loadMoreHadFocus.current = document.activeElement === loadMore.current;
            list.loadMore();
          }}
          aria-disabled={list.loading || undefined}
        >
          {list.loading ? "Loading…" : `Load more ${noun}`}
        </button>
      )}
      {!list.hasMore && !list.loading && list.rows.length > 0 && (
        <p ref={allShown} tabIndex={-1} className="admin-muted">
          All {list.rows.length} {noun} shown.
        </p>
      )}
    </div>
  );
}
