// The Prompt feedback section's request: every prompt with its answers, in one answer.
import type { AdminPromptFeedback } from "@ai-leaders/core/feedback";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

/** In the paged lists' shape, so the section shares their loading, error and empty states. */
export const promptFeedbackRequest = (accessToken: string) =>
  settle(api.api.admin.feedback.$get({}, bearer(accessToken)), async (response) => {
    const { prompts } = (await response.json()) as { prompts: AdminPromptFeedback[] };
    return { rows: prompts, next_cursor: null };
  });
