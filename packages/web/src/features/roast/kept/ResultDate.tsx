import { formatResultDate } from "./result-words.ts";

export function ResultDate({ at }: { at: string }) {
  return <time dateTime={at}>{formatResultDate(at)}</time>;
}
