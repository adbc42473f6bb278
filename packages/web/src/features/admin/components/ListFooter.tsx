import type { PagedList } from "../use-paged-list.ts";
import { AdminError } from "./AdminError.tsx";

/** Loading, errors, the empty list, and "Load more" while the server has more. */
export function ListFooter({ list, empty, noun }: { list: PagedList<unknown>; empty: string; noun: string }) {
  return (
    <div className="admin-list-footer">
      <AdminError error={list.error} />
      {!list.loading && !list.error && list.rows.length === 0 && <p className="admin-muted">{empty}</p>}
      {list.hasMore && (
        <button type="button" className="button button-secondary" onClick={list.loadMore} disabled={list.loading}>
          {list.loading ? "Loading…" : `Load more ${noun}`}
        </button>
      )}
      {list.loading && !list.hasMore && (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      )}
    </div>
  );
}
