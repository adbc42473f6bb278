import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useFavourites } from "../../lib/favourites.ts";
import { resultLimit, type SearchIndex, type SearchResult, type TextPiece } from "../../lib/search/search-index.ts";
import { useAccessLost } from "../../lib/use-access-lost.ts";
import { FavouriteButton } from "./FavouriteButton.tsx";
import { loadedSearchIndex, loadSearchIndex } from "./load-search-index.ts";
import { scrollToAnchorWhenShown } from "../../lib/scroll-to-anchor.ts";
import { useSettledValue } from "../../lib/use-settled-value.ts";
import "./content-search.css";

/** The results a keystroke paints at once: the first screen's worth, on a phone or a laptop. */
const firstPaintLimit = 6;
/** The rest of the list waits for typing to pause: a keystroke paints only what is seen. */
const restAfterPauseMs = 250;

type IndexState = { status: "idle" | "loading" } | { status: "failed"; message?: string } | { status: "loaded"; index: SearchIndex };

interface ContentSearchProps {
  /** A page with cards of its own (a library) holds the Favourites box, to filter its cards too. */
  favourites?: { only: boolean; onChange: (only: boolean) => void };
}

/**
 * One search over every prompt and guide step, with a category and a favourites filter. The
 * content is fetched the first time the visitor reaches a control, then each keystroke searches an
 * index in memory. No combobox: a labelled input, and the results as a list of links below it.
 */
export function ContentSearch({ favourites: pageFavourites }: ContentSearchProps = {}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("");
  const [ownFavouritesOnly, setOwnFavouritesOnly] = useState(false);
  const favouritesOnly = pageFavourites?.only ?? ownFavouritesOnly;
  const setFavouritesOnly = pageFavourites?.onChange ?? setOwnFavouritesOnly;
  const [state, setState] = useState<IndexState>(() => {
    const index = loadedSearchIndex();
    return index ? { status: "loaded", index } : { status: "idle" };
  });
  const favourites = useFavourites();
  const onAccessLost = useAccessLost();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function load() {
    if (state.status === "loaded" || state.status === "loading") return;
    setState({ status: "loading" });
    void loadSearchIndex().then((result) => {
      if (!mounted.current) return;
      if (result.status === "loaded") setState({ status: "loaded", index: result.content });
      else setState({ status: "failed", message: result.status === "failed" ? result.message : undefined });
      if (result.status === "access-lost") onAccessLost();
    });
  }

  const active = query.trim() !== "" || category !== "" || favouritesOnly;
  const index = state.status === "loaded" && active ? state.index : null;
  const only = favouritesOnly ? favourites : undefined;
  // A keystroke paints the first screen of results in its own frame; the rest of the list follows
  // once typing pauses.
  const answer = useMemo(() => index?.search({ query, category, only, limit: firstPaintLimit }) ?? null, [index, query, category, only]);
  const asked = useMemo(() => ({ index, query, category, only }), [index, query, category, only]);
  const settled = useSettledValue(asked, restAfterPauseMs);
  const rest = useMemo(
    () => (settled === asked ? (asked.index?.search({ query: asked.query, category: asked.category, only: asked.only }).results.slice(firstPaintLimit) ?? []) : []),
    [settled, asked],
  );

  return (
    <section className="content-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="content-search-heading">
        Find a prompt or guide step
      </h2>
      <form role="search" className="content-search-controls" onSubmit={(event) => event.preventDefault()} onFocus={load}>
        <div className="content-search-field content-search-query">
          <label htmlFor={`${id}-query`}>Search prompts and guides</label>
          <input
            id={`${id}-query`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. pricing, board memo"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              load();
            }}
          />
        </div>
        <div className="content-search-field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">All categories</option>
            {state.status === "loaded" &&
              state.index.categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
          </select>
        </div>
        <label className="content-search-favourites">
          <input type="checkbox" checked={favouritesOnly} onChange={(event) => setFavouritesOnly(event.target.checked)} />
          Favourites
        </label>
      </form>
      <div className="content-search-output">
        <p className="content-search-count" aria-live="polite">
          {statusText(state, answer, active)}
        </p>
        {answer && answer.results.length > 0 && (
          <ul className="content-search-results">
            {[...answer.results, ...rest].map((result) => (
              <SearchResultItem key={result.entry.id} result={result} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function statusText(state: IndexState, answer: { total: number } | null, active: boolean): string {
  if (!active) return "";
  if (state.status === "failed") return state.message ?? "The search could not be loaded. Please check your connection and try again.";
  if (!answer) return "Loading the search...";
  const count = `${answer.total} ${answer.total === 1 ? "result" : "results"}`;
  return answer.total > resultLimit ? `${count}, showing the first ${resultLimit}` : count;
}

function SearchResultItem({ result }: { result: SearchResult }) {
  const { entry } = result;
  const anchor = entry.href.split("#")[1];
  // A library page opens and scrolls to its own prompt; a guide page needs help finding its step.
  const onOpen = entry.kind === "step" && anchor ? () => scrollToAnchorWhenShown(anchor) : undefined;
  return (
    <li className="content-search-result">
      <div className="content-search-result-body">
        <Link to={entry.href} className="content-search-result-link" onClick={onOpen}>
          <Highlighted pieces={result.title} />
        </Link>
        <p className="content-search-result-where">
          {entry.kind === "prompt" ? "Prompt" : "Guide step"} · {entry.source}
          {entry.category && ` · ${entry.category}`}
        </p>
        <p className="content-search-snippet">
          <Highlighted pieces={result.snippet} />
        </p>
      </div>
      <FavouriteButton id={entry.id} title={entry.title} />
    </li>
  );
}

function Highlighted({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) => (piece.match ? <mark key={index}>{piece.text}</mark> : piece.text));
}
