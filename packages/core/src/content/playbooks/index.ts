// The playbooks (issue 45, Deliver 6 and 7): the blueprint card and the decision dossiers, served
// together by the content API (GET /api/content/playbooks) behind the same access gate as the
// libraries. The web imports only these types.
import { blueprintCard } from "./blueprint.ts";
import { dossiers } from "./dossiers.ts";
import type { PromptCard } from "../types.ts";
import type { Dossier } from "./dossiers.ts";

export type { Dossier, DossierStep } from "./dossiers.ts";

export interface Playbooks {
  blueprint: PromptCard;
  dossiers: Dossier[];
}

export const playbooks: Playbooks = { blueprint: blueprintCard, dossiers };
