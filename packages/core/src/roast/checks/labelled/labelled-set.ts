// Landing pages written for the tests, each labelled with what a reviewer sees first in it, and the
// order a reviewer would rank them in. The pages are realistic on purpose: the poor ones are
// technically tidy (titles, previews, a button), so only their words give them away. Each page is a
// module in this folder that gives its own content; page.ts writes the document around it.
import type { SectionId } from "../critique.ts";
import { bookkeepingClear } from "./bookkeeping-clear.ts";
import { groomerClear } from "./groomer-clear.ts";
import { onboardingClear } from "./onboarding-clear.ts";
import { rotaStrongProof } from "./rota-strong-proof.ts";
import { rotaFakeProof } from "./rota-fake-proof.ts";
import { plumberFooterContact } from "./plumber-footer-contact.ts";
import { tutoringNoCallToAction } from "./tutoring-no-call-to-action.ts";
import { coffeeGenericCallToAction } from "./coffee-generic-call-to-action.ts";
import { synergyBuzzword } from "./synergy-buzzword.ts";
import { financeBuzzword } from "./finance-buzzword.ts";
import { consultingVague } from "./consulting-vague.ts";
import { studioVague } from "./studio-vague.ts";
import { comingSoonThin } from "./coming-soon-thin.ts";

export type Label =
  | "clear"
  | "strong-proof"
  | "footer-contact"
  | "fake-proof"
  | "no-call-to-action"
  | "generic-call-to-action"
  | "vague"
  | "buzzword"
  | "thin";

export interface LabelledPage {
  /** Its module in this folder, without ".ts" (and the host it is scored at). */
  name: string;
  label: Label;
  /** What a reviewer notices, in a line. */
  why: string;
  /** The whole page, as a browser would receive it. */
  html: string;
}

export const labelledPages: readonly LabelledPage[] = [
  {
    name: "bookkeeping-clear",
    label: "clear",
    why: "Says what it is and for whom (bookkeeping for UK sole traders), with named customers.",
    html: bookkeepingClear,
  },
  {
    name: "groomer-clear",
    label: "clear",
    why: "A local business that says what, where and how much, with a rating and named reviews.",
    html: groomerClear,
  },
  {
    name: "onboarding-clear",
    label: "clear",
    why: "The buzzword page rewritten: onboarding checklists for HR teams at 50–500 person companies.",
    html: onboardingClear,
  },
  {
    name: "rota-strong-proof",
    label: "strong-proof",
    why: "Named customers, figures, and testimonials with a name, a role and a company.",
    html: rotaStrongProof,
  },
  {
    name: "rota-fake-proof",
    label: "fake-proof",
    why: "The same page, its proof swapped for 'Trusted by teams everywhere' and unnamed 5-star quotes.",
    html: rotaFakeProof,
  },
  {
    name: "plumber-footer-contact",
    label: "footer-contact",
    why: "A clear page whose phone number and address are only in the footer's text.",
    html: plumberFooterContact,
  },
  {
    name: "tutoring-no-call-to-action",
    label: "no-call-to-action",
    why: "Clear and credible, but never asks the visitor to do anything.",
    html: tutoringNoCallToAction,
  },
  {
    name: "coffee-generic-call-to-action",
    label: "generic-call-to-action",
    why: "Clear offer; its only asks are 'Learn more' and 'Click here'.",
    html: coffeeGenericCallToAction,
  },
  {
    name: "synergy-buzzword",
    label: "buzzword",
    why: "'Next-generation synergy … leverages cutting-edge AI to empower your workforce journey'.",
    html: synergyBuzzword,
  },
  {
    name: "finance-buzzword",
    label: "buzzword",
    why: "'Reimagine the future of finance' with a holistic, AI-driven platform that unlocks value.",
    html: financeBuzzword,
  },
  {
    name: "consulting-vague",
    label: "vague",
    why: "'Your partner for what's next': never says what the firm does or for whom.",
    html: consultingVague,
  },
  { name: "studio-vague", label: "vague", why: "'Making good things happen': values and feelings, no offer.", html: studioVague },
  {
    name: "coming-soon-thin",
    label: "thin",
    why: "'Something big is coming': a waitlist form and nothing to wait for.",
    html: comingSoonThin,
  },
];

/** Labels of pages that never say what they offer: a reviewer ranks every other page above them. */
export const saysNothingLabels: readonly Label[] = ["vague", "buzzword", "thin"];

/**
 * The rest of a reviewer's order, label against label: every page labelled `better` scores higher
 * overall than every page labelled `worse`, and in each named category too.
 */
export const reviewerOrder: ReadonlyArray<{ better: Label; worse: Label; categories: readonly SectionId[] }> = [
  ...saysNothingLabels.map((worse) => ({ better: "clear" as const, worse, categories: ["messageClarity"] as const })),
  { better: "strong-proof", worse: "fake-proof", categories: ["trust"] },
  { better: "clear", worse: "no-call-to-action", categories: ["callToAction"] },
  { better: "clear", worse: "generic-call-to-action", categories: ["callToAction"] },
];

export function labelledHtml(name: string): Buffer {
  const page = labelledPages.find((candidate) => candidate.name === name);
  if (page === undefined) throw new Error(`No labelled page is called ${name}`);
  return Buffer.from(page.html);
}
