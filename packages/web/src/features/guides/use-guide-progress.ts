// Which steps of each guide the visitor has marked done, kept on this device by guide path and
// step title.
import { useCallback } from "react";
import { useLocation } from "react-router-dom";
import type { GuideId } from "@ai-leaders/core/content";
import { paths } from "../../config/paths.ts";
import { createDeviceStore, parseJson } from "../../lib/device-store.ts";
import { reportToTeam } from "../../lib/team-activity.ts";

/** Each guide's page, by its path. */
const guideAt: Record<string, GuideId> = {
  [paths.marketDecision]: "market-decision",
  [paths.buildWebsite]: "build-website",
  [paths.improveLandingPage]: "improve-landing-page",
  [paths.researchReport]: "research-report",
  [paths.expertPanel]: "expert-panel",
};

export const guideProgressStorageKey = "ai-leaders.guide-progress";

/** Guide path → titles of the steps marked done. */
type GuideProgressRecord = Record<string, string[]>;

/** Anything that isn't path → list of titles (edited by hand) reads as no progress. */
const store = createDeviceStore<GuideProgressRecord>(guideProgressStorageKey, (stored) => {
  const parsed = parseJson(stored);
  const progress: GuideProgressRecord = {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return progress;
  for (const [path, titles] of Object.entries(parsed)) {
    if (Array.isArray(titles)) progress[path] = titles.filter((title): title is string => typeof title === "string");
  }
  return progress;
});

/** The done step titles of the current guide (the page's path), and a toggle for one step. */
export function useGuideProgress(): { done: ReadonlySet<string>; toggle: (stepTitle: string) => void } {
  const { pathname } = useLocation();
  const done = doneSetOf(store.use()[pathname]);
  const toggle = useCallback(
    (stepTitle: string) => {
      const current = store.read()[pathname] ?? [];
      const marking = !current.includes(stepTitle);
      const next = marking ? [...current, stepTitle] : current.filter((title) => title !== stepTitle);
      store.write({ ...store.read(), [pathname]: next });
      // A step marked done counts for the team the member works in (issue 48): unmarking takes nothing back.
      const guide = guideAt[pathname];
      if (marking && guide) void reportToTeam({ kind: "guide-step", guide, step: stepTitle });
    },
    [pathname],
  );
  return { done, toggle };
}

// One Set per stored list, so components re-render only when the list changes.
const doneSets = new WeakMap<string[], ReadonlySet<string>>();
const noneDone: ReadonlySet<string> = new Set();

function doneSetOf(titles: string[] | undefined): ReadonlySet<string> {
  if (!titles) return noneDone;
  let set = doneSets.get(titles);
  if (!set) {
    set = new Set(titles);
    doneSets.set(titles, set);
  }
  return set;
}
