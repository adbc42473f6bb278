const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** A stored instant, in the reader's time zone. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{format.format(new Date(at))}</time>;
}
