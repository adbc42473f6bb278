// The local static server compresses text as CloudFront does: brotli, else gzip, else as is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LocalStack } from "@ai-leaders/local";
import { startTestStack } from "../support/test-stack.ts";
import { acceptingEncoding, rawGet } from "../support/raw-get.ts";

/** A script of a realistic size, with repetition as real bundles have. */
const script = Array.from(
  { length: 400 },
  (_, index) => `export function step${index}(value) { return value * ${index} + "${"ai".repeat(index % 7)}"; }`,
).join("\n");

describe("compression on the local static server", () => {
  let stack: LocalStack;
  let assetUrl: string;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>AI for Leaders</title>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), script);
    writeFileSync(join(dist, "assets", "mark-abc123.png"), Buffer.from("89504e470d0a1a0a", "hex"));
    stack = await startTestStack({ webDistDir: dist });
    assetUrl = `${stack.url}/assets/index-abc123.js`;
  });
  afterAll(async () => {
    await stack.stop();
  });

  it("sends a script brotli-compressed to a browser that accepts brotli, twice alike", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await rawGet(assetUrl, acceptingEncoding("gzip, deflate, br"));
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.body.length).toBeLessThan(script.length / 4);
      expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    }
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const answer = await rawGet(assetUrl, acceptingEncoding("gzip"));
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it.each([undefined, "identity", "br;q=0, gzip;q=0"])("sends the file as it is when the client accepts %s", async (acceptEncoding) => {
    const answer = await rawGet(assetUrl, acceptingEncoding(acceptEncoding));
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(answer.body.toString()).toBe(script);
  });

  it("compresses pages too, and leaves images alone", async () => {
    const page = await rawGet(`${stack.url}/`, acceptingEncoding("br"));
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString()).toContain("<title>AI for Leaders</title>");
    const image = await rawGet(`${stack.url}/assets/mark-abc123.png`, acceptingEncoding("br"));
    expect(image.headers["content-encoding"]).toBeUndefined();
  });
});
