// The console's component tests: its API answered route by route by a stand-in the test writes,
// every call recorded with its query, and a signed-in admin's session for the pages that need one.
import type { BrowserSession } from "@ai-leaders/core/accounts";
import { answerApi, json, queryOf } from "../../../test/render.tsx";

export interface ConsoleCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** "GET /api/admin/audit": the answer to that call. */
export type ConsoleRoutes = Record<string, (call: ConsoleCall) => Response | Promise<Response>>;

/** Answers each call by its method and path; a call no route names is answered 404 and still recorded. */
export function answerConsole(routes: ConsoleRoutes): ConsoleCall[] {
  const calls: ConsoleCall[] = [];
  answerApi((call, request) => {
    const consoleCall = { ...call, query: queryOf(request) };
    calls.push(consoleCall);
    const answer = routes[`${call.method} ${call.path}`];
    return answer ? answer(consoleCall) : json({ error: { message: `No stand-in for ${call.method} ${call.path}` } }, 404);
  });
  return calls;
}

/** The calls to one route. */
export const callsTo = (calls: ConsoleCall[], route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);

/** The API's refusal, as it words it. */
export const refusal = (message: string, status = 400) => json({ error: { message } }, status);

export const adminEmail = "operator@site.example";
export const accessToken = "console-access-token";

export function adminSession(email = adminEmail): BrowserSession {
  return {
    access_token: accessToken,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    expires_in: 3600,
    token_type: "bearer",
    user: {
      id: "admin-1",
      email,
      created_at: "2026-01-01T00:00:00.000Z",
      email_confirmed_at: "2026-01-01T00:00:00.000Z",
      user_metadata: { full_name: "Operator" },
    },
  };
}
