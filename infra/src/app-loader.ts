// The one script a prerendered page runs inline: it starts the app once the page has painted, or
// at the visitor's first touch or key, whichever comes first. The app's code is thus never on the
// path of the first paint. A button pressed or a form sent before the app took over is held and
// done again once it has (EarlyEventsReplay in the web app), so no early click is lost; until
// then it is marked held (heldControlAttribute), so the visitor sees at once that it was received.
// The text font likewise is declared after the first paint: the text is first set in its
// metric-matched fallback, so the swap moves nothing.
// The site's CSP allows it by its hash (site.ts). The web app imports this module, so no Node.js here.

/** The JSON block that names what the loader loads (AppModules). */
export const appModulesElementId = "app-modules";

export interface AppModules {
  entry: string;
  preload: string[];
  /** The text font's @font-face, as FontFace() takes it. */
  font: { family: string; source: string; descriptors: Record<string, string> };
}

/** Marks a button (or a form's submitter) whose press is held: styled as pressed and working. */
export const heldControlAttribute = "data-held";

/** The function the app calls once the page is hydrated, to do again what was held. */
export const replayEarlyEventsName = "__replayEarlyEvents";

export const appLoaderScript = `(() => {
  const { entry, preload, font } = JSON.parse(document.getElementById("${appModulesElementId}").textContent);
  const held = [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" });
      document.head.append(link);
    }
    document.head.append(Object.assign(document.createElement("script"), { type: "module", src: entry, crossOrigin: "" }));
  };
  const hold = (event) => {
    const target = event.type === "submit" ? event.target : event.target instanceof Element && event.target.closest("button");
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
    const control = (event.type === "submit" && event.submitter) || target;
    control.setAttribute("${heldControlAttribute}", "");
    control.setAttribute("aria-busy", "true");
    start();
  };
  // What is typed before the app has taken over: handed to it as if typed again.
  const typed = new Map();
  const remember = (event) => {
    const field = event.target;
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type))) typed.set(field, field.value);
  };
  addEventListener("input", remember, true);
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  for (const type of ["pointerdown", "keydown", "focusin"]) addEventListener(type, start, { capture: true, once: true, passive: true });
  window.${replayEarlyEventsName} = () => {
    removeEventListener("input", remember, true);
    removeEventListener("click", hold, true);
    removeEventListener("submit", hold, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // The app's own record of the field says "as rendered"; the page's says what was typed: the
      // input event then reads as a change.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const control of document.querySelectorAll("[${heldControlAttribute}]")) {
      control.removeAttribute("${heldControlAttribute}");
      control.removeAttribute("aria-busy");
    }
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  };
  const afterFirstPaint = () => {
    document.fonts.add(new FontFace(font.family, font.source, font.descriptors));
    start();
  };
  // The first contentful paint as the browser reports it (a frame's callback can run before the
  // frame is on screen); a browser that reports no paints starts on load.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(afterFirstPaint);
    }).observe({ type: "paint", buffered: true });
  } else {
    addEventListener("load", () => setTimeout(afterFirstPaint), { once: true });
  }
})();`;
