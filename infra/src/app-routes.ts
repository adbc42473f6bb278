// The app shell's second inline script (issue 31): code and content for a gated page start
// together, with the page, not one after the other. The shell names, per route, the chunks its code
// is in and the API address of its gated content (a JSON block written at build time); this script
// asks for the content first, when the tab holds an access token, then for the chunks
// (modulepreload) and their stylesheets (preload), before the app's entry has even run. The app
// takes that answer instead of asking again (takePrefetchedContent in the web app), and the frame
// draws the page's first cards from it meanwhile (routePreviewName, app-frame.ts).
// The site's CSP allows it by its hash (site.ts).
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
  /** What the frame draws of the page before the app's code has run (app-frame.ts). */
  preview?: RoutePreview;
}

/**
 * The page's first cards, for the frame to draw: known when the site is built (public text only,
 * the hub's), or read from the gated content as it arrives, by the names of its fields.
 */
export type RoutePreview =
  | {
      cards: PreviewCard[];
      /** Query parameters that open something else on the route (the hub's Vote tab): with one, nothing is drawn. */
      unlessParams?: string[];
    }
  | {
      heading?: string;
      lead?: string;
      list: string;
      /** The field of an item that holds its prompt: the drawn card opens to it. */
      prompt?: string;
    };

export interface PreviewCard {
  title: string;
  description?: string;
  /** Where the card leads: drawn as a link. */
  href?: string;
}

/** What the frame draws, once known: a promise of { heading?, lead?, cards, prompt? }, or of null. */
export const routePreviewName = "__routePreview";

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
  const route = routes.find((candidate) => new RegExp(candidate.pattern).test(path));
  if (!route) return;
  let token = null;
  for (const storage of [sessionStorage, localStorage]) {
    try {
      const grant = JSON.parse(storage.getItem("${accessStorageKey}") || "null");
      if (grant && grant.token && Date.parse(grant.expires_at) > Date.now()) token = token || grant.token;
    } catch {}
  }
  // The content first: on HTTP/1.1 a request queues for a free connection, and what the page is for
  // should not wait behind its code.
  if (route.content && token) {
    const match = new RegExp(route.pattern).exec(path);
    const url = route.content.replace(/\\$(\\d)/g, (_, group) => match[Number(group)]);
    const response = fetch(url, { headers: { "x-access-token": token }, priority: "high" });
    window.${prefetchedContentName} = { url, response };
    const fields = route.preview;
    // Read from a copy, taken before the app (which reads the answer itself) can have asked.
    if (fields && fields.list) {
      window.${routePreviewName} = response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((content) => content && Array.isArray(content[fields.list])
          ? { heading: content[fields.heading], lead: content[fields.lead], cards: content[fields.list], prompt: fields.prompt }
          : null)
        .catch(() => null);
    }
  }
  // Without a token the app shows the access form: nothing of the page is drawn.
  const query = new URLSearchParams(location.search);
  const preview = route.preview;
  if (preview && preview.cards && token && !(preview.unlessParams || []).some((name) => query.has(name))) {
    window.${routePreviewName} = Promise.resolve(preview);
  }
  for (const href of route.preload) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
  }
  // As the app will ask for them (crossorigin, anonymous), so that its request takes this one's answer.
  for (const href of route.styles) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "style", href, crossOrigin: "" }));
  }
})();`;
