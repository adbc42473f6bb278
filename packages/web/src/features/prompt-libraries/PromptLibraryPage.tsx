import { useEffect, useState } from "react";
import { useLocation, useParams } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import type { PromptLibrary, ToolId } from "../../content/types.ts";
import { fetchPromptLibrary, isToolId } from "../../lib/gated-content.ts";
import { useGatedContent } from "../../lib/use-gated-content.tsx";
import { usePageHead } from "../../lib/use-page-head.ts";
import { libraryHeadings } from "@ai-leaders/core/library-headings";
import { BackButton } from "../../ui/BackButton.tsx";
import { NotFoundPage } from "../../components/site/NotFoundPage.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { ContentSearch } from "../../components/search/ContentSearch.tsx";
import { useFavourites } from "../../lib/favourites.ts";
import { promptEntryId } from "../../lib/search/normalize.ts";
import { LargeLibrary } from "./LargeLibrary.tsx";
import { SmallLibrary } from "./SmallLibrary.tsx";
import "./prompt-libraries.css";

/** How many prompts each kind of library holds (spec §2), so the skeleton reserves their space. */
const largeLibraryPromptCount = 10;
const smallLibraryPromptCount = 4;
const smallLibraryTools: readonly ToolId[] = ["n8n", "zapier", "cursor", "replit"];

export function PromptLibraryPage() {
  const { tool = "" } = useParams();
  if (!isToolId(tool)) return <NotFoundPage />;
  // A new tool is a new page: its own load, with every card collapsed.
  return <LibraryLoader key={tool} tool={tool} />;
}

function LibraryLoader({ tool }: { tool: ToolId }) {
  const state = useGatedContent(`prompts/${tool}`, () => fetchPromptLibrary(tool));
  const heading = libraryHeadings[tool];
  const small = smallLibraryTools.includes(tool);
  const waiting = state.status === "loading" || state.status === "access-lost";
  // The search's Favourites box filters this page's cards as well as its results.
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  usePageHead({ title: `${heading.title} — AI for Leaders`, description: heading.description, path: paths.promptLibrary(tool) });
  return (
    <div className="page-shell">
      <main className="page-column library-main">
        <BackButton to={paths.tools}>Back to Tools</BackButton>
        {/* The header is public: it is drawn at once, and only the cards wait for the prompts. */}
        <header className="library-header">
          <h1 className="page-title">{heading.title}</h1>
          <p className="page-lead">{heading.description}</p>
          {!small && <p className="library-count">Showing {largeLibraryPromptCount} prompts</p>}
          <BusinessContextButton />
        </header>
        <ContentSearch favourites={{ only: favouritesOnly, onChange: setFavouritesOnly }} />
        {waiting && <CardsSkeleton small={small} />}
        {state.status === "failed" && (
          <p className="library-status" role="alert">
            {state.message ?? "The prompts could not be loaded. Please check your connection and reload the page."}
          </p>
        )}
        {!waiting && state.status === "loaded" && <LibraryCards library={state.content} favouritesOnly={favouritesOnly} />}
      </main>
    </div>
  );
}

/** The collapsed cards' outlines, as many as the library holds. */
function CardsSkeleton({ small }: { small: boolean }) {
  const count = small ? smallLibraryPromptCount : largeLibraryPromptCount;
  return (
    <div className="library-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading prompts...
      </p>
      <ul className={small ? "library-list" : "library-grid"} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={`skeleton library-skeleton-card${small ? " library-skeleton-card-small" : ""}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LibraryCards({ library, favouritesOnly }: { library: PromptLibrary; favouritesOnly: boolean }) {
  const linkedSlug = useLinkedPrompt();
  const favourites = useFavourites();
  const shown = favouritesOnly ? onlyFavourites(library, favourites) : library;
  if (shown.prompts.length === 0) {
    return <p className="library-status">None of this library's prompts is in your favourites yet. Star one to keep it here.</p>;
  }
  return shown.kind === "large" ? (
    <LargeLibrary library={shown} linkedSlug={linkedSlug} />
  ) : (
    <SmallLibrary library={shown} linkedSlug={linkedSlug} />
  );
}

/** The library with only the prompts the visitor starred. */
function onlyFavourites<Library extends PromptLibrary>(library: Library, favourites: ReadonlySet<string>): Library {
  const prompts = library.prompts.filter((prompt) => favourites.has(promptEntryId(library.tool, prompt.title)));
  return { ...library, prompts } as Library;
}

/**
 * The prompt the address names (/prompts/claude#ai-strategy-tutor), from a search result or a
 * shared link: its card opens, and once the cards are on the page it is scrolled to and focused.
 */
function useLinkedPrompt(): string | undefined {
  const { hash } = useLocation();
  const slug = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  useEffect(() => {
    if (!slug) return;
    const card = document.getElementById(slug);
    card?.scrollIntoView({ block: "start" });
    card?.focus({ preventScroll: true });
  }, [slug]);
  return slug;
}
