import { Link } from "react-router-dom";
import type { ToolId } from "../../../content/types.ts";
import { cardHref, libraryName, placesOf } from "./dossier-links.ts";
import type { Dossier } from "./use-playbooks.ts";
import "./playbooks.css";

/** "Part of: Enter a new market — step 2 of 3; next: Founder Market Test Focus Group", on every card a dossier uses. */
export function DossierNote({ dossiers, library, title }: { dossiers: readonly Dossier[]; library: ToolId; title: string }) {
  const places = placesOf(dossiers, library, title);
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
