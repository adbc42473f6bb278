// The stage's data upgrade (stacks/upgrade.ts): the versioned migrations (core/migrations), each run
// once per stage, page by page. A deploy with nothing to migrate reads the ledger and nothing else;
// one that runs out of time hands the rest to a new run of this function and lets the deploy go on.
import { runMigrations, type Migration, type MigrationLedger, type MigrationRun } from "@ai-leaders/core/migrations";
import type { Log } from "../logging/index.ts";

/** Time kept back for one more page and its record in the ledger. */
export const pageTimeMarginMs = 60_000;

export interface UpgradeDeps {
  migrations: Migration[];
  ledger: MigrationLedger;
  /** Hands what is left to a new run of this function. */
  continueLater: () => Promise<void>;
  log: Log;
}

export function createUpgradeHandler({ migrations, ledger, continueLater, log }: UpgradeDeps) {
  return async (remainingMs: () => number): Promise<MigrationRun> => {
    const run = await runMigrations(migrations, ledger, { hasTimeForAPage: () => remainingMs() > pageTimeMarginMs });
    log({ event: "stage_upgraded", ...run });
    if (run.pending.length > 0) await continueLater();
    return run;
  };
}
