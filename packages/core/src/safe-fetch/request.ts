// One HTTP exchange with a checked target. The socket goes to the checked address and nowhere
// else: the request carries a lookup that answers with that address, so Node never resolves the
// name a second time (no DNS rebinding), while Host and TLS SNI keep the real name.
import http from "node:http";
import https from "node:https";
import type { IncomingMessage } from "node:http";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { FetchRefusal, describe } from "./failure.ts";
import type { CheckedTarget, ResolvedAddress } from "./target.ts";

export type HopResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; contentType: string | null; body: Buffer; transferBytes: number }
  | { kind: "resource"; status: number; headers: Record<string, string>; body: Buffer; transferBytes: number };

/** Where the socket really goes once every check has passed: a test seam, identity by default. */
export type Dial = (checked: ResolvedAddress & { port: number }) => ResolvedAddress & { port: number };

export interface HopOptions {
  signal: AbortSignal;
  maxBytes: number;
  dial: Dial;
  /** Extra trust anchors for https (tests); the system roots otherwise. */
  ca: string | undefined;
  /** A page (HTML, 2xx, the default) or any resource a browser asked for, answered as it came. */
  mode?: "page" | "resource";
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const userAgent = "AIForLeadersAnalyzer/1.0 (+landing page critique; reads one HTML page)";
const acceptByMode = { page: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1", resource: "*/*" };

export function requestOnce(target: CheckedTarget, options: HopOptions): Promise<HopResult> {
  const socketTarget = options.dial({ ...target.address, port: target.port });
  const transport = target.url.protocol === "https:" ? https : http;
  return new Promise<HopResult>((resolve, reject) => {
    const request = transport.request({
      method: "GET",
      // An IP-literal host is connected to directly (it is the checked address); a name goes
      // through the pinned lookup below.
      host: isIP(target.hostname) ? socketTarget.address : target.hostname,
      port: socketTarget.port,
      path: `${target.url.pathname}${target.url.search}`,
      lookup: pinnedLookup(socketTarget),
      servername: isIP(target.hostname) ? undefined : target.hostname,
      agent: false,
      ...(options.ca !== undefined && { ca: options.ca }),
      signal: options.signal,
      headers: {
        host: target.url.host,
        "user-agent": userAgent,
        accept: acceptByMode[options.mode ?? "page"],
        "accept-encoding": "gzip, deflate, br",
        "accept-language": "en;q=1, *;q=0.5",
      },
    });
    request.on("error", (error) => reject(toRefusal(error, options.signal)));
    request.on("response", (response) => {
      const read = options.mode === "resource" ? readResource : readResponse;
      read(response, options).then(resolve, (error: unknown) => {
        response.destroy();
        reject(toRefusal(error, options.signal));
      });
    });
    request.end();
  });
}

function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}

async function readResponse(response: IncomingMessage, options: HopOptions): Promise<HopResult> {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (redirectStatuses.has(status)) {
    response.destroy();
    if (!location) throw new FetchRefusal("unreachable", `HTTP ${status} without a Location`);
    return { kind: "redirect", status, location };
  }
  if (status < 200 || status > 299) {
    response.destroy();
    throw new FetchRefusal("unreachable", `HTTP ${status}`);
  }
  const contentType = mediaType(response.headers["content-type"]);
  if (contentType !== null && !htmlTypes.has(contentType)) {
    response.destroy();
    throw new FetchRefusal("not-html", `content type ${contentType}`);
  }
  const declaredLength = Number(response.headers["content-length"]);
  if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
    response.destroy();
    throw new FetchRefusal("too-large", `content-length ${declaredLength}`);
  }
  const { body, transferBytes } = await readBody(response, options.maxBytes);
  if (contentType === null && !looksLikeHtml(body)) {
    throw new FetchRefusal("not-html", "no content type and the body does not start like HTML");
  }
  return { kind: "page", status, contentType: response.headers["content-type"] ?? null, body, transferBytes };
}

/** Any answer a browser would render: redirects are handed back for the browser to follow. */
async function readResource(response: IncomingMessage, options: HopOptions): Promise<HopResult> {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (redirectStatuses.has(status) && location) {
    response.destroy();
    return { kind: "redirect", status, location };
  }
  const { body, transferBytes } = await readBody(response, options.maxBytes);
  return { kind: "resource", status, headers: forwardedHeaders(response), body, transferBytes };
}

// The body is handed over decoded, so its encoding and length headers no longer apply.
const droppedHeaders = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "set-cookie"]);

function forwardedHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || droppedHeaders.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** Reads the body, decompressed, refusing as soon as either the wire or the decoded size passes the cap. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; transferBytes: number }> {
  // The first refusal is kept here: once a stage fails, the pipeline may report a plain abort.
  let refusal: FetchRefusal | null = null;
  const refuse = (detail: string): FetchRefusal => (refusal ??= new FetchRefusal("too-large", detail));
  let transferBytes = 0;
  const countWire = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      transferBytes += chunk.length;
      if (transferBytes > maxBytes) done(refuse(`more than ${maxBytes} bytes on the wire`));
      else done(null, chunk);
    },
  });
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>): Promise<void> => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw refuse(`more than ${maxBytes} bytes decoded`);
      chunks.push(chunk);
    }
  };
  const decoder = decoderFor(response.headers["content-encoding"]);
  try {
    if (decoder) await pipeline(response, countWire, decoder, collect);
    else await pipeline(response, countWire, collect);
  } catch (error) {
    throw refusal ?? error;
  }
  return { body: Buffer.concat(chunks, size), transferBytes };
}

function decoderFor(encoding: string | undefined): Transform | null {
  const name = (encoding ?? "").trim().toLowerCase();
  if (name === "" || name === "identity") return null;
  if (name === "gzip" || name === "x-gzip") return createGunzip();
  if (name === "deflate") return createInflate();
  if (name === "br") return createBrotliDecompress();
  throw new FetchRefusal("unreachable", `unsupported content-encoding ${name}`);
}

function mediaType(header: string | undefined): string | null {
  if (!header) return null;
  const [type = ""] = header.split(";");
  return type.trim().toLowerCase() || null;
}

function looksLikeHtml(body: Buffer): boolean {
  const start = body
    .subarray(0, 512)
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  return /^<(!doctype html|html|head|body|!--|meta|title)\b/.test(start);
}

function toRefusal(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof FetchRefusal) return error;
  return new FetchRefusal("unreachable", describe(error));
}
