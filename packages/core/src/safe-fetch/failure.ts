// A refused or failed fetch is a value: a code for the program, a reason for the visitor and a
// detail for the operator's log (never shown to the visitor).

export type FetchFailureCode = "blocked" | "unreachable" | "not-html" | "too-large" | "timeout" | "invalid-input";

/**
 * The user-facing reasons. There are three on purpose: a visitor needs to know whether to fix the
 * address, try again later, or point us at a web page. "too-large" and "timeout" reuse the
 * "couldn't reach" reason (the code tells them apart for the operator); "invalid-input" URLs get
 * the "can't be analyzed" reason.
 */
export const fetchFailureReasons = {
  blocked: "That address can't be analyzed",
  unreachable: "We couldn't reach that page",
  notHtml: "That page isn't HTML",
} as const;

const reasonByCode: Record<FetchFailureCode, string> = {
  blocked: fetchFailureReasons.blocked,
  "invalid-input": fetchFailureReasons.blocked,
  unreachable: fetchFailureReasons.unreachable,
  "too-large": fetchFailureReasons.unreachable,
  timeout: fetchFailureReasons.unreachable,
  "not-html": fetchFailureReasons.notHtml,
};

export interface FetchFailure {
  ok: false;
  code: FetchFailureCode;
  reason: string;
  /** For logs only: what exactly went wrong, e.g. "10.0.0.7 is IPv4 private". */
  detail: string;
}

export function fetchFailure(code: FetchFailureCode, detail: string): FetchFailure {
  return { ok: false, code, reason: reasonByCode[code], detail };
}

/** Thrown inside the fetch pipeline and turned back into a value at its edge. */
export class FetchRefusal extends Error {
  readonly failure: FetchFailure;

  constructor(code: FetchFailureCode, detail: string) {
    super(detail);
    this.failure = fetchFailure(code, detail);
  }
}

export function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
