// The blueprint card and the decision dossiers (issue 45, Deliver 6 and 7): gated like the
// libraries, fetched once per tab and shared by the hub and every library page.
import type { Playbooks } from "@ai-leaders/core/content/playbooks";
import { api } from "../../../lib/api-client.ts";
import { readGatedResponse } from "../../../lib/gated-content.ts";
import { useGatedContent } from "../../../lib/use-gated-content.tsx";

export type { Dossier, DossierStep, Playbooks } from "@ai-leaders/core/content/playbooks";

export const fetchPlaybooks = () => readGatedResponse<Playbooks>(() => api.api.content.playbooks.$get());

export function usePlaybooks() {
  return useGatedContent("playbooks", fetchPlaybooks);
}
