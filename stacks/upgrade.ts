import type { Stack } from "aws-cdk-lib";
import { Function, Script } from "sst/constructs";
import { tables, type TableKey } from "@ai-leaders/infra";
import type { Storage } from "./storage.ts";
import { accessStatements } from "./permissions.ts";

/** Lambda's longest run: a stage's first upgrade reads every suggestion and job once. */
const upgradeTimeoutSeconds = 900;

/** The tables it is told the names of: the board's three (the backfill's arguments) and the jobs. */
const upgradedTables = ["suggestions", "suggestionVotes", "suggestionComments", "analysisJobs"] as const satisfies readonly TableKey[];

/**
 * Every deploy upgrades the stage's data once its tables are in place: rows stored before the
 * spread indexes move onto their layout (packages/functions/src/upgrade), so no one runs a
 * backfill by hand. With nothing left to move it only reads the two tables; if it fails, the
 * deploy fails and CloudFormation rolls the stack back.
 */
export function createStageUpgrade(stack: Stack, storage: ReturnType<typeof Storage>): Script {
  const upgrade = new Function(stack, "StageUpgrade", {
    handler: "packages/functions/src/upgrade/lambda.handler",
    environment: Object.fromEntries(upgradedTables.map((key) => [tables[key].envVar, storage.tables[key].tableName])),
    permissions: accessStatements(storage, "upgrade"),
    timeout: upgradeTimeoutSeconds,
    enableLiveDev: false,
  });
  // One function for both events; a Script without a version runs onUpdate on every deploy.
  return new Script(stack, "UpgradeData", { onCreate: upgrade, onUpdate: upgrade });
}
