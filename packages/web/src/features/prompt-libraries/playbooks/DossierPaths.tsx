import { Link } from "react-router-dom";
import type { Dossier } from "./use-playbooks.ts";
import { cardHref, libraryName } from "./dossier-links.ts";
import "./playbooks.css";

/** The hub's decision dossiers: each a numbered path of library cards, with what to carry from one to the next. */
export function DossierPaths({ dossiers }: { dossiers: readonly Dossier[] }) {
  return (
    <section aria-labelledby="dossiers-heading" className="dossiers">
      <h2 id="dossiers-heading" className="hub-section-title">
        Decision dossiers
      </h2>
      <p className="dossiers-lead">
        One decision, several cards in order. Each step says what to copy from the last answer and where to paste it.
      </p>
      <ul className="dossier-list" role="list">
        {dossiers.map((dossier) => (
          <li key={dossier.id} className="dossier">
            <h3 id={`dossier-${dossier.id}`}>{dossier.title}</h3>
            <p className="dossier-outcome">{dossier.outcome}</p>
            <ol className="dossier-steps" aria-labelledby={`dossier-${dossier.id}`}>
              {dossier.steps.map((step) => (
                <li key={`${step.library}-${step.title}`}>
                  <Link to={cardHref(step.library, step.title)} className="dossier-step-link">
                    {step.title}
                  </Link>{" "}
                  <span className="dossier-step-library">({libraryName(step.library)})</span>
                  <p className="dossier-step-paste">{step.paste}</p>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
