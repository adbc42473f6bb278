import { CopyIcon, DownloadIcon, PrintIcon } from "../../../ui/icons.tsx";
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
