// The app shell's second inline script (issue 31): code and content for a gated page start
// together, with the page, not one after the other. The shell names, per route, the chunks its code
// is in and the API address of its gated content (a JSON block written at build time); this script
// asks for the chunks (modulepreload) and their stylesheets (preload) and, when the tab holds an access token, for the content,
// before the app's entry has even run. The app takes that answer instead of asking again
// (takePrefetchedContent in the web app). The site's CSP allows it by its hash (site.ts).
// The web app imports this module, so no Node.js here.

/** The JSON block that lists the gated routes (AppRoute[]). */
export const appRoutesElementId = "app-routes";

export interface AppRoute {
  /** A regular expression over the path, without a trailing slash. */
  pattern: string;
  /** The route's chunks beyond the entry, as root-relative URLs. */
  preload: string[];
  /** Their stylesheets: fetched with the page, not once the entry has run and imported the chunks. */
  styles: string[];
  /** The gated content's API address; $1… are the pattern's groups. */
  content?: string;
}

/** Where the script leaves the content request it started: { url, response }. */
export const prefetchedContentName = "__prefetchedContent";

/** The access grant ({ token, expires_at }), as the web app keeps it: in the tab's session storage, or on the device ("Keep me in"). */
export const accessStorageKey = "ai-leaders.access";

export const appRoutesScript = `(() => {
  const path = location.pathname.replace(/\\/+$/, "") || "/";
  let routes = [];
  try {
    routes = JSON.parse(document.getElementById("${appRoutesElementId}").textContent);
  } catch {
    return;
  }
  for (const route of routes) {
    const match = new RegExp(route.pattern).exec(path);
    if (!match) continue;
    for (const href of route.preload) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
    }
    // As the app will ask for them (crossorigin, anonymous), so that its request takes this one's answer.
    for (const href of route.styles) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "style", href, crossOrigin: "" }));
    }
    if (!route.content) return;
    let token = null;
    for (const storage of [sessionStorage, localStorage]) {
      try {
        const grant = JSON.parse(storage.getItem("${accessStorageKey}") || "null");
        if (grant && grant.token && Date.parse(grant.expires_at) > Date.now()) token = token || grant.token;
      } catch {}
    }
    if (!token) return;
    const url = route.content.replace(/\\$(\\d)/g, (_, group) => match[Number(group)]);
    window.${prefetchedContentName} = { url, response: fetch(url, { headers: { "x-access-token": token } }) };
    return;
  }
})();`;
