import { useEffect } from "react";
import { useLocation, useParams } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import type { PromptLibrary, ToolId } from "../../content/types.ts";
import { fetchPromptLibrary, isToolId } from "../../lib/gated-content.ts";
import { useGatedContent } from "../../lib/use-gated-content.tsx";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { ContentSearch } from "../../components/search/ContentSearch.tsx";
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
  return (
    <div className="page-shell">
      <main className="page-column library-main">
        <BackButton to={paths.tools}>Back to Tools</BackButton>
        {(state.status === "loading" || state.status === "access-lost") && <LibrarySkeleton tool={tool} />}
        {state.status === "failed" && (
          <p className="library-status" role="alert">
            The prompts could not be loaded. Please check your connection and reload the page.
          </p>
        )}
        {state.status === "loaded" && <LibraryContent library={state.content} />}
      </main>
    </div>
  );
}

/** The header and the collapsed cards' outlines, the size of the library they stand for. */
function LibrarySkeleton({ tool }: { tool: ToolId }) {
  const small = smallLibraryTools.includes(tool);
  const count = small ? smallLibraryPromptCount : largeLibraryPromptCount;
  return (
    <div className="library-skeleton" aria-busy="true">
      <p className="library-visually-hidden" role="status">
        Loading prompts...
      </p>
      <div className="library-header" aria-hidden="true">
        <div className="skeleton library-skeleton-title" />
        <div className="skeleton library-skeleton-lead" />
        {!small && <div className="skeleton library-skeleton-count" />}
      </div>
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

function LibraryContent({ library }: { library: PromptLibrary }) {
  usePageHead({
    title: `${library.title} — AI for Leaders`,
    description: library.description,
    path: paths.promptLibrary(library.tool),
  });
  const linkedSlug = useLinkedPrompt();
  return (
    <>
      <header className="library-header">
        <h1 className="page-title">{library.title}</h1>
        <p className="page-lead">{library.description}</p>
        {library.kind === "large" && <p className="library-count">Showing {library.prompts.length} prompts</p>}
        <BusinessContextButton />
      </header>
      <ContentSearch />
      {library.kind === "large" ? (
        <LargeLibrary library={library} linkedSlug={linkedSlug} />
      ) : (
        <SmallLibrary library={library} linkedSlug={linkedSlug} />
      )}
    </>
  );
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
