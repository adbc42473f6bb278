// "What's new" in the console: entries written as drafts, then published. Publishing marks the
// entry's suggestions done, tells their followers and their signed-in authors and voters once
// (one mail a reader), and says how many were told; every change is written to the audit log.
import type { AuditAction } from "@ai-leaders/core/audit";
import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { changelogDraftSchema, linkableContent, resolveLinks, type ChangelogDraft, type ChangelogEntry } from "@ai-leaders/core/changelog";
import { changelogMessages as m } from "@ai-leaders/core/messages";
import { statusReplyMax, suggestionTitle, type Suggestion } from "@ai-leaders/core/voting";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";
import type { AdminEnv } from "./require-admin.ts";
import { auditRecordOf, createBoardStatusChange } from "./board-status.ts";
import { createEntryNotices } from "./ship-notices.ts";
import { createAnswerNotices } from "./answer-notices.ts";

const entryId = z.string().check(z.minLength(1, m.notFound), z.maxLength(100, m.notFound));

let linkable: Promise<ReturnType<typeof linkableContent>> | undefined;
/** The guides, libraries and prompts an entry may link to; all the content is read once, on first use. */
const loadLinkable = () =>
  (linkable ??= import("@ai-leaders/core/content").then((content) => linkableContent(content.promptLibraries, content.guides)));

/** The public reply a suggestion takes when an entry answers it. */
const shippedReply = (entry: ChangelogEntry) => `Shipped in What's new: ${entry.title}`.slice(0, statusReplyMax);

export function adminChangelogRoutes(deps: ApiDeps) {
  const { services, now } = deps;
  const changeStatus = createBoardStatusChange(deps);
  const notifyFollowers = createEntryNotices(deps);
  const notifyAuthorsAndVoters = createAnswerNotices(deps);

  /** The draft as stored: links resolved to the toolkit's pages, suggestions on the board; or the refusal. */
  async function checked(
    draft: ChangelogDraft,
  ): Promise<{ ok: true; draft: ChangelogDraft } | { ok: false; message: string; field: string }> {
    const links = resolveLinks(draft.links, await loadLinkable());
    if (!links) return { ok: false, message: m.unknownLink, field: "links" };
    const suggestions = await Promise.all(draft.suggestion_ids.map((id) => services.voting.get(id)));
    if (suggestions.some((suggestion) => !suggestion || suggestion.merged_into))
      return { ok: false, message: m.unknownSuggestion, field: "suggestion_ids" };
    return { ok: true, draft: { ...draft, links, suggestion_ids: [...new Set(draft.suggestion_ids)] } };
  }

  async function present(entry: ChangelogEntry) {
    const suggestions = await Promise.all(entry.suggestion_ids.map((id) => services.voting.get(id)));
    return {
      ...entry,
      suggestions: suggestions.flatMap((suggestion) =>
        suggestion ? [{ id: suggestion.id, title: suggestionTitle(suggestion), status: suggestion.status ?? "open" }] : [],
      ),
    };
  }

  const audit = (
    c: Context<AdminEnv>,
    action: AuditAction,
    entry: ChangelogEntry,
    details: Record<string, string | number | boolean> = {},
  ) => services.audit.record({ actor: c.get("admin").email, action, target: entry.id, details: { title: entry.title, ...details } }, now());

  /** Marks the entry's suggestions done (those not done yet), then tells their followers, authors and voters. All are safe to run again. */
  async function closeTheLoop(actor: string, entry: ChangelogEntry, suggestions: Suggestion[], at: Date): Promise<number> {
    for (const suggestion of suggestions) {
      if (suggestion.status === "done") continue;
      const outcome = await changeStatus(actor, suggestion.id, { status: "done", reply: shippedReply(entry) }, at, { tellWatchers: false });
      if (outcome.ok) await services.audit.record(auditRecordOf(outcome.change), at);
    }
    const followers = await notifyFollowers(
      entry,
      suggestions.map((suggestion) => ({ id: suggestion.id, title: suggestionTitle(suggestion) })),
      at,
    );
    // After the followers: someone who both followed and voted has had the entry's mail already.
    return followers + (await notifyAuthorsAndVoters(entry, suggestions, at));
  }

  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ entries: await Promise.all((await services.changelog.listAll()).map(present)) }, 200))
    .get("/linkable", async (c) => c.json({ links: await loadLinkable() }, 200))
    .post("/", jsonBody(changelogDraftSchema), async (c) => {
      const result = await checked(c.req.valid("json"));
      if (!result.ok) return errorResponse(c, 400, result.message, { field: result.field });
      const entry = await services.changelog.create(result.draft, now());
      await audit(c, "changelog.create", entry);
      return c.json({ entry: await present(entry) }, 201);
    })
    .put("/:id", jsonBody(changelogDraftSchema), async (c) => {
      const id = entryId.safeParse(c.req.param("id"));
      if (!id.success) return errorResponse(c, 404, m.notFound);
      const result = await checked(c.req.valid("json"));
      if (!result.ok) return errorResponse(c, 400, result.message, { field: result.field });
      const entry = await services.changelog.update(id.data, result.draft, now());
      if (!entry) return errorResponse(c, 404, m.notFound);
      await audit(c, "changelog.update", entry);
      return c.json({ entry: await present(entry) }, 200);
    })
    .delete("/:id", async (c) => {
      const entry = await services.changelog.get(c.req.param("id"));
      if (!entry || !(await services.changelog.remove(entry.id))) return errorResponse(c, 404, m.notFound);
      await audit(c, "changelog.delete", entry);
      return c.body(null, 204);
    })
    .post("/:id/publish", async (c) => {
      const entry = await services.changelog.get(c.req.param("id"));
      if (!entry) return errorResponse(c, 404, m.notFound);
      if (entry.state === "published") return errorResponse(c, 409, m.alreadyPublished);
      const suggestions = await Promise.all(entry.suggestion_ids.map((id) => services.voting.get(id)));
      const answered = suggestions.filter((suggestion): suggestion is Suggestion => !!suggestion && !suggestion.merged_into);
      if (answered.length !== suggestions.length) return errorResponse(c, 409, m.unknownSuggestion, { field: "suggestion_ids" });
      const at = now();
      const notified = await closeTheLoop(c.get("admin").email, entry, answered, at);
      if (!(await services.changelog.publish(entry.id, at))) return errorResponse(c, 409, m.alreadyPublished);
      await services.changelog.recordNotified(entry.id, notified);
      await audit(c, "changelog.publish", entry, { notified, suggestions: answered.length });
      return c.json(
        {
          entry: await present({ ...entry, state: "published", published_at: at.toISOString(), notified }),
          notified,
          message: m.publishedNotice(notified),
        },
        200,
      );
    });
}
