import { ListFooter } from "../components/ListFooter.tsx";
import type { SectionProps } from "../section-props.ts";
import { usePagedList } from "../use-paged-list.ts";
import { watchesRequest } from "./api.ts";
import { WatchRow } from "./WatchRow.tsx";
import "./watches.css";

/** Every account's watched pages, newest first: whose, how the page last did, and the mails it sent. */
export function WatchesSection({ accessToken }: SectionProps) {
  const watches = usePagedList(() => watchesRequest(accessToken), "watches");

  return (
    <div className="admin-section">
      <h1>Watches</h1>
      <p className="admin-muted">
        Pages people asked us to roast again every week. A watch mails its owner when the score drops by 5 or more or a fixed issue comes
        back.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {watches.loading ? "" : `${watches.rows.length} watches shown.`}
      </p>
      {watches.rows.length > 0 && (
        <table className="admin-table admin-watches">
          <caption className="visually-hidden">Watched pages, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Page</th>
              <th scope="col">Last score</th>
              <th scope="col">Last checked</th>
              <th scope="col">Next check</th>
              <th scope="col">Alerts sent</th>
            </tr>
          </thead>
          <tbody>
            {watches.rows.map((watch) => (
              <WatchRow key={`${watch.email}\n${watch.id}`} watch={watch} />
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={watches} noun="watches" empty="No one watches a page yet." />
    </div>
  );
}
