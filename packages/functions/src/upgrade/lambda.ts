import { tables, type TableKey } from "@ai-leaders/infra";
import { createDocumentClient } from "@ai-leaders/core/db";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createUpgradeHandler } from "./handler.ts";

/** This function is given the names of the tables it upgrades (stacks/upgrade.ts), and no others. */
function tableName(key: TableKey): string {
  const name = process.env[tables[key].envVar];
  if (!name) throw new Error(`Missing environment variable ${tables[key].envVar}`);
  return name;
}

const upgrade = createUpgradeHandler({
  db: createDocumentClient(),
  tableNames: {
    board: { suggestions: tableName("suggestions"), votes: tableName("suggestionVotes"), comments: tableName("suggestionComments") },
    analysisJobs: tableName("analysisJobs"),
  },
  log: structuredLog,
});

export const handler = withInvocationLog("upgrade", () => upgrade());
