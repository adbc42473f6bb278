import type { MouseEvent } from "react";
import { stepSectionId } from "./StepCard.tsx";
import { useGuideProgress } from "./use-guide-progress.ts";
import "./guide-progress.css";

/** "2 of 6 steps done" and a link back to the first step still open, above a bar. */
export function GuideProgress({ steps }: { steps: ReadonlyArray<{ title: string }> }) {
  const { done } = useGuideProgress();
  if (steps.length === 0) return null;
  const doneCount = steps.filter((step) => done.has(step.title)).length;
  const firstOpen = steps.findIndex((step) => !done.has(step.title));

  const resume = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(stepSectionId(firstOpen + 1));
    if (!section) return;
    // Scroll without touching the URL (the router owns it) and move focus for keyboard users.
    event.preventDefault();
    section.scrollIntoView({ behavior: "smooth", block: "start" });
    section.focus({ preventScroll: true });
  };

  return (
    <div className="guide-progress">
      <p className="guide-progress-count" role="status">
        {doneCount} of {steps.length} steps done
      </p>
      {firstOpen === -1 ? (
        <p className="guide-progress-complete">All steps done.</p>
      ) : (
        doneCount > 0 && (
          <a className="guide-progress-resume" href={`#${stepSectionId(firstOpen + 1)}`} onClick={resume}>
            Resume at step {firstOpen + 1}
          </a>
        )
      )}
      <progress className="guide-progress-bar" max={steps.length} value={doneCount} aria-label="Guide progress" />
    </div>
  );
}

/** The same box while the steps are on their way, so the steps below it do not move when it fills. */
export function GuideProgressPending({ stepCount }: { stepCount: number }) {
  return (
    <div className="guide-progress guide-progress-pending" aria-hidden="true">
      <p className="guide-progress-count">0 of {stepCount} steps done</p>
      <progress className="guide-progress-bar" max={stepCount} value={0} />
    </div>
  );
}
