// The caller's address. Behind CloudFront, the API sees an edge server; the visitor's address is
// the header the edge function writes (infra's edgeRequestCode), trusted only on requests that
// carry the origin secret CloudFront adds. Whatever reaches the API another way (the execute-api
// URL called directly) is known by its own source address.
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { Context } from "hono";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { originVerifyHeader, viewerAddressHeader } from "@ai-leaders/infra";

/** The address as the edge vouched for it, else the connection's own source address. */
export function edgeClientIp(originSecret: string | undefined, sourceAddress: (c: Context) => string) {
  return (c: Context): string => {
    const viewer = c.req.header(viewerAddressHeader)?.trim();
    if (!originSecret || !viewer || !isIP(viewer) || !sameSecret(c.req.header(originVerifyHeader), originSecret)) return sourceAddress(c);
    return viewer;
  };
}

/** In Lambda, behind API Gateway: the source is the request context's. */
export function cloudClientIp(originSecret: string | undefined) {
  return edgeClientIp(originSecret, (c) => (c.env as { event: APIGatewayProxyEventV2 }).event.requestContext.http.sourceIp);
}

export function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
