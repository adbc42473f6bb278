import type { Function as SstFunction, Table } from "sst/constructs";
import { modelSettingNames, relayQueue, secretsByFunction, tables, type TableKey } from "@ai-leaders/infra";
import type { Storage } from "./storage.ts";

type StorageOutputs = ReturnType<typeof Storage>;

/** The env vars every handler reads (tableNamesFromEnv, the relay queue URL, the model settings). */
export function handlerEnvironment(storage: StorageOutputs): Record<string, string> {
  return {
    ...Object.fromEntries(
      (Object.entries(storage.tables) as Array<[TableKey, Table]>).map(([key, table]) => [tables[key].envVar, table.tableName]),
    ),
    [relayQueue.envVar]: storage.relay.queueUrl,
    PUBLIC_URL: publicUrl(),
    ...modelSettings(),
    ...(process.env.RESULT_RETENTION_DAYS?.trim() && { RESULT_RETENTION_DAYS: process.env.RESULT_RETENTION_DAYS.trim() }),
  };
}

/** Table access for the handler plus only the secrets it reads (least privilege). */
export function handlerBindings(storage: StorageOutputs, fn: keyof typeof secretsByFunction) {
  return [...Object.values(storage.tables), storage.relay, ...secretsByFunction[fn].map((name) => storage.secrets[name])];
}

/** The site origin, set when deploying (`PUBLIC_URL=https://… npx sst deploy`). */
export function publicUrl(): string {
  const value = process.env.PUBLIC_URL;
  if (!value) throw new Error("Set PUBLIC_URL (the site origin, e.g. https://aiforleaders.example) before deploying.");
  return new URL(value).origin;
}

const modelProviders = ["none", "openai", "bedrock"] as const;
export type ModelProvider = (typeof modelProviders)[number];

/**
 * The model settings set when deploying, AI_PROVIDER defaulting to none. Checked here, so a typo
 * fails the deploy instead of the first report.
 */
export function modelSettings(): Record<string, string> & { AI_PROVIDER: ModelProvider } {
  const settings: Record<string, string> = Object.fromEntries(
    modelSettingNames.flatMap((name) => {
      const value = process.env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const provider = settings.AI_PROVIDER ?? "none";
  if (!isModelProvider(provider)) throw new Error(`Set AI_PROVIDER to none, openai or bedrock (it is "${provider}").`);
  if (provider !== "none" && !settings.AI_MODEL) {
    throw new Error(`Set AI_MODEL (the model id, e.g. anthropic.claude-3-5-haiku-20241022-v1:0) when AI_PROVIDER is ${provider}.`);
  }
  return { ...settings, AI_PROVIDER: provider };
}

function isModelProvider(value: string): value is ModelProvider {
  return (modelProviders as readonly string[]).includes(value);
}

export type { SstFunction };
