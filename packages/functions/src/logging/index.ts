// The functions' structured log: one JSON line per entry, stamped with the time, the function and
// the invocation's request id (Lambda's awsRequestId), so one request's lines can be found together.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context as LambdaContext } from "aws-lambda";

export type Log = (entry: Record<string, unknown>) => void;

export interface Invocation {
  /** Which of our functions: api, callback, relay, sweeper, ws, upgrade, firewall. */
  fn: string;
  requestId: string;
}

const current = new AsyncLocalStorage<Invocation>();

/** The line written for an entry: its own fields last, so an entry cannot lose them to ours. */
export function logLine(entry: Record<string, unknown>, invocation: Invocation | undefined, now: Date): string {
  return JSON.stringify({
    time: now.toISOString(),
    level: "error" in entry ? "error" : "info",
    ...(invocation && { function: invocation.fn, request_id: invocation.requestId }),
    ...entry,
  });
}

/**
 * Written straight to stdout: Lambda keeps the line as it is (console.log would prefix it), and
 * CloudWatch Logs Insights reads its fields.
 */
export const structuredLog: Log = (entry) => {
  process.stdout.write(`${logLine(entry, current.getStore(), new Date())}\n`);
};

/** The request id of the invocation running now, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** A Lambda handler whose every log line carries its function and request id. */
export function withInvocationLog<Event, Result>(
  fn: string,
  handler: (event: Event, context: LambdaContext) => Promise<Result>,
): (event: Event, context: LambdaContext) => Promise<Result> {
  return (event, context) => current.run({ fn, requestId: context.awsRequestId }, () => handler(event, context));
}

/** An HTTP handler whose every answer names its request id (x-request-id), for a user's report. */
export function withRequestIdHeader<Event, Result extends { headers?: Record<string, unknown> }>(
  handler: (event: Event, context: LambdaContext) => Promise<Result>,
): (event: Event, context: LambdaContext) => Promise<Result> {
  return async (event, context) => {
    const result = await handler(event, context);
    return { ...result, headers: { ...result.headers, "x-request-id": context.awsRequestId } };
  };
}
