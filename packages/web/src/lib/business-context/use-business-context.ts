// The visitor's business context, kept on this device, and their team's (issue 48): prompts are
// filled from the visitor's own fields, and from the team's where the visitor left a field empty.
import { useMemo } from "react";
import { createDeviceStore, parseJson } from "../device-store.ts";
import { emptyBusinessContext, type BusinessContext } from "./fill-placeholders.ts";

export const businessContextStorageKey = "ai-leaders.business-context";
/** The context of the team the visitor last worked in (its page saves it), for this device. */
export const teamContextStorageKey = "ai-leaders.team-context";

/** Only the known fields that are strings: anything else (edited by hand) reads as empty. */
function knownFields(value: unknown): BusinessContext {
  const context = { ...emptyBusinessContext };
  if (typeof value !== "object" || value === null) return context;
  const fields = value as Record<string, unknown>;
  for (const field of Object.keys(context) as Array<keyof BusinessContext>) {
    if (typeof fields[field] === "string") context[field] = fields[field];
  }
  return context;
}

const store = createDeviceStore<BusinessContext>(businessContextStorageKey, (stored) => knownFields(parseJson(stored)));

export interface TeamContextOnDevice {
  team_id: string;
  team_name: string;
  context: BusinessContext;
}

const teamStore = createDeviceStore<TeamContextOnDevice | null>(teamContextStorageKey, (stored) => {
  const parsed = parseJson(stored) as Partial<TeamContextOnDevice> | null | undefined;
  if (!parsed || typeof parsed.team_id !== "string" || typeof parsed.team_name !== "string") return null;
  return { team_id: parsed.team_id, team_name: parsed.team_name, context: knownFields(parsed.context) };
});

/** The visitor's own fields where filled, the team's elsewhere. */
export function mergeContexts(own: BusinessContext, team: BusinessContext | undefined): BusinessContext {
  if (!team) return own;
  const merged = { ...own };
  for (const field of Object.keys(merged) as Array<keyof BusinessContext>) {
    if (!own[field].trim()) merged[field] = team[field];
  }
  return merged;
}

/** What fills the prompts: the visitor's context over their team's, kept current across tabs. */
export function useBusinessContext(): BusinessContext {
  const own = store.use();
  const team = teamStore.use();
  return useMemo(() => mergeContexts(own, team?.context), [own, team]);
}

/** The visitor's own fields only: what their form edits. */
export const useOwnBusinessContext = (): BusinessContext => store.use();

export const saveBusinessContext = (context: BusinessContext): void => store.write(context);

/** The team whose context fills the prompts on this device, if any. */
export const useTeamContext = (): TeamContextOnDevice | null => teamStore.use();

export const readTeamContext = (): TeamContextOnDevice | null => teamStore.read();

export const saveTeamContext = (team: TeamContextOnDevice | null): void => teamStore.write(team);
