// A group of routes whose code loads with the first request to it: the console's routes are a
// fair share of the API and almost no cold start is an admin's.
import { Hono } from "hono";
import { loadOnce } from "../wiring/lazy-service.ts";
import { withSafeErrors, type Log } from "../http/index.ts";

/**
 * Routes mounted at `mountPath` (the full path, e.g. /api/admin), loaded on first use. Typed as the
 * routes themselves, so the web's typed client still knows them; at run time each request is handed
 * to them whole, after the parent's middleware has run.
 */
export function lazyRoutes<Routes extends Hono<any, any, any>>(mountPath: string, load: () => Promise<Routes>, log: Log): Routes {
  const loaded = loadOnce(async () => withSafeErrors(new Hono().route(mountPath, await load()), log));
  return new Hono().all("*", async (c) => (await loaded()).fetch(c.req.raw, c.env)) as unknown as Routes;
}
