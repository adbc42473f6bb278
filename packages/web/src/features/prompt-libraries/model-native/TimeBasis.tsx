// How a card's time estimate adds up, step by step (issue 29, Deliver 6), with work spread over
// sessions, waits on someone else and a tool's run on its own shown as such (issue 45, Deliver 2).
import type { TimeStep } from "../../../content/types.ts";

export const span = (fewest: number, most: number) => (fewest === most ? `${fewest}` : `${fewest}–${most}`);

function timeOf({ minutes, sessions, waiting, background }: TimeStep): string {
  if (waiting) return "waiting";
  if (background) return `${span(...minutes)} min on its own, not counted`;
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
    </details>
  );
}
