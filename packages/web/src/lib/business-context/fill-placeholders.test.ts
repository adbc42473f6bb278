import { describe, expect, it } from "vitest";
import {
  contextFieldFor,
  emptyBusinessContext,
  fillPlaceholders,
  openPlaceholders,
  placeholderKey,
  placeholdersIn,
  type BusinessContext,
} from "./fill-placeholders.ts";

const context: BusinessContext = { ...emptyBusinessContext, company: "Northwind", industry: "logistics", audience: "fleet managers" };

describe("contextFieldFor", () => {
  it.each([
    ["company", "company"],
    ["your company", "company"],
    ["Company Name", "company"],
    ["YOUR COMPANY NAME", "company"],
    ["your business", "company"],
    ["Industry", "industry"],
    ["your product", "offering"],
    ["target audience", "audience"],
    ["target customer", "audience"],
    ["chosen market", "market"],
    ["your role", "role"],
    ["your brand colors", "brandColours"],
    ["your role, e.g. COO", "role"],
    ["target market (e.g. UK retailers)", "market"],
  ])("maps [%s] to %s", (placeholder, field) => {
    expect(contextFieldFor(placeholder)).toBe(field);
  });

  it("leaves a placeholder it does not know", () => {
    expect(contextFieldFor("source")).toBeUndefined();
    expect(contextFieldFor("insert role/company")).toBeUndefined();
  });
});

describe("placeholderKey", () => {
  it("drops the example, the 'your' and the case, and splits camelCase", () => {
    expect(placeholderKey("Your Role, e.g. COO")).toBe("role");
    expect(placeholderKey("visual style, such as minimal and editorial")).toBe("visual style");
    expect(placeholderKey("researchFocus")).toBe("research focus");
  });
});

describe("placeholdersIn", () => {
  it("lists each placeholder once, as first written, and skips code and links", () => {
    const prompt = 'Research [Company] in [industry] for [company].\nconst x = arr[0]; tags = ["a", "b"]; see [docs](https://x.y)';
    expect(placeholdersIn(prompt)).toEqual(["Company", "industry"]);
  });
});

describe("fillPlaceholders", () => {
  it("fills what the context covers, whatever the case and wording", () => {
    expect(fillPlaceholders("[Company] sells to [target audience] at [your company name].", context)).toBe(
      "Northwind sells to fleet managers at Northwind.",
    );
  });

  it("fills the rest from the card's answers and leaves unanswered ones as written", () => {
    const filled = fillPlaceholders("[company] moves data from [Source] to [destination].", context, {
      source: "HubSpot",
      destination: "  ",
    });
    expect(filled).toBe("Northwind moves data from HubSpot to [destination].");
  });

  it("prefers nothing over an empty context field", () => {
    expect(fillPlaceholders("[company] in [market]", emptyBusinessContext)).toBe("[company] in [market]");
  });
});

describe("openPlaceholders", () => {
  it("is what the context leaves for the card to ask", () => {
    expect(openPlaceholders("[company], [industry], [timeframe], [market]", context)).toEqual(["timeframe", "market"]);
  });
});
