// A group of routes whose code loads with the first request to it. A cold start then loads only
// the group its request needs: most are a Level 3 page's content, almost none an admin's.
import { Hono } from "hono";
import { loadOnce } from "../services/lazy-service.ts";
import { withSafeErrors, type Log } from "../http/index.ts";

export interface LazyGroup {
  /** Where the group is mounted, as the full path (e.g. /api/admin, or /api for a group at the root). */
  mountPath: string;
  /** The paths it answers, relative to where it is routed; the default, all of them. */
  paths?: string[];
}

/**
 * Routes loaded on first use, typed as the routes themselves, so the web's typed client still
 * knows them; at run time each request to one of the group's paths is handed to them whole,
 * after the parent's middleware has run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's own bound for any app
export function lazyRoutes<Routes extends Hono<any, any, any>>(
  { mountPath, paths = ["*"] }: LazyGroup,
  load: () => Promise<Routes>,
  log: Log,
): Routes {
  const loaded = loadOnce(async () => withSafeErrors(new Hono().route(mountPath, await load()), log));
  const group = new Hono();
  for (const path of paths) group.all(path, async (c) => (await loaded()).fetch(c.req.raw, c.env));
  return group as unknown as Routes;
}
