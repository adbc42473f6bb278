// Which ChatGPT mode and tools a card is written for (issue 29, Deliver 4), and what to do on the
// Free plan (issue 45, Deliver 3).
import type { ChatgptRun } from "../../../content/types.ts";

export function RunIn({ run }: { run: ChatgptRun }) {
  return (
    <p className="card-run-in">
      <strong>Run it in ChatGPT: </strong>
      <span className="card-run-in-mode">{run.mode}</span>
      {run.tools.length > 0 && <> with {listOf(run.tools)}</>}. {run.why}
      {run.onFreePlan && (
        <>
          {" "}
          <strong>On the Free plan: </strong>
          {run.onFreePlan}
        </>
      )}
    </p>
  );
}

/** "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
