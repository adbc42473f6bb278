// Event ingestion (issue 30): POST /api/events at a fixed rate of events per second (open loop: a
// request is sent on time whether or not the ones before have answered), from many visitors, then
// the counters read back: every event sent must be counted. Measures; never asserts.
import type { LocalStack } from "@ai-leaders/local";
import { utcDay } from "@ai-leaders/core/analytics";

export interface AnalyticsBench {
  eventsPerSecond: number;
  visitors: number;
  seconds: number;
  eventsPerRequest: number;
  requests: number;
  /** What the run achieved, from the first request sent to the last answer. */
  achievedEventsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<number, number>;
  sent: number;
  counted: number;
}

/** One visitor's batch: a page view, a prompt copy, an "Open in", a guide step and another page. */
const batch = [
  { name: "page_view", path: "/prompts/claude" },
  { name: "prompt_copy", prompt: "claude:ai-strategy-tutor" },
  { name: "prompt_open_in", prompt: "claude:ai-strategy-tutor" },
  { name: "guide_step", guide: "build-website", step: 1 },
  { name: "page_view", path: "/level-3-build-website" },
];

/** Events the day's counters hold (page views, prompt uses, guide steps: what `batch` sends). */
async function countedToday(stack: LocalStack): Promise<number> {
  const day = utcDay(new Date());
  const totals = (await stack.services.analytics.counters(day, day)).get(day)?.get("day");
  return (totals?.get("pageViews") ?? 0) + (totals?.get("promptUses") ?? 0) + (totals?.get("guideSteps") ?? 0);
}

/** Each visitor sends `batchesPerVisitor` batches (a visit of a few pages), spread over the run. */
export async function benchAnalytics(
  stack: LocalStack,
  { eventsPerSecond = 500, seconds = 10, batchesPerVisitor = 3 } = {},
): Promise<AnalyticsBench> {
  const requestsPerSecond = eventsPerSecond / batch.length;
  const requests = Math.round(requestsPerSecond * seconds);
  const visitors = Math.ceil(requests / batchesPerVisitor);
  const before = await countedToday(stack);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const body = JSON.stringify({ events: batch });
  const run = Math.random().toString(36).slice(2);

  const send = async (index: number) => {
    const begin = performance.now();
    const response = await fetch(`${stack.url}/api/events`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: stack.url,
        "user-agent": `Bench/1.0 (visitor ${index % visitors} of run ${run})`,
      },
      body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - begin);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  };

  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let index = 0; index < requests; index++) {
    const due = started + (index * 1000) / requestsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(index));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    eventsPerSecond,
    visitors,
    seconds,
    eventsPerRequest: batch.length,
    requests,
    achievedEventsPerSecond: (requests * batch.length) / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1)!,
    statuses,
    sent: requests * batch.length,
    counted: (await countedToday(stack)) - before,
  };
}
