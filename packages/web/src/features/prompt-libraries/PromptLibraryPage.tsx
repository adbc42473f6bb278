import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { isToolId, loadPromptLibrary } from "../../content/prompts/index.ts";
import type { PromptLibrary, ToolId } from "../../content/types.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { LargeLibrary } from "./LargeLibrary.tsx";
import { SmallLibrary } from "./SmallLibrary.tsx";
import "./prompt-libraries.css";

export function PromptLibraryPage() {
  const { tool = "" } = useParams();
  if (!isToolId(tool)) return <NotFoundPage />;
  // A new tool is a new page: its own load, with every card collapsed.
  return <LibraryLoader key={tool} tool={tool} />;
}

type LoadState = { status: "loading" } | { status: "loaded"; library: PromptLibrary } | { status: "failed" };

function LibraryLoader({ tool }: { tool: ToolId }) {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadPromptLibrary(tool).then(
      (library) => current && setState({ status: "loaded", library }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [tool]);

  return (
    <div className="page-shell">
      <main className="page-column library-main">
        <BackButton to={paths.tools}>Back to Tools</BackButton>
        {state.status === "loading" && (
          <p className="library-status" role="status">
            Loading prompts...
          </p>
        )}
        {state.status === "failed" && (
          <p className="library-status" role="alert">
            The prompts could not be loaded. Please check your connection and reload the page.
          </p>
        )}
        {state.status === "loaded" && <LibraryContent library={state.library} />}
      </main>
    </div>
  );
}

function LibraryContent({ library }: { library: PromptLibrary }) {
  usePageHead({
    title: `${library.title} — AI for Leaders`,
    description: library.description,
    path: paths.promptLibrary(library.tool),
  });
  return (
    <>
      <header className="library-header">
        <h1 className="page-title">{library.title}</h1>
        <p className="page-lead">{library.description}</p>
        {library.kind === "large" && <p className="library-count">Showing {library.prompts.length} prompts</p>}
      </header>
      {library.kind === "large" ? <LargeLibrary library={library} /> : <SmallLibrary library={library} />}
    </>
  );
}
