import type { ToolId } from "../../../content/types.ts";
import { paths } from "../../../config/paths.ts";
import { toolCards } from "../../../content/hub.ts";
import { promptSlug } from "../../../lib/search/normalize.ts";
import type { Dossier } from "./use-playbooks.ts";

/** A card's own address on its library page, which opens it expanded (/prompts/claude#ai-strategy-tutor). */
export const cardHref = (library: ToolId, title: string) => `${paths.promptLibrary(library)}#${promptSlug(title)}`;

export const libraryName = (library: ToolId) => toolCards.find((card) => card.tool === library)?.name ?? library;

/** Where a card sits in a dossier: its step and the card that follows it. */
export interface DossierPlace {
  dossier: Dossier;
  step: number;
  next?: Dossier["steps"][number];
}

export function placesOf(dossiers: readonly Dossier[], library: ToolId, title: string): DossierPlace[] {
  return dossiers.flatMap((dossier) =>
    dossier.steps.flatMap((step, index) =>
      step.library === library && step.title === title ? [{ dossier, step: index + 1, next: dossier.steps[index + 1] }] : [],
    ),
  );
}
