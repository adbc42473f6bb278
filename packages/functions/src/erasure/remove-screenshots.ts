import type { StoredResult } from "@ai-leaders/core/roast/store/repository";
import type { Services } from "../services/index.ts";

/** A result's screenshots go with it: on delete, on erasure. */
export async function removeScreenshots({ screenshots }: Pick<Services, "screenshots">, results: StoredResult[]): Promise<void> {
  if (!screenshots) return;
  const captureIds = results.flatMap((result) =>
    result.report?.kind === "page" && result.report.capture ? [result.report.capture.id] : [],
  );
  await Promise.all(captureIds.map((id) => screenshots.remove(id)));
}
