// RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form,
// server to server, with no cookie and from no page of ours. This one request shape is let past
// the same-origin guard and the JSON-only rule; its route accepts nothing but that exact body,
// and can do nothing but unsubscribe the signed token's address. A browser that opens the same
// address (a mail app with no one-click) may come from any site: its GET only leads to the page.
import type { Context } from "hono";

export const oneClickPath = "/api/newsletter/unsubscribe";
export const oneClickBody = "List-Unsubscribe=One-Click";

/** A short form POST to the one-click path (the body itself is checked by the route). */
export function isOneClickRequest(c: Context): boolean {
  return (
    c.req.method === "POST" &&
    c.req.path === oneClickPath &&
    /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "") &&
    Number(c.req.header("content-length") ?? Infinity) <= 64
  );
}

/** A browser opening the one-click address: a GET, which acts on nothing (the route sends it on to the page). */
export const isOneClickAddressOpened = (c: Context): boolean =>
  (c.req.method === "GET" || c.req.method === "HEAD") && c.req.path === oneClickPath;
