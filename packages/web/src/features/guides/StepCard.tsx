import { useId, useState, type ReactNode } from "react";
import type { StepCard as StepCardContent } from "../../content/types.ts";
import { PromptBlock } from "./PromptBlock.tsx";
import { hasPreviousStepSlot, isPreviousStepSlot, previousStepLabel, withPreviousStepOutput } from "./previous-step-output.ts";
import { useGuideProgress } from "./use-guide-progress.ts";
import { useLocation } from "react-router-dom";
import type { GuideId } from "../../content/types.ts";
import { paths } from "../../config/paths.ts";
import { countEvent } from "../../lib/count-event.ts";
import "./guide-progress.css";

interface StepCardProps {
  step: StepCardContent;
  number: number;
  /** Interactive parts of the step (a form, a result), shown after its tasks. */
  children?: ReactNode;
  /** An earlier step's result, put in the prompt's "[paste ... from step N ...]" slot. */
  previousStepOutput?: string;
}

/** The id of a step's section, so GuideProgress can send the visitor back to it. */
export const stepSectionId = (number: number) => `step-${number}`;

/**
 * A numbered step of build-website and improve-landing-page: tasks, example, the prompt (filled
 * from the business context) and a done toggle kept on this device.
 */
export function StepCard({ step, number, children, previousStepOutput }: StepCardProps) {
  const isDone = useGuideProgress().done.has(step.title);
  const [pasted, setPasted] = useState("");
  return (
    <section
      id={stepSectionId(number)}
      className={`guides-card guides-accent-${step.colour}${isDone ? " guides-step-done" : ""}`}
      aria-labelledby={`step-${number}-title`}
      tabIndex={-1}
    >
      <p className="guides-step-number">Step {number}</p>
      <h2 id={`step-${number}-title`}>{step.title}</h2>
      <p className="guides-card-description">{step.description}</p>
      <h3>Tasks</h3>
      <ol className="guides-list">
        {step.tasks.map((task) => (
          <li key={task}>{task}</li>
        ))}
      </ol>
      {step.example && (
        <div className="guides-example">
          <h3>Example</h3>
          <p>{step.example}</p>
        </div>
      )}
      {children}
      {step.prompt && hasPreviousStepSlot(step.prompt) && (
        <PreviousOutputBox
          label={previousStepLabel(step.prompt)}
          pasted={pasted}
          onPaste={setPasted}
          filledFromAbove={Boolean(previousStepOutput)}
        />
      )}
      {step.prompt && (
        <PromptBlock
          owner={step.title}
          text={withPreviousStepOutput(step.prompt, pasted.trim() || previousStepOutput)}
          filledElsewhere={isPreviousStepSlot}
          dataNote={step.dataNote}
        />
      )}
      <StepDoneToggle title={step.title} number={number} />
    </section>
  );
}

/** The guides whose steps are counted when marked done (the analytics' guide ids). */
const countedGuides: Record<string, GuideId> = {
  [paths.buildWebsite]: "build-website",
  [paths.improveLandingPage]: "improve-landing-page",
  [paths.researchReport]: "research-report",
  [paths.expertPanel]: "expert-panel",
  [paths.marketDecision]: "market-decision",
};

/** "Mark as done" / "Done ✓" for one step of a guide, kept on this device; marking it done is counted. */
export function StepDoneToggle({ title, number }: { title: string; number: number }) {
  const { done, toggle } = useGuideProgress();
  const guide = countedGuides[useLocation().pathname];
  const isDone = done.has(title);
  const onClick = () => {
    toggle(title);
    if (!isDone && guide) countEvent({ name: "guide_step", guide, step: number });
  };
  return (
    <button
      type="button"
      className={`button button-small ${isDone ? "button-primary" : "button-secondary"} guides-step-toggle`}
      onClick={onClick}
    >
      {isDone ? "Done ✓" : "Mark as done"}
      <span className="visually-hidden">
        : step {number}, {title}
      </span>
    </button>
  );
}

/** Where the earlier step's output goes when this step's prompt asks for it. */
function PreviousOutputBox({
  label,
  pasted,
  onPaste,
  filledFromAbove,
}: {
  label: string;
  pasted: string;
  onPaste: (text: string) => void;
  filledFromAbove: boolean;
}) {
  const id = useId();
  return (
    <div className="guides-previous-output">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={pasted}
        onChange={(event) => onPaste(event.target.value)}
        rows={4}
        placeholder={
          filledFromAbove
            ? "Your feedback above is already in the prompt; paste other text here to use it instead."
            : "Paste it here and the prompt below fills in."
        }
      />
    </div>
  );
}
