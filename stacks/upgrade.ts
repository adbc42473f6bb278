import { createHash } from "node:crypto";
import type { Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Function, Script, type App } from "sst/constructs";
import { tables, type TableKey } from "@ai-leaders/infra";
import { stageMigrationIds } from "@ai-leaders/core/migrations";
import type { Storage } from "./storage.ts";
import { accessStatements } from "./permissions.ts";

/** Lambda's longest run; a migration that needs longer goes on in a new run (core/migrations). */
const upgradeTimeoutSeconds = 900;

/** The tables it is told the names of: what the migrations change, and their ledger. */
const upgradedTables = [
  "suggestions",
  "suggestionVotes",
  "suggestionComments",
  "analysisJobs",
  "stageMigrations",
] as const satisfies readonly TableKey[];

/** What the upgrade script is versioned by: it runs again only when a migration is added. */
export const migrationsVersion = createHash("sha256").update(stageMigrationIds.join("\n")).digest("hex").slice(0, 16);

/**
 * The stage's data migrations run with the deploy that adds them (packages/functions/src/upgrade):
 * each once per stage, page by page, remembered in a ledger table; a deploy that adds none runs
 * nothing. If one fails, the deploy fails and CloudFormation rolls the stack back.
 */
export function createStageUpgrade(stack: Stack, storage: ReturnType<typeof Storage>): Script {
  // Named, so that the function may invoke itself to go on (a grant on its own ARN would be a cycle).
  const functionName = (stack.node.root as App).logicalPrefixedName("stage-upgrade");
  const upgrade = new Function(stack, "StageUpgrade", {
    functionName,
    handler: "packages/functions/src/upgrade/lambda.handler",
    environment: Object.fromEntries(upgradedTables.map((key) => [tables[key].envVar, storage.tables[key].tableName])),
    permissions: [
      ...accessStatements(storage, "upgrade"),
      new PolicyStatement({
        actions: ["lambda:InvokeFunction"],
        resources: [`arn:${stack.partition}:lambda:${stack.region}:${stack.account}:function:${functionName}`],
      }),
    ],
    timeout: upgradeTimeoutSeconds,
    enableLiveDev: false,
  });
  return new Script(stack, "UpgradeData", { onCreate: upgrade, onUpdate: upgrade, version: migrationsVersion });
}
