// Serves the analyzer's fixture pages on loopback, as a visitor's own website would be.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const fixtures = fileURLToPath(new URL("../../packages/core/src/analyzer/fixtures/", import.meta.url));

export async function startFixtureSite() {
  const server = createServer((request, response) => {
    const name = (request.url ?? "/").replace(/^\//, "").replace(/[^a-z]/g, "") || "strong";
    try {
      const html = readFileSync(`${fixtures}${name}.html`);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (page: "strong" | "weak" | "bakery") => `http://127.0.0.1:${port}/${page}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
