import { Link } from "react-router-dom";
import type { ToolId } from "../../../content/types.ts";
import { cardHref, libraryName, placesOf } from "./dossier-links.ts";
import { usePlaybooks } from "./use-playbooks.ts";
import "./playbooks.css";

/** "Part of: Enter a new market — step 2 of 3; next: Founder Market Test Focus Group", on every card a dossier uses. */
export function DossierNote({ library, title }: { library: ToolId; title: string }) {
  const state = usePlaybooks();
  if (state.status !== "loaded") return null;
  const places = placesOf(state.content.dossiers, library, title);
  if (places.length === 0) return null;
  return (
    <ul className="dossier-note" role="list">
      {places.map(({ dossier, step, next }) => (
        <li key={dossier.id}>
          Part of: <strong>{dossier.title}</strong> — step {step} of {dossier.steps.length}
          {next ? (
            <>
              ; next: <Link to={cardHref(next.library, next.title)}>{next.title}</Link> ({libraryName(next.library)})
            </>
          ) : (
            "; the last step"
          )}
        </li>
      ))}
    </ul>
  );
}
