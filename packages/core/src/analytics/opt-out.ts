/** Do Not Track or Global Privacy Control: the visitor asked not to be counted, so nothing is. */
export function optedOut(header: (name: string) => string | undefined): boolean {
  return header("dnt")?.trim() === "1" || header("sec-gpc")?.trim() === "1";
}
