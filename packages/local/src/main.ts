// `npm start`: the whole product on http://localhost:3000 until Ctrl-C.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { MissingJavaError } from "./java.ts";
import { watchLaunchers } from "./launchers.ts";
import { StackAlreadyRunningError } from "./lock.ts";
import { terminalOperatorLog } from "./operator-log.ts";
import { defaultDataDir, defaultPort, localAdminEmail, webhookSigningSecretFile } from "./settings.ts";
import { addAdmin } from "./admin-cli-add.ts";
import { startLocalStack, type LocalStack } from "./stack.ts";
import { webhookReport, type AiConfig, type AppConfig } from "@ai-leaders/core/config";
import { signatureHeader } from "@ai-leaders/core/relay";

if (existsSync(".env")) process.loadEnvFile(".env");

const port = Number(process.env.PORT ?? defaultPort);
const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir);

// Served as localhost: WebAuthn refuses an IP address as a passkey's site, so passkeys work at the
// address the banner prints (127.0.0.1 still answers, without passkeys).
const starting = startLocalStack({ port, dataDir, urlHost: "localhost", settings: process.env, operatorLog: terminalOperatorLog });

let stopping = false;
// Stopping while starting waits for the start, so nothing half-started is left behind.
const shutdown = async (reason: string) => {
  if (stopping) return;
  stopping = true;
  // A closed terminal (SIGHUP) can no longer be written to.
  if (reason !== "SIGHUP") console.log(`\n  ${reason}: stopping…`);
  await starting.then(
    (stack) => stack.stop(),
    () => undefined,
  );
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(signal));
watchLaunchers(() => void shutdown("npm exited"));

try {
  const stack = await starting;
  const admin = await localAdminLine(stack);
  if (!stopping) printBanner(stack, admin);
} catch (error) {
  if (error instanceof MissingJavaError || error instanceof StackAlreadyRunningError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error("\nCould not start the local stack:", error);
  }
  process.exit(1);
}

/**
 * With ADMIN_EMAILS unset, the first start makes the local admin and shows its one-time password
 * (like the access codes); later starts only name it. With ADMIN_EMAILS set, `npm run admin` does.
 */
async function localAdminLine({ services, config }: LocalStack): Promise<string> {
  if (process.env.ADMIN_EMAILS) return "";
  const existing = await services.accounts.findUser(localAdminEmail);
  if (existing?.role === "admin") {
    return `  Admin         ${localAdminEmail} (password already set; npm run admin -- add ${localAdminEmail} makes a new one)`;
  }
  const made = await addAdmin(services, localAdminEmail, config.adminEmails, "npm start", new Date());
  if (!made.ok) return "";
  return `  Admin         ${localAdminEmail}  password: ${made.password} (one-time: change it at /admin)`;
}

function printBanner(stack: LocalStack, adminLine: string): void {
  const [first, second] = stack.config.accessCodes;
  console.log(
    [
      "",
      "  AI for Leaders is running",
      "",
      `  Site          ${stack.url}`,
      `  Access codes  ${first}  ${second}`,
      ...(adminLine ? [adminLine] : []),
      `  Data          ${dataDir}`,
      `  DynamoDB      ${stack.endpoints.dynamo} (DynamoDB Local; on all interfaces, answers only the key in ${dataDir})`,
      `  Queue         ${stack.endpoints.sqs} (fauxqs, in memory)`,
      `  AI reports    ${modelLine(stack.config.ai)}`,
      `  Mail          ${mailLine(stack)}`,
      `  Screenshots   ${stack.pageCapture}`,
      ...webhookLines(stack.config),
      stack.requeued > 0 ? `  Relay         ${stack.requeued} pending deliveries enqueued again` : "",
      "",
      "  Press Ctrl-C to stop.",
      "",
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
  );
}

/** Each webhook set, where it goes and what is wrong with it, and where its signing key is. */
function webhookLines(config: AppConfig): string[] {
  const report = webhookReport(config.webhooks);
  if (report.length === 0) return [];
  const lines = report.flatMap(({ setting, shown, problem, warning }) => [
    `${setting} ${problem ? `NOT USED: ${problem}` : `→ ${shown}`}`,
    ...(warning ? [`  ${warning}`] : []),
  ]);
  const key = process.env.WEBHOOK_SIGNING_SECRET ? "WEBHOOK_SIGNING_SECRET" : join(dataDir, webhookSigningSecretFile);
  lines.push(`deliveries signed (${signatureHeader}) with the key in ${key}`);
  return lines.map((line, index) => `  ${index === 0 ? "Webhooks      " : "              "}${line}`);
}

/** Where mail goes: the catcher's viewer, or the host SMTP_URL names (never its login). */
function mailLine({ mail }: LocalStack): string {
  if (mail) return `${mail.url} (caught here; set SMTP_URL to send for real)`;
  return `SMTP server at ${smtpHost(process.env.SMTP_URL)} (SMTP_URL)`;
}

function smtpHost(smtpUrl: string | undefined): string {
  try {
    return new URL(smtpUrl ?? "").host;
  } catch {
    return "an address that is not a URL: check SMTP_URL";
  }
}

function modelLine(ai: AiConfig): string {
  if (ai.provider === "none") return "rule-based analyzer (set AI_PROVIDER, AI_MODEL and AI_BASE_URL to use a model; see docs/settings.md)";
  return ai.provider === "openai" ? `${ai.model} at ${ai.baseUrl}` : `${ai.model} on Amazon Bedrock`;
}
