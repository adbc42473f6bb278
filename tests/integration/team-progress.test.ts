// Progress a leader can see (issue 48, Deliver 4) against the local stack: members report the guide
// steps they did, the cards they used and rated and the kept results they share; the owner and
// admins see every member, a member the team's totals and their own row; outsiders are not told the
// team exists; a removed member's history stays as "A former member"; an erasure removes it.
import { beforeAll, describe, expect, it } from "vitest";
import { guides, promptLibraries, promptSlug } from "@ai-leaders/core/content";
import { progressMessages, teamMessages } from "@ai-leaders/core/messages";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable } from "../support/test-stack.ts";
import { join, keptResultOf, newPerson, newTeam, type Person, useTeamsStack } from "../support/teams.ts";

const operator = "progress-operator@site.example";
const firstStep = guides["market-decision"].steps[0]!.title;
const secondStep = guides["market-decision"].steps[1]!.title;
const card = `/prompts/claude#${promptSlug(promptLibraries.claude.prompts[0]!.title)}`;
const otherCard = `/prompts/claude#${promptSlug(promptLibraries.claude.prompts[1]!.title)}`;

describe("progress a leader can see", () => {
  const { suite, api } = useTeamsStack(operator);
  const report = async (person: Person, teamId: string, body: unknown) => {
    const answer = await api("POST", `/teams/${teamId}/activity`, person, body);
    expect(answer.status, answer.text).toBe(204);
  };
  const progress = async (person: Person, teamId: string, weeks?: number) => {
    const answer = await api("GET", `/teams/${teamId}/progress${weeks ? `?weeks=${weeks}` : ""}`, person);
    expect(answer.status, answer.text).toBe(200);
    return answer.json.progress;
  };
  let consoleToken: string;
  let owner: Person, admin: Person, mia: Person, max: Person;
  let teamId: string;

  beforeAll(async () => {
    consoleToken = (await signedInConsoleAdmin(suite.stack, operator)).accessToken;
    [owner, admin, mia, max] = (await Promise.all(
      ["Olga Owner", "Ada Admin", "Mia Member", "Max Member"].map((name) => newPerson(suite.stack, name)),
    )) as [Person, Person, Person, Person];
    teamId = (await newTeam(suite.stack, consoleToken, owner, 6)).team_id;
    await join(suite.stack, owner, teamId, admin, "admin");
    await join(suite.stack, owner, teamId, mia);
    await join(suite.stack, owner, teamId, max);
  });

  it("records a member's steps, cards, ratings (the latest answer kept) and shared results, once each, and reads them back", async () => {
    const resultId = await keptResultOf(suite.stack, mia, "https://northwind.example");
    for (let time = 0; time < 2; time++) {
      await report(mia, teamId, { kind: "guide-step", guide: "market-decision", step: firstStep });
      await report(mia, teamId, { kind: "card-used", card });
      await report(mia, teamId, { kind: "result-shared", result_id: resultId });
    }
    await report(mia, teamId, { kind: "guide-step", guide: "market-decision", step: secondStep });
    await report(mia, teamId, { kind: "card-used", card: otherCard });
    await report(mia, teamId, { kind: "card-rated", card, worked: false });
    await report(mia, teamId, { kind: "card-rated", card, worked: true });
    await report(mia, teamId, { kind: "card-rated", card: otherCard, worked: false });

    const seen = await progress(owner, teamId, 4);
    expect(seen.sees_everyone).toBe(true);
    expect(seen.guides).toContainEqual({
      guide: "market-decision",
      path: "/level-3-market-decision",
      title: "Pick a Target Market",
      total_steps: guides["market-decision"].steps.length,
    });
    const row = seen.members.find((member: any) => member.user_id === mia.id);
    expect(row).toMatchObject({
      name: "Mia Member",
      email: mia.email,
      role: "member",
      former: false,
      cards_used: 2,
      cards_rated: 2,
      cards_worked: 1,
    });
    expect(row.guides.find((guide: any) => guide.guide === "market-decision")).toEqual({
      guide: "market-decision",
      steps_done: 2,
      total_steps: guides["market-decision"].steps.length,
    });
    expect(row.shared_results).toEqual([
      expect.objectContaining({ result_id: resultId, kind: "website-roast", subject: "https://northwind.example", link: `/r/${resultId}` }),
    ]);
    expect(row.last_active).toEqual(expect.any(String));
    expect(seen.weeks).toHaveLength(4);
    // One use a day per card: the card used twice today counts once.
    expect(seen.weeks.at(-1)).toMatchObject({ steps_done: 2, cards_used: 2, cards_rated: 2, results_shared: 1 });
    expect(seen.members.map((member: any) => member.name)).toEqual(["Olga Owner", "Ada Admin", "Max Member", "Mia Member"]);
    expect((await progress(admin, teamId)).members).toHaveLength(4);
  });

  it("shows a member the team's totals and their own row only, and says who sees it", async () => {
    await report(max, teamId, { kind: "card-used", card });
    const seen = await progress(max, teamId);
    expect(seen.sees_everyone).toBe(false);
    expect(seen.visibility).toBe(progressMessages.visibility);
    expect(seen.members.map((member: any) => member.user_id)).toEqual([max.id]);
    expect(seen.weeks).toHaveLength(8);
    expect(seen.weeks.at(-1).cards_used).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(seen)).not.toContain(mia.email);
  });

  it("un-shares a result, and refuses what is not the member's, not a card or not a step", async () => {
    const resultId = await keptResultOf(suite.stack, max, "https://max.example");
    await report(max, teamId, { kind: "result-shared", result_id: resultId });
    expect((await api("DELETE", `/teams/${teamId}/activity/shared/${resultId}`, max)).status).toBe(204);
    expect((await progress(max, teamId)).members[0].shared_results).toEqual([]);

    const others = await keptResultOf(suite.stack, owner, "https://olga.example");
    const refused = await api("POST", `/teams/${teamId}/activity`, max, { kind: "result-shared", result_id: others });
    expect([refused.status, refused.json.error.message]).toEqual([403, progressMessages.resultNotYours]);
    const noCard = await api("POST", `/teams/${teamId}/activity`, max, { kind: "card-used", card: "/prompts/claude#no-such-card" });
    expect([noCard.status, noCard.json.error.message]).toEqual([400, progressMessages.cardUnknown]);
    const noStep = await api("POST", `/teams/${teamId}/activity`, max, {
      kind: "guide-step",
      guide: "market-decision",
      step: "Not a step",
    });
    expect([noStep.status, noStep.json.error.message]).toEqual([400, progressMessages.stepInvalid]);
    const badRating = await api("POST", `/teams/${teamId}/activity`, max, { kind: "card-rated", card, worked: "very" });
    expect([badRating.status, badRating.json.error.message]).toEqual([400, progressMessages.workedInvalid]);
    expect((await api("GET", `/teams/${teamId}/progress?weeks=99`, max)).status).toBe(400);
  });

  it("tells an outsider and a signed-out visitor nothing of the team", async () => {
    const outsider = await newPerson(suite.stack, "Otto Outsider");
    for (const [method, path, body] of [
      ["GET", `/teams/${teamId}/progress`, undefined],
      ["POST", `/teams/${teamId}/activity`, { kind: "card-used", card }],
      ["DELETE", `/teams/${teamId}/activity/shared/AbCdEfGhIjKlMnOpQrStUv`, undefined],
    ] as const) {
      const answer = await api(method, path, outsider, body);
      expect([answer.status, answer.json.error.message]).toEqual([404, teamMessages.notFound]);
      expect((await api(method, path, null, body)).status).toBe(401);
    }
  });

  it("keeps a removed member's history as 'A former member'; an erasure removes the person's records", async () => {
    const leaver = await newPerson(suite.stack, "Lena Leaver");
    const erased = await newPerson(suite.stack, "Eric Erased");
    const otherTeam = (await newTeam(suite.stack, consoleToken, owner, 4, "Former team")).team_id;
    await join(suite.stack, owner, otherTeam, leaver);
    await join(suite.stack, owner, otherTeam, erased);
    await report(leaver, otherTeam, { kind: "guide-step", guide: "market-decision", step: firstStep });
    await report(erased, otherTeam, { kind: "card-rated", card, worked: true });
    await report(erased, otherTeam, { kind: "result-shared", result_id: await keptResultOf(suite.stack, erased, "https://eric.example") });

    expect((await api("DELETE", `/teams/${otherTeam}/members/${leaver.id}`, owner)).status).toBe(204);
    expect((await api("GET", `/teams/${otherTeam}/progress`, leaver)).status).toBe(404);
    expect((await api("POST", `/teams/${otherTeam}/activity`, leaver, { kind: "card-used", card })).status).toBe(404);
    const former = (await progress(owner, otherTeam)).members.find((member: any) => member.user_id === leaver.id);
    expect(former).toMatchObject({ name: "A former member", email: "", role: null, former: true });
    expect(former.guides.find((guide: any) => guide.guide === "market-decision").steps_done).toBe(1);
    expect(JSON.stringify(await progress(owner, otherTeam))).not.toContain(leaver.email);

    const erasure = await api("POST", "/auth/account/delete", erased, { password: "Teamwork-2026-ok" });
    expect(erasure.status).toBe(200);
    expect(erasure.json.erased).toMatchObject({ team_memberships: 1, team_activity: 2 });
    const after = await progress(owner, otherTeam);
    expect(after.members.map((member: any) => member.user_id)).not.toContain(erased.id);
    const rows = await scanTable(suite.stack, "teams");
    expect(rows.filter((row) => JSON.stringify(row).includes(erased.id))).toEqual([]);
  });
});
