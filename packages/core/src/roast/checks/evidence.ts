/** Something a check found on the page, with the page text it was found in. */
export interface Evidence {
  label: string;
  /** The page text, already quoted. */
  quote: string;
}
