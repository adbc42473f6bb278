// The console's "Prompt feedback": every prompt of the eight libraries with its yes and no counts,
// the share of yes and its newest notes, in library order (the console sorts).
import { Hono } from "hono";
import { shareOfYes, type AdminPromptFeedback } from "@ai-leaders/core/feedback";
import type { SearchEntry } from "@ai-leaders/core/content";
import type { ApiDeps } from "../deps.ts";
import { loadOnce } from "../../services/lazy-service.ts";

const notesPerPrompt = 3;

/** The prompts as the search names them (id, title, library, link); all the content loads for it, once. */
const loadPrompts = loadOnce(async (): Promise<SearchEntry[]> => {
  const content = await import("@ai-leaders/core/content");
  return content.buildSearchEntries(content.promptLibraries, content.guides).filter((entry) => entry.kind === "prompt");
});

export function adminFeedbackRoutes({ services }: Pick<ApiDeps, "services">) {
  return new Hono().get("/", async (c) => {
    const prompts = await loadPrompts();
    const counts = await services.promptFeedback.counts(prompts.map((prompt) => prompt.id));
    const feedback = await Promise.all(
      prompts.map(async (prompt): Promise<AdminPromptFeedback> => {
        const { yes, no } = counts.get(prompt.id) ?? { yes: 0, no: 0 };
        // A prompt no one answered has no notes to read.
        const latest_notes = yes + no > 0 ? await services.promptFeedback.latestNotes(prompt.id, notesPerPrompt) : [];
        return {
          id: prompt.id,
          title: prompt.title,
          library: prompt.source,
          href: prompt.href,
          yes,
          no,
          share_yes: shareOfYes({ yes, no }),
          latest_notes,
        };
      }),
    );
    return c.json({ prompts: feedback }, 200);
  });
}
