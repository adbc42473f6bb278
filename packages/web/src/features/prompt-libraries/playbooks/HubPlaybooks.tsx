import { GatedContentPending } from "../../../lib/use-gated-content.tsx";
import { BlueprintCard } from "./BlueprintCard.tsx";
import { DossierPaths } from "./DossierPaths.tsx";
import { usePlaybooks } from "./use-playbooks.ts";
import "./playbooks.css";

/** Under the hub's tool cards: the blueprint card, then the decision dossiers. */
export function HubPlaybooks() {
  const state = usePlaybooks();
  if (state.status !== "loaded") {
    return (
      <GatedContentPending state={state}>
        <div className="skeleton library-skeleton-card playbooks-skeleton" />
      </GatedContentPending>
    );
  }
  return (
    <div className="playbooks">
      <section aria-labelledby="blueprint-heading" className="blueprint">
        <h2 id="blueprint-heading" className="hub-section-title">
          Your own card
        </h2>
        <p className="dossiers-lead">
          For the task only you repeat: answer a few questions and get a prompt built like the cards in the libraries.
        </p>
        <BlueprintCard card={state.content.blueprint} />
      </section>
      <DossierPaths dossiers={state.content.dossiers} />
    </div>
  );
}
