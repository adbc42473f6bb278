// The app shell (app.html) the site is built with, read from the site itself: the API is built
// apart from the web app, whose shell names hashed files that change with every deploy. Kept a
// minute, so a deploy's new shell is served soon and the site is asked once a minute at most.
const keptMs = 60_000;

export type AppShell = () => Promise<string>;

export function appShellFrom(siteUrl: string, now: () => number = Date.now): AppShell {
  let kept: { html: string; at: number } | null = null;
  return async () => {
    if (kept && now() - kept.at < keptMs) return kept.html;
    const response = await fetch(new URL("/app.html", siteUrl), { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`the site answered ${response.status} for /app.html`);
    kept = { html: await response.text(), at: now() };
    return kept.html;
  };
}
