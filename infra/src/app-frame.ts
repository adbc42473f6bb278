// The app shell (app.html, every route behind the access code) arrives with the page's frame drawn
// in its own HTML and CSS: the header, the page's background and a skeleton, so a slow network
// shows the page taking shape rather than a blank one. This inline script takes the frame away
// once the app has drawn a page in its root, so the two are never both on screen. It runs only in
// the shell, never on a prerendered page. The site's CSP allows it by its hash (site.ts).
// The web app's build imports this module, so no Node.js here.

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
})();`;
