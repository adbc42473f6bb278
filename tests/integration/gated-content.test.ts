// Issue 15: the prompt libraries and the Level 3 guides come only from the API, behind the access
// gate, compressed and cacheable per token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { buildSearchEntries, guideIds, guides, promptLibraries, toolIds, withReviewDates } from "@ai-leaders/core/content";
import { playbooks } from "@ai-leaders/core/content/playbooks";
import { servedLargeLibrary } from "@ai-leaders/core/content/loaders";
import { signToken } from "@ai-leaders/core/tokens";
import type { LocalStack } from "@ai-leaders/local";
import { startStackWithAccess } from "../support/access.ts";
import { rawGet } from "../support/raw-get.ts";
import { rateLimits } from "@ai-leaders/core/rate-limit";

const routes = [
  // Each prompt as served carries the month it was last reviewed (core/content/reviews.ts); a large
  // library, the decision dossiers that pass through it.
  ...toolIds.map((tool) => {
    const library = promptLibraries[tool];
    const served = library.kind === "large" ? servedLargeLibrary(library, playbooks.dossiers) : withReviewDates(library);
    return { path: `/api/content/prompts/${tool}`, content: served as unknown };
  }),
  ...guideIds.map((guide) => ({ path: `/api/content/guides/${guide}`, content: guides[guide] as unknown })),
  { path: "/api/content/search", content: buildSearchEntries(promptLibraries, guides) as unknown },
  { path: "/api/content/playbooks", content: playbooks as unknown },
];

/** A raw GET, so the test sees the bytes on the wire (fetch would decode gzip silently). */
describe("the gated content API", () => {
  let stack: LocalStack;
  let token: string;

  // Every test reads every route: past the 120 reads a minute one address may make of the content.
  beforeAll(
    async () =>
      ({ stack, token } = await startStackWithAccess({ rateLimits: { ...rateLimits, contentRead: { limit: 10_000, windowSeconds: 60 } } })),
  );
  afterAll(() => stack?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => stack.request(`${path}`, { headers });

  it.each(routes.map((route) => [route.path]))("%s answers 401 without a token and with a forged one", async (path) => {
    const now = Math.floor(Date.now() / 1000);
    const forged = signToken({ sub: "access", iat: now, exp: now + 3600 }, "a-different-secret-of-enough-length!");
    for (const headers of [{}, { "x-access-token": forged }, { "x-access-token": "not-a-token" }] as Record<string, string>[]) {
      const response = await get(path, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get("cache-control") ?? "").not.toContain("max-age=3600");
      expect(JSON.stringify(await response.json())).not.toContain('"prompt"');
    }
  });

  it.each(routes.map((route) => [route.path, route.content]))(
    "%s answers 200 with core's content for a valid token",
    async (path, content) => {
      const response = await get(path, { "x-access-token": token });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual(content);
    },
  );

  it("answers 404 for an unknown library or guide, and 401 for those without a token", async () => {
    for (const path of ["/api/content/prompts/unknown", "/api/content/prompts/Lovable", "/api/content/guides/roast-website"]) {
      expect((await get(path, { "x-access-token": token })).status, path).toBe(404);
      expect((await get(path)).status, path).toBe(401);
    }
  });

  it("is gzipped when the client accepts it, and plain when it does not", async () => {
    const [first] = routes;
    const gzipped = await rawGet(`${stack.url}${first!.path}`, { "x-access-token": token, "accept-encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(first!.content);

    const plain = await rawGet(`${stack.url}${first!.path}`, { "x-access-token": token, "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(first!.content);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
  });

  it("is cacheable by the browser only, with an ETag that answers 304 when it still matches", async () => {
    for (const { path } of routes) {
      const response = await get(path, { "x-access-token": token });
      expect(response.headers.get("cache-control"), path).toBe("private, max-age=3600");
      expect(response.headers.get("vary")?.toLowerCase(), path).toContain("x-access-token");
      const tag = response.headers.get("etag");
      expect(tag, path).toMatch(/^(W\/)?"[^"]+"$/);

      const again = await get(path, { "x-access-token": token, "if-none-match": tag! });
      expect(again.status, path).toBe(304);
      // compress() marks the tag of a gzipped body weak; either way it names the same JSON.
      expect(again.headers.get("etag")?.replace(/^W\//, ""), path).toBe(tag!.replace(/^W\//, ""));
      expect(await again.text(), path).toBe("");

      const stale = await get(path, { "x-access-token": token, "if-none-match": '"stale"' });
      expect(stale.status, path).toBe(200);
    }
  });

  it("gives each library and guide its own ETag", async () => {
    const tags = await Promise.all(routes.map(async ({ path }) => (await get(path, { "x-access-token": token })).headers.get("etag")));
    expect(new Set(tags).size, JSON.stringify(tags)).toBe(routes.length);
  });
});

describe("a large library as served", () => {
  it("carries the dossiers that pass through it, and only those, so its cards name their place as they are drawn", () => {
    const claude = promptLibraries.claude;
    if (claude.kind !== "large") throw new Error("claude is a large library");
    const served = servedLargeLibrary(claude, playbooks.dossiers);
    expect(served.dossiers?.length).toBeGreaterThan(0);
    for (const dossier of served.dossiers!) expect(dossier.steps.some((step) => step.library === "claude")).toBe(true);
    const lovable = promptLibraries.lovable;
    if (lovable.kind !== "large") throw new Error("lovable is a large library");
    const throughLovable = playbooks.dossiers.filter((dossier) => dossier.steps.some((step) => step.library === "lovable"));
    expect(servedLargeLibrary(lovable, playbooks.dossiers).dossiers ?? []).toEqual(throughLovable);
  });
});
