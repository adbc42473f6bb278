/** Something a check found on the page, with the page text it was found in. */
export interface Evidence {
  label: string;
  /** The page text, already quoted. */
  quote: string;
}

/** Each piece of page text once, the first find kept. */
export function dedupe(found: Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return found.filter((evidence) => {
    if (seen.has(evidence.quote)) return false;
    seen.add(evidence.quote);
    return true;
  });
}
