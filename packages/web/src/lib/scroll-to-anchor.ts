/**
 * A search result links to a guide step by its anchor (/level-3-build-website#step-2), but the
 * step arrives with the guide's gated content, after the navigation: scroll to it when it shows.
 */
export function scrollToAnchorWhenShown(id: string, timeoutMs = 5_000) {
  const observer = new MutationObserver(() => {
    if (reveal(id)) stop();
  });
  const timer = window.setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  // The click's navigation renders after this handler: look once the new page has had a frame.
  requestAnimationFrame(() => {
    if (reveal(id)) stop();
    else observer.observe(document.body, { childList: true, subtree: true });
  });
}

function reveal(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: "start" });
  if (target.hasAttribute("tabindex")) target.focus({ preventScroll: true });
  return true;
}
