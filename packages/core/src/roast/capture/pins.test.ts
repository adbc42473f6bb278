import { describe, expect, it } from "vitest";
import type { PageReport } from "../report/types.ts";
import { pinFindings } from "./pins.ts";
import type { TextBox } from "./types.ts";

const report = (quotes: string[][]): PageReport => ({
  kind: "page",
  url: "https://acme.example/",
  verdict: "",
  score: 50,
  calibration: "",
  categories: quotes.map((evidence, index) => ({
    name: `Category ${index}`,
    score: 5,
    summary: "",
    evidence: evidence.map((quote) => ({ quote, note: "" })),
  })),
  fixes: [],
  headlines: [],
  callsToAction: [],
  notChecked: [],
  read: [],
});

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const views = [
  { name: "desktop" as const, width: 1440, height: 900, fullHeight: 2000, pageHeight: 2000 },
  { name: "mobile" as const, width: 390, height: 844, fullHeight: 3000, pageHeight: 3000 },
];
const text: Record<"desktop" | "mobile", TextBox[]> = {
  desktop: [
    { text: "Synergizing next-generation cloud paradigms Learn more", box: box(0, 0, 1440, 600) },
    { text: "Synergizing next-generation cloud paradigms", box: box(86, 72, 400, 120) },
    { text: "Learn more", box: box(86, 420, 160, 48) },
    { text: "Our team’s “award-winning” platform ships weekly to customers everywhere", box: box(86, 900, 700, 40) },
  ],
  mobile: [{ text: "Synergizing   next-generation\ncloud paradigms", box: box(16, 60, 358, 200) }],
};

describe("pinning findings on the screenshots", () => {
  const pinned = pinFindings(
    report([
      ["Synergizing next-generation cloud paradigms", "", "Learn more"],
      ["learn more", "Call us today"],
    ]),
    {
      id: "capture-id-0000000000",
      capturedAt: "2026-11-27T00:00:00.000Z",
      views,
      text,
    },
  );
  const pins = pinned.capture!.pins;

  it("numbers each quote once, in reading order, and puts the number beside every finding that quotes it", () => {
    expect(pins.map((pin) => [pin.n, pin.quote])).toEqual([
      [1, "Synergizing next-generation cloud paradigms"],
      [2, "Learn more"],
      [3, "Call us today"],
    ]);
    expect(pinned.categories.map((category) => category.evidence.map((evidence) => evidence.pin))).toEqual([
      [1, undefined, 2],
      [2, 3],
    ]);
  });

  it("places a quote on the smallest text that holds it, per view, whatever the spacing", () => {
    expect(pins[0]!.boxes).toEqual({ desktop: box(86, 72, 400, 120), mobile: box(16, 60, 358, 200) });
    expect(pins[1]!.boxes).toEqual({ desktop: box(86, 420, 160, 48) });
  });

  it("leaves a quote it cannot find without a box, so the report can say so", () => {
    expect(pins[2]!.boxes).toEqual({});
  });

  it("finds a quote cut short with an ellipsis, and with straight quotes for curly ones", () => {
    const cut = pinFindings(report([[`Our team's "award-winning" platform ships…`]]), { id: "x", capturedAt: "", views, text });
    expect(cut.capture!.pins[0]!.boxes.desktop).toEqual(box(86, 900, 700, 40));
  });
});
