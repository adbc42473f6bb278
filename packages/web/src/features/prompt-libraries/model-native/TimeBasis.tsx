// How a card's time estimate adds up, step by step (issue 29, Deliver 6).
import type { TimeStep } from "../../../content/types.ts";

const range = ([fewest, most]: TimeStep["minutes"]) => (fewest === most ? `${fewest} min` : `${fewest}–${most} min`);

export function TimeBasis({ estimate, steps }: { estimate: string; steps: TimeStep[] }) {
  return (
    <details className="card-extra card-time-basis">
      <summary>How the {estimate} adds up</summary>
      <ul>
        {steps.map((step) => (
          <li key={step.step}>
            <span>{step.step}</span>
            <span className="card-time-basis-minutes">{range(step.minutes)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
