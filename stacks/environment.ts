import type { Function as SstFunction, Table } from "sst/constructs";
import { relayQueue, secretsByFunction, tables, type TableKey } from "@ai-leaders/infra";
import type { Storage } from "./storage.ts";

type StorageOutputs = ReturnType<typeof Storage>;

/** The env vars every handler reads (tableNamesFromEnv, the relay queue URL). */
export function handlerEnvironment(storage: StorageOutputs): Record<string, string> {
  return {
    ...Object.fromEntries(
      (Object.entries(storage.tables) as Array<[TableKey, Table]>).map(([key, table]) => [tables[key].envVar, table.tableName]),
    ),
    [relayQueue.envVar]: storage.relay.queueUrl,
    PUBLIC_URL: publicUrl(),
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

export type { SstFunction };
