// Turns a user-supplied URL into one checked address to connect to: scheme, credentials, port,
// then every address the name resolves to. The name is resolved exactly once, here.
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { checkAddress } from "./address-policy.ts";
import { FetchRefusal, describe } from "./failure.ts";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** DNS resolution, injectable so tests never touch the network. */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

export interface CheckedTarget {
  url: URL;
  /** Host name without IPv6 brackets, for the request, the Host header and TLS SNI. */
  hostname: string;
  /** The checked address the connection is pinned to. */
  address: ResolvedAddress;
  port: number;
}

export interface TargetPolicy {
  allowPrivateHosts: boolean;
  lookup: Lookup;
  signal: AbortSignal;
}

const maxUrlLength = 2048;

export const systemLookup: Lookup = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export function parseTargetUrl(raw: string): URL {
  if (raw.length > maxUrlLength) throw new FetchRefusal("invalid-input", "URL longer than 2048 characters");
  if (!URL.canParse(raw)) throw new FetchRefusal("invalid-input", "URL does not parse");
  return new URL(raw);
}

export async function checkTarget(url: URL, policy: TargetPolicy): Promise<CheckedTarget> {
  checkUrlShape(url, policy.allowPrivateHosts);
  const hostname = bareHostname(url);
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const addresses = isIP(hostname)
    ? [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 } as const]
    : await resolve(hostname, policy);
  for (const candidate of addresses) {
    const verdict = checkAddress(candidate.address, { allowLoopback: policy.allowPrivateHosts });
    if (!verdict.allowed) {
      const subject = candidate.address === hostname ? hostname : `${hostname} resolves to ${candidate.address}, which`;
      throw new FetchRefusal("blocked", `${subject} is ${verdict.range}`);
    }
  }
  const [address] = addresses;
  if (!address) throw new FetchRefusal("unreachable", `${hostname} has no address`);
  return { url, hostname, address, port };
}

function checkUrlShape(url: URL, allowPrivateHosts: boolean): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefusal("blocked", `scheme ${url.protocol} is not http or https`);
  }
  if (url.username || url.password) throw new FetchRefusal("blocked", "credentials in the URL");
  if (!url.hostname) throw new FetchRefusal("invalid-input", "URL has no host");
  // The URL parser drops default ports, so any port left is a non-default one.
  if (url.port && !allowPrivateHosts) throw new FetchRefusal("blocked", `non-default port ${url.port}`);
  const name = bareHostname(url);
  if (!allowPrivateHosts && (name === "localhost" || name.endsWith(".localhost"))) {
    throw new FetchRefusal("blocked", `${name} is a loopback name`);
  }
}

function bareHostname(url: URL): string {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return host.endsWith(".") ? host.slice(0, -1) : host;
}

async function resolve(hostname: string, policy: TargetPolicy): Promise<readonly ResolvedAddress[]> {
  try {
    return await abortable(policy.lookup(hostname), policy.signal);
  } catch (error) {
    if (policy.signal.aborted) throw error;
    throw new FetchRefusal("unreachable", `DNS lookup of ${hostname} failed: ${describe(error)}`);
  }
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolvePromise, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolvePromise(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
