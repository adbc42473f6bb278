import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After a client-side navigation, focus moves to the new page's h1 (its main landmark until it
 * shows one), so keyboard and screen-reader users start where the new page starts, not on the page
 * body. Not on the first load, nor when a tab that changes the address keeps its focus (the hub's tabs).
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
    return keepFocusOnNewPage({ preventScroll: hash.length > 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page is news, not a new hash: the hash is read as it is then
  }, [pathname]);

  return null;
}

function focusStaysOnTab(): boolean {
  return document.activeElement?.getAttribute("role") === "tab";
}

/**
 * Puts focus on the page's heading as the page is drawn, whatever the machine's speed: its code and
 * data may arrive seconds later, and a heading may be drawn again (the old page's still on screen,
 * a layout that mounts twice). Focus follows until the visitor acts (a key, a pointer, focus moved
 * elsewhere) or the next navigation; from then on the page is theirs.
 */
function keepFocusOnNewPage(focusOptions: FocusOptions): () => void {
  let placed: HTMLElement | undefined;
  const observer = new MutationObserver(place);
  const stop = () => {
    observer.disconnect();
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
    document.removeEventListener("focusin", focusMoved);
  };

  function focusMoved(event: FocusEvent) {
    if (event.target !== placed) stop();
  }

  function place() {
    const kept = placed?.isConnected && document.activeElement === placed;
    if (kept && placed!.localName === "h1") return; // the usual case, checked before any layout is read
    const heading = visible(document.querySelectorAll("h1"));
    // The landmark keeps focus while the heading is still coming.
    if (kept && !heading) return;
    const target = heading ?? visible(document.querySelectorAll("main"));
    if (!target) return;
    placed = target;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus(focusOptions);
  }

  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  document.addEventListener("focusin", focusMoved);
  place();
  return stop;
}

function visible(elements: NodeListOf<HTMLElement>): HTMLElement | undefined {
  return Array.from(elements).find((element) => element.getClientRects().length > 0);
}
