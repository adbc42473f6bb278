// npm run smoke -- <site url> [--access-code CODE] [--roast-url URL] [--api-url URL --realtime-url URL]
// npm run smoke -- --print-key
// Checks a running site end to end and prints each step with its time; exits 1 if one failed.
// --print-key prints the stage's smoke key from TOKEN_SECRET, for a scheduler to hold instead of it.
// --api-url and --realtime-url (the stage's ApiUrl and RealtimeUrl outputs) check that both APIs'
// own addresses refuse what did not come through the site.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { smokeKey } from "@ai-leaders/core/smoke";
import { defaultDataDir, localAccessCodes } from "./settings.ts";
import { runSmoke } from "./smoke.ts";

const usage = `Usage: npm run smoke -- <site url> [--access-code CODE] [--roast-url URL] [--api-url URL --realtime-url URL]
       npm run smoke -- --print-key
The access code defaults to SMOKE_ACCESS_CODE, else the local stack's first code. The smoke key is
SMOKE_KEY, else derived from TOKEN_SECRET, else from the local stack's (DATA_DIR, default .data).`;

if (existsSync(".env")) process.loadEnvFile(".env");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    "access-code": { type: "string" },
    "roast-url": { type: "string" },
    "api-url": { type: "string" },
    "realtime-url": { type: "string" },
    "print-key": { type: "boolean" },
  },
});

/** The local stack keeps its TOKEN_SECRET in its data folder when none is set (settings.ts). */
function localTokenSecret(): string | undefined {
  const file = join(resolve(process.env.DATA_DIR ?? defaultDataDir), "token-secret");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

const tokenSecret = process.env.TOKEN_SECRET || localTokenSecret();
const key = process.env.SMOKE_KEY || (tokenSecret && smokeKey(tokenSecret));

if (values["print-key"]) {
  if (!process.env.TOKEN_SECRET) {
    console.error("Set TOKEN_SECRET to the stage's (npx sst secrets get TOKEN_SECRET --stage <stage>) to print its smoke key.");
    process.exit(2);
  }
  console.log(smokeKey(process.env.TOKEN_SECRET));
  process.exit(0);
}

const [siteUrl] = positionals;
const { "api-url": apiUrl, "realtime-url": realtimeUrl } = values;
if (Boolean(apiUrl) !== Boolean(realtimeUrl)) {
  console.error(`Give both --api-url and --realtime-url, or neither.\n${usage}`);
  process.exit(2);
}
if (!siteUrl || !key) {
  console.error(siteUrl ? `No smoke key: set SMOKE_KEY (npm run smoke -- --print-key).\n${usage}` : usage);
  process.exit(2);
}

const steps = await runSmoke({
  siteUrl,
  accessCode: values["access-code"] ?? process.env.SMOKE_ACCESS_CODE ?? localAccessCodes.split(",")[0]!,
  smokeKey: key,
  roastUrl: values["roast-url"],
  ...(apiUrl && realtimeUrl && { directUrls: { api: apiUrl, realtime: realtimeUrl } }),
});
for (const step of steps)
  console.log(`${step.ok ? "ok  " : "FAIL"} ${step.name.padEnd(38)} ${step.ms.toFixed(0).padStart(6)} ms  ${step.detail}`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
