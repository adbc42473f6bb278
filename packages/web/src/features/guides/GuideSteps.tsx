import type { ReactNode } from "react";
import { GatedContentPending, type GatedContentState } from "../../lib/use-gated-content.tsx";
import { GuideProgress, GuideProgressPending } from "./GuideProgress.tsx";
import { GuideSkeleton } from "./GuideSkeleton.tsx";

interface GuideStepsProps<Step extends { title: string }> {
  state: GatedContentState<{ steps: Step[] }>;
  /** How many steps the outline shows while the guide loads. */
  stepCount: number;
  children: (steps: Step[]) => ReactNode;
}

/** A guide's steps under its progress, once the gate lets them through; their outline until then. */
export function GuideSteps<Step extends { title: string }>({ state, stepCount, children }: GuideStepsProps<Step>) {
  if (state.status !== "loaded") {
    return (
      <GatedContentPending state={state}>
        <GuideProgressPending stepCount={stepCount} />
        <GuideSkeleton shape="step" count={stepCount} />
      </GatedContentPending>
    );
  }
  return (
    <>
      <GuideProgress steps={state.content.steps} />
      {children(state.content.steps)}
    </>
  );
}
