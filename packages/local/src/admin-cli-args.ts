// `npm run admin -- add <email> [--stage <stage>]`: the arguments, and where a stage's tables are.
import { parseArgs } from "node:util";
import type { TableKey } from "@ai-leaders/infra";

export type AdminCommand = { command: "add"; email: string; stage?: string };

export const adminUsage = "Usage: npm run admin -- add <email> [--stage <stage>]";

/** The SST app name (sst.config.ts): the stacks name every table `<stage>-<app>-<table key>`. */
export const sstAppName = "ai-for-leaders";

const stageName = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/** The command, or a message saying what is wrong with the arguments. */
export function parseAdminArgs(argv: string[]): AdminCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { stage: { type: "string" } }, allowPositionals: true, strict: true });
  } catch (error) {
    return { error: `${(error as Error).message}\n${adminUsage}` };
  }
  const [command, email, ...rest] = parsed.positionals;
  if (command !== "add" || !email || rest.length > 0) return { error: adminUsage };
  const { stage } = parsed.values;
  if (stage !== undefined && !stageName.test(stage)) return { error: `"${stage}" is not a stage name (letters, digits and hyphens).` };
  return { command, email: email.trim().toLowerCase(), ...(stage !== undefined && { stage }) };
}

/** A deployed table's name, as SST names a Table construct (app.logicalPrefixedName(id)). */
export function cloudTableName(stage: string, table: TableKey): string {
  return `${stage}-${sstAppName}-${table}`;
}

/** Where a stage's secret lives in Parameter Store (SST's ssmPrefix), and the app-wide fallback. */
export function secretParameterNames(stage: string, secret: string): [string, string] {
  return [`/sst/${sstAppName}/${stage}/Secret/${secret}/value`, `/sst/${sstAppName}/.fallback/Secret/${secret}/value`];
}
