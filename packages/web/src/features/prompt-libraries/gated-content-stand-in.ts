// For component tests: the API's gated content answered as the API answers it (the same loaders),
// every other call answered with a plain OK; and the clipboard as the page left it.
import { vi } from "vitest";
import { buildSearchEntries, guides, promptLibraries } from "@ai-leaders/core/content";
import { isGuideId, isToolId, loadGuide, loadPromptLibrary } from "@ai-leaders/core/content/loaders";
import { playbooks } from "@ai-leaders/core/content/playbooks";
import { answerApi, json, type ApiCall } from "../../test/render.tsx";

/** Answers /api/content/* with the real content; anything else (feedback, counts) with `{ ok: true }`. */
export function answerWithContent(): ApiCall[] {
  // A visitor who asked for no counts: the analytics never send a batch after the test has ended.
  Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: true });
  return answerApi(async ({ path }) => {
    const library = /^\/api\/content\/prompts\/(.+)$/.exec(path)?.[1];
    if (library !== undefined) return isToolId(library) ? json(await loadPromptLibrary(library)) : json({}, 404);
    const guide = /^\/api\/content\/guides\/(.+)$/.exec(path)?.[1];
    if (guide !== undefined) return isGuideId(guide) ? json(await loadGuide(guide)) : json({}, 404);
    if (path === "/api/content/search") return json(buildSearchEntries(promptLibraries, guides));
    if (path === "/api/content/playbooks") return json(playbooks);
    return json({ ok: true });
  });
}

/** What the page last wrote to the clipboard (user-event's stand-in for it, set up by renderPage). */
export const clipboardText = () => navigator.clipboard.readText();

/** From now on the clipboard refuses writes, as a browser does when permission is denied. Call after renderPage. */
export function refuseClipboard() {
  vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
}
