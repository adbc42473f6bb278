// `npm run admin -- add <email>`: makes or promotes an admin account and prints its one-time
// password. Locally against DATA_DIR; with `--stage <stage>`, against that stage's tables with
// the operator's own AWS credentials (the deployed functions have no right to make admins).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createAccountRepository } from "@ai-leaders/core/accounts/repository";
import { createFactorRepository } from "@ai-leaders/core/accounts/factors/repository";
import { createAuditLog } from "@ai-leaders/core/audit/repository";
import { readAdminConfig } from "@ai-leaders/core/config";
import { createDocumentClient } from "@ai-leaders/core/db";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { TableNames } from "@ai-leaders/infra";
import { addAdmin } from "./admin-cli-add.ts";
import { cloudTableName, parseAdminArgs, secretParameterNames, type AdminCommand } from "./admin-cli-args.ts";
import { openLocalTables } from "./admin-cli-local.ts";
import { adminEmailsSetting, defaultDataDir } from "./settings.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

const command = parseAdminArgs(process.argv.slice(2));
if ("error" in command) {
  console.error(command.error);
  process.exit(2);
}
try {
  const ok = command.stage ? await addInCloud(command, command.stage) : await addLocally(command);
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`Could not add the admin: ${(error as Error).message}`);
  process.exit(1);
}

async function addLocally({ email }: AdminCommand): Promise<boolean> {
  const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir);
  const { adminEmails } = readAdminConfig({ ADMIN_EMAILS: adminEmailsSetting(process.env) });
  const tables = await openLocalTables(dataDir);
  try {
    return await run(tables.db, tables.tableNames, email, adminEmails, "npm run admin");
  } finally {
    await tables.close();
  }
}

async function addInCloud({ email }: AdminCommand, stage: string): Promise<boolean> {
  const { adminEmails } = readAdminConfig({ ADMIN_EMAILS: await cloudSecret(stage, "ADMIN_EMAILS") });
  const db = createDocumentClient();
  try {
    const names = {
      users: cloudTableName(stage, "users"),
      refreshTokens: cloudTableName(stage, "refreshTokens"),
      passkeys: cloudTableName(stage, "passkeys"),
      auditLog: cloudTableName(stage, "auditLog"),
    };
    return await run(db, names, email, adminEmails, `npm run admin (stage ${stage})`);
  } finally {
    db.destroy();
  }
}

async function run(
  db: DynamoDBDocumentClient,
  names: Pick<TableNames, "users" | "refreshTokens" | "passkeys" | "auditLog">,
  email: string,
  adminEmails: string[],
  actor: string,
): Promise<boolean> {
  const accounts = createAccountRepository(db, { users: names.users, refreshTokens: names.refreshTokens });
  const factors = createFactorRepository(db, { users: names.users, passkeys: names.passkeys });
  const result = await addAdmin({ accounts, factors, audit: createAuditLog(db, names.auditLog) }, email, adminEmails, actor, new Date());
  if (!result.ok) {
    console.error(result.message);
    return false;
  }
  console.log(result.lines.join("\n"));
  return true;
}

/** A stage's secret from Parameter Store, as the deployed functions read it (the stage's value, else the fallback). */
async function cloudSecret(stage: string, name: string): Promise<string> {
  const { SSMClient, GetParametersCommand } = await import("@aws-sdk/client-ssm");
  const ssm = new SSMClient({ region: process.env.AWS_REGION ?? "us-east-1" });
  try {
    const names = secretParameterNames(stage, name);
    const { Parameters = [] } = await ssm.send(new GetParametersCommand({ Names: names, WithDecryption: true }));
    const value = names
      .map((parameter) => Parameters.find((found) => found.Name === parameter)?.Value)
      .find((found) => found !== undefined);
    if (value === undefined)
      throw new Error(`${name} is not set for the "${stage}" stage: npx sst secrets set ${name} <emails> --stage ${stage}`);
    return value;
  } finally {
    ssm.destroy();
  }
}
