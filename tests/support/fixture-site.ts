// Serves the analyzer's fixture pages on loopback, as a visitor's own website would be.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { answerNotFound, listenOnLoopback } from "./loopback.ts";

const fixtures = fileURLToPath(new URL("../../packages/core/src/roast/checks/fixtures/", import.meta.url));

type FixturePage = "strong" | "weak" | "bakery";

export async function startFixtureSite() {
  // "/watched" serves whichever fixture the test says: the same page getting better or worse, or gone (404).
  let watched: FixturePage | "gone" = "strong";
  const server = createServer((request, response) => {
    const asked = (request.url ?? "/").replace(/^\//, "").replace(/[^a-z]/g, "") || "strong";
    const name = asked === "watched" ? watched : asked;
    try {
      const html = readFileSync(`${fixtures}${name}.html`);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html);
    } catch {
      answerNotFound(response);
    }
  });
  const origin = await listenOnLoopback(server);
  return {
    url: (page: FixturePage | "watched") => `${origin}/${page}`,
    serveAsWatched: (page: FixturePage | "gone") => {
      watched = page;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
