// Progress a leader can see (issue 48, Deliver 4): a member reports what they did (a guide's step, a
// card used or rated, a kept result shared), and the team's page reads it back: every member for the
// owner and admins, the totals and their own row for a member. Mounted by teams.ts, behind its
// sign-in; like every team route, a team the requester is not in is "not found". Each report checks,
// as it writes, that the team is active and the reporter still in it (core/teams/progress-repository.ts).
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { zValidator } from "@hono/zod-validator";
import type { AuthUser } from "@ai-leaders/core/accounts";
import { linkableContent } from "@ai-leaders/core/changelog";
import { progressMessages, teamMessages } from "@ai-leaders/core/messages";
import { isOwnedBy } from "@ai-leaders/core/roast/store";
import {
  activeMembership,
  activitySchema,
  guideStepTitles,
  membership,
  progressQuerySchema,
  progressWeeks,
  resultIdSchema,
  teamDigestChoiceSchema,
  teamProgress,
  type ActivityRecord,
  type ProgressGuide,
  type TeamRefusal,
} from "@ai-leaders/core/teams";
import type { Reported } from "@ai-leaders/core/teams/repository";
import type { GuideId } from "@ai-leaders/core/content";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import type { ApiDeps } from "./deps.ts";

type SignedInEnv = { Variables: { user: AuthUser } };

interface ProgressContent {
  cards: Set<string>;
  stepTitles: Record<GuideId, string[]>;
  guides: ProgressGuide[];
}
let content: Promise<ProgressContent> | undefined;
/** The cards and the guides' steps a report may name; the content is read once, on first use. */
const loadContent = () =>
  (content ??= import("@ai-leaders/core/content").then(({ promptLibraries, guides, guideIds, guidePages }) => {
    const stepTitles = guideStepTitles(guides);
    return {
      cards: new Set(
        linkableContent(promptLibraries, guides)
          .filter((page) => page.kind === "prompt")
          .map((page) => page.path),
      ),
      stepTitles,
      guides: guideIds.map((guide) => ({ guide, ...guidePages[guide], total_steps: stepTitles[guide].length })),
    };
  }));

export function teamProgressRoutes(deps: Pick<ApiDeps, "services" | "now" | "limits">) {
  const { services, now, limits } = deps;
  const teams = services.teams;

  /** Counts a report against the account's limit: past it, 429. */
  const reportLimit = createMiddleware<SignedInEnv>(async (c, next) => {
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `team-progress:${c.get("user").id}`, limits.teamChange, now(), {
      description: teamMessages.tooManyChanges,
    });
    return refused ?? next();
  });

  const refused = (c: Context, refusal: TeamRefusal) => errorResponse(c, refusal.status, teamMessages[refusal.refusal]);
  /** A write the guard refused: the team or the member's place in it changed since it was read. */
  const answerOf = (c: Context, outcome: Reported) =>
    outcome === "refused" ? errorResponse(c, 404, teamMessages.notFound) : c.body(null, 204);

  return (
    new Hono<SignedInEnv>()
      .get(
        "/teams/:teamId/progress",
        zValidator("query", progressQuerySchema, (result, c) =>
          result.success ? undefined : errorResponse(c, 400, progressMessages.weeksInvalid, { field: "weeks" }),
        ),
        async (c) => {
          const state = await teams.load(c.req.param("teamId"));
          const requester = membership(state, c.get("user").id);
          if ("refusal" in requester) return refused(c, requester);
          const weeks = Number(c.req.valid("query").weeks ?? progressWeeks.default);
          const { guides, stepTitles } = await loadContent();
          const records = await teams.progress.activity(state!.team.team_id);
          return c.json({ progress: teamProgress({ state: state!, requester, records, guides, stepTitles, now: now(), weeks }) }, 200);
        },
      )
      .post("/teams/:teamId/activity", reportLimit, jsonBody(activitySchema), async (c) => {
        const state = await teams.load(c.req.param("teamId"));
        const member = activeMembership(state, c.get("user").id);
        if ("refusal" in member) return refused(c, member);
        const report = c.req.valid("json");
        const at = now().toISOString();
        const base = { team_id: state!.team.team_id, user_id: member.user_id, at };
        const { cards, stepTitles } = await loadContent();
        let record: ActivityRecord;
        switch (report.kind) {
          case "guide-step":
            if (!stepTitles[report.guide].includes(report.step))
              return errorResponse(c, 400, progressMessages.stepInvalid, { field: "step" });
            record = { ...base, kind: report.kind, guide: report.guide, step: report.step };
            break;
          case "card-used":
          case "card-rated":
            if (!cards.has(report.card)) return errorResponse(c, 400, progressMessages.cardUnknown, { field: "card" });
            record =
              report.kind === "card-used"
                ? { ...base, kind: report.kind, card: report.card, day: at.slice(0, 10) }
                : { ...base, kind: report.kind, card: report.card, worked: report.worked };
            break;
          case "result-shared": {
            const result = await services.results.get(report.result_id, now());
            if (!result || !isOwnedBy(result, { userId: member.user_id }))
              return errorResponse(c, 403, progressMessages.resultNotYours, { field: "result_id" });
            record = { ...base, kind: report.kind, result_id: result.result_id, result_kind: result.kind, subject: result.subject };
            break;
          }
        }
        return answerOf(c, await teams.progress.report(record));
      })
      // The member's weekly team digest, on or off: a choice on their account, for every team they are in.
      .get("/teams/:teamId/digest-mail", async (c) => {
        const member = membership(await teams.load(c.req.param("teamId")), c.get("user").id);
        if ("refusal" in member) return refused(c, member);
        return c.json({ team_digest: await services.teamDigestPreferences.wantsMail(c.get("user").email) }, 200);
      })
      .put("/teams/:teamId/digest-mail", reportLimit, jsonBody(teamDigestChoiceSchema), async (c) => {
        const member = membership(await teams.load(c.req.param("teamId")), c.get("user").id);
        if ("refusal" in member) return refused(c, member);
        const wanted = c.req.valid("json").team_digest;
        await services.teamDigestPreferences.choose(c.get("user").email, wanted, now());
        return c.json({ team_digest: wanted, message: wanted ? progressMessages.digestOn : progressMessages.digestOff }, 200);
      })
      .delete("/teams/:teamId/activity/shared/:resultId", reportLimit, async (c) => {
        const state = await teams.load(c.req.param("teamId"));
        const member = activeMembership(state, c.get("user").id);
        if ("refusal" in member) return refused(c, member);
        const resultId = resultIdSchema.safeParse(c.req.param("resultId"));
        if (!resultId.success) return errorResponse(c, 404, progressMessages.resultInvalid);
        return answerOf(c, await teams.progress.unshare(state!.team.team_id, member.user_id, resultId.data));
      })
  );
}
