import { describe, expect, it } from "vitest";
import { guideIds, guides, isGuideId, isToolId, largeLibraryIds, promptLibraries, smallLibraryIds, toolIds } from "./index.ts";

describe("promptLibraries", () => {
  it.each(largeLibraryIds)("holds the large %s library with 10 prompts", (tool) => {
    const library = promptLibraries[tool];
    expect(library.kind).toBe("large");
    expect(library.tool).toBe(tool);
    expect(library.prompts).toHaveLength(10);
  });

  it.each(smallLibraryIds)("holds the small %s library with 4 prompts", (tool) => {
    const library = promptLibraries[tool];
    expect(library.kind).toBe("small");
    expect(library.tool).toBe(tool);
    expect(library.prompts).toHaveLength(4);
  });
});

describe("guides", () => {
  it.each(guideIds)("holds the %s guide under its own id", (guide) => {
    expect(guides[guide].guide).toBe(guide);
  });
});

describe("isToolId and isGuideId", () => {
  it("accept the eight tools of spec §2 and the five guides", () => {
    for (const tool of toolIds) expect(isToolId(tool)).toBe(true);
    for (const guide of guideIds) expect(isGuideId(guide)).toBe(true);
  });

  it("refuse anything else, including near misses", () => {
    for (const value of ["", "unknown", "Lovable", "multi_agent", "lovable/", "toString", "constructor", "build_website"]) {
      expect(isToolId(value), value).toBe(false);
      expect(isGuideId(value), value).toBe(false);
    }
  });
});
