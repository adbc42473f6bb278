// The API compresses what it answers (JSON, the share pages' HTML) for a client that accepts it:
// CloudFront does not, since nothing of the API is cached.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { startTestStack } from "../support/test-stack.ts";

describe("the API's answers", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  it("come gzipped to a client that accepts it, and whole to one that does not", async () => {
    const path = "/r/AAAAAAAAAAAAAAAAAAAAAA";
    const zipped = await stack.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const compressed = Buffer.from(await zipped.arrayBuffer());
    const html = gunzipSync(compressed).toString("utf8");
    expect(html).toContain("Result not found");
    expect(compressed.length).toBeLessThan(html.length / 2);

    const plain = await stack.request(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});
