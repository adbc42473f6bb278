import { useState } from "react";
import { exportRequest, type AudienceExport } from "../api/admin-api.ts";
import { AdminError } from "../components/AdminError.tsx";

/** Downloads the list as CSV: fetched with the admin's token, then handed to the browser as a file. */
export function ExportButton({ accessToken, list, label }: { accessToken: string; list: AudienceExport; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    const result = await exportRequest(accessToken, list);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const url = URL.createObjectURL(result.value.blob);
    const link = Object.assign(document.createElement("a"), { href: url, download: result.value.fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <>
      <button type="button" className="button button-secondary button-small" onClick={() => void download()} disabled={busy}>
        {busy ? "Preparing…" : label}
      </button>
      <AdminError error={error} />
    </>
  );
}
