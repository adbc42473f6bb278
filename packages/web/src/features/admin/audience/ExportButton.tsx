import { useState } from "react";
import { exportAudience, type AudienceExport } from "../api/admin-api.ts";
import { AdminError } from "../components/AdminError.tsx";
import "./export.css";

const count = new Intl.NumberFormat("en-GB");

/** Downloads the list as one CSV file, fetched a page at a time with the admin's token, with the rows so far shown. */
export function ExportButton({ accessToken, list, label }: { accessToken: string; list: AudienceExport; label: string }) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    setProgress("Exporting…");
    const result = await exportAudience(accessToken, list, (rows) => setProgress(`Exported ${count.format(rows)} ${rows === 1 ? "row" : "rows"} so far…`));
    setBusy(false);
    if (!result.ok) {
      setProgress(null);
      setError(result.message);
      return;
    }
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
      <button type="button" className="button button-secondary button-small" onClick={() => void download()} disabled={busy}>
        {busy ? "Exporting…" : label}
      </button>
      <p className={progress ? "admin-export-progress" : "visually-hidden"} role="status">
        {progress}
      </p>
      <AdminError error={error} />
    </div>
  );
}
