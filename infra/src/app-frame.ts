// The app shell (app.html, every route behind the access code) arrives with the page's frame drawn
// in its own HTML and CSS: the header, the page's background and a skeleton, so a slow network
// shows the page taking shape rather than a blank one. This inline script takes the frame away
// once the app has drawn a page in its root, so the two are never both on screen. Before that, it
// fills the skeleton with the page's first cards from what the shell knows of the page
// (app-routes.ts: the hub's cards, or a library's or guide's as their content arrives), and each
// card it draws works as it paints (issue 47): a hub card is a link, a card with a prompt opens
// (native <details>) to the prompt, filled from the visitor's business context as the app fills
// it, with a Copy button. What a visitor opened stays open when the app takes over
// (frameOpenedName), and focus moves to the same card.
// It runs only in the shell, never on a prerendered page. The site's CSP allows it by its hash
// (site.ts). The web app's build imports this module, so no Node.js here.
import { routePreviewName } from "./app-routes.ts";

/** The frame's element: a sibling after the app's root, so CSS can tell whether the root is drawn. */
export const appFrameElementId = "app-frame";

/**
 * The JSON block the shell carries for the frame: how the app fills a prompt's placeholders
 * (FrameFill, written from the web app's own rules) and where it keeps the business context.
 */
export const appFrameFillElementId = "app-frame-fill";

export interface FrameFill {
  /** The placeholder pattern's source (global; group 1 is the placeholder's words). */
  pattern: string;
  /** How a placeholder becomes its key: [source, flags, replacement] steps, or "lowercase". */
  key: Array<readonly [string, string, string] | "lowercase">;
  /** The business context's field for each key. */
  fieldByKey: Record<string, string>;
  /** The device storage key of the business context (a JSON object of strings). */
  storageKey: string;
  /** The device storage key of the team's context ({ context }): it fills a field the visitor's own leaves empty. */
  teamStorageKey: string;
}

/** Where the frame leaves the titles of the cards a visitor opened, for the app to open them too. */
export const frameOpenedName = "__frameOpened";

/**
 * Fills a prompt as the web app does (lib/business-context/fill-placeholders.ts), from the rules,
 * the visitor's stored context and their team's (use-business-context.ts: the visitor's own field
 * where filled, the team's elsewhere): `fill(rules, own, team)(prompt)`. Kept apart so a test can run it.
 */
export const frameFillSource = `(rules, own, team) => {
  const text = (value) => (typeof value === "string" ? value : "");
  const context = {};
  for (const field of new Set(Object.values(rules.fieldByKey))) {
    const mine = text(own && own[field]);
    context[field] = mine.trim() ? mine : text(team && team[field]);
  }
  const steps = rules.key.map((step) => (step === "lowercase" ? step : [new RegExp(step[0], step[1]), step[2]]));
  const keyOf = (words) => steps.reduce((text, step) => (step === "lowercase" ? text.toLowerCase() : text.replace(step[0], step[1])), words);
  const pattern = new RegExp(rules.pattern, "g");
  return (prompt) => prompt.replace(pattern, (whole, words) => {
    const key = keyOf(words);
    const field = Object.prototype.hasOwnProperty.call(rules.fieldByKey, key) ? rules.fieldByKey[key] : undefined;
    const value = field && typeof context[field] === "string" ? context[field].trim() : "";
    return value || whole;
  });
}`;

export const appFrameScript = `(() => {
  const frame = document.getElementById("${appFrameElementId}");
  const root = document.getElementById("root");
  if (!frame || !root) return;
  const opened = (window.${frameOpenedName} = []);
  let focusedTitle = null;
  // Drawn once the root holds more than the app's "still loading" placeholder (.page-loading).
  const drawn = () => root.firstElementChild && !root.querySelector(":scope > .page-loading");
  new MutationObserver((records, observer) => {
    if (!drawn()) return;
    observer.disconnect();
    const focused = frame.contains(document.activeElement) && document.activeElement.closest("[data-frame-card]");
    if (focused) focusedTitle = focused.dataset.frameCard;
    frame.remove();
    if (focusedTitle) focusSameCard();
  }).observe(root, { childList: true });

  // The app draws the card a moment after its page: focus its control once it is there.
  const focusSameCard = () => {
    const find = () => Array.from(root.querySelectorAll("main button[aria-expanded], main a[href]"))
      .find((control) => (control.textContent || "").includes(focusedTitle));
    const control = find();
    if (control) return control.focus();
    const observer = new MutationObserver(() => {
      const later = find();
      if (!later) return;
      observer.disconnect();
      later.focus();
    });
    observer.observe(root, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 10000);
  };

  let fill = (prompt) => prompt;
  try {
    const rules = JSON.parse(document.getElementById("${appFrameFillElementId}").textContent);
    const stored = (key) => {
      try {
        return JSON.parse(localStorage.getItem(key) || "null");
      } catch {
        return null;
      }
    };
    fill = (${frameFillSource})(rules, stored(rules.storageKey), (stored(rules.teamStorageKey) || {}).context);
  } catch {}

  const element = (tag, className, value) => Object.assign(document.createElement(tag), { className, textContent: value || "" });
  const fillBone = (selector, className, value) => {
    const bone = frame.querySelector(selector);
    if (bone && typeof value === "string" && value) bone.replaceWith(element("p", className, value));
  };
  const copyButton = (pre, title) => {
    const button = element("button", "button button-secondary button-small app-frame-copy");
    const shown = element("span", "", "Copy");
    button.type = "button";
    button.append(shown, element("span", "visually-hidden", " prompt: " + title));
    button.addEventListener("click", () => {
      const done = (label) => {
        shown.textContent = label;
        setTimeout(() => (shown.textContent = "Copy"), 2000);
      };
      navigator.clipboard.writeText(pre.textContent).then(() => done("Copied"), () => {
        getSelection().selectAllChildren(pre);
        done("Selected: copy it");
      });
    });
    return button;
  };
  const card = (page, item) => {
    const title = element("span", "app-frame-card-title", item.title);
    const description = typeof item.description === "string" ? element("span", "app-frame-card-description", item.description) : null;
    const prompt = page.prompt && item[page.prompt];
    let drawnCard;
    if (typeof item.href === "string") {
      drawnCard = element("a", "app-frame-drawn-card app-frame-card-link");
      drawnCard.href = item.href;
      drawnCard.append(title);
      if (description) drawnCard.append(description);
    } else if (typeof prompt === "string") {
      drawnCard = element("details", "app-frame-drawn-card app-frame-card-details");
      const summary = element("summary", "app-frame-card-summary");
      summary.append(title);
      if (description) summary.append(description);
      const pre = element("pre", "prompt-text app-frame-prompt", fill(prompt));
      const actions = element("div", "app-frame-prompt-actions");
      actions.append(copyButton(pre, item.title));
      drawnCard.append(summary, actions, pre);
      drawnCard.addEventListener("toggle", () => {
        const at = opened.indexOf(item.title);
        if (drawnCard.open && at < 0) opened.push(item.title);
        if (!drawnCard.open && at >= 0) opened.splice(at, 1);
      });
    } else {
      drawnCard = element("div", "app-frame-drawn-card");
      drawnCard.append(title);
      if (description) drawnCard.append(description);
    }
    drawnCard.dataset.frameCard = item.title;
    return drawnCard;
  };
  const draw = (page) => {
    if (!page || !frame.isConnected) return;
    fillBone(".app-frame-title", "app-frame-heading", page.heading);
    fillBone(".app-frame-lead", "app-frame-lead-text", page.lead);
    const bones = frame.querySelectorAll(".app-frame-card");
    const items = page.cards.filter((item) => item && typeof item.title === "string");
    bones.forEach((bone, index) => {
      const item = items[index];
      if (!item) return index > 0 && bone.remove();
      bone.replaceWith(card(page, item));
    });
    // The cards are live now: the frame is no longer only a picture of the page.
    frame.querySelector("[aria-busy]")?.removeAttribute("aria-busy");
    frame.querySelector("[aria-hidden]")?.removeAttribute("aria-hidden");
  };
  const preview = window.${routePreviewName};
  if (preview) preview.then(draw, () => {});
})();`;
