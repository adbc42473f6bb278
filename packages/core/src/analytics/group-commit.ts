// Batched counters without losing any: requests that arrive while a write is under way add their
// increments to the next write, which starts as soon as that one ends; each request waits for the
// write that holds its counts. One request alone is written at once, so there is no timer and
// nothing is held in memory after a request has answered (a Lambda instance may be frozen then).
import { add, type Increments } from "./tally.ts";

export function createGroupCommit(write: (day: string, increments: Increments) => Promise<void>) {
  let pending: { byDay: Map<string, Increments>; done: Promise<void> } | null = null;
  let writing: Promise<void> = Promise.resolve();

  return function commit(day: string, increments: Increments): Promise<void> {
    if (!pending) {
      const byDay = new Map<string, Increments>();
      // The batch starts when the write before it ends, whether that one succeeded or not.
      const done = writing
        .catch(() => undefined)
        .then(async () => {
          if (pending?.byDay === byDay) pending = null;
          await Promise.all([...byDay].map(([batchDay, merged]) => write(batchDay, merged)));
        });
      pending = { byDay, done };
      writing = done;
    }
    const merged = pending.byDay.get(day) ?? new Map();
    pending.byDay.set(day, merged);
    for (const [item, attributes] of increments) for (const [attribute, by] of attributes) add(merged, item, attribute, by);
    return pending.done;
  };
}
