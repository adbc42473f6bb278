import { describe, expect, it } from "vitest";
import type { PageReport } from "../report/index.ts";
import { resultDescription, resultHead } from "./result-head.ts";

const page = {
  kind: "page",
  url: "https://northwind.example/",
  verdict: "A clear promise, then the proof is buried three screens down.",
  score: 62,
  calibration: "",
  categories: [],
  fixes: [],
  headlines: [],
  callsToAction: [],
  notChecked: [],
  read: [],
} satisfies PageReport;

describe("a kept result's head", () => {
  it("shows a page report's score card, and its score and verdict in the description", () => {
    const head = resultHead({
      result_id: "AbCdEfGhIjKlMnOpQrStUv",
      subject: page.url,
      text: "",
      report: { ...page, capture: { id: "c".repeat(22), capturedAt: "", views: [], pins: [] } },
      source: { engine: "model" },
    });
    expect(head).toMatchObject({
      title: "Report for https://northwind.example/ — AI for Leaders",
      path: "/r/AbCdEfGhIjKlMnOpQrStUv",
      robots: "noindex",
      image: "/api/results/AbCdEfGhIjKlMnOpQrStUv/card.jpg",
    });
    expect(head.description).toBe(
      "An AI for Leaders report on https://northwind.example/ (62/100): A clear promise, then the proof is buried three screens down.",
    );
  });

  it("shows the site's own preview image for a report with no screenshots, a founder profile or an automation's text", () => {
    expect(resultHead({ result_id: "a".repeat(22), subject: page.url, text: "", report: page, source: { engine: "model" } }).image).toBe(
      "/og/home.png",
    );
    const automation = resultHead({
      result_id: "a".repeat(22),
      subject: "Ada Lovelace",
      text: "## **Founder brief**\n\nShe builds engines.",
      source: { engine: "automation" },
    });
    expect(automation.image).toBe("/og/home.png");
    expect(automation.description).toBe("An AI for Leaders report on Ada Lovelace: Founder brief");
  });

  it("says a report by the rule-based checks is theirs, not an AI's", () => {
    const description = resultDescription({
      result_id: "a".repeat(22),
      subject: page.url,
      text: "",
      report: page,
      source: { engine: "rule-based" },
    });
    expect(description).toBe(
      "Rule-based checks by AI for Leaders on https://northwind.example/ (62/100): A clear promise, then the proof is buried three screens down.",
    );
  });

  it("keeps a long description to 160 characters, cut with an ellipsis", () => {
    const description = resultDescription({
      result_id: "a".repeat(22),
      subject: page.url,
      text: "",
      report: { ...page, verdict: "word ".repeat(60) },
      source: { engine: "model" },
    });
    expect(description).toHaveLength(160);
    expect(description.endsWith("…")).toBe(true);
  });
});
