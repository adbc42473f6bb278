// "Did this work for you?" (issue 29, Deliver 5) against the local stack: one answer per visitor
// and prompt (the visitor known by the cookie the server issued), a changed answer replaces the
// first, the counts read straight from the table stay exact under concurrency, refused requests
// store nothing, and only an admin reads the console's list.
import { describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { feedbackMessages } from "@ai-leaders/core/messages";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable } from "../support/test-stack.ts";
import { useTestStack } from "../support/use-stack.ts";

const operator = "operator@feedback.example";
const feedbackLimit = 40;

describe("prompt feedback", () => {
  const suite = useTestStack({
    stack: {
      settings: { ADMIN_EMAILS: operator },
      rateLimits: { ...rateLimits, promptFeedback: { limit: feedbackLimit, windowSeconds: 600 } },
    },
    access: true,
  });

  /** One answer as a browser sends it: the access token, and the visitor's cookie once it has one. */
  async function answer(
    prompt: string,
    body: unknown,
    { cookie, access = suite.accessToken }: { cookie?: string; access?: string | null } = {},
  ) {
    const response = await suite.stack.request(`/api/feedback/${prompt}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: suite.stack.url,
        ...(access && { "x-access-token": access }),
        ...(cookie && { cookie }),
      },
      body: JSON.stringify(body),
    });
    const issued = /^(feedback_visitor=[^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    return { status: response.status, json: await response.json(), cookie: issued ?? cookie };
  }

  const rowsOf = async (promptId: string) => (await scanTable(suite.stack, "promptFeedback")).filter((row) => row.prompt_id === promptId);
  /** The prompt's counter row, read straight from the table. */
  const countsOf = async (promptId: string) => {
    const counter = (await rowsOf(promptId)).find((row) => row.entry === "counts");
    return { yes: Number(counter?.yes_count ?? 0), no: Number(counter?.no_count ?? 0) };
  };
  const answersOf = async (promptId: string) => (await rowsOf(promptId)).filter((row) => row.entry !== "counts");

  it("keeps one answer per visitor and prompt: answering again replaces it, a changed answer moves the count", async () => {
    const id = "prompt:claude:ai-strategy-tutor";
    const first = await answer("claude/ai-strategy-tutor", { answer: "yes" });
    expect(first.status).toBe(201);
    expect(first.cookie).toMatch(/^feedback_visitor=/);
    expect(await countsOf(id)).toEqual({ yes: 1, no: 0 });

    // The same visitor adds a note to the same answer: still one answer, one yes.
    const noted = await answer(
      "claude/ai-strategy-tutor",
      { answer: "yes", note: "  Saved me an hour on the board pack.  " },
      { cookie: first.cookie },
    );
    expect(noted.status).toBe(200);
    expect(noted.json).toEqual({ answer: "yes", note: "Saved me an hour on the board pack." });
    expect(await countsOf(id)).toEqual({ yes: 1, no: 0 });

    // A changed mind: the yes becomes a no, not a second answer.
    expect((await answer("claude/ai-strategy-tutor", { answer: "no" }, { cookie: first.cookie })).status).toBe(200);
    expect(await countsOf(id)).toEqual({ yes: 0, no: 1 });
    const rows = await answersOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answer: "no" });
    expect(rows[0]!.note).toBeUndefined();

    // Another visitor is another answer.
    expect((await answer("claude/ai-strategy-tutor", { answer: "yes" })).status).toBe(201);
    expect(await countsOf(id)).toEqual({ yes: 1, no: 1 });
    expect(await answersOf(id)).toHaveLength(2);
    // Nothing about the visitor is stored but the id their cookie carries.
    expect(Object.keys(rows[0]!).sort()).toEqual(["answer", "answered_at", "entry", "prompt_id", "revision"]);
  });

  it("counts exactly when many visitors answer at once, and when one visitor's answers race each other", async () => {
    const id = "prompt:n8n:data-sync-workflow";
    const visitors = await Promise.all(
      Array.from({ length: 10 }, (_, index) => answer("n8n/data-sync-workflow", { answer: index < 7 ? "yes" : "no" })),
    );
    expect(visitors.every((visitor) => visitor.status === 201)).toBe(true);
    expect(await countsOf(id)).toEqual({ yes: 7, no: 3 });

    const racer = visitors[0]!.cookie;
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, index) => answer("n8n/data-sync-workflow", { answer: index % 2 ? "yes" : "no" }, { cookie: racer })),
    );
    expect(raced.every((reply) => reply.status === 200)).toBe(true);
    const counts = await countsOf(id);
    // Whichever of the racer's answers landed last, it is one answer among ten.
    expect(counts.yes + counts.no).toBe(10);
    expect(await answersOf(id)).toHaveLength(10);
    const kept = (await answersOf(id)).filter((row) => row.answer === "yes").length;
    expect(counts.yes).toBe(kept);
  });

  it("answers 401 without the access code, 400 for a bad answer or a long note, 404 for an unknown prompt, and stores nothing", async () => {
    const before = await scanTable(suite.stack, "promptFeedback");
    const gated = await answer("claude/industry-trend-map", { answer: "yes" }, { access: null });
    expect(gated.status).toBe(401);
    expect(gated.cookie).toBeUndefined();
    expect((await answer("claude/industry-trend-map", { answer: "maybe" })).json.error.message).toBe(feedbackMessages.answerRequired);
    const long = await answer("claude/industry-trend-map", { answer: "no", note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.json.error.message).toBe(feedbackMessages.noteTooLong);
    expect((await answer("claude/no-such-prompt", { answer: "yes" })).status).toBe(404);
    expect((await answer("nowhere/ai-strategy-tutor", { answer: "yes" })).status).toBe(404);
    expect(await scanTable(suite.stack, "promptFeedback")).toEqual(before);
  });

  it("tells a bot that filled the hidden field it was heard, and stores nothing", async () => {
    const before = await scanTable(suite.stack, "promptFeedback");
    const bot = await answer("claude/industry-trend-map", {
      answer: "yes",
      note: "Great prompt, visit my site",
      homepage: "https://spam.example",
    });
    expect(bot.status).toBe(201);
    expect(await scanTable(suite.stack, "promptFeedback")).toEqual(before);
  });

  it("lists every prompt for an admin, with counts, the share of yes and the newest notes, and to no one else", async () => {
    const first = await answer("chatgpt/board-memo-prep", { answer: "no", note: "The memo stopped before the recommendation." });
    await answer("chatgpt/board-memo-prep", { answer: "yes" });
    await answer("chatgpt/board-memo-prep", { answer: "yes", note: "Worked first time." });
    expect(first.status).toBe(201);

    const admin = await signedInConsoleAdmin(suite.stack, operator);
    const list = await suite.stack.request(`/api/admin/feedback`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(list.status).toBe(200);
    const { prompts } = (await list.json()) as { prompts: Array<Record<string, any>> };
    expect(prompts).toHaveLength(56);
    const memo = prompts.find((prompt) => prompt.id === "prompt:chatgpt:board-memo-prep")!;
    expect(memo).toMatchObject({ title: "Board Memo Prep", href: "/prompts/chatgpt#board-memo-prep", yes: 2, no: 1 });
    expect(memo.share_yes).toBeCloseTo(2 / 3);
    expect(memo.latest_notes.map((note: { note: string }) => note.note)).toEqual([
      "Worked first time.",
      "The memo stopped before the recommendation.",
    ]);
    expect(prompts.find((prompt) => prompt.id === "prompt:claude:industry-trend-map")).toMatchObject({
      yes: 0,
      no: 0,
      share_yes: null,
      latest_notes: [],
    });

    const reader = await createAccount(suite.stack, {
      email: `reader-${Date.now()}@company.example`,
      password: "Feedback-2026-ok",
      full_name: "Ada Reader",
    });
    expect(
      (await suite.stack.request(`/api/admin/feedback`, { headers: { authorization: `Bearer ${reader.session.access_token}` } })).status,
    ).toBe(403);
    expect((await suite.stack.request(`/api/admin/feedback`)).status).toBe(401);
  });

  it("refuses an address past its limit with 429 and stores nothing for the refused answer", async () => {
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof answer>> | undefined;
    for (let sent = 0; sent <= feedbackLimit && !refused; sent++) {
      const reply = await answer("replit/interactive-demo-builder", { answer: "yes" });
      if (reply.status === 429) refused = reply;
      else accepted += 1;
    }
    expect(refused?.json.error.message).toBeDefined();
    expect(await countsOf("prompt:replit:interactive-demo-builder")).toEqual({ yes: accepted, no: 0 });
  });
});
