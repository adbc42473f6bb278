import type { Evidence } from "@ai-leaders/core/roast/report";
import { items } from "./partial-report.ts";
import { PinBadge, PinNotShown } from "./PinBadge.tsx";
import { usePins } from "./pins-context.tsx";

/**
 * Each quote from the page as a quotation, then what it shows; a note without a quote stands alone.
 * A quote pinned on the screenshots carries the marker's number.
 */
export function EvidenceList({ evidence }: { evidence: Partial<Evidence>[] | undefined }) {
  const pinned = usePins() !== null;
  // A quote given an empty note is there for its marker: without the screenshots it says nothing new.
  const markerOnly = (entry: Partial<Evidence>) => entry.note === "" && !(pinned && Number.isInteger(entry.pin));
  const shown = items(evidence).filter((entry) => (entry.quote?.trim() || entry.note?.trim()) && !markerOnly(entry));
  if (shown.length === 0) return null;
  return (
    <ul className="report-evidence">
      {shown.map(({ quote, note, pin }, index) => {
        const n = pinned && quote?.trim() && Number.isInteger(pin) ? pin : undefined;
        return (
          <li key={index} className={n === undefined ? undefined : "report-evidence-pinned"}>
            {n !== undefined && <PinBadge n={n} />}
            {quote?.trim() && (
              <blockquote className="report-quote">
                <p>{quote}</p>
              </blockquote>
            )}
            {n !== undefined && <PinNotShown n={n} />}
            {note?.trim() && <p className="report-evidence-note">{note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
