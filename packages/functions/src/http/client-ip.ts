// The caller's address in the cloud. Behind CloudFront, API Gateway sees an edge server; the
// visitor's address is in CloudFront-Viewer-Address, trusted only on requests that carry the
// origin secret CloudFront adds (the execute-api URL can still be called directly, without it).
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { originVerifyHeader } from "@ai-leaders/infra";

export function cloudClientIp(originSecret: string | undefined) {
  return (c: Context): string => {
    const sourceIp = (c.env as { event: APIGatewayProxyEventV2 }).event.requestContext.http.sourceIp;
    const viewer = c.req.header("cloudfront-viewer-address");
    if (!originSecret || !viewer || !sameSecret(c.req.header(originVerifyHeader), originSecret)) return sourceIp;
    return addressOf(viewer) ?? sourceIp;
  };
}

/** "198.51.100.10:46532" or "2001:db8::1:46532": the address is everything before the last colon. */
export function addressOf(viewerAddress: string): string | null {
  const cut = viewerAddress.lastIndexOf(":");
  return cut > 0 ? viewerAddress.slice(0, cut) : null;
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
