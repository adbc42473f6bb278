import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appShellFrom } from "./app-shell.ts";

let served = 0;
let status = 200;
const server = createServer((request, response) => {
  served++;
  response
    .writeHead(request.url === "/app.html" ? status : 404, { "content-type": "text/html" })
    .end(`<!doctype html><title>shell ${served}</title>`);
});
let siteUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the app shell, read from the site", () => {
  it("is asked for once a minute at most, then read again (a deploy's new shell)", async () => {
    let now = 0;
    const shell = appShellFrom(siteUrl, () => now);
    const first = await shell();
    now = 59_000;
    expect(await shell()).toBe(first);
    now = 60_000;
    expect(await shell()).not.toBe(first);
  });

  it("fails when the site does not answer with it, so the page can say so", async () => {
    status = 503;
    try {
      await expect(appShellFrom(siteUrl)()).rejects.toThrow("the site answered 503 for /app.html");
    } finally {
      status = 200;
    }
  });
});
