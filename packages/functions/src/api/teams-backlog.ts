// A team's AI-opportunity backlog (issue 48, Deliver 3): its members suggest where AI could help,
// vote once each and comment; its owner and admins score, move and export. Mounted by teams.ts,
// behind its sign-in; like every team route, a team the requester is not in is "not found". The
// rules are core/teams/backlog-rules.ts, the writes core/teams/backlog-repository.ts (each one
// checks, as it writes, that the team is active and the requester still in it).
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "@ai-leaders/core/accounts";
import { csvPage } from "@ai-leaders/core/audience";
import { linkableContent } from "@ai-leaders/core/changelog";
import { backlogMessages } from "@ai-leaders/core/messages";
import {
  activeMembership,
  backlogCommentSchema,
  backlogExporter,
  backlogExportColumns,
  backlogExportLimits,
  backlogReader,
  backlogRefusalMessage,
  commentShown,
  editItemSchema,
  exportedItems,
  isBacklogRefusal,
  planComment,
  planDeletion,
  planEdit,
  planSuggestion,
  planVote,
  resolveBacklogLinks,
  suggestItemSchema,
  teamBacklog,
  type BacklogItemRecord,
  type BacklogLink,
  type BacklogRefusal,
  type MemberRecord,
  type TeamState,
} from "@ai-leaders/core/teams";
import type { Written } from "@ai-leaders/core/teams/repository";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import type { ApiDeps } from "./deps.ts";

type SignedInEnv = { Variables: { user: AuthUser } };

/** A change decided on a read that its write found stale is decided again, this many times at most. */
const attempts = 5;

let linkable: Promise<ReturnType<typeof linkableContent>> | undefined;
/** The cards, libraries and guides an item may link to; the content is read once, on first use. */
const loadLinkable = () =>
  (linkable ??= import("@ai-leaders/core/content").then((content) => linkableContent(content.promptLibraries, content.guides)));

export function teamBacklogRoutes(deps: Pick<ApiDeps, "services" | "now" | "limits">) {
  const { services, now, limits } = deps;
  const teams = services.teams;

  /** Counts a change against the account's limit: past it, 429. */
  const changeLimit = createMiddleware<SignedInEnv>(async (c, next) => {
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `team-backlog:${c.get("user").id}`, limits.teamChange, now(), {
      description: backlogMessages.tooManyChanges,
    });
    return refused ?? next();
  });

  const refused = (c: Context, refusal: BacklogRefusal) => errorResponse(c, refusal.status, backlogRefusalMessage(refusal));
  const teamIdOf = (c: Context) => c.req.param("teamId")!;
  const itemIdOf = (c: Context) => c.req.param("itemId")!;

  /** The board as the member now sees it. */
  async function board(state: TeamState, member: MemberRecord) {
    const items = await teams.backlog.items(state.team.team_id);
    const voted = await teams.backlog.votedBy(
      state.team.team_id,
      member.user_id,
      items.map((item) => item.item_id),
    );
    return teamBacklog(state, member, items, voted);
  }

  /** Links given by path, as stored: undefined when none were given, null when one is not this site's. */
  async function linksOf(paths: string[] | undefined): Promise<BacklogLink[] | null | undefined> {
    return paths === undefined ? undefined : resolveBacklogLinks(paths, await loadLinkable());
  }
  const unknownLink = (c: Context) => errorResponse(c, 400, backlogMessages.linkUnknown, { field: "links" });

  /**
   * Reads the team (and the item), decides, writes; decided again on a fresh read when the write found
   * the team, the requester's place in it or the item changed. The board after, or why not.
   */
  async function decideAndWrite(
    c: Context<SignedInEnv>,
    write: (state: TeamState | null, item: BacklogItemRecord | null) => Promise<Written | BacklogRefusal>,
    answer: (state: TeamState, member: MemberRecord) => Promise<Response>,
  ) {
    const user = c.get("user");
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const state = await teams.load(teamIdOf(c));
      // An outsider's request reads nothing of the board.
      const inTeam = !isBacklogRefusal(activeMembership(state, user.id));
      const item = inTeam && c.req.param("itemId") ? await teams.backlog.item(teamIdOf(c), itemIdOf(c)) : null;
      const outcome = await write(state, item);
      if (typeof outcome === "object") return refused(c, outcome);
      if (outcome === "written") return answer(state!, activeMembership(state, user.id) as MemberRecord);
    }
    throw new Error(`Team ${teamIdOf(c)}'s backlog changed under ${attempts} attempts in a row`);
  }

  const guardOf = (c: Context<SignedInEnv>, asManager: boolean) => ({ teamId: teamIdOf(c), userId: c.get("user").id, asManager });
  const showBoard =
    (c: Context<SignedInEnv>, status: 200 | 201 = 200) =>
    async (state: TeamState, member: MemberRecord) =>
      c.json({ backlog: await board(state, member) }, status);

  return (
    new Hono<SignedInEnv>()
      .get("/teams/:teamId/backlog", async (c) => {
        const state = await teams.load(c.req.param("teamId"));
        const member = backlogReader(state, c.get("user").id);
        if (isBacklogRefusal(member)) return refused(c, member);
        return c.json({ backlog: await board(state!, member) }, 200);
      })
      // The owner's and admins' file: every item with its score, rank, votes, status and reason.
      .get("/teams/:teamId/backlog.csv", async (c) => {
        const state = await teams.load(c.req.param("teamId"));
        const member = backlogExporter(state, c.get("user").id);
        if (isBacklogRefusal(member)) return refused(c, member);
        const rows = exportedItems(state!, await teams.backlog.items(state!.team.team_id));
        const page = await csvPage(
          (async function* () {
            yield* rows;
          })(),
          backlogExportColumns,
          true,
          backlogExportLimits,
        );
        return c.body(page.csv, 200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="ai-backlog-${now().toISOString().slice(0, 10)}.csv"`,
          "cache-control": "no-store",
        });
      })
      .post("/teams/:teamId/backlog", changeLimit, jsonBody(suggestItemSchema), async (c) => {
        const request = c.req.valid("json");
        const links = await linksOf(request.links ?? []);
        if (!links) return unknownLink(c);
        const itemId = randomUUID();
        const answer = await decideAndWrite(
          c,
          async (state) => {
            const inTeam = activeMembership(state, c.get("user").id);
            if (isBacklogRefusal(inTeam)) return inTeam;
            const member = planSuggestion(state, c.get("user").id, (await teams.backlog.items(teamIdOf(c))).length);
            if (isBacklogRefusal(member)) return member;
            const at = now().toISOString();
            return teams.backlog.suggest(guardOf(c, false), {
              team_id: teamIdOf(c),
              item_id: itemId,
              title: request.title,
              task: request.task,
              frequency: request.frequency,
              hours: request.hours,
              data: request.data,
              personal_data: request.personal_data ?? false,
              confidential_data: request.confidential_data ?? false,
              wrong_cost: request.wrong_cost,
              wrong_cost_why: request.wrong_cost_why ?? "",
              links,
              status: "suggested",
              vote_count: 0,
              comment_count: 0,
              author_id: member.user_id,
              created_at: at,
              updated_at: at,
              version: 1,
            });
          },
          async (state, member) => c.json({ item_id: itemId, backlog: await board(state, member) }, 201),
        );
        return answer;
      })
      .patch("/teams/:teamId/backlog/:itemId", changeLimit, jsonBody(editItemSchema), async (c) => {
        const request = c.req.valid("json");
        const links = await linksOf(request.links);
        if (links === null) return unknownLink(c);
        return decideAndWrite(
          c,
          async (state, item) => {
            const planned = planEdit(state, c.get("user").id, item, { ...request, links }, now());
            if (isBacklogRefusal(planned)) return planned;
            return teams.backlog.edit(guardOf(c, planned.asManager), item!, planned);
          },
          showBoard(c),
        );
      })
      .delete("/teams/:teamId/backlog/:itemId", changeLimit, async (c) =>
        decideAndWrite(
          c,
          async (state, item) => {
            const planned = planDeletion(state, c.get("user").id, item);
            if (isBacklogRefusal(planned)) return planned;
            return teams.backlog.remove(guardOf(c, planned.asManager), item!);
          },
          async () => c.body(null, 204),
        ),
      )
      .post("/teams/:teamId/backlog/:itemId/vote", changeLimit, async (c) =>
        decideAndWrite(
          c,
          async (state, item) => {
            const member = planVote(state, c.get("user").id, item);
            if (isBacklogRefusal(member)) return member;
            const outcome = await teams.backlog.vote(guardOf(c, false), item!.item_id, now());
            return outcome === "already" ? { refusal: "alreadyVoted", status: 409 } : outcome;
          },
          showBoard(c),
        ),
      )
      .delete("/teams/:teamId/backlog/:itemId/vote", changeLimit, async (c) =>
        decideAndWrite(
          c,
          async (state, item) => {
            const member = planVote(state, c.get("user").id, item);
            if (isBacklogRefusal(member)) return member;
            const outcome = await teams.backlog.unvote(guardOf(c, false), item!.item_id);
            return outcome === "none" ? { refusal: "notVoted", status: 409 } : outcome;
          },
          showBoard(c),
        ),
      )
      .get("/teams/:teamId/backlog/:itemId/comments", async (c) => {
        const state = await teams.load(c.req.param("teamId"));
        const member = backlogReader(state, c.get("user").id);
        if (isBacklogRefusal(member)) return refused(c, member);
        const { teamId, itemId } = c.req.param();
        if (!(await teams.backlog.item(teamId, itemId))) return refused(c, { refusal: "itemNotFound", status: 404 });
        const comments = await teams.backlog.comments(teamId, itemId);
        return c.json({ comments: comments.map((comment) => commentShown(state!, member, comment)) }, 200);
      })
      .post("/teams/:teamId/backlog/:itemId/comments", changeLimit, jsonBody(backlogCommentSchema), async (c) => {
        const commentId = randomUUID();
        return decideAndWrite(
          c,
          async (state, item) => {
            const member = planComment(state, c.get("user").id, item);
            if (isBacklogRefusal(member)) return member;
            return teams.backlog.comment(guardOf(c, false), {
              team_id: teamIdOf(c),
              item_id: item!.item_id,
              comment_id: commentId,
              author_id: member.user_id,
              text: c.req.valid("json").text,
              created_at: now().toISOString(),
            });
          },
          async (state, member) => {
            const comments = await teams.backlog.comments(teamIdOf(c), itemIdOf(c));
            return c.json({ comments: comments.map((comment) => commentShown(state, member, comment)) }, 201);
          },
        );
      })
  );
}
