// https through the pinned connection: the socket goes to the checked address while TLS still
// verifies the certificate against the host name and sends it as SNI. The certificate is a
// self-signed test-only one for secure.example (valid 2000-2100), trusted through the ca seam.
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch } from "./index.ts";
import type { Dial, Lookup } from "./index.ts";

const cert = readFileSync(new URL("./fixtures/test-only-cert.pem", import.meta.url), "utf8");
const key = readFileSync(new URL("./fixtures/test-only-key.pem", import.meta.url), "utf8");
const publicAddress = "93.184.216.34";
const lookup: Lookup = async () => [{ address: publicAddress, family: 4 }];
const seen: Array<{ servername: string | false | undefined; host: string | undefined }> = [];

let server: Server;
let dial: Dial;

beforeAll(async () => {
  server = createServer({ cert, key }, (request, response) => {
    const socket = request.socket as typeof request.socket & { servername?: string | false };
    seen.push({ servername: socket.servername, host: request.headers.host });
    response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Secure</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  dial = (checked) => (checked.address === publicAddress ? { address: "127.0.0.1", family: 4, port } : checked);
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe("safe fetch over https", () => {
  it("verifies the certificate for the name and sends it as SNI and Host, on the pinned address", async () => {
    const result = await safeFetch("https://secure.example/", { lookup, dial, ca: cert });
    expect(result).toMatchObject({ ok: true, status: 200, url: "https://secure.example/" });
    expect(seen.at(-1)).toEqual({ servername: "secure.example", host: "secure.example" });
  });

  it("refuses a certificate that doesn't match the name", async () => {
    const result = await safeFetch("https://other.example/", { lookup, dial, ca: cert });
    expect(result).toMatchObject({ ok: false, code: "unreachable" });
    expect(result.ok === false && result.detail).toContain("ERR_TLS_CERT_ALTNAME_INVALID");
  });

  it("refuses a certificate it has no reason to trust", async () => {
    const result = await safeFetch("https://secure.example/", { lookup, dial });
    expect(result).toMatchObject({ ok: false, code: "unreachable" });
  });
});
