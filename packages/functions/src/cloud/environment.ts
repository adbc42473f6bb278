// What a Lambda knows about its deployment: env vars set by the stacks, secrets bound by SST.
import { optionalSecretNames, secretsByFunction } from "@ai-leaders/infra";
import { cachedFor, parameterStore, readSecrets } from "./secrets.ts";

export type FunctionName = keyof typeof secretsByFunction;
export type CloudSettings = Record<string, string | undefined>;

/** Long enough that a busy container reads Parameter Store a few times an hour, short enough for a rotated secret. */
const secretsMaxAgeMs = 5 * 60_000;

/**
 * The env vars plus the secrets bound to this function, read afresh at most every few minutes. The
 * handler's settings and its services' (cloudConnections) each keep a cache of their own.
 */
export function cloudSettings(fn: FunctionName): () => Promise<CloudSettings> {
  const getParameters = parameterStore(process.env.SST_REGION ?? process.env.AWS_REGION);
  return cachedFor(secretsMaxAgeMs, async () => ({
    ...process.env,
    ...(await readSecrets(secretsByFunction[fn], { env: process.env, getParameters }, optionalSecretNames)),
  }));
}

/**
 * A Lambda handler built from this function's settings: the read starts while the container
 * initialises, and the handler is built again only when the settings were read afresh.
 */
export function withCloudSettings<Args extends unknown[], Result>(
  fn: FunctionName,
  build: (settings: CloudSettings) => (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const settings = cloudSettings(fn);
  settings().catch(() => undefined); // the first invocation reads again and reports the failure
  let built: { from: CloudSettings; handler: (...args: Args) => Promise<Result> } | undefined;
  return async (...args) => {
    const current = await settings();
    if (built?.from !== current) built = { from: current, handler: build(current) };
    return built.handler(...args);
  };
}
