// A suite's stack as most files start it: registered once (beforeAll and afterAll), read inside the
// tests through the object it answers (`suite.stack`, `suite.accessToken`, `suite.receiver`…).
import { afterAll, beforeAll } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "./access.ts";
import { startTestStack, type TestStackOptions } from "./test-stack.ts";

/** Anything a suite starts beside its stack: a webhook receiver, a model's stand-in, a site. */
export interface Closable {
  close(): unknown;
}

export interface StackSuiteOptions<Beside> {
  /** Started before the stack (its settings may name them) and closed after it, in this order. */
  beside?: () => Promise<Beside>;
  /** The stack's options, or a function of what `beside` started. */
  stack?: TestStackOptions | ((beside: Beside) => TestStackOptions);
  /** Ask for an access token once the stack is up, as a visitor's page does (`suite.accessToken`). */
  access?: boolean;
}

export type StackSuite<Beside = object> = Beside & {
  stack: LocalStack;
  /** With `access`: a visitor's access token. */
  accessToken: string;
};

/**
 * What `start` answers (servers, stand-ins), started before the suite's tests and each closed after
 * them in the order named; answers `suite`, whose fields are filled in by then.
 */
export function useStarted<Started extends Record<string, Closable | undefined>>(start: () => Promise<Started>): Started {
  const suite = {} as Started;
  const closing: Closable[] = [];
  beforeAll(async () => {
    const started = await start();
    Object.assign(suite, started);
    closing.push(...(Object.values(started).filter(Boolean) as Closable[]));
  });
  afterAll(async () => {
    for (const started of closing) await started.close();
  });
  return suite;
}

/** Starts what `options` names before the suite's tests and stops it after them; answers `suite`, filled in by then. */
export function useTestStack<Beside extends Record<string, Closable | undefined> = Record<never, never>>(
  options: StackSuiteOptions<Beside> = {},
): StackSuite<Beside> {
  const suite = (options.beside ? useStarted(options.beside) : {}) as StackSuite<Beside>;
  beforeAll(async () => {
    const stackOptions = typeof options.stack === "function" ? options.stack(suite) : options.stack;
    suite.stack = await startTestStack(stackOptions);
    if (options.access) suite.accessToken = (await requestAccessGrant(suite.stack)).token;
  });
  // Registered after what `beside` starts: the stack stops before those close.
  afterAll(async () => {
    await suite.stack?.stop();
  });
  return suite;
}
