// Named personas in the simulation prompts: one name, one person, across all content.
import { describe, expect, it } from "vitest";
import { largeLibraryIds, promptLibraries, type LargePromptLibrary } from "./index.ts";
import { multiAgentLibrary } from "./prompts/multi-agent.ts";
import { simulationCards } from "./workflows/expert-panel.ts";

const name = String.raw`[A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)*`;
const title = String.raw`(?:Dr\. |Professor )?`;

/** The participants of a prompt: "3. Linda Brennan, 54, ..." or "Participant 2: Graham, 52, ...". */
function participantsIn(prompt: string): string[] {
  const pattern = new RegExp(String.raw`^(?:\d+\.|Participant \d+:) ${title}(${name}), `, "gmu");
  return [...prompt.matchAll(pattern)].map((match) => match[1]!);
}

/** A moderator or facilitator introduced as "named Dana Whitfield". */
function moderatorsIn(prompt: string): string[] {
  const pattern = new RegExp(String.raw`\bnamed (${name})\b`, "gu");
  return [...prompt.matchAll(pattern)].map((match) => match[1]!);
}

interface Cast {
  source: string;
  focusGroup: boolean;
  names: string[];
}

const casts: Cast[] = [
  ...multiAgentLibrary.prompts.map((card) => ({
    source: `multi-agent: ${card.title}`,
    focusGroup: card.category === "Focus Group",
    names: [...moderatorsIn(card.prompt), ...participantsIn(card.prompt)],
  })),
  ...simulationCards.map((card) => ({
    source: `expert-panel: ${card.title}`,
    focusGroup: /focus group/i.test(card.title),
    names: [...moderatorsIn(card.prompt), ...participantsIn(card.prompt)],
  })),
];

const firstName = (full: string): string => full.split(" ")[0]!;

describe("simulation personas", () => {
  it("finds the participants of every Level 3 simulation, matching its stated size", () => {
    for (const card of simulationCards) {
      expect(participantsIn(card.prompt), card.title).toHaveLength(card.participants);
    }
  });

  it("finds named participants in every multi-agent prompt", () => {
    for (const cast of casts) expect(cast.names.length, cast.source).toBeGreaterThanOrEqual(5);
  });

  it("never gives the same name to two different personas", () => {
    const seen = new Map<string, string>();
    for (const cast of casts) {
      for (const persona of cast.names) {
        expect(seen.get(persona), `${persona} in ${cast.source}`).toBeUndefined();
        seen.set(persona, cast.source);
      }
    }
  });

  it("never reuses the first name of a persona known only by first name", () => {
    const all = casts.flatMap((cast) => cast.names.map((persona) => ({ persona, source: cast.source })));
    for (const { persona, source } of all.filter(({ persona }) => !persona.includes(" "))) {
      const others = all.filter((other) => other.source !== source && firstName(other.persona) === persona);
      expect(others, `${persona} in ${source}`).toEqual([]);
    }
  });

  it("keeps the multi-agent focus groups and the Level 3 focus group apart", () => {
    const multiAgent = new Set(
      casts.filter((cast) => cast.focusGroup && cast.source.startsWith("multi-agent")).flatMap((c) => c.names.map(firstName)),
    );
    const level3 = casts.filter((cast) => cast.focusGroup && cast.source.startsWith("expert-panel")).flatMap((c) => c.names);
    expect(level3.length).toBeGreaterThan(0);
    for (const persona of level3) expect(multiAgent.has(firstName(persona)), persona).toBe(false);
  });

  it("names no persona of another simulation in a card's example output, follow-up or why-it-works line", () => {
    const cards = largeLibraryIds.flatMap((tool) => (promptLibraries[tool] as LargePromptLibrary).prompts.map((card) => ({ tool, card })));
    for (const { tool, card } of cards) {
      const extras = [card.exampleOutput, card.followUp, card.whyItWorks].join("\n");
      for (const cast of casts.filter((cast) => cast.source !== `${tool}: ${card.title}`)) {
        for (const persona of cast.names.filter((persona) => persona.includes(" "))) {
          expect(new RegExp(String.raw`\b${persona}\b`, "u").test(extras), `${persona} (${cast.source}) in ${tool}: ${card.title}`).toBe(
            false,
          );
        }
      }
    }
  });
});
