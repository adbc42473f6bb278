// npm run smoke -- <site url> [--access-code CODE] [--roast-url URL]
// Checks a running site end to end and prints each step with its time; exits 1 if one failed.
import { parseArgs } from "node:util";
import { localAccessCodes } from "./settings.ts";
import { runSmoke } from "./smoke.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "access-code": { type: "string" }, "roast-url": { type: "string" } },
});
const [siteUrl] = positionals;
if (!siteUrl) {
  console.error(
    "Usage: npm run smoke -- <site url> [--access-code CODE] [--roast-url URL]\n(the access code defaults to SMOKE_ACCESS_CODE, else the local stack's first code)",
  );
  process.exit(2);
}

const steps = await runSmoke({
  siteUrl,
  accessCode: values["access-code"] ?? process.env.SMOKE_ACCESS_CODE ?? localAccessCodes.split(",")[0]!,
  roastUrl: values["roast-url"],
});
for (const step of steps)
  console.log(`${step.ok ? "ok  " : "FAIL"} ${step.name.padEnd(38)} ${step.ms.toFixed(0).padStart(6)} ms  ${step.detail}`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
