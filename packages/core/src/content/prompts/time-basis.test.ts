// Issue 45, Deliver 2: every card of the eight libraries says how long it takes on one basis, a
// time estimate that its steps add up to. A small card's estimate is the reader's hands-on time,
// in minutes or hours, with work over several sittings named as sessions and a wait on someone
// else (an access review, a developer's work) named after a "+", never a fixed "5min".
import { describe, expect, it } from "vitest";
import { parseTimeEstimate, wordCount } from "../content-rules.ts";
import { largeLibraryIds, promptLibraries, smallLibraryIds } from "../index.ts";
import type { LargePromptLibrary, SmallPrompt, SmallPromptLibrary, TimeStep } from "../types.ts";

interface Estimate {
  /** Hands-on minutes, fewest and most. */
  minutes: [number, number];
  sessions?: [number, number];
  /** What the reader waits for, as the estimate names it after the "+". */
  wait?: string;
}

/** "5-7 min", "2.5-5 h", "3-6 h over 5-7 sessions", "1-2 h + your developer's time"; null otherwise. */
function readEstimate(estimate: string): Estimate | null {
  const match = /^(\d+(?:\.5)?)-(\d+(?:\.5)?) (min|h)(?: over (\d+)-(\d+) sessions)?(?: \+ (\S.*))?$/.exec(estimate);
  if (!match) return null;
  const perUnit = match[3] === "h" ? 60 : 1;
  const minutes: [number, number] = [Number(match[1]) * perUnit, Number(match[2]) * perUnit];
  if (!Number.isInteger(minutes[0]) || minutes[0] >= minutes[1]) return null;
  return {
    minutes,
    ...(match[4] ? { sessions: [Number(match[4]), Number(match[5])] as [number, number] } : {}),
    ...(match[6] ? { wait: match[6] } : {}),
  };
}

/** The hands-on minutes the steps add up to: each sitting's minutes times its sessions, waits left out. */
function handsOn(steps: TimeStep[]): [number, number] {
  return steps
    .filter((step) => !step.background)
    .reduce<[number, number]>(
      ([fewest, most], { minutes, sessions = [1, 1] }) => [fewest + minutes[0] * sessions[0], most + minutes[1] * sessions[1]],
      [0, 0],
    );
}

const numberWords: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** Where a card's own words say the work takes several sittings: "five to seven short sessions", "one sitting". */
const sittings = /\b(?:one|each|a single) sitting\b|\b(\w+) to (\w+) (?:short )?sessions\b/i;
/** Where they say it waits on someone else's approval or work. */
const approvalWait =
  /\bmust approve\b|\bapp review\b|\baccess request\b|\bapproval of your app\b|\bgrants? you (?:read )?access\b|\byour developer runs\b/i;

function cardText(card: SmallPrompt): string {
  return [
    card.prompt,
    card.whatYouGet,
    card.dataNote ?? "",
    ...(card.builtWith?.accounts ?? []),
    ...card.timeBasis.map((s) => s.step),
  ].join("\n");
}

const cards = [
  ...largeLibraryIds.flatMap((tool) =>
    (promptLibraries[tool] as LargePromptLibrary).prompts.map((card) => ({ tool, size: "large", card })),
  ),
  ...smallLibraryIds.flatMap((tool) =>
    (promptLibraries[tool] as SmallPromptLibrary).prompts.map((card) => ({ tool, size: "small", card })),
  ),
].map((entry) => ({ ...entry, title: entry.card.title }));

describe.each(cards)("$tool · $title", ({ size, card }) => {
  it("has a time estimate its steps add up to", () => {
    const estimate = readEstimate(card.timeEstimate);
    expect(estimate, card.timeEstimate).not.toBeNull();
    expect(card.timeBasis.length, "steps").toBeGreaterThanOrEqual(2);
    for (const { step, minutes, sessions, waiting } of card.timeBasis) {
      expect(wordCount(step), step).toBeGreaterThanOrEqual(2);
      for (const range of [minutes, sessions ?? [1, 1]]) {
        expect(range.every(Number.isInteger) && range[0] >= 0 && range[0] <= range[1], step).toBe(true);
      }
      if (waiting) {
        expect(minutes, `a wait is not hands-on: ${step}`).toEqual([0, 0]);
        expect(sessions, step).toBeUndefined();
      }
    }
    expect(handsOn(card.timeBasis), "hands-on minutes").toEqual(estimate!.minutes);
  });

  it("names its sessions and its waits in the estimate, and only those it has", () => {
    const estimate = readEstimate(card.timeEstimate)!;
    const spread = card.timeBasis.filter((step) => step.sessions);
    expect(spread.length, "at most one step spreads over sessions").toBeLessThanOrEqual(1);
    expect(estimate.sessions, "the estimate's sessions").toEqual(spread[0]?.sessions);
    expect(Boolean(estimate.wait), `a wait in the estimate: ${estimate.wait ?? "none"}`).toBe(card.timeBasis.some((step) => step.waiting));
  });

  if (size === "large") {
    it("keeps the spec's format for a large card: minutes to a first answer, no sessions or waits", () => {
      expect(parseTimeEstimate(card.timeEstimate), card.timeEstimate).not.toBeNull();
      expect(card.timeBasis.some((step) => step.sessions || step.waiting)).toBe(false);
    });
  } else {
    const small = card as SmallPrompt;

    it("claims no fixed few minutes that its own steps contradict", () => {
      expect(small.timeEstimate).not.toMatch(/^\d+ ?min$/);
      // Each small card builds something, sets something up or hands work on: never minutes of work.
      expect(readEstimate(small.timeEstimate)!.minutes[0]).toBeGreaterThanOrEqual(30);
      const text = cardText(small);
      const saysSittings = sittings.exec(text);
      if (saysSittings) {
        const sessions = readEstimate(small.timeEstimate)!.sessions;
        expect(sessions, `says "${saysSittings[0]}"`).toBeDefined();
        if (saysSittings[1]) {
          expect(sessions).toEqual([numberWords[saysSittings[1].toLowerCase()], numberWords[saysSittings[2]!.toLowerCase()]]);
        }
      }
      const saysWait = approvalWait.exec(text)?.[0];
      if (saysWait)
        expect(
          small.timeBasis.some((step) => step.waiting),
          `says "${saysWait}"`,
        ).toBe(true);
    });
  }
});

describe("the estimates as read", () => {
  it("reads minutes, hours, sessions and waits, and refuses a fixed time or a range the wrong way round", () => {
    expect(readEstimate("5-7 min")).toEqual({ minutes: [5, 7] });
    expect(readEstimate("2.5-5 h")).toEqual({ minutes: [150, 300] });
    expect(readEstimate("3-6 h over 5-7 sessions")).toEqual({ minutes: [180, 360], sessions: [5, 7] });
    expect(readEstimate("3.5-7 h + LinkedIn's review")).toEqual({ minutes: [210, 420], wait: "LinkedIn's review" });
    for (const wrong of ["5min", "5 min", "7-5 min", "1.25-2 h", "2-4 hours", "1-2 h +"]) expect(readEstimate(wrong), wrong).toBeNull();
  });

  it("adds each sitting's minutes once per session and leaves waits out", () => {
    expect(
      handsOn([
        { step: "Choose a project", minutes: [30, 45] },
        { step: "One milestone a session", minutes: [30, 45], sessions: [5, 7] },
        { step: "Someone else reviews it", minutes: [0, 0], waiting: true },
      ]),
    ).toEqual([180, 360]);
  });

  it("finds the words that promise sittings or a wait for approval", () => {
    expect(sittings.exec("in five to seven short sessions")?.slice(1, 3)).toEqual(["five", "seven"]);
    expect(sittings.test("Each must fit in one sitting.")).toBe(true);
    expect(sittings.test("never write your own session handling")).toBe(false);
    expect(approvalWait.test("which LinkedIn must approve for your app")).toBe(true);
    expect(approvalWait.test("in your company's approved n8n instance")).toBe(false);
  });
});
