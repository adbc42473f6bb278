import { useId, useState } from "react";
import type { AdminResult, ExportedFile } from "../api/admin-api.ts";
import { AdminError } from "./AdminError.tsx";
import "./export.css";

const count = new Intl.NumberFormat("en-GB");

interface ExportButtonProps {
  /** Fetches the whole file, telling the rows so far as it goes. */
  run: (onProgress: (rows: number) => void) => Promise<AdminResult<ExportedFile>>;
  label: string;
  /** Said instead of offering the export, when the list is known to be empty: "No signups to export yet." */
  nothingToExport?: string;
}

/** Downloads one CSV file, fetched with the admin's token (a page at a time, for a long list), with the rows so far shown. */
export function ExportButton({ run, label, nothingToExport }: ExportButtonProps) {
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    setProgress("Exporting…");
    const result = await run((rows) => setProgress(`Exported ${count.format(rows)} ${rows === 1 ? "row" : "rows"} so far…`));
    setBusy(false);
    if (!result.ok) {
      setProgress(null);
      setError(result.message);
      return;
    }
    // Empty after all (a search hid it, or it was emptied since): no empty file to download.
    if (result.value.rows === 0) return setProgress("Nothing to export: the list is empty.");
    setProgress(`Exported ${count.format(result.value.rows)} ${result.value.rows === 1 ? "row" : "rows"}.`);
    const url = URL.createObjectURL(result.value.file);
    const link = Object.assign(document.createElement("a"), { href: url, download: result.value.fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="admin-export">
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => void download()}
        disabled={busy || nothingToExport !== undefined}
        aria-describedby={nothingToExport ? reasonId : undefined}
      >
        {busy ? "Exporting…" : label}
      </button>
      {nothingToExport && (
        <p id={reasonId} className="admin-export-progress">
          {nothingToExport}
        </p>
      )}
      <p className={progress ? "admin-export-progress" : "visually-hidden"} role="status">
        {progress}
      </p>
      <AdminError error={error} />
    </div>
  );
}
