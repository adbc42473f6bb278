// What came through each access code: a newsletter signup or a board suggestion made with an access
// token adds one to that code's counter. Counted, never tracked by person.
import type { Context } from "hono";
import type { AccessCodeCounter } from "@ai-leaders/core/access-codes";
import type { ApiDeps } from "./deps.ts";
import { requestAccessCode } from "../http/require-access.ts";

export function createAccessCodeCounts({ services, access, now, log }: Pick<ApiDeps, "services" | "access" | "now" | "log">) {
  /** Best effort: a signup or a suggestion is never refused because its code could not be counted. */
  return async function countThroughCode(c: Context, counter: AccessCodeCounter): Promise<void> {
    const code = requestAccessCode(c, { access, now });
    if (!code) return;
    await services.accessCodes
      .count(code, counter)
      .catch((error: Error) => log({ event: "access_code_count_failed", counter, error: error.message }));
  };
}
