// brotli and gzip for the local static server, as CloudFront compresses in the cloud: local
// Lighthouse figures then weigh the bytes a visitor really downloads.
import type { NonSharedBuffer } from "node:buffer";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createMiddleware } from "hono/factory";

export type ContentEncoding = "br" | "gzip";

/** Text types only: images and fonts are compressed already. */
const compressibleType = /^(text\/(html|javascript|css|plain|xml)|application\/(json|xml|manifest\+json|rss\+xml)|image\/svg\+xml)\b/;
/** Ours first: brotli is smaller at the same quality. */
const serverPreference: ContentEncoding[] = ["br", "gzip"];

const compressors: Record<ContentEncoding, (body: Uint8Array, { once }: { once: boolean }) => Promise<NonSharedBuffer>> = {
  // An immutable asset is compressed once, so at brotli's best; anything else fast enough per request.
  br: (body, { once }) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 5 } }),
  gzip: (body, { once }) => promisify(gzip)(body, { level: once ? 9 : 6 }),
};

/** The encoding to answer with, by the client's Accept-Encoding (q=0 refuses), or null for none. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  return serverPreference.find((encoding) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0) ?? null;
}

/**
 * Compresses text responses for clients that accept it, with `Vary: Accept-Encoding` on every
 * text response. Bodies of immutable files (the hashed /assets/) are compressed once per process.
 */
export function compression() {
  const immutableBodies = new Map<string, Promise<NonSharedBuffer>>();
  return createMiddleware(async (c, next) => {
    await next();
    const response = c.res;
    if (!compressibleType.test(response.headers.get("content-type") ?? "") || response.headers.has("content-encoding") || !response.body)
      return;
    const headers = new Headers(response.headers);
    headers.append("vary", "Accept-Encoding");
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) {
      c.res = new Response(response.body, { status: response.status, headers });
      return;
    }
    const immutable = /\bimmutable\b/.test(response.headers.get("cache-control") ?? "");
    const compress = async () => compressors[encoding](new Uint8Array(await response.arrayBuffer()), { once: immutable });
    let body: Promise<NonSharedBuffer>;
    if (immutable) {
      const key = `${encoding} ${c.req.path}`;
      body = immutableBodies.get(key) ?? compress();
      immutableBodies.set(key, body);
    } else {
      body = compress();
    }
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    c.res = new Response(await body, { status: response.status, headers });
  });
}
