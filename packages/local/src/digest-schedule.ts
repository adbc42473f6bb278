// The cloud sends the weekly digest from a weekly rule; locally a timer runs the same function once
// an hour. It sends to each admin who turned the digest on once per ISO week (the claim on their
// account), so the first tick of each week sends it and the rest send nothing.
import { sendWeeklyDigests, type DigestDeps } from "@ai-leaders/functions/digest";

const everyMs = 60 * 60_000;

export function startDigestSchedule(deps: DigestDeps): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sendWeeklyDigests(deps, new Date())
      .catch((error: Error) => deps.log({ event: "digest_run_failed", error: error.message }))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
