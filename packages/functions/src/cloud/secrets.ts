// The secrets SST binds to a function live in Parameter Store; the function's environment only
// names them. Read once per container, all in one parallel round, and kept for a few minutes so
// a changed secret reaches warm containers too. The SSM client is loaded only when there is
// something to fetch, so nothing else (and no local run) carries it.
import type { SSMClient } from "@aws-sdk/client-ssm";

/** What SST sets in place of a bound secret's value (sst/constructs/util/binding). */
const fetchFromParameterStore = "__FETCH_FROM_SSM__";
/** GetParameters takes at most ten names per call. */
const namesPerCall = 10;

export interface SecretSource {
  env: Record<string, string | undefined>;
  /** The names and values Parameter Store holds of these; names it does not hold are left out. */
  getParameters: (names: string[]) => Promise<Map<string, string>>;
}

/** The bound secrets' values, by name. Throws when one not `optional` is set neither for the stage nor as a fallback. */
export async function readSecrets(
  names: readonly string[],
  { env, getParameters }: SecretSource,
  optional: ReadonlySet<string> = new Set(),
): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  const toFetch: string[] = [];
  for (const name of names) {
    const bound = env[`SST_Secret_value_${name}`];
    if (bound === undefined) throw new Error(`Secret ${name} is not bound to this function`);
    if (bound === fetchFromParameterStore) toFetch.push(name);
    else values[name] = bound;
  }
  if (toFetch.length === 0) return values;

  // The stage's value wins; the app-wide fallback (`sst secrets set --fallback`) is asked in the same round.
  const stagePath = (name: string) => `${env.SST_SSM_PREFIX ?? ""}Secret/${name}/value`;
  const fallbackPath = (name: string) => `/sst/${env.SST_APP}/.fallback/Secret/${name}/value`;
  const found = await getParameters(toFetch.flatMap((name) => [stagePath(name), fallbackPath(name)]));
  const missing: string[] = [];
  for (const name of toFetch) {
    const value = found.get(stagePath(name)) ?? found.get(fallbackPath(name));
    if (value !== undefined) values[name] = value;
    else if (!optional.has(name)) missing.push(name);
  }
  if (missing.length > 0) throw new Error(`These secrets are not set for the "${env.SST_STAGE}" stage: ${missing.join(", ")}`);
  return values;
}

/** Parameter Store's GetParameters, every batch of ten at once. */
export function parameterStore(region: string | undefined): SecretSource["getParameters"] {
  let client: Promise<{ ssm: SSMClient; GetParametersCommand: typeof import("@aws-sdk/client-ssm").GetParametersCommand }> | undefined;
  return async (names) => {
    client ??= import("@aws-sdk/client-ssm").then(({ SSMClient, GetParametersCommand }) => ({
      ssm: new SSMClient({ region }),
      GetParametersCommand,
    }));
    const { ssm, GetParametersCommand } = await client;
    const batches = Array.from({ length: Math.ceil(names.length / namesPerCall) }, (_, index) =>
      names.slice(index * namesPerCall, (index + 1) * namesPerCall),
    );
    const answers = await Promise.all(batches.map((Names) => ssm.send(new GetParametersCommand({ Names, WithDecryption: true }))));
    return new Map(answers.flatMap((answer) => answer.Parameters ?? []).map((parameter) => [parameter.Name!, parameter.Value!]));
  };
}

/**
 * `load`, remembered for `maxAgeMs`. Callers within that time share one read (and one in flight);
 * a failed read is forgotten at once, so the next call tries again.
 */
export function cachedFor<T>(maxAgeMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: Promise<T>; readAt: number } | undefined;
  return () => {
    if (cached && now() - cached.readAt < maxAgeMs) return cached.value;
    const value = load();
    const entry = { value, readAt: now() };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}
