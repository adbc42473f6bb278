// Issue 29, Deliver 6: a simulation says what it cannot tell you, and the ones that touch health,
// money or hiring name the rules that govern the real decision.
import { describe, expect, it } from "vitest";
import { guides, promptLibraries } from "./index.ts";
import type { LargePromptLibrary } from "./types.ts";

const simulations = (promptLibraries["multi-agent"] as LargePromptLibrary).prompts;
const limitsOf = (title: string) => simulations.find((card) => card.title === title)?.limits ?? "";

describe("simulation limits", () => {
  it.each(simulations.map((card) => [card.title, card.limits ?? ""] as const))(
    "%s says synthetic personas are not evidence and warns of stereotypes and sycophancy",
    (_title, limits) => {
      expect(limits).toMatch(/synthetic personas are not evidence/i);
      expect(limits).toMatch(/stereotypes/);
      expect(limits).toMatch(/agree with the framing you give them/);
    },
  );

  it("name the rules for healthcare, investors and hiring", () => {
    expect(limitsOf("Healthcare Adoption Roundtable")).toMatch(/HIPAA/);
    expect(limitsOf("Healthcare Adoption Roundtable")).toMatch(/AI Act \(Annex I\)/);
    expect(limitsOf("Investor Due Diligence Expert Panel")).toMatch(/securities and financial-promotion rules/);
    expect(limitsOf("Hiring Committee Simulation")).toMatch(/AI Act \(Annex III\)/);
    expect(limitsOf("Hiring Committee Simulation")).toMatch(/Local Law 144/);
    expect(limitsOf("Hiring Committee Simulation")).toMatch(/Never use it to judge a real candidate/);
  });

  it("are stated in the rules that come with each simulation on the expert panel page", () => {
    for (const card of guides["expert-panel"].cards) {
      expect(card.instructions.join(" "), card.title).toMatch(/not evidence.*stereotypes.*agree with the framing/s);
    }
  });

  it("label a simulated purchase intent as simulated, not evidence of demand", () => {
    const intent = [...simulations.map((card) => card.prompt), ...guides["expert-panel"].cards.map((card) => card.prompt)].filter(
      (prompt) => /purchase intent|count of yes, maybe and no/i.test(prompt),
    );
    expect(intent.length).toBeGreaterThan(0);
    for (const prompt of intent) expect(prompt).toMatch(/simulated reactions rather than evidence of demand/);
  });
});
