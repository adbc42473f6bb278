import { CopyIcon } from "../../ui/icons.tsx";
import { useCopyText } from "./copy-text.tsx";
import { useDownloadBrief } from "./use-download-brief.ts";

interface ReportToolbarProps {
  /** Without it (a report that never completed) there is nothing whole to copy. */
  markdown: string | undefined;
  /** A kept page report's id: its one-page PDF brief can be downloaded. */
  briefOf?: string;
}

/** Shown under a finished report. */
export function ReportToolbar({ markdown, briefOf }: ReportToolbarProps) {
  const copy = useCopyText();
  return (
    <div className="report-toolbar report-no-print" role="group" aria-label="Report actions">
      {briefOf && <DownloadBrief resultId={briefOf} />}
      {markdown !== undefined && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void copy(markdown, "The report is ready to paste as Markdown.")}
        >
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

function DownloadBrief({ resultId }: { resultId: string }) {
  const { download, busy } = useDownloadBrief(resultId);
  return (
    <button
      type="button"
      className="button button-primary button-small"
      onClick={() => !busy && void download()}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
      <DownloadIcon />
      {busy ? "Making the PDF…" : "Download PDF"}
    </button>
  );
}

function DownloadIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />
    </svg>
  );
}

function PrintIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="8" />
    </svg>
  );
}
