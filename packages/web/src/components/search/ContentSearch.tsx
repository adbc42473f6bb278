import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useFavourites } from "../../lib/favourites.ts";
import { resultLimit, type SearchIndex, type SearchResult, type TextPiece } from "../../lib/search/search-index.ts";
import { useAccessLost } from "../../lib/use-access-lost.ts";
import { FavouriteButton } from "./FavouriteButton.tsx";
import { useMatchHighlight } from "./use-match-highlight.ts";
import { loadedSearchIndex, loadSearchIndex } from "./load-search-index.ts";
import { scrollToAnchorWhenShown } from "../../lib/scroll-to-anchor.ts";
import { useSettledValue } from "../../lib/use-settled-value.ts";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint.ts";
import "./content-search.css";

/**
 * A keystroke paints only the results the screen has room for (at most this many, at least 2);
 * the rest of the list, and the highlighting, wait for typing to pause.
 */
const firstScreenMost = 6;
const restAfterPauseMs = 250;
/** The rows a list drawn from nothing paints in its first frame. */
const firstFrameRows = 2;
/** The height of a result with a one-line snippet: no shorter result fits more on a screen. */
const shortestResultPx = 100;

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
  const [firstScreen, setFirstScreen] = useState(firstScreenMost);
  const output = useRef<HTMLDivElement>(null);
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
  const openResult = useResultLinks();
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

  // The same elements on every render: a keystroke does not go through the options again.
  const categories = state.status === "loaded" ? state.index.categories : null;
  const categoryOptions = useMemo(
    () =>
      categories?.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      )),
    [categories],
  );

  const active = query.trim() !== "" || category !== "" || favouritesOnly;
  const index = state.status === "loaded" && active ? state.index : null;
  const only = favouritesOnly ? favourites : undefined;
  // A keystroke paints the first screen of results in its own frame; the rest of the list follows
  // once typing pauses.
  const answer = useMemo(
    () => index?.search({ query, category, only, limit: firstScreen }) ?? null,
    [index, query, category, only, firstScreen],
  );
  const asked = useMemo(() => ({ index, query, category, only, firstScreen }), [index, query, category, only, firstScreen]);
  const settled = useSettledValue(asked, restAfterPauseMs);
  // Typing has paused on this search: the rest of the list is drawn, and the query's words marked.
  const paused = settled === asked;
  const rest = useMemo(
    () =>
      paused
        ? (asked.index?.search({ query: asked.query, category: asked.category, only: asked.only }).results.slice(asked.firstScreen) ?? [])
        : [],
    [paused, asked],
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
              setFirstScreen(resultsInView(output.current));
              load();
            }}
          />
        </div>
        <div className="content-search-field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">All categories</option>
            {categoryOptions}
          </select>
        </div>
        <label className="content-search-favourites">
          <input type="checkbox" checked={favouritesOnly} onChange={(event) => setFavouritesOnly(event.target.checked)} />
          Favourites
        </label>
      </form>
      <div ref={output} className="content-search-output">
        <p className="content-search-count" aria-live="polite">
          {statusText(state, answer, active)}
        </p>
        {answer && answer.results.length > 0 && (
          // Rows are keyed by place: a keystroke rewrites the rows' text instead of building new ones.
          // They hold no state of their own, and focus is in the search box while the list changes.
          <ResultList results={[...answer.results, ...rest]} marked={paused} onClick={openResult} />
        )}
      </div>
    </section>
  );
}

/** How many results the screen has room for below the search box, as it is scrolled now. */
function resultsInView(output: HTMLElement | null): number {
  if (!output) return firstScreenMost;
  const room = window.innerHeight - output.getBoundingClientRect().top;
  return Math.min(firstScreenMost, Math.max(2, Math.ceil(room / shortestResultPx)));
}

function statusText(state: IndexState, answer: { total: number } | null, active: boolean): string {
  if (!active) return "";
  if (state.status === "failed") return state.message ?? "The search could not be loaded. Please check your connection and try again.";
  if (!answer) return "Loading the search...";
  const count = `${answer.total} ${answer.total === 1 ? "result" : "results"}`;
  return answer.total > resultLimit ? `${count}, showing the first ${resultLimit}` : count;
}

/**
 * One click handler for every result link: the app navigates to it, unless the visitor asked the
 * browser for a new tab or window. A library page opens and scrolls to its own prompt; a guide
 * page needs help finding its step.
 */
function useResultLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a.content-search-result-link");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = link.getAttribute("href")!;
    navigate(href);
    const anchor = href.split("#")[1];
    if (link.dataset.kind === "step" && anchor) scrollToAnchorWhenShown(anchor);
  };
}

/**
 * A list drawn from nothing (the first key after the box was emptied) paints its first rows at
 * once and the others a frame later: that key lays out less before its results are seen.
 */
function ResultList({
  results,
  marked,
  onClick,
}: {
  results: SearchResult[];
  marked: boolean;
  onClick: (event: MouseEvent<HTMLUListElement>) => void;
}) {
  const whole = useAfterFirstPaint(true);
  return (
    <ul className="content-search-results" onClick={onClick}>
      {(whole ? results : results.slice(0, firstFrameRows)).map((result, place) => (
        <SearchResultItem key={place} result={result} marked={marked} />
      ))}
    </ul>
  );
}

/** `marked`: the query's words are highlighted (once typing pauses: painting them costs a keystroke's frame). */
function SearchResultItem({ result, marked }: { result: SearchResult; marked: boolean }) {
  const { entry } = result;
  const title = useRef<HTMLAnchorElement>(null);
  const snippet = useRef<HTMLParagraphElement>(null);
  useMatchHighlight(title, marked ? result.title : null);
  useMatchHighlight(snippet, marked ? result.snippet : null);
  return (
    <li className="content-search-result">
      <div className="content-search-result-body">
        <a ref={title} href={entry.href} className="content-search-result-link" data-kind={entry.kind}>
          {textOf(result.title)}
        </a>
        <p className="content-search-result-where">{whereOf(entry)}</p>
        <p ref={snippet} className="content-search-snippet">
          {textOf(result.snippet)}
        </p>
      </div>
      <FavouriteButton id={entry.id} title={entry.title} />
    </li>
  );
}

/** What a result is and where it lives, as one text node: a row whose result changes rewrites one node, not five. */
const whereOf = (entry: SearchResult["entry"]) =>
  [entry.kind === "prompt" ? "Prompt" : "Guide step", entry.source, entry.category].filter(Boolean).join(" · ");

/** One string, so the element holds one text node for its highlight to mark. */
const textOf = (pieces: TextPiece[]) => pieces.map((piece) => piece.text).join("");
