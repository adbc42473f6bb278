// "Your suggestions and votes" (issue 28, Deliver 5): a signed-in account's suggestions, the ones it
// voted on and the ones it follows, with their status; following is "Email me when this ships" in
// one tap, for an account whose address is confirmed. A follow is the newsletter signup's tag that
// the operator's status change reads (admin/ship-notices.ts), so its mail goes the one way it goes.
// Here too the account says whether What's new mails it when it answers a suggestion it made or
// voted for (admin/answer-notices.ts).
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import { accountBoardMessages, apiMessages, votingMessages } from "@ai-leaders/core/messages";
import { isMailable, type NewsletterSignup } from "@ai-leaders/core/newsletter";
import { isVisible, shipsTag, suggestionTitle, type Suggestion } from "@ai-leaders/core/voting";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";
import { createVoters } from "./voters.ts";

const suggestionIdParam = zValidator("param", z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);

/** What the account's lists show of a suggestion: a predefined tool by its title, and where it stands. */
const entry = (suggestion: Suggestion) => ({
  id: suggestion.id,
  title: suggestionTitle(suggestion),
  vote_count: suggestion.vote_count,
  created_at: suggestion.created_at,
  status: suggestion.status ?? "open",
  status_reply: suggestion.status_reply ?? null,
});
export type AccountBoardEntry = ReturnType<typeof entry>;

const answersMailSchema = z.object({ answers_mail: z.boolean({ error: accountBoardMessages.answersMail.choiceRequired }) });

const followPrefix = shipsTag("");
/** The suggestions a signup asked to hear about, while mail may go to it. */
const followedIds = (signup: NewsletterSignup | undefined) =>
  signup && isMailable(signup)
    ? [...(signup.tags ?? [])].filter((tag) => tag.startsWith(followPrefix)).map((tag) => tag.slice(followPrefix.length))
    : [];

export function accountBoardRoutes({ services, access, clientIp, limits, now, secureCookies, log }: ApiDeps) {
  const { signedIn } = createVoters({ services, access, now, secureCookies, log });
  const signInRequired = (c: Context) =>
    errorResponse(c, 401, accountBoardMessages.signInRequired.description, { title: accountBoardMessages.signInRequired.title });

  return (
    new Hono()
      .get("/", async (c) => {
        const user = await signedIn(c);
        if (!user) return signInRequired(c);
        const board = services.voting.accountBoard;
        const [suggested, voted, signup, answersMail] = await Promise.all([
          board.suggestedBy(user.id, now()),
          board.votedOnBy(user.id, now()),
          services.newsletter.get(user.email, now()),
          services.answerAudience.wantsMail(user.email),
        ]);
        const following = await board.read(followedIds(signup), now());
        return c.json(
          {
            suggested: suggested.map(entry),
            voted: voted.map(entry),
            following: following.map(entry),
            // One tap follows only with a confirmed address: the mail goes to it.
            can_follow: Boolean(user.email_confirmed_at),
            answers_mail: answersMail,
          },
          200,
        );
      })
      .put("/answers-mail", jsonBody(answersMailSchema), async (c) => {
        const user = await signedIn(c);
        if (!user) return signInRequired(c);
        const wanted = c.req.valid("json").answers_mail;
        await services.answerAudience.choose(user.email, wanted, now());
        return c.json(
          { answers_mail: wanted, message: wanted ? accountBoardMessages.answersMail.on : accountBoardMessages.answersMail.off },
          200,
        );
      })
      // Which suggestions the account follows, for the board's Follow buttons: one read of its signup.
      .get("/follows", async (c) => {
        const user = await signedIn(c);
        if (!user) return signInRequired(c);
        return c.json({ following: followedIds(await services.newsletter.get(user.email, now())) }, 200);
      })
      // Following is a board action, behind the access code like the board; unfollowing never is.
      .put("/follows/:id", requireAccess({ access, services, now }), suggestionIdParam, async (c) => {
        const user = await signedIn(c);
        if (!user) return signInRequired(c);
        if (!user.email_confirmed_at) return errorResponse(c, 403, accountBoardMessages.confirmAddressFirst);
        const refused = await refuseWhenOverLimit(c, services.rateLimiter, `follow:${clientIp(c)}`, limits.comment, now(), {
          description: apiMessages.tooManyRequests,
        });
        if (refused) return refused;
        const id = c.req.valid("param").id;
        const suggestion = await services.voting.get(id);
        if (!suggestion || !isVisible(suggestion)) return errorResponse(c, 404, votingMessages.unknownSuggestion);
        // The consent is recorded as "Email me when this ships" records it: the signup, tagged with this suggestion.
        const { created, signup } = await services.newsletter.subscribe(user.email, now(), { tag: shipsTag(id) });
        if (created) {
          await services.relayPublisher
            .publish({ kind: "newsletter", id: signup.email })
            .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "newsletter", error: error.message }));
        }
        // The account's address is confirmed: no second confirmation mail is asked of it.
        if (!signup.confirmed_at) await services.newsletter.confirm(user.email, now());
        return c.json({ following: true as const }, created ? 201 : 200);
      })
      .delete("/follows/:id", suggestionIdParam, async (c) => {
        const user = await signedIn(c);
        if (!user) return signInRequired(c);
        await services.newsletter.untag(user.email, shipsTag(c.req.valid("param").id));
        return c.body(null, 204);
      })
  );
}
