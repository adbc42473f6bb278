import type { ResultSummary } from "@ai-leaders/core/roast/store";

export const resultKindLabels: Record<ResultSummary["kind"], string> = {
  "landing-roast": "Landing page roast",
  "landing-improve": "Landing page review",
  "founder-profile": "Founder profile",
  "website-roast": "Website roast",
};

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "23 Nov 2026, 14:05", in the reader's own locale and time zone. */
export function formatResultDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
