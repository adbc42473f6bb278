// Serves the built site by the rules of the cloud one (infra's routeSitePath): prerendered pages
// as built, the app's routes with the app shell (noindex), an unknown path with the 404 page and
// its status; a missing file (a hashed asset above all) is a plain 404; assets are immutable.
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import { cacheControl, isNoindex, mailedLinkPrefix, mailedLinkReferrerPolicy, routeSitePath, siteSecurityHeaders } from "@ai-leaders/infra";
import { siteMap } from "@ai-leaders/web/site-map";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

export function createStaticSite(rootDir: string) {
  const root = normalize(rootDir);
  // Same origin locally: the API and the WebSocket need no extra connect sources.
  const headers = siteSecurityHeaders();

  async function fileResponse(path: string, cachePolicy: string): Promise<Response | null> {
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return null;
    try {
      if (!(await stat(file)).isFile()) return null;
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
          "cache-control": cachePolicy,
          ...headers,
        },
      });
    } catch {
      return null;
    }
  }

  return async (c: Context): Promise<Response> => {
    const path = decodedPath(c.req.url);
    if (path === null)
      return new Response("Bad request: the address is malformed.", {
        status: 400,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    const route = routeSitePath(path, siteMap);
    if (route.kind === "file") {
      const found = await fileResponse(path, path.startsWith("/assets/") ? cacheControl.asset : cacheControl.other);
      return found ?? new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    const page = await fileResponse(route.file, cacheControl.index);
    if (!page) return new Response("The site has not been built: run `npm run build`.", { status: 503 });
    const status = route.kind === "missing" || (route.kind === "app" && route.status === 404) ? 404 : 200;
    if (isNoindex(route)) page.headers.set("x-robots-tag", "noindex");
    if (path.startsWith(mailedLinkPrefix)) page.headers.set("referrer-policy", mailedLinkReferrerPolicy);
    return new Response(page.body, { status, headers: page.headers });
  };
}

/** The request's path, percent-decoded; null when it can't be ("/%E0%A4%A"). */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}
