import type { Evidence } from "@ai-leaders/core/report";
import { items } from "./partial-report.ts";

/** Each quote from the page as a quotation, then what it shows; a note without a quote stands alone. */
export function EvidenceList({ evidence }: { evidence: Partial<Evidence>[] | undefined }) {
  const shown = items(evidence).filter((entry) => entry.quote?.trim() || entry.note?.trim());
  if (shown.length === 0) return null;
  return (
    <ul className="report-evidence">
      {shown.map(({ quote, note }, index) => (
        <li key={index}>
          {quote?.trim() && (
            <blockquote className="report-quote">
              <p>{quote}</p>
            </blockquote>
          )}
          {note?.trim() && <p className="report-evidence-note">{note}</p>}
        </li>
      ))}
    </ul>
  );
}
