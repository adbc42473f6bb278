import { useId, useState, type FormEvent, type ReactNode } from "react";
import { exportAudience, type AdminResult, type AudienceExport, type ListQuery } from "../api/admin-api.ts";
import { ListFooter } from "../components/ListFooter.tsx";
import { usePagedList, type Page } from "../use-paged-list.ts";
import { ExportButton } from "../components/ExportButton.tsx";

interface AudienceListProps<Row> {
  title: string;
  /** What the search looks in, for its label. */
  searchHint: string;
  noun: string;
  list: AudienceExport;
  accessToken: string;
  /** Bumped after an erasure: the list is read again from the top. */
  version: number;
  fetchPage: (query: ListQuery) => Promise<AdminResult<Page<Row>>>;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
}

/** One audience list: search, newest first, "Load more", and its CSV export. */
export function AudienceList<Row>({
  title,
  searchHint,
  noun,
  list,
  accessToken,
  version,
  fetchPage,
  rowKey,
  renderRow,
}: AudienceListProps<Row>) {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const paged = usePagedList((cursor) => fetchPage({ search, cursor }), `${search}\n${version}`);
  const ids = { title: useId(), search: useId() };
  // The export takes the whole list, whatever the search: only an unsearched list shows it is empty.
  const knownEmpty = search === "" && !paged.loading && !paged.error && paged.rows.length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(draft.trim());
  }

  return (
    <section className="admin-panel" aria-labelledby={ids.title}>
      <div className="admin-panel-head">
        <h2 id={ids.title}>{title}</h2>
        <ExportButton
          run={(onProgress) => exportAudience(accessToken, list, onProgress)}
          label={`Export ${noun} (CSV)`}
          nothingToExport={knownEmpty ? `No ${noun} to export yet.` : undefined}
        />
      </div>
      <form className="admin-search" role="search" aria-label={`Search ${noun}`} onSubmit={submit}>
        <label htmlFor={ids.search}>Search by {searchHint}</label>
        <div className="admin-search-row">
          <input id={ids.search} type="search" value={draft} maxLength={200} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="button button-primary button-small">
            Search
          </button>
        </div>
      </form>
      <p className="visually-hidden" aria-live="polite">
        {paged.loading ? "" : `${paged.rows.length} ${noun} shown${paged.hasMore ? ", more to load" : ""}.`}
      </p>
      <ul className="admin-rows">
        {paged.rows.map((row) => (
          <li key={rowKey(row)} className="admin-row">
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <ListFooter list={paged} noun={noun} empty={search ? `No ${noun} match "${search}".` : `No ${noun} yet.`} />
    </section>
  );
}
