// `npm start`: the whole product on http://127.0.0.1:3000 until Ctrl-C.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { MissingJavaError } from "./java.ts";
import { defaultDataDir, defaultPort } from "./settings.ts";
import { startLocalStack } from "./stack.ts";
import type { AiConfig } from "@ai-leaders/core/config";

if (existsSync(".env")) process.loadEnvFile(".env");
// The SDK's notice that it will need Node 22 from 2027 is for the cloud runtime, not for this machine.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const port = Number(process.env.PORT ?? defaultPort);
const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir);

try {
  const stack = await startLocalStack({ port, dataDir, settings: process.env });
  const [first, second] = stack.config.accessCodes;
  console.log(
    [
      "",
      "  AI for Leaders is running",
      "",
      `  Site          ${stack.url}`,
      `  Access codes  ${first}  ${second}`,
      `  Data          ${dataDir}`,
      `  DynamoDB      ${stack.endpoints.dynamo} (DynamoDB Local; it listens on all interfaces)`,
      `  Queue         ${stack.endpoints.sqs} (fauxqs, in memory)`,
      `  AI reports    ${modelLine(stack.config.ai)}`,
      stack.requeued > 0 ? `  Relay         ${stack.requeued} pending deliveries enqueued again` : "",
      "",
      "  Press Ctrl-C to stop.",
      "",
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
} catch (error) {
  if (error instanceof MissingJavaError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error("\nCould not start the local stack:", error);
  }
  process.exit(1);
}

function modelLine(ai: AiConfig): string {
  if (ai.provider === "none") return "rule-based analyzer (set AI_PROVIDER, AI_MODEL and AI_BASE_URL to use a model; see README)";
  return ai.provider === "openai" ? `${ai.model} at ${ai.baseUrl}` : `${ai.model} on Amazon Bedrock`;
}
