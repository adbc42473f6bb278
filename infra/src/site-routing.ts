// Which file answers a path of the site, and with which status: one rule for the local server
// and for CloudFront (whose functions run the same classifier, written into their code).

/** The site's pages, as the web app defines them (packages/web/src/config/site-map.ts). */
export interface SiteMap {
  /** Prerendered public pages: "/" is index.html, any other at {path}/index.html. */
  pages: string[];
  /** Routes of the app behind the access code, answered with the app shell and never indexed. */
  appRoutes: string[];
  /** Path prefixes also answered with the app shell and never indexed (the console's sections, mailed links). */
  appPrefixes: string[];
  /** Where posts live: an unknown post gets the app shell (its "not found" page) with a 404. */
  postPrefix: string;
}

export type SiteRoute =
  /** A file: a hashed asset, the favicon, robots.txt, a preview image… served as stored or 404. */
  { kind: "file" } | { kind: "page"; file: string } | { kind: "app"; file: string; status: 200 | 404 } | { kind: "missing"; file: string };

/**
 * Plain ES5 on purpose: CloudFront Functions run this very source (see siteRoutingFunctions), so
 * it may use nothing but its arguments.
 */
/* eslint-disable no-var -- ES5: CloudFront Functions run this very source (above). */
export function routeSitePath(path: string, map: SiteMap): SiteRoute {
  var trimmed = path.length > 1 && path.charAt(path.length - 1) === "/" ? path.slice(0, -1) : path;
  var last = trimmed.split("/").pop() || "";
  // Asked for by name, or already pointed at by the request function: still a miss.
  if (trimmed === "/404.html") return { kind: "missing", file: "/404.html" };
  if (trimmed.indexOf("/assets/") === 0 || last.indexOf(".") !== -1) return { kind: "file" };
  if (trimmed === "/") return { kind: "page", file: "/index.html" };
  if (map.pages.indexOf(trimmed) !== -1) return { kind: "page", file: trimmed + "/index.html" };
  if (map.appRoutes.indexOf(trimmed) !== -1) return { kind: "app", file: "/app.html", status: 200 };
  for (var i = 0; i < map.appPrefixes.length; i++) {
    var prefix = map.appPrefixes[i] as string;
    if (trimmed.indexOf(prefix) === 0 && trimmed.length > prefix.length) return { kind: "app", file: "/app.html", status: 200 };
  }
  if (
    trimmed.indexOf(map.postPrefix) === 0 &&
    trimmed.length > map.postPrefix.length &&
    trimmed.indexOf("/", map.postPrefix.length) === -1
  ) {
    return { kind: "app", file: "/app.html", status: 404 };
  }
  return { kind: "missing", file: "/404.html" };
}
/* eslint-enable no-var */

/** Whether a route's answer says noindex: the app behind the code, any miss. */
export function isNoindex(route: SiteRoute): boolean {
  return route.kind === "app" || route.kind === "missing";
}

/**
 * The CloudFront functions of the site's default behaviour: the request one points the path at
 * its file; the response one, given the path the viewer asked for, sets the status and noindex.
 */
export function siteRoutingFunctions(map: SiteMap): { request: string; response: string } {
  // Function expressions, so the names hold whatever a bundler calls the functions.
  const shared = [
    `var siteMap = ${JSON.stringify(map)};`,
    `var routeSitePath = (${routeSitePath.toString()});`,
    `var isNoindex = (${isNoindex.toString()});`,
  ].join("\n");
  return {
    request: `${shared}
function handler(event) {
  var request = event.request;
  var route = routeSitePath(request.uri, siteMap);
  if (route.kind !== "file") request.uri = route.file;
  return request;
}`,
    response: `${shared}
function handler(event) {
  var response = event.response;
  var route = routeSitePath(event.request.uri, siteMap);
  if (route.kind === "missing" || (route.kind === "app" && route.status === 404)) {
    response.statusCode = 404;
    response.statusDescription = "Not Found";
  }
  if (isNoindex(route)) response.headers["x-robots-tag"] = { value: "noindex" };
  return response;
}`,
  };
}
