// The cloud starts watched pages' weekly checks from its scheduled sweep; locally a timer does,
// once a minute, so a watch made with `npm start` is checked when it is due.
import { startDueWatchChecks } from "@ai-leaders/functions/watches";
import type { Services } from "@ai-leaders/functions/services";
import type { Log } from "@ai-leaders/functions/http";

const everyMs = 60_000;

export function startWatchSweep(services: Services, log: Log): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    startDueWatchChecks(services, new Date(), log)
      .catch((error: Error) => log({ event: "watch_sweep_failed", error: error.message }))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
