import { describe, expect, it } from "vitest";
import { knownRoutes, normaliseRoute } from "./routes.ts";

describe("route normalisation", () => {
  it("counts the app's routes as themselves, without query, fragment or trailing slash", () => {
    expect(normaliseRoute("/")).toBe("/");
    expect(normaliseRoute("/?utm_source=x")).toBe("/");
    expect(normaliseRoute("/level-2?view=roadmap")).toBe("/level-2");
    expect(normaliseRoute("/level-2/")).toBe("/level-2");
    expect(normaliseRoute("/level-2/whats-new")).toBe("/level-2/whats-new");
    expect(normaliseRoute("/prompts/claude#ai-strategy-tutor")).toBe("/prompts/claude");
    expect(normaliseRoute("/level-3-roast-website")).toBe("/level-3-roast-website");
  });

  it("counts a route with an id or slug by its pattern, never the value", () => {
    expect(normaliseRoute("/r/AbC123_-x?share=1#compare")).toBe("/r/:id");
    expect(normaliseRoute("/blog/why-ai-matters-for-leaders")).toBe("/blog/:slug");
    expect(normaliseRoute("/admin/board/s123")).toBe("/admin/:section");
    expect(normaliseRoute("/link/confirm-account?token=secret")).toBe("/link/:page");
  });

  it("counts anything else as other", () => {
    for (const path of [
      "/prompts/myspace",
      "/wp-login.php",
      "/r/",
      "/r/a/b",
      "/blog/Upper Case",
      "/level-2/secret/123",
      "//evil.example/",
    ]) {
      expect(normaliseRoute(path), path).toBe("other");
    }
  });

  it("lists only patterns: no known route holds an id", () => {
    for (const route of knownRoutes) expect(route).toMatch(/^\/[a-z0-9/:-]*$/);
    expect(knownRoutes).toContain("/r/:id");
  });
});
