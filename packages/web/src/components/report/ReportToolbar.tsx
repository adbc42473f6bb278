import { CopyIcon } from "../../ui/icons.tsx";
import { useCopyText } from "./copy-text.tsx";

/** Shown under a finished report. Without `markdown` (a report that never completed) there is nothing whole to copy. */
export function ReportToolbar({ markdown }: { markdown: string | undefined }) {
  const copy = useCopyText();
  return (
    <div className="report-toolbar report-no-print" role="group" aria-label="Report actions">
      {markdown !== undefined && (
        <button type="button" className="button button-secondary button-small" onClick={() => void copy(markdown, "The report is ready to paste as Markdown.")}>
          <CopyIcon />
          Copy as Markdown
        </button>
      )}
      <button type="button" className="button button-secondary button-small" onClick={() => window.print()}>
        <PrintIcon />
        Print / Save as PDF
      </button>
    </div>
  );
}

function PrintIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="8" />
    </svg>
  );
}
