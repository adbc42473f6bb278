// Pages served on loopback for the capture's tests, as a visitor's own site would be: a designed
// page with a stylesheet and an image, a bare page, a page with a fault planted above the fold
// whose images point at private and metadata addresses, and a heavy page (a faint headline over a
// photo of about 1 MB), `/moved`, which redirects to the designed page, and `/moved-inside`, which redirects to a private address. `changePage` edits a page
// while it is served.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { answerNotFound, listenOnLoopback } from "./loopback.ts";
import { launchIsolatedChromium } from "./browser.ts";

const folder = fileURLToPath(new URL("./capture-site/", import.meta.url));
const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".svg": "image/svg+xml" };
export type CapturePage = "designed" | "bare" | "fault" | "heavy";

export async function startCaptureSite() {
  const changed = new Map<string, string>();
  const requests: string[] = [];
  /** While set, /held.css answers only once it resolves (a page whose browser capture waits). */
  let held: Promise<void> | null = null;
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    requests.push(path);
    // An address that moved, as a site's bare domain sends visitors to its page.
    if (path === "/moved" || path === "/moved-inside") {
      response.writeHead(302, { location: path === "/moved" ? "/designed" : "http://intranet.site.test/secret" });
      response.end();
      return;
    }
    if (path === "/held.css") {
      void (held ?? Promise.resolve()).then(() => {
        response.writeHead(200, { "content-type": "text/css" });
        response.end("body { margin: 0; }");
      });
      return;
    }
    if (path === "/heavy.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(heavyPng);
      return;
    }
    const name = /^\/[a-z-]+(\.(css|svg))?$/.test(path) ? path.slice(1) : "";
    const file = extname(name) ? name : `${name}.html`;
    try {
      const body = changed.get(file) ?? readFileSync(`${folder}${file}`, "utf8");
      response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      answerNotFound(response);
    }
  });
  const origin = await listenOnLoopback(server);
  return {
    url: (page: CapturePage) => `${origin}/${page}`,
    /** Every path asked for, in order. */
    requests,
    /** Holds /held.css until the answer is called: a page that links it keeps the browser waiting. */
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        release();
        held = null;
      };
    },
    changePage(page: CapturePage, edit: (html: string) => string) {
      const file = `${page}.html`;
      changed.set(file, edit(changed.get(file) ?? readFileSync(`${folder}${file}`, "utf8")));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.of(0), randomBytes(width * 3)])));
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A 700×500 PNG of random pixels, which no compression can shrink: about 1 MB, as an unoptimised photo. */
export const heavyPng = noisePng(700, 500);

/** The capture site and an isolated Chromium beside it: what the capture's own tests start from. */
export async function startCaptureSiteAndBrowser() {
  const site = await startCaptureSite();
  return { site, browser: await launchIsolatedChromium() };
}
