import { tables, type TableKey } from "@ai-leaders/infra";
import { createDocumentClient } from "@ai-leaders/core/db";
import { stageMigrations } from "@ai-leaders/core/migrations";
import { createMigrationLedger } from "@ai-leaders/core/migrations/repository";
import { invokeAgainLater } from "@ai-leaders/core/migrations/continue-later";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createUpgradeHandler } from "./handler.ts";

/** This function is given the names of the tables it upgrades (stacks/upgrade.ts), and no others. */
function tableName(key: TableKey): string {
  const name = process.env[tables[key].envVar];
  if (!name) throw new Error(`Missing environment variable ${tables[key].envVar}`);
  return name;
}

const db = createDocumentClient();
const upgrade = createUpgradeHandler({
  migrations: stageMigrations(db, {
    board: { suggestions: tableName("suggestions"), votes: tableName("suggestionVotes"), comments: tableName("suggestionComments") },
    analysisJobs: tableName("analysisJobs"),
  }),
  ledger: createMigrationLedger(db, tableName("stageMigrations")),
  continueLater: invokeAgainLater(process.env.AWS_LAMBDA_FUNCTION_NAME!),
  log: structuredLog,
});

export const handler = withInvocationLog("upgrade", (_event: unknown, context) => upgrade(() => context.getRemainingTimeInMillis()));
