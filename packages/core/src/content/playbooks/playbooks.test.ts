// Issue 45, Deliver 6 and 7: the blueprint card keeps the rules of a library card, and every
// dossier step names a real card, the heading it copies from and the fields it fills.
import { describe, expect, it } from "vitest";
import {
  confidentialMaterialIn,
  dataAdviceIn,
  fillerIn,
  malformedBrackets,
  placeholdersIn,
  parseTimeEstimate,
  wordCount,
} from "../content-rules.ts";
import { asksFirst, exampleNamesIn, namedHeadings, headingsIn, unbackedFigures } from "../example-rules.ts";
import { promptLibraries } from "../index.ts";
import { blueprintCard } from "./blueprint.ts";
import { dossiers } from "./dossiers.ts";

describe("the blueprint card", () => {
  const card = blueprintCard;
  const input = [
    ...Object.values(card.exampleInput.filled),
    card.exampleInput.firstExchange?.asked,
    card.exampleInput.firstExchange?.answered,
  ].join("\n");

  it("is in no library, so every large library keeps its ten cards", () => {
    for (const library of Object.values(promptLibraries)) expect(library.prompts.map((prompt) => prompt.title)).not.toContain(card.title);
  });

  it("asks one question at a time and shows the interview behind its example", () => {
    expect(asksFirst(card.prompt)).toBe(true);
    expect(card.prompt).toMatch(/one question at a time/);
    expect(card.exampleInput.firstExchange?.answered.trim()).toBeTruthy();
  });

  it("writes a prompt in the product's structure: role, context, steps, constraints, output format, data note, follow-up", () => {
    for (const part of ["Role", "Context", "Task", "Constraints", "Output format", "data note", "follow-up prompt"])
      expect(card.prompt).toContain(part);
    for (const part of ["You are", "Context:", "Task:", "Constraints:", "Output format:", "Data note", "Follow-up prompt"])
      expect(card.exampleOutput).toContain(part);
  });

  it("shows the value used for every fill-in field, and only those", () => {
    expect(Object.keys(card.exampleInput.filled).sort()).toEqual([...new Set(placeholdersIn(card.prompt))].sort());
    expect(malformedBrackets(card.prompt)).toEqual([]);
  });

  it("answers under its prompt's own headings, in 120 to 250 words", () => {
    expect(headingsIn(card.exampleOutput, namedHeadings(card.prompt))).toEqual(namedHeadings(card.prompt));
    expect(wordCount(card.exampleOutput)).toBeGreaterThanOrEqual(120);
    expect(wordCount(card.exampleOutput)).toBeLessThanOrEqual(250);
  });

  it("states no figure in its example that the interview did not give", () => {
    const unbacked = unbackedFigures({ prompt: card.prompt, input, output: card.exampleOutput });
    expect(unbacked.map((figure) => `${figure.text} in «${figure.line}»`)).toEqual([]);
  });

  it("has a follow-up that works as copied, no filler, and its data advice outside the prompt", () => {
    expect(exampleNamesIn(card.followUp, card.exampleOutput, card.prompt)).toEqual([]);
    expect(placeholdersIn(card.followUp).length).toBeGreaterThan(0);
    for (const text of [card.prompt, card.exampleOutput, card.followUp, card.description]) expect(fillerIn(text)).toBeNull();
    expect(dataAdviceIn(card.prompt)).toBeNull();
    expect(confidentialMaterialIn(card.prompt) === null || card.dataNote !== undefined).toBe(true);
    expect(card.dataNote).toBeTruthy();
  });

  it("adds its time estimate up from its steps", () => {
    const estimate = parseTimeEstimate(card.timeEstimate);
    const sum = (end: 0 | 1) => card.timeBasis.reduce((total, step) => total + step.minutes[end], 0);
    expect(estimate).toEqual({ from: sum(0), to: sum(1) });
  });
});

describe.each(dossiers)("the dossier $title", (dossier) => {
  const cardOf = (step: (typeof dossier.steps)[number]) =>
    promptLibraries[step.library].prompts.find((prompt) => prompt.title === step.title);

  it("chains at least three cards, each in its library under its exact title", () => {
    expect(dossier.steps.length).toBeGreaterThanOrEqual(3);
    for (const step of dossier.steps) expect(cardOf(step), `${step.library} · ${step.title}`).toBeDefined();
  });

  it("says at every step what to paste, from which heading of the last answer, into which field", () => {
    dossier.steps.forEach((step, index) => {
      const card = cardOf(step)!;
      expect(step.paste.trim(), step.title).not.toBe("");
      expect(step.into.length, step.title).toBeGreaterThan(0);
      for (const field of step.into) expect(placeholdersIn(card.prompt), `${step.title}: [${field}]`).toContain(field);
      if (index === 0) {
        expect(step.from).toEqual([]);
        return;
      }
      expect(step.from.length, step.title).toBeGreaterThan(0);
      const previous = cardOf(dossier.steps[index - 1]!)!;
      for (const heading of step.from) expect(previous.prompt.toLowerCase(), `${step.title} ← ${heading}`).toContain(heading.toLowerCase());
      for (const field of placeholdersIn(step.paste)) expect(step.into, `${step.title}: [${field}]`).toContain(field);
    });
  });
});

it("gives every dossier its own id", () => {
  expect(new Set(dossiers.map((dossier) => dossier.id)).size).toBe(dossiers.length);
});
