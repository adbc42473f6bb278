// How a watched page's dates read, on the kept report, in "Your results" and in the console.

const dayFormat = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** "4 Dec 2026": checks are weekly, so the day says enough. */
export function WatchDay({ at }: { at: string }) {
  const date = new Date(at);
  return <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : dayFormat.format(date)}</time>;
}
