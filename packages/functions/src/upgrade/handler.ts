// The stage's data upgrade, run by every deploy (stacks/upgrade.ts): suggestions, their vote rows
// and jobs stored before the spread indexes move onto their new layout. Both backfills skip what
// has moved already, so a deploy with nothing to move only reads the tables.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { backfillBoard } from "@ai-leaders/core/voting/repository";
import { backfillRecentJobs } from "@ai-leaders/core/jobs/repository";
import type { Log } from "../logging/index.ts";

export interface UpgradeDeps {
  db: DynamoDBDocumentClient;
  tableNames: { board: Parameters<typeof backfillBoard>[1]; analysisJobs: string };
  log: Log;
}

export function createUpgradeHandler({ db, tableNames, log }: UpgradeDeps) {
  return async (): Promise<{ suggestionsMoved: number; jobsMoved: number }> => {
    const suggestionsMoved = await backfillBoard(db, tableNames.board);
    const jobsMoved = await backfillRecentJobs(db, tableNames.analysisJobs);
    log({ event: "stage_upgraded", suggestionsMoved, jobsMoved });
    return { suggestionsMoved, jobsMoved };
  };
}
