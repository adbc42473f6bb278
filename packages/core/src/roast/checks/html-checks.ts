// What code checks in the page's HTML, as checks a report shows apart from judgement: for a model's
// report, which otherwise judges everything in its own words. The rule-based report needs none:
// every line of it is code's. Same thresholds as the rule-based findings (critique.ts).
import type { MeasuredCheck } from "../report/types.ts";
import type { PageFacts } from "./page-facts.ts";
import { quote } from "./quote.ts";
import { readSignals } from "./signals.ts";

const blocksZoom = /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/i;

export function htmlChecks(facts: PageFacts): MeasuredCheck[] {
  return [titleCheck(facts), headlineCheck(facts), actionCheck(facts), ...formCheck(facts), viewportCheck(facts)];
}

function titleCheck({ title }: PageFacts): MeasuredCheck {
  const check = { id: "title", label: "Page title" } as const;
  if (!title)
    return {
      ...check,
      value: "None",
      status: "fail",
      detail: "The HTML has no title: search results and browser tabs show the bare address.",
    };
  const value = `${title.length} characters`;
  const detail = `${quote(title, 70)}. Search results show about 60 characters; 15 to 65 passes.`;
  return { ...check, value, status: title.length < 15 || title.length > 65 ? "warn" : "pass", detail };
}

function headlineCheck({ headings }: PageFacts): MeasuredCheck {
  const check = { id: "headline", label: "Headline (H1)" } as const;
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0)
    return {
      ...check,
      value: "None",
      status: "fail",
      detail: "The HTML has no H1: nothing tells a visitor, in the largest type, what this is.",
    };
  const detail = `${quote(h1s[0]!.text)}${h1s.length > 1 ? `, and ${h1s.length - 1} more: one H1 passes.` : ". One H1 passes."}`;
  return { ...check, value: h1s.length === 1 ? "One" : `${h1s.length}`, status: h1s.length === 1 ? "pass" : "warn", detail };
}

function actionCheck(facts: PageFacts): MeasuredCheck {
  const check = { id: "call-to-action", label: "Call to action" } as const;
  const action = readSignals(facts).primaryAction;
  if (!action)
    return {
      ...check,
      value: "None",
      status: "fail",
      detail: "No button or link asks the visitor to do anything (buy, book, start, sign up).",
    };
  const early = action.wordsBefore < 40 || (action.wordsBefore <= 150 && action.wordsBefore / Math.max(1, facts.wordCount) <= 0.5);
  const wording = action.wording === "strong" ? "says what happens next" : "is generic (it does not say what happens next)";
  return {
    ...check,
    value: quote(action.text, 40),
    status: early && action.wording === "strong" ? "pass" : "warn",
    detail: `The main ask ${wording} and comes after ${action.wordsBefore} words of text. A clear ask within the opening text passes.`,
  };
}

function formCheck({ forms }: PageFacts): MeasuredCheck[] {
  if (forms.length === 0) return [];
  const largest = Math.max(...forms.map((form) => form.fields));
  const fields = `${largest} field${largest === 1 ? "" : "s"}`;
  const detail = `${forms.length === 1 ? "One form" : `${forms.length} forms, the longest`} with ${fields}. Up to 5 passes.`;
  return [{ id: "form", label: "Form length", value: fields, status: largest > 5 ? "warn" : "pass", detail }];
}

function viewportCheck({ viewport }: PageFacts): MeasuredCheck {
  const check = { id: "viewport", label: "Mobile viewport" } as const;
  if (!viewport) return { ...check, value: "None", status: "fail", detail: "No viewport tag: phones show the desktop layout zoomed out." };
  if (blocksZoom.test(viewport))
    return { ...check, value: "Blocks zoom", status: "warn", detail: `${quote(viewport)}: visitors cannot zoom in to read.` };
  const mobile = /width\s*=\s*device-width/i.test(viewport);
  return {
    ...check,
    value: mobile ? "Set" : "Fixed width",
    status: mobile ? "pass" : "warn",
    detail: `${quote(viewport)}. width=device-width, with zoom allowed, passes.`,
  };
}
