// First-party counts (the privacy page says what): events queue here and go to /api/events in
// batches, every few seconds and when the page is hidden or left. Nothing is sent when the browser
// asks for Do Not Track or Global Privacy Control; no cookie or stored identifier is ever made.
// Loaded after the first paint (count-event.ts, app/PageViews.tsx), never with the landing page.
import type { ClientEvent } from "@ai-leaders/core/analytics";

const endpoint = `${import.meta.env.VITE_API_URL ?? ""}/api/events`;
const batchMax = 20;
const flushEveryMs = 5_000;

const queue: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** The visitor's choice, as the browser states it: anything set means no. */
export function analyticsAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== "1" && nav.globalPrivacyControl !== true;
}

export function track(event: ClientEvent): void {
  if (!analyticsAllowed()) return;
  queue.push(event);
  if (queue.length >= batchMax) flush();
  else timer ??= setTimeout(flush, flushEveryMs);
}

export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, batchMax) });
    // A beacon outlives the page; where it is refused, a keepalive fetch does the same.
    const sent = navigator.sendBeacon?.(endpoint, new Blob([body], { type: "application/json" }));
    if (!sent)
      void fetch(endpoint, {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
        keepalive: true,
        credentials: "omit",
      }).catch(() => undefined);
  }
}

addEventListener("pagehide", flush);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") flush();
});

let entry: Pick<Extract<ClientEvent, { name: "page_view" }>, "referrer" | "utm"> | undefined;

/** Where the visit came from, read once from the entry page: another site's host, and its utm_* tags. */
function entryOf(): NonNullable<typeof entry> {
  const params = new URLSearchParams(location.search);
  const tag = (name: string) => params.get(`utm_${name}`)?.trim().slice(0, 100).replaceAll("|", " ") || undefined;
  const source = tag("source");
  let referrer: string | undefined;
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : "";
    if (host && host !== location.hostname) referrer = host;
  } catch {
    // an unreadable referrer is no referrer
  }
  return { ...(referrer && { referrer }), ...(source && { utm: { source, medium: tag("medium"), campaign: tag("campaign") } }) };
}

/** A page view; the first of the visit carries the entry's referrer host and campaign. The server counts the route's pattern. */
export function trackPageView(path: string): void {
  const first = entry === undefined;
  entry ??= entryOf();
  track({ name: "page_view", path, ...(first ? entry : {}) });
}
