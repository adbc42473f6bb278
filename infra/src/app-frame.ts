// The app shell (app.html, every route behind the access code) arrives with the page's frame drawn
// in its own HTML and CSS: the header, the page's background and a skeleton, so a slow network
// shows the page taking shape rather than a blank one. This inline script takes the frame away
// once the app has drawn a page in its root, so the two are never both on screen. Before that, it
// fills the skeleton with what the shell knows of the page (app-routes.ts: the hub's cards, or a
// library's or guide's first cards as their content arrives), so the page's own words are on
// screen while its code is still on the way. It runs only in
// the shell, never on a prerendered page. The site's CSP allows it by its hash (site.ts).
// The web app's build imports this module, so no Node.js here.
import { routePreviewName } from "./app-routes.ts";

/** The frame's element: a sibling after the app's root, so CSS can tell whether the root is drawn. */
export const appFrameElementId = "app-frame";

export const appFrameScript = `(() => {
  const frame = document.getElementById("${appFrameElementId}");
  const root = document.getElementById("root");
  if (!frame || !root) return;
  // Drawn once the root holds more than the app's "still loading" placeholder (.page-loading).
  const drawn = () => root.firstElementChild && !root.querySelector(":scope > .page-loading");
  new MutationObserver((records, observer) => {
    if (!drawn()) return;
    observer.disconnect();
    frame.remove();
  }).observe(root, { childList: true });

  const text = (tag, className, value) => Object.assign(document.createElement(tag), { className, textContent: value });
  const fill = (selector, className, value) => {
    const bone = frame.querySelector(selector);
    if (bone && typeof value === "string" && value) bone.replaceWith(text("p", className, value));
  };
  const draw = (page) => {
    if (!page || !frame.isConnected) return;
    fill(".app-frame-title", "app-frame-heading", page.heading);
    fill(".app-frame-lead", "app-frame-lead-text", page.lead);
    const bones = frame.querySelectorAll(".app-frame-card");
    const cards = page.cards.filter((card) => card && typeof card.title === "string");
    bones.forEach((bone, index) => {
      const card = cards[index];
      if (!card) return index > 0 && bone.remove();
      const drawn = document.createElement("div");
      drawn.className = "app-frame-drawn-card";
      drawn.append(text("p", "app-frame-card-title", card.title));
      if (typeof card.description === "string") drawn.append(text("p", "app-frame-card-description", card.description));
      bone.replaceWith(drawn);
    });
  };
  const preview = window.${routePreviewName};
  if (preview) preview.then(draw, () => {});
})();`;
