// What a member does is reported to the team they work in on this device, and only then (issue 48).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStorageKey } from "./session-store.ts";
import { answerApi, json } from "../test/render.tsx";
import { teamContextStorageKey } from "./business-context/use-business-context.ts";
import { cardPath, reportToTeam } from "./team-activity.ts";

const signIn = () =>
  localStorage.setItem(
    authStorageKey,
    JSON.stringify({
      access_token: "member-token",
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      token_type: "bearer",
      user: { id: "u-1" },
    }),
  );
const workIn = (teamId: string) =>
  localStorage.setItem(teamContextStorageKey, JSON.stringify({ team_id: teamId, team_name: "Leadership team", context: {} }));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("reporting to the team", () => {
  it("sends the activity to the team this device works in, as the signed-in member", async () => {
    signIn();
    workIn("t-1");
    const seen: Array<{ path: string; body: unknown; authorization: string | null }> = [];
    answerApi((call, request) => {
      seen.push({ path: call.path, body: call.body, authorization: request.headers.get("authorization") });
      return new Response(null, { status: 204 });
    });
    expect(await reportToTeam({ kind: "card-used", card: cardPath("claude:ai-strategy-tutor") })).toBe(true);
    expect(seen).toEqual([
      {
        path: "/api/teams/t-1/activity",
        body: { kind: "card-used", card: "/prompts/claude#ai-strategy-tutor" },
        authorization: "Bearer member-token",
      },
    ]);
  });

  it("sends nothing without a team on this device, or signed out; a refusal is only a false", async () => {
    const calls = answerApi(() => json({ error: { message: "no" } }, 404));
    signIn();
    expect(await reportToTeam({ kind: "guide-step", guide: "market-decision", step: "Quantitative Analysis" })).toBe(false);
    localStorage.clear();
    workIn("t-1");
    expect(await reportToTeam({ kind: "guide-step", guide: "market-decision", step: "Quantitative Analysis" })).toBe(false);
    expect(calls).toEqual([]);
    signIn();
    expect(await reportToTeam({ kind: "guide-step", guide: "market-decision", step: "Quantitative Analysis" })).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
