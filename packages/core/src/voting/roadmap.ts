// The public roadmap: visible community suggestions that are planned, in progress or recently done.
// No index is keyed by status, so it reads the whole community listing (byVotes' keys, then each
// suggestion by id) and keeps the roadmap's ones. The board is hundreds of suggestions, not
// millions: at 500 of about 1 KB that is 4 small index queries and 5 batch reads, roughly 250 read
// units, kept a few seconds per process like the board's first page (repository.ts).
import type { Suggestion } from "./records.ts";
import type { SuggestionStatus } from "./schema.ts";

export const roadmapColumns = ["planned", "in_progress", "done"] as const satisfies readonly SuggestionStatus[];
export type RoadmapColumn = (typeof roadmapColumns)[number];
export type Roadmap = Record<RoadmapColumn, Suggestion[]>;

/** "Done (recent)": marked done in the last 90 days, the 20 most recent. */
export const roadmapDone = { days: 90, max: 20 } as const;

const byVotes = (a: Suggestion, b: Suggestion) => b.vote_count - a.vote_count || b.created_at.localeCompare(a.created_at);
const byMarkedDone = (a: Suggestion, b: Suggestion) => b.status_updated_at!.localeCompare(a.status_updated_at!);

/** The roadmap's columns of these community suggestions: planned and in progress by votes, done most recent first. */
export function roadmapOf(community: Suggestion[], now: Date): Roadmap {
  const since = new Date(now.getTime() - roadmapDone.days * 86_400_000).toISOString();
  // Re-read by id, one may have been hidden or merged away since the listing was read.
  const withStatus = (status: RoadmapColumn) =>
    community.filter((suggestion) => suggestion.listing === "community" && suggestion.status === status);
  return {
    planned: withStatus("planned").sort(byVotes),
    in_progress: withStatus("in_progress").sort(byVotes),
    // status_updated_at is written with every status; a done suggestion without one cannot be called recent.
    done: withStatus("done")
      .filter((suggestion) => suggestion.status_updated_at !== undefined && suggestion.status_updated_at >= since)
      .sort(byMarkedDone)
      .slice(0, roadmapDone.max),
  };
}

export interface RoadmapSources {
  /** Every visible community suggestion, its count as last folded. */
  listCommunity: () => Promise<Suggestion[]>;
  /** These suggestions with their exact counts (load.ts). */
  loadExact: (ids: string[]) => Promise<Suggestion[]>;
}

/** Chooses the roadmap's suggestions from the listing, then reads just those exactly, as the board's pages show them. */
export async function readRoadmap({ listCommunity, loadExact }: RoadmapSources, now: Date): Promise<Roadmap> {
  const chosen = roadmapOf(await listCommunity(), now);
  const ids = roadmapColumns.flatMap((column) => chosen[column].map((suggestion) => suggestion.id));
  return roadmapOf(await loadExact(ids), now);
}
