// Bytes to text: the byte-order mark, then the Content-Type charset, then a <meta> charset in the
// first kilobyte, then UTF-8. Unknown labels fall back to UTF-8 rather than failing.

export function decodeHtml(body: Buffer, contentType: string | null): string {
  const label = byteOrderMark(body) ?? headerCharset(contentType) ?? metaCharset(body) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

function byteOrderMark(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return null;
}

function headerCharset(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "");
  return match?.[1] ?? null;
}

function metaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString("latin1");
  const match = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}
