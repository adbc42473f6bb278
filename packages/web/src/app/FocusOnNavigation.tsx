import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** How long a new page may take to show its heading (its code and data load first). */
const headingWaitMs = 5_000;

/**
 * After a client-side navigation, focus moves to the new page's h1 (its main landmark when it has
 * none), so keyboard and screen-reader users start where the new page starts, not on the page body.
 * Not on the first load, nor when a tab that changes the address keeps its focus (the hub's tabs).
 */
export function FocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = useRef(false);

  useEffect(() => {
    if (!navigated.current && pathname === firstPath.current) return;
    navigated.current = true;
    if (focusStaysOnTab()) return;
    // A link to a place in the page scrolls there (the page's own business): focus must not scroll back.
    return focusNewPageWhenShown({ preventScroll: hash.length > 1 });
  }, [pathname]);

  return null;
}

function focusStaysOnTab(): boolean {
  return document.activeElement?.getAttribute("role") === "tab";
}

/** Waits for the new page's heading to be shown, and stops waiting if the visitor moves focus first. */
function focusNewPageWhenShown(focusOptions: FocusOptions): () => void {
  const observer = new MutationObserver(() => tryFocus(false));
  const giveUp = window.setTimeout(() => tryFocus(true), headingWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
    document.removeEventListener("focusin", stop);
  };

  function tryFocus(lastChance: boolean) {
    const target = visible(document.querySelectorAll("h1")) ?? (lastChance ? visible(document.querySelectorAll("main")) : undefined);
    if (!target) return;
    stop();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus(focusOptions);
  }

  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("focusin", stop);
  tryFocus(false);
  return stop;
}

function visible(elements: NodeListOf<HTMLElement>): HTMLElement | undefined {
  return Array.from(elements).find((element) => element.getClientRects().length > 0);
}
