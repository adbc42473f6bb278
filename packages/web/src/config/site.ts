import { productName } from "@ai-leaders/core/brand";

export { productName };

/** "Workflows — Level 2 — AI for Leaders" */
export const pageTitle = (...parts: string[]) => [...parts, productName].join(" — ");

/** The origin the site is prerendered for; the browser always uses the page's own. */
let prerenderOrigin = "http://127.0.0.1:3000";

/** Called by the prerender step before it renders a page. */
export function setPrerenderOrigin(origin: string) {
  prerenderOrigin = origin.replace(/\/+$/, "");
}

/** The site's origin: the page's own in the browser, the configured one while prerendering. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? prerenderOrigin : window.location.origin;
}

/** An absolute address on this site: siteUrl("/blog/x") gives "https://…/blog/x". */
export const siteUrl = (path: string) => siteOrigin() + path;

/** A page's link-preview image, made at build time: "home" for the landing page, else a post's slug. */
export const previewImagePath = (name: string) => `/og/${name}.png`;
