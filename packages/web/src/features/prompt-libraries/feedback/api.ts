// "Did this work for you?": the one call. The browser claims no identity: the server knows this
// visitor by its own signed cookie, sent with the feedback calls only.
import type { FeedbackAnswer } from "@ai-leaders/core/feedback";
import { api, readApiError, type ApiError } from "../../../lib/api-client.ts";

export type FeedbackResult = { ok: true } | { ok: false; status: number; error: ApiError | null };

/** The visitor's answer on one prompt, with a note when they wrote one; a second answer replaces the first. */
export async function sendPromptFeedback(
  prompt: { tool: string; slug: string },
  feedback: { answer: FeedbackAnswer; note?: string },
  trap: { homepage?: string } = {},
): Promise<FeedbackResult> {
  try {
    const response = await api.api.feedback[":tool"][":slug"].$post({ param: prompt, json: { ...feedback, ...trap } });
    if (response.ok) return { ok: true };
    return { ok: false, status: response.status, error: await readApiError(response) };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}
