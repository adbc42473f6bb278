// What CloudFront does to a request on its way to the API, written once: the cloud runs this code
// as CloudFront Functions (stacks/web.ts), the local server evaluates the very same source
// (packages/local/src/edge.ts), so a per-address limit sees the same address in both.

/**
 * The visitor's address, written by the edge on every request it forwards to the API. A viewer
 * that sends this header has it overwritten; the API trusts it only beside the origin secret.
 */
export const viewerAddressHeader = "x-viewer-address";

/** CloudFront adds this header, with a secret the API function knows, to what it forwards. */
export const originVerifyHeader = "x-origin-verify";
export const originVerifyEnvVar = "ORIGIN_VERIFY";

export interface EdgeRequestOptions {
  /**
   * Where the request goes on the origin. "root": API Gateway accepts a WebSocket only at its
   * stage's root (…/{stage}/ws is refused with 403), so the site's /ws reaches the origin as "/"
   * under the origin path, the stage. "share-page": a kept result's page, /r/{id}, is answered by
   * the API at /api/share/{id} (sharePage). Unset: the path as the viewer asked.
   */
  rewrite?: "root" | "share-page";
}

/**
 * A kept result's page: what a link preview reads has the result's own title and preview image,
 * so CloudFront sends /r/* to the API (stacks/web.ts), and the local server does the same.
 */
export const sharePage = { viewerPrefix: "/r/", apiPrefix: "/api/share/" } as const;

const rewrites: Record<NonNullable<EdgeRequestOptions["rewrite"]>, string> = {
  root: 'request.uri = "/";',
  "share-page": `request.uri = "${sharePage.apiPrefix}" + request.uri.slice(${sharePage.viewerPrefix.length});`,
};

/**
 * A viewer-request function (CloudFront Functions, JavaScript runtime 2.0): `event.viewer.ip` is
 * the address of the client that connected to CloudFront (AWS, "CloudFront Functions event
 * structure", viewer object). Headers a viewer-request function sets are sent on to the origin by
 * an origin request policy that forwards all viewer headers (AllViewerExceptHostHeader).
 */
export function edgeRequestCode({ rewrite }: EdgeRequestOptions = {}): string {
  return `function handler(event) {
  var request = event.request;
  request.headers["${viewerAddressHeader}"] = { value: event.viewer.ip };${rewrite ? `\n  ${rewrites[rewrite]}` : ""}
  return request;
}`;
}

/** A CloudFront Functions request event, as much of it as our functions read and write. */
export interface EdgeRequestEvent {
  viewer: { ip: string };
  request: { uri: string; headers: Record<string, { value: string }> };
}

/** Evaluates a viewer-request function's source as CloudFront does: its `handler` gets the event. */
export function compileEdgeRequest(code: string): (event: EdgeRequestEvent) => EdgeRequestEvent["request"] {
  return new Function(`${code}; return handler;`)() as (event: EdgeRequestEvent) => EdgeRequestEvent["request"];
}

/**
 * What API Gateway and Lambda allow an API answer (AWS: "Lambda quotas", 6 MB synchronous response
 * payload; "Amazon API Gateway quotas", 30 s integration timeout for HTTP APIs). The API function's
 * own timeout comes first: API Gateway then answers 500.
 */
export const apiEdgeLimits = {
  responseBytes: 6 * 1024 * 1024,
  functionTimeoutSeconds: 15,
  integrationTimeoutSeconds: 30,
} as const;

/** The site's paths CloudFront forwards to the HTTP API, through the edge function. */
export const edgeForwardedPaths = ["/api/*", "/callback/*"] as const;

/**
 * How the edge refuses an address over a rate rule (AWS WAF's custom response, edge-firewall.ts):
 * the site's own error shape, so a page reads it like any refusal of ours.
 */
export const edgeRefusal = {
  status: 429,
  retryAfterSeconds: 60,
  body: { error: { message: "Too many requests, try again in a moment" } },
} as const;
