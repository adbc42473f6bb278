import type { StoredResult } from "@ai-leaders/core/roast/store/repository";
import type { Services } from "../services/index.ts";

/** A result's screenshots go with it: on delete, on erasure. */
export async function removeScreenshots({ screenshots }: Pick<Services, "screenshots">, results: StoredResult[]): Promise<void> {
  if (!screenshots) return;
  // A capture still coming is removed too: its shots may already be there.
  const captureIds = results.flatMap((result) => {
    const report = result.report?.kind === "page" ? result.report : undefined;
    const id = report?.capture?.id ?? report?.pendingCapture?.id;
    return id ? [id] : [];
  });
  await Promise.all(captureIds.map((id) => screenshots.remove(id)));
}
