// Pages served on loopback for the capture's tests, as a visitor's own site would be: a designed
// page with a stylesheet and an image, a bare page, and a page with a fault planted above the fold
// whose images point at private and metadata addresses. `changePage` edits a page while it is served.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";

const folder = fileURLToPath(new URL("./capture-site/", import.meta.url));
const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".svg": "image/svg+xml" };
export type CapturePage = "designed" | "bare" | "fault";

export async function startCaptureSite() {
  const changed = new Map<string, string>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    requests.push(path);
    const name = /^\/[a-z-]+(\.(css|svg))?$/.test(path) ? path.slice(1) : "";
    const file = extname(name) ? name : `${name}.html`;
    try {
      const body = changed.get(file) ?? readFileSync(`${folder}${file}`, "utf8");
      response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (page: CapturePage) => `http://127.0.0.1:${port}/${page}`,
    /** Every path asked for, in order. */
    requests,
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
