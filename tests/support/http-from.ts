// A request over real HTTP from a chosen loopback address, naming any Host: for tests of HTTP itself
// (the edge's view of the caller, the host guard). Tests of the API's per-address rules send through
// the stack's app with `fromAddress` (test-stack.ts) instead.
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";

export interface AnswerFrom {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed, or null when it is not JSON. */
  json: any;
}

/** Sends `body` as JSON when given; any other headers as they are. */
export function requestFrom(
  url: string,
  {
    from = "127.0.0.1",
    method = "GET",
    headers = {},
    body,
  }: { from?: string; method?: string; headers?: OutgoingHttpHeaders; body?: unknown } = {},
): Promise<AnswerFrom> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const jsonHeaders = payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) };
    const request = httpRequest(url, { method, localAddress: from, headers: { ...jsonHeaders, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: parsedOrNull(text) });
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

function parsedOrNull(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
