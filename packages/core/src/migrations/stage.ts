// The stage's migrations, oldest first. Add one at the end with a new id; never change or reuse one
// that has shipped: a stage that ran it will not run it again.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { StartKey } from "../db/spread.ts";
import { backfillBoardPage } from "../voting/backfill.ts";
import type { VotingTables } from "../voting/records.ts";
import { backfillRecentJobsPage } from "../jobs/repository.ts";
import type { ChangedPage } from "../db/pages.ts";
import type { Migration } from "./types.ts";

export interface MigratedTables {
  board: VotingTables;
  analysisJobs: string;
}

type PageOf = (db: DynamoDBDocumentClient, tables: MigratedTables, cursor: StartKey | undefined) => Promise<ChangedPage>;

const definitions: Array<{ id: string; page: PageOf }> = [
  // Suggestions onto the spread board indexes and vote shards, their vote rows by voter.
  { id: "2026-11-board-spread", page: (db, tables, cursor) => backfillBoardPage(db, tables.board, cursor) },
  // Jobs from the single "jobs" listing to their spread listings.
  { id: "2026-11-recent-jobs-spread", page: (db, tables, cursor) => backfillRecentJobsPage(db, tables.analysisJobs, cursor) },
];

/** The ids in order: what the deploy's upgrade script is versioned by (stacks/upgrade.ts). */
export const stageMigrationIds = definitions.map(({ id }) => id);

export function stageMigrations(db: DynamoDBDocumentClient, tables: MigratedTables): Migration[] {
  return definitions.map(({ id, page }) => ({ id, page: (cursor) => page(db, tables, cursor) }));
}
