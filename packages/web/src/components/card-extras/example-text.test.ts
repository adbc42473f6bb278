// An example keeps its line breaks as written, and a Markdown table in it is drawn as a table.
import { describe, expect, it } from "vitest";
import { exampleBlocks } from "./ExampleText.tsx";

describe("exampleBlocks", () => {
  it("splits the text into prose and the tables between it", () => {
    const text =
      "Metrics\n| Metric | Now | Before |\n|---|---:|---|\n| MRR | £182k | £164k |\n| Customers | 214 | 198 |\n\nCommentary: growth slowed.\n- one\n- two";
    expect(exampleBlocks(text)).toEqual([
      { kind: "text", text: "Metrics" },
      {
        kind: "table",
        header: ["Metric", "Now", "Before"],
        rows: [
          ["MRR", "£182k", "£164k"],
          ["Customers", "214", "198"],
        ],
      },
      { kind: "text", text: "Commentary: growth slowed.\n- one\n- two" },
    ]);
  });

  it("leaves a line with pipes as prose when no |---| rule follows it", () => {
    expect(exampleBlocks("A | B choice\n| not a table |\nend")).toEqual([{ kind: "text", text: "A | B choice\n| not a table |\nend" }]);
  });
});
