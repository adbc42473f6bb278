// A day as the product writes it, "27 November 2026": British order, and the same day wherever the
// reader is (UTC). The formatter is made on first use: the first Intl object a process makes loads
// its locale data, tens of milliseconds that a Lambda's cold start should not pay for a page that
// shows no date.
let longDay: Intl.DateTimeFormat | undefined;

export function formatLongDay(date: Date): string {
  longDay ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return longDay.format(date);
}
