// The SSRF table: every address trick we know of, with DNS stubbed. "public.example" resolves to
// a public address; the dial seam sends that one address to a loopback fixture server, so the
// allowed cases and the redirect cases really run over HTTP without leaving this machine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer } from "./fixture-server.ts";
import type { FixtureServer } from "./fixture-server.ts";
import { fetchFailureReasons, safeFetch } from "./index.ts";
import type { Dial, FetchFailureCode, Lookup, ResolvedAddress } from "./index.ts";

const publicAddress = "93.184.216.34";

const zone: Record<string, ResolvedAddress[]> = {
  "public.example": [{ address: publicAddress, family: 4 }],
  "internal.example": [{ address: "10.1.2.3", family: 4 }],
  "metadata.example": [{ address: "169.254.169.254", family: 4 }],
  "mixed.example": [
    { address: publicAddress, family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
  "v6private.example": [{ address: "fd00::1", family: 6 }],
  "mapped.example": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "cgnat.example": [{ address: "100.100.100.100", family: 4 }],
};

const lookedUp: string[] = [];
const lookup: Lookup = async (hostname) => {
  lookedUp.push(hostname);
  const answer = zone[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return answer;
};

let server: FixtureServer;
let dial: Dial;

const page = "<!doctype html><html><head><title>Fixture</title></head><body><h1>Hello</h1></body></html>";
const redirect = (location: string) => ({ status: 302, headers: { location }, body: "" });

beforeAll(async () => {
  server = await startFixtureServer({
    "/": { body: page },
    "/redirect-to-loopback": redirect("http://127.0.0.1/"),
    "/redirect-to-loopback-v6": redirect("http://[::1]/"),
    "/redirect-to-metadata": redirect("http://169.254.169.254/latest/meta-data/iam/"),
    "/redirect-to-internal-name": redirect("http://internal.example/admin"),
    "/redirect-to-file": redirect("file:///etc/passwd"),
    "/redirect-to-gopher": redirect("gopher://public.example:70/_GET"),
    "/redirect-to-port": redirect("http://public.example:8080/"),
    "/redirect-to-credentials": redirect("http://admin:admin@public.example/"),
    "/redirect-to-decimal": redirect("http://2130706433/"),
    "/relative-redirect": redirect("/"),
  });
  dial = (checked) => (checked.address === publicAddress ? { address: "127.0.0.1", family: 4, port: server.port } : checked);
});

afterAll(() => server.close());

type Expected = FetchFailureCode | "ok";

const cases: Array<[name: string, url: string, expected: Expected]> = [
  ["loopback literal", "http://127.0.0.1/", "blocked"],
  ["loopback, other address in 127/8", "http://127.0.0.2/", "blocked"],
  ["localhost", "http://localhost/", "blocked"],
  ["LOCALHOST upper case", "http://LOCALHOST/", "blocked"],
  ["localhost with trailing dot", "http://localhost./", "blocked"],
  ["subdomain of localhost", "http://app.localhost/", "blocked"],
  ["decimal IPv4", "http://2130706433/", "blocked"],
  ["octal IPv4", "http://017700000001/", "blocked"],
  ["dotted octal IPv4", "http://0177.0.0.01/", "blocked"],
  ["hex IPv4", "http://0x7f000001/", "blocked"],
  ["dotted hex IPv4", "http://0x7f.0x0.0x0.0x1/", "blocked"],
  ["short IPv4", "http://127.1/", "blocked"],
  ["IPv6 loopback", "http://[::1]/", "blocked"],
  ["IPv4-mapped IPv6 loopback", "http://[::ffff:127.0.0.1]/", "blocked"],
  ["IPv4-mapped IPv6 loopback, hex form", "http://[::ffff:7f00:1]/", "blocked"],
  ["IPv4-mapped cloud metadata", "http://[::ffff:a9fe:a9fe]/", "blocked"],
  ["cloud metadata", "http://169.254.169.254/latest/meta-data/", "blocked"],
  ["cloud metadata, decimal", "http://2852039166/", "blocked"],
  ["IPv6 link-local", "http://[fe80::1]/", "blocked"],
  ["private 10/8", "http://10.0.0.1/", "blocked"],
  ["private 172.16/12", "http://172.16.5.4/", "blocked"],
  ["private 192.168/16", "http://192.168.1.1/", "blocked"],
  ["carrier-grade NAT", "http://100.64.0.1/", "blocked"],
  ["multicast", "http://224.0.0.1/", "blocked"],
  ["unspecified", "http://0.0.0.0/", "blocked"],
  ["unspecified, short", "http://0/", "blocked"],
  ["reserved 240/4", "http://240.0.0.1/", "blocked"],
  ["broadcast", "http://255.255.255.255/", "blocked"],
  ["IPv6 unique local", "http://[fc00::1]/", "blocked"],
  ["IPv6 multicast", "http://[ff02::1]/", "blocked"],
  ["IPv6 unspecified", "http://[::]/", "blocked"],
  ["NAT64 of a private address", "http://[64:ff9b::a00:1]/", "blocked"],
  ["6to4 of loopback", "http://[2002:7f00:1::]/", "blocked"],
  ["userinfo with password", "http://user:pass@public.example/", "blocked"],
  ["userinfo naming a public host", "http://public.example@127.0.0.1/", "blocked"],
  ["userinfo, empty password", "http://public.example:@127.0.0.1/", "blocked"],
  ["fragment hiding the host", "http://127.0.0.1#@public.example/", "blocked"],
  ["non-default port", "http://public.example:8080/", "blocked"],
  ["non-default https port", "https://public.example:8443/", "blocked"],
  ["https on port 80", "https://public.example:80/", "blocked"],
  ["file scheme", "file:///etc/passwd", "blocked"],
  ["gopher scheme", "gopher://public.example:70/_GET", "blocked"],
  ["ftp scheme", "ftp://public.example/", "blocked"],
  ["data scheme", "data:text/html,<h1>hi</h1>", "blocked"],
  ["javascript scheme", "javascript:alert(1)", "blocked"],
  ["public name resolving to a private address", "http://internal.example/", "blocked"],
  ["public name resolving to cloud metadata", "http://metadata.example/", "blocked"],
  ["public name with one private answer among public ones", "http://mixed.example/", "blocked"],
  ["public name resolving to IPv6 unique local", "http://v6private.example/", "blocked"],
  ["public name resolving to IPv4-mapped loopback", "http://mapped.example/", "blocked"],
  ["public name resolving to carrier-grade NAT", "http://cgnat.example/", "blocked"],
  ["redirect to loopback", "http://public.example/redirect-to-loopback", "blocked"],
  ["redirect to IPv6 loopback", "http://public.example/redirect-to-loopback-v6", "blocked"],
  ["redirect to decimal loopback", "http://public.example/redirect-to-decimal", "blocked"],
  ["redirect to cloud metadata", "http://public.example/redirect-to-metadata", "blocked"],
  ["redirect to a name resolving privately", "http://public.example/redirect-to-internal-name", "blocked"],
  ["redirect to file:", "http://public.example/redirect-to-file", "blocked"],
  ["redirect to gopher:", "http://public.example/redirect-to-gopher", "blocked"],
  ["redirect to a non-default port", "http://public.example/redirect-to-port", "blocked"],
  ["redirect to a URL with credentials", "http://public.example/redirect-to-credentials", "blocked"],
  ["unknown name", "http://nowhere.example/", "unreachable"],
  ["not a URL", "not a url", "invalid-input"],
  ["public name (control)", "http://public.example/", "ok"],
  ["explicit default port (control)", "http://public.example:80/", "ok"],
  ["relative redirect on the same public host (control)", "http://public.example/relative-redirect", "ok"],
];

describe("safe fetch refuses every way back into our network", () => {
  it.each(cases)("%s: %s → %s", async (_name, url, expected) => {
    const result = await safeFetch(url, { lookup, dial, timeoutMs: 5_000 });
    if (expected === "ok") {
      expect(result).toMatchObject({ ok: true, status: 200 });
      return;
    }
    expect(result).toMatchObject({ ok: false, code: expected });
    if (expected === "blocked") expect(result).toMatchObject({ reason: fetchFailureReasons.blocked });
  });

  it("has at least 30 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
});

describe("connection pinning", () => {
  it("resolves a name once and connects to that answer, even if DNS would answer differently later", async () => {
    let calls = 0;
    const rebinding: Lookup = async () => {
      calls += 1;
      return calls === 1 ? [{ address: publicAddress, family: 4 }] : [{ address: "127.0.0.1", family: 4 }];
    };
    const before = server.requests.length;
    const result = await safeFetch("http://rebind.example/", { lookup: rebinding, dial });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(calls).toBe(1);
    expect(server.requests.slice(before)).toEqual([{ path: "/", host: "rebind.example" }]);
  });

  it("resolves again, and checks again, on every redirect hop", async () => {
    const before = lookedUp.length;
    const result = await safeFetch("http://public.example/redirect-to-internal-name", { lookup, dial });
    expect(result).toMatchObject({ ok: false, code: "blocked" });
    expect(lookedUp.slice(before)).toEqual(["public.example", "internal.example"]);
  });

  it("never resolves an address literal", async () => {
    const before = lookedUp.length;
    await safeFetch("http://[::ffff:127.0.0.1]/", { lookup, dial });
    await safeFetch("http://0x7f.1/", { lookup, dial });
    expect(lookedUp.length).toBe(before);
  });
});
