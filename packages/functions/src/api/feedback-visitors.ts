// Who answers "Did this work for you?": this browser, known by an id the server issued in a signed
// cookie, sent only with the feedback calls. No account is needed and none is looked at: the answer
// is the device's, like the board's anonymous voter.
import type { Context } from "hono";
import { deviceIdCookie } from "../http/device-id.ts";
import type { ApiDeps } from "./deps.ts";

export function createFeedbackVisitors({ access, secureCookies }: Pick<ApiDeps, "access" | "secureCookies">) {
  const visitorCookie = deviceIdCookie({
    name: "feedback_visitor",
    path: "/api/feedback",
    secret: access.tokenSecret,
    secure: secureCookies,
  });
  return {
    /** The visitor's id, issued (with its cookie) on their first answer. */
    visitorOf: (c: Context): Promise<string> => visitorCookie.readOrIssue(c),
  };
}
