// A capture's outcome as it is kept beside its shots (outcome.json), read back through the same
// schema as the capture function's answer: a file that does not parse is a capture that failed.
import { couldNotCapture } from "./capture-page.ts";
import { captureOutcomeSchema } from "./schema.ts";
import type { CaptureOutcome } from "./types.ts";

export function readOutcome(json: string): CaptureOutcome {
  try {
    const outcome = captureOutcomeSchema.safeParse(JSON.parse(json));
    if (outcome.success) return outcome.data;
    return { ok: false, reason: couldNotCapture, detail: `kept outcome unreadable: ${outcome.error.issues[0]?.message}` };
  } catch (error) {
    return { ok: false, reason: couldNotCapture, detail: `kept outcome unreadable: ${(error as Error).message}` };
  }
}
