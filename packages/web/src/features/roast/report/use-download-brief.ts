import { useCallback, useState } from "react";
import { failureToast, readApiError } from "../../../lib/api-errors.ts";
import { useToast } from "../../../ui/toast.tsx";
import { briefUrl } from "./screenshot-url.ts";

const briefFailed = {
  title: "The PDF could not be made",
  description: "Please try again in a moment, or use Print / Save as PDF.",
};

/**
 * "Download PDF": the brief is drawn by the server's browser and saved as a file. Fetched first, so
 * a refusal (too many, no browser right now) is said in a toast, never shown as a page of JSON.
 */
export function useDownloadBrief(resultId: string) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = useCallback(async () => {
    setBusy(true);
    try {
      const response = await fetch(briefUrl(resultId));
      if (!response.ok) {
        const error =
          (await readApiError(response)) ??
          (response.status === 503 ? { message: (await serverMessage(response)) ?? briefFailed.description } : null);
        toast({ ...failureToast(error, briefFailed), variant: "destructive" });
        return;
      }
      saveFile(await response.blob(), fileNameOf(response) ?? "brief.pdf");
      toast({ title: "PDF downloaded", description: "The one-page brief is in your downloads." });
    } catch {
      toast({ ...briefFailed, description: "Please check your connection and try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }, [resultId, toast]);
  return { download, busy };
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : null;
  } catch {
    return null;
  }
}

function fileNameOf(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? null;
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
