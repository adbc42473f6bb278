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

  it("name the UK's rules beside the US and EU ones (issue 45, Deliver 3)", () => {
    expect(limitsOf("Healthcare Adoption Roundtable")).toMatch(/UK GDPR/);
    expect(limitsOf("Healthcare Adoption Roundtable")).toMatch(/MHRA/);
    expect(limitsOf("Healthcare Adoption Roundtable")).toMatch(/\(DTAC\)/);
    expect(limitsOf("Hiring Committee Simulation")).toMatch(/Equality Act 2010/);
    expect(limitsOf("Hiring Committee Simulation")).toMatch(/UK GDPR/);
    const claims = (title: string) => (simulations.find((card) => card.title === title)?.claims ?? []).map((claim) => claim.text).join(" ");
    for (const rule of [/UK GDPR/, /MHRA/, /DTAC/]) expect(claims("Healthcare Adoption Roundtable")).toMatch(rule);
    for (const rule of [/Equality Act 2010/, /UK GDPR/]) expect(claims("Hiring Committee Simulation")).toMatch(rule);
  });

  it("are stated in the rules that come with each simulation on the expert panel page", () => {
    for (const card of guides["expert-panel"].cards) {
      expect(card.instructions.join(" "), card.title).toMatch(/not evidence.*stereotypes.*agree with the framing/s);
    }
  });

  it("never ask personas whether they would buy, as their own limits forbid (issue 45)", () => {
    const prompts = [...simulations, ...guides["expert-panel"].cards].map((card) => [card.title, card.prompt] as const);
    for (const [title, prompt] of prompts) {
      expect(prompt, title).not.toMatch(
        /purchase intent|count of yes, maybe and no|whether (?:they|you) would (?:buy|try)|would this market buy/i,
      );
    }
  });

  it("label what a focus group reports as simulated reactions, not evidence of demand", () => {
    const focusGroups = simulations.filter((card) => /Focus Group/.test(card.title)).map((card) => card.prompt);
    expect(focusGroups.filter((prompt) => /simulated reactions rather than evidence of demand/.test(prompt)).length).toBeGreaterThan(0);
  });
});
