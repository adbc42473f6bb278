// Issue 45, Deliver 1: an example obeys its own rules. Every figure in a card's example output
// comes from the input shown above it (or the prompt), follows from figures already shown by one
// step of arithmetic, or sits in a sentence, table column or block labelled as an assumption,
// estimate, proposal, sample or sourced fact. Every library is read through the content index, so
// a card added to any of them is checked the day it is written.
import { describe, expect, it } from "vitest";
import { scoreScale, statedFigures, unbackedFigures } from "./example-rules.ts";
import { promptLibraries } from "./index.ts";
import type { ExampleInput } from "./types.ts";

interface CardWithExample {
  title: string;
  prompt: string;
  exampleInput: ExampleInput;
  exampleOutput: string;
}

const hasExample = (card: object): card is CardWithExample => "exampleOutput" in card && "exampleInput" in card;

const examples = Object.values(promptLibraries).flatMap((library) =>
  (library.prompts as object[]).filter(hasExample).map((card) => ({ tool: library.tool, ...card })),
);

const inputOf = (input: ExampleInput) =>
  [...Object.values(input.filled), input.firstExchange?.asked ?? "", input.firstExchange?.answered ?? ""].join("\n");

describe.each(examples)("$tool · $title", (card) => {
  it("states no figure that its input does not give, that does not follow from one, or that is not labelled", () => {
    const unbacked = unbackedFigures({ prompt: card.prompt, input: inputOf(card.exampleInput), output: card.exampleOutput });
    expect(unbacked.map((figure) => `${figure.text} in «${figure.line}»`)).toEqual([]);
  });
});

describe("the figures rule", () => {
  const check = (output: string, input = "", prompt = "") => unbackedFigures({ prompt, input, output }).map((figure) => figure.text);

  it("catches the figures the Investor Update example used to invent", () => {
    const input = "MRR £182k (September £164k); net burn £236k (£251k); cash £3.10m (£3.35m)";
    const output = [
      "Commentary: two thirds of new revenue came from existing customers.",
      "- Signed Kestrel Build Group (£9k a year) after a three-week trial.",
      "- Penmore Foods ended its pilot (worth about £40k a year).",
    ].join("\n");
    expect(check(output, input)).toEqual(["£9k", "£40k", "two thirds", "three-week"]);
  });

  it("accepts what follows from the input in one step: a change, a share, a runway, a sum", () => {
    const input = "MRR £182k (September £164k); net burn £236k; cash £3.10m; £12k of the rise from existing customers";
    expect(check("| MRR | £182k | £164k | +11% |", input)).toEqual([]);
    expect(check("Runway: 13 months at this burn.", input)).toEqual([]);
    expect(check("£12k of the £18k of new MRR, two thirds, came from existing customers.", input)).toEqual([]);
    expect(check("Runway: 40 months at this burn.", input)).toEqual(["40 months"]);
    expect(check("MRR grew 12%.", input)).toEqual(["12%"]);
  });

  it("reads currencies, thousands, suffixes, ranges and words as the same figures", () => {
    expect(check("€1.2 million, or €1,200,000", "€1.2m")).toEqual([]);
    expect(check("It fell from about 30 to 12 hours a week.", "from 30 to 12 hours")).toEqual([]);
    expect(check("A ten-minute buffer.", "buffer minutes: 10")).toEqual([]);
    expect(check("A twelve-month term.", "a 12-month term")).toEqual([]);
    expect(statedFigures("cut overtime by a fifth; slips a quarter; a half-day session").map((figure) => figure.text)).toEqual(["a fifth"]);
  });

  it("exempts numbers that name or place something: years, dates, times, numbering, codes", () => {
    const output = [
      "1. Board meeting on 9 December 2026 at 10:30, before 31 December.",
      "2) Q1 targets, GPT-5 and Option 3; kiln 1 first.",
      "Concept",
      "1 of 4: What a model does",
    ].join("\n");
    expect(statedFigures(output).map((figure) => figure.text)).toEqual(["4"]);
  });

  it("accepts a figure labelled in its sentence, its table column or its block's heading", () => {
    expect(check("Payback in about six years (assumption to confirm).")).toEqual([]);
    expect(check("Budget range: £40k to £80k (reasoned estimate).")).toEqual([]);
    expect(check("| Option | Year-1 cost (estimate) |\n|---|---|\n| Partner | About £400k |")).toEqual([]);
    expect(check("KPI cards (sample data)\n- Revenue: £1.84m\n\nNotes\n- Churn: 4%")).toEqual(["4%"]);
    expect(check("Cut prices by 12% (source: the retailer's website).")).toEqual([]);
    expect(check("We think prices fell by 12%. Source: the retailer's website.")).toEqual(["12%"]);
  });

  it("accepts scores on the prompt's own scale and a table total that adds them up", () => {
    const prompt = "Score each option from 1 to 5 and show the weighted totals.";
    const table = [
      "| Criterion (proposed weight) | A | B |",
      "|---|---|---|",
      "| Cost (60%) | 4 | 2 |",
      "| Trust (40%) | 2 | 5 |",
      "| Weighted total | 3.2 | 3.2 |",
    ].join("\n");
    expect(scoreScale(prompt)).toEqual([1, 5]);
    expect(check(table, "", prompt)).toEqual([]);
    expect(check(table.replace("| 3.2 | 3.2 |", "| 3.2 | 3.9 |"), "", prompt)).toEqual(["3.9"]);
    expect(check("| Option | Score |\n|---|---|\n| A | 7 |", "", prompt)).toEqual(["7"]);
  });
});
