// The cloud sends the weekly digest from a weekly rule; locally a timer runs the same function once
// an hour. It sends to each admin who turned the digest on once per ISO week (the claim on their
// account), so the first tick of each week sends it and the rest send nothing. The weekly team digest
// (issue 48, Deliver 4) goes on the same tick, claimed per member, team and week the same way.
import { sendTeamDigests, sendWeeklyDigests, type DigestDeps, type TeamDigestDeps } from "@ai-leaders/functions/digest";

const everyMs = 60 * 60_000;

export function startDigestSchedule(deps: DigestDeps & TeamDigestDeps): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const now = new Date();
    sendWeeklyDigests(deps, now)
      .then(() => sendTeamDigests(deps, now))
      .catch((error: Error) => deps.log({ event: "digest_run_failed", error: error.message }))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
