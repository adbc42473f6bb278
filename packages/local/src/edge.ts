// The cloud's edge, in front of the local API: what CloudFront and API Gateway do to a request
// before our code sees it, and to the answer after. The viewer's address is written by the same
// edge function the distribution runs (infra's edgeRequestCode), with an origin secret as the
// cloud's; an answer over Lambda's 6 MB, or one that outlasts the function's time, fails as it
// would behind API Gateway. So a green local test means the same in the cloud.
import { randomBytes } from "node:crypto";
import type { Context, Handler, Hono, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { apiEdgeLimits, compileEdgeRequest, edgeRequestCode, originVerifyHeader } from "@ai-leaders/infra";
import { edgeClientIp } from "@ai-leaders/functions/http";

export interface LocalEdgeLimits {
  /** Lambda's synchronous response payload limit. */
  responseBytes: number;
  /** The API function's timeout (below API Gateway's 30 s integration timeout). */
  timeoutMs: number;
}

export const cloudEdgeLimits: LocalEdgeLimits = {
  responseBytes: apiEdgeLimits.responseBytes,
  timeoutMs: Math.min(apiEdgeLimits.functionTimeoutSeconds, apiEdgeLimits.integrationTimeoutSeconds) * 1000,
};

/** API Gateway's own answer when the Lambda integration fails (an error, a timeout, an oversized response). */
export const integrationFailure = { status: 500, body: { message: "Internal Server Error" } } as const;

export interface LocalEdge {
  /** Runs before the API and the callback: the edge function, the origin secret, the limits. */
  middleware: MiddlewareHandler;
  /** The API's view of the caller, as in Lambda: the edge's address with the secret, else the socket's. */
  clientIp: (c: Context) => string;
}

export function createLocalEdge(limits: LocalEdgeLimits = cloudEdgeLimits): LocalEdge {
  const originSecret = randomBytes(32).toString("base64url");
  const forward = compileEdgeRequest(edgeRequestCode());
  const socketAddress = (c: Context) => getConnInfo(c).remote.address ?? "unknown";

  const middleware: MiddlewareHandler = async (c, next) => {
    const headers = c.req.raw.headers;
    const edited = forward({
      viewer: { ip: socketAddress(c) },
      request: { uri: c.req.path, headers: cloudFrontHeaders(headers) },
    });
    for (const [name, { value }] of Object.entries(edited.headers)) headers.set(name, value);
    headers.set(originVerifyHeader, originSecret);

    const outcome = await withTimeout(next(), limits.timeoutMs);
    if (outcome === "timed out") return replaceAnswer(c, failure());
    // API Gateway buffers a Lambda's answer whole; past the payload limit the invocation fails.
    if (c.res.body === null) return; // 204, 304: nothing to carry
    const body = await c.res.arrayBuffer();
    replaceAnswer(c, body.byteLength > limits.responseBytes ? failure() : new Response(body, c.res));
  };

  return { middleware, clientIp: edgeClientIp(originSecret, socketAddress) };
}

/** Headers as CloudFront Functions hold them: lower-case names, each with its value. */
function cloudFrontHeaders(headers: Headers): Record<string, { value: string }> {
  const held: Record<string, { value: string }> = {};
  headers.forEach((value, name) => {
    held[name] = { value };
  });
  return held;
}

function failure(): Response {
  return Response.json(integrationFailure.body, { status: integrationFailure.status });
}

/** Replaces the answer outright (Hono would otherwise merge the old answer's headers into it). */
function replaceAnswer(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

async function withTimeout(work: Promise<void>, ms: number): Promise<"done" | "timed out"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), ms);
  });
  try {
    return await Promise.race([work.then(() => "done" as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A kept result's page, /r/{id}: CloudFront's share-page function points it at the API
 * (/api/share/{id}), which answers through the API's own edge; here the same function's source
 * rewrites the path and the request goes round the app again, to /api/*.
 */
export function forwardSharePage(app: Hono): Handler {
  const rewrite = compileEdgeRequest(edgeRequestCode({ rewrite: "share-page" }));
  return (c) => {
    const url = new URL(c.req.url);
    url.pathname = rewrite({ viewer: { ip: "" }, request: { uri: url.pathname, headers: {} } }).uri;
    return app.fetch(new Request(url, c.req.raw), c.env);
  };
}
