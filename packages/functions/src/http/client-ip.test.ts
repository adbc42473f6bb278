import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { addressOf, cloudClientIp } from "./client-ip.ts";

const secret = "s".repeat(43);
const event = { requestContext: { http: { sourceIp: "130.176.0.1" } } };

async function ipSeen(headers: Record<string, string>, originSecret: string | null = secret) {
  const app = new Hono().get("/", (c) => c.text(cloudClientIp(originSecret ?? undefined)(c)));
  return (await app.request("/", { headers }, { event })).text();
}

describe("the caller's address in the cloud", () => {
  it("is CloudFront's viewer address when the request carries the origin secret", async () => {
    expect(await ipSeen({ "cloudfront-viewer-address": "198.51.100.10:46532", "x-origin-verify": secret })).toBe("198.51.100.10");
    expect(await ipSeen({ "cloudfront-viewer-address": "2001:db8::1:443", "x-origin-verify": secret })).toBe("2001:db8::1");
  });

  it("is API Gateway's source address for a request that didn't come through CloudFront", async () => {
    expect(await ipSeen({ "cloudfront-viewer-address": "198.51.100.10:46532" })).toBe("130.176.0.1");
    expect(await ipSeen({ "cloudfront-viewer-address": "198.51.100.10:46532", "x-origin-verify": "guess" })).toBe("130.176.0.1");
    expect(await ipSeen({ "cloudfront-viewer-address": "198.51.100.10:46532", "x-origin-verify": secret }, null)).toBe("130.176.0.1");
    expect(await ipSeen({ "x-forwarded-for": "203.0.113.9" })).toBe("130.176.0.1");
  });

  it("reads the address before the port", () => {
    expect(addressOf("203.0.113.9:1")).toBe("203.0.113.9");
    expect(addressOf("nonsense")).toBeNull();
  });
});
