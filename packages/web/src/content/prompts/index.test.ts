import { describe, expect, it } from "vitest";
import { largeLibraryIds, smallLibraryIds, toolIds } from "../types.ts";
import { isToolId, loadPromptLibrary } from "./index.ts";

describe("loadPromptLibrary", () => {
  it.each(largeLibraryIds)("loads the large %s library with 10 prompts", async (tool) => {
    const library = await loadPromptLibrary(tool);
    expect(library.kind).toBe("large");
    expect(library.tool).toBe(tool);
    expect(library.prompts).toHaveLength(10);
  });

  it.each(smallLibraryIds)("loads the small %s library with 4 prompts", async (tool) => {
    const library = await loadPromptLibrary(tool);
    expect(library.kind).toBe("small");
    expect(library.tool).toBe(tool);
    expect(library.prompts).toHaveLength(4);
  });
});

describe("isToolId", () => {
  it("accepts the eight tools of spec §2", () => {
    for (const tool of toolIds) expect(isToolId(tool)).toBe(true);
  });

  it("refuses anything else, including near misses", () => {
    for (const value of ["", "unknown", "Lovable", "multi_agent", "lovable/", "toString", "constructor"]) {
      expect(isToolId(value), value).toBe(false);
    }
  });
});
