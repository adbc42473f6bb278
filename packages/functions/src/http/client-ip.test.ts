import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { compileEdgeRequest, edgeRequestCode } from "@ai-leaders/infra";
import { cloudClientIp } from "./client-ip.ts";

const secret = "s".repeat(43);
const event = { requestContext: { http: { sourceIp: "130.176.0.1" } } };
const apiEdge = compileEdgeRequest(edgeRequestCode());

async function ipSeen(headers: Record<string, string>, originSecret: string | null = secret) {
  const app = new Hono().get("/", (c) => c.text(cloudClientIp(originSecret ?? undefined)(c)));
  return (await app.request("/", { headers }, { event })).text();
}

/** The headers CloudFront sends on: the viewer's, as the edge function left them, and the origin secret. */
function throughEdge(viewerIp: string, viewerHeaders: Record<string, string> = {}): Record<string, string> {
  const request = apiEdge({
    viewer: { ip: viewerIp },
    request: {
      uri: "/api/newsletter",
      headers: Object.fromEntries(Object.entries(viewerHeaders).map(([name, value]) => [name, { value }])),
    },
  });
  return { ...Object.fromEntries(Object.entries(request.headers).map(([name, { value }]) => [name, value])), "x-origin-verify": secret };
}

describe("the caller's address in the cloud", () => {
  it("is the address the edge function wrote, IPv4 or IPv6", async () => {
    expect(await ipSeen(throughEdge("198.51.100.10"))).toBe("198.51.100.10");
    expect(await ipSeen(throughEdge("2001:db8::1"))).toBe("2001:db8::1");
  });

  it("is never what the viewer claimed: the edge overwrites it", async () => {
    expect(await ipSeen(throughEdge("198.51.100.10", { "x-viewer-address": "203.0.113.9", "x-forwarded-for": "203.0.113.9" }))).toBe(
      "198.51.100.10",
    );
  });

  it("is API Gateway's source address for a request that didn't come through CloudFront", async () => {
    expect(await ipSeen({ "x-viewer-address": "198.51.100.10" })).toBe("130.176.0.1");
    expect(await ipSeen({ "x-viewer-address": "198.51.100.10", "x-origin-verify": "guess" })).toBe("130.176.0.1");
    expect(await ipSeen({ "x-viewer-address": "198.51.100.10", "x-origin-verify": secret }, null)).toBe("130.176.0.1");
    expect(await ipSeen({ "x-viewer-address": "not an address", "x-origin-verify": secret })).toBe("130.176.0.1");
    expect(await ipSeen({ "x-forwarded-for": "203.0.113.9" })).toBe("130.176.0.1");
  });
});
