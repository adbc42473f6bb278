// What `npm start` prints while it runs, for the person at the terminal: one line per request and
// one per failed job or delivery. The structured JSON log stays for everything else.
import type { MiddlewareHandler } from "hono";
import type { JobRepository } from "@ai-leaders/core/jobs";
import type { Log } from "@ai-leaders/functions/http";

export interface OperatorLog {
  /** "GET /level-2 200 4 ms" */
  request(line: string): void;
  /** "job failed: landing-roast roast-1732…: The page could not be read" */
  failure(line: string): void;
}

/** The terminal: requests on stdout, failures on stderr. */
export const terminalOperatorLog: OperatorLog = {
  request: (line) => console.log(line),
  failure: (line) => console.error(line),
};

/** One line per request once it is answered: method, path (never the query), status, time taken. */
export function requestLogger(operator: OperatorLog): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    operator.request(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)} ms`);
  };
}

/**
 * The jobs repository, telling the operator about each job it marks failed (kind, id, reason).
 * Each member is named: the repository is loaded lazily, so it has none to copy until it is.
 */
export function reportingFailedJobs(jobs: JobRepository, operator: OperatorLog): JobRepository {
  return {
    relay: jobs.relay,
    get: jobs.get,
    create: jobs.create,
    listRecent: jobs.listRecent,
    listPendingByUser: jobs.listPendingByUser,
    eraseJobs: jobs.eraseJobs,
    complete: jobs.complete,
    setStage: jobs.setStage,
    setTimings: jobs.setTimings,
    reopen: jobs.reopen,
    async fail(sessionId, failure, now) {
      const outcome = await jobs.fail(sessionId, failure, now);
      if (outcome === "finished") {
        const job = await jobs.get(sessionId);
        operator.failure(`job failed: ${job?.kind ?? "analysis"} ${sessionId}: ${failure.detail ?? failure.error}`);
      }
      return outcome;
    },
  };
}

/** The structured log, with failed relay deliveries written as one readable line instead. */
export function withDeliveryFailureLines(log: Log, operator: OperatorLog): Log {
  return (entry) => {
    if (entry.event !== "relay_delivery_failed") return log(entry);
    const what = entry.kind ? `${entry.kind} ${entry.id}` : `message ${entry.messageId}`;
    operator.failure(`delivery failed (attempt ${entry.attempt}): ${what}: ${entry.error}`);
    // The record is kept, marked failed; only the console sends it again.
    if (entry.final && entry.kind) operator.failure(`gave up on ${what}: see Deliveries in the console to send it again`);
  };
}
