// How a card's time estimate adds up, step by step (issue 29, Deliver 6), with work spread over
// sessions, waits on someone else and a tool's run on its own shown as such (issue 45, Deliver 2).
import type { TimeStep } from "../../../content/types.ts";

export const span = (fewest: number, most: number) => (fewest === most ? `${fewest}` : `${fewest}–${most}`);

function timeOf({ minutes, sessions, waiting }: TimeStep): string {
  if (waiting) return "waiting";
  const each = `${span(...minutes)} min`;
  return sessions ? `${span(...sessions)} sessions × ${each}` : each;
}

export function TimeBasis({ estimate, steps }: { estimate: string; steps: TimeStep[] }) {
  return (
    <details className="card-extra card-time-basis">
      <summary>How the {estimate} adds up</summary>
      <ul>
        {steps.map((step) => (
          <li key={step.step}>
            <span>{step.step}</span>
            <span className="card-time-basis-minutes">{timeOf(step)}</span>
          </li>
        ))}
      </ul>
      {steps
        .filter((step) => step.background)
        .map((step) => (
          <p key={step.step} className="card-time-basis-note">
            Not in the {estimate}: the {span(...step.minutes)} min it runs on its own.
          </p>
        ))}
    </details>
  );
}
