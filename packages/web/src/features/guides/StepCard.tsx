import type { ReactNode } from "react";
import type { StepCard as StepCardContent } from "../../content/types.ts";
import { PromptBlock } from "./PromptBlock.tsx";

interface StepCardProps {
  step: StepCardContent;
  number: number;
  /** Interactive parts of the step (a form, a result), shown after its tasks. */
  children?: ReactNode;
}

/** A numbered step of build-website and improve-landing-page: tasks, example, prompt. */
export function StepCard({ step, number, children }: StepCardProps) {
  return (
    <section className={`guides-card guides-accent-${step.colour}`} aria-labelledby={`step-${number}-title`}>
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
      {step.prompt && <PromptBlock owner={step.title} text={step.prompt} />}
    </section>
  );
}
