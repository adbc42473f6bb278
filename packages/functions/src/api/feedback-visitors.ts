// Who answers "Did this work for you?": this browser, known by an id the server issued in a signed
// cookie (never one the client chose), sent only with the feedback calls. No account is needed and
// none is looked at: the answer is the device's, like the board's anonymous voter.
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import type { ApiDeps } from "./deps.ts";

const visitorCookie = "feedback_visitor";
const visitorPattern = /^[0-9a-f-]{36}$/;

export function createFeedbackVisitors({ access, secureCookies }: Pick<ApiDeps, "access" | "secureCookies">) {
  return {
    /** The visitor's id, issued (with its cookie) on their first answer. */
    async visitorOf(c: Context): Promise<string> {
      const existing = await getSignedCookie(c, access.tokenSecret, visitorCookie);
      if (existing && visitorPattern.test(existing)) return existing;
      const visitorId = crypto.randomUUID();
      await setSignedCookie(c, visitorCookie, visitorId, access.tokenSecret, {
        httpOnly: true,
        secure: secureCookies,
        sameSite: "Strict",
        path: "/api/feedback",
        maxAge: 365 * 24 * 60 * 60,
      });
      return visitorId;
    },
  };
}
