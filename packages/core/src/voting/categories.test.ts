import { describe, expect, it } from "vitest";
import { contrastRatio } from "../roast/capture/measure-contrast.ts";
import { categoryColours, categoryInputSchema } from "./categories.ts";

const rgba = (hex: string): [number, number, number, number] =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(1) as [number, number, number, number];

describe("category colours", () => {
  it("are all readable as text on the page's white and on its muted grey (4.5:1)", () => {
    for (const [name, hex] of Object.entries(categoryColours)) {
      expect(contrastRatio(rgba(hex), rgba("#ffffff")), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgba(hex), rgba("#f1f5f9")), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("are named: a hex value is no colour", () => {
    expect(categoryInputSchema.safeParse({ name: "Sales", colour: "teal" }).success).toBe(true);
    expect(categoryInputSchema.safeParse({ name: "Sales", colour: "#ff0000" }).error?.issues[0]?.message).toBe(
      "Choose one of the listed colours.",
    );
  });

  it("take a trimmed name of at most 40 characters", () => {
    expect(categoryInputSchema.parse({ name: "  Sales  ", colour: "blue" }).name).toBe("Sales");
    expect(categoryInputSchema.safeParse({ name: "   ", colour: "blue" }).error?.issues[0]?.message).toBe("Please name the category.");
    expect(categoryInputSchema.safeParse({ name: "x".repeat(41), colour: "blue" }).error?.issues[0]?.message).toBe(
      "Please keep the category's name under 40 characters.",
    );
  });
});
