// The weekly team digest (issue 48, Deliver 4) against the local stack: the schedule's run (the
// function the cloud's weekly rule and the local timer call) mails each member of each team one
// digest about it: the week's totals, the backlog's top 3 and what moved to doing or done, who took
// guide steps (named to the owner and admins; a member gets the totals), a link to the team's page,
// and RFC 8058's one-click headers. A member who turned it off gets none; a second run that week
// sends nothing; the one-click POST turns it off for that member alone.
import { beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail } from "@ai-leaders/local";
import { guides } from "@ai-leaders/core/content";
import { progressMessages } from "@ai-leaders/core/messages";
import { sendTeamDigests } from "@ai-leaders/functions/digest";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually } from "../support/test-stack.ts";
import { join, newPerson, newTeam, suggest, type Person, useTeamsStack } from "../support/teams.ts";

const operator = "team-digest-operator@site.example";
const steps = guides["market-decision"].steps.map((step) => step.title);
const digestSubject = /: your team's week with AI, to /;

describe("the weekly team digest", () => {
  const { suite, api } = useTeamsStack(operator);
  const run = () =>
    sendTeamDigests(
      { services: suite.stack.services, siteUrl: suite.stack.config.publicUrl, tokenSecret: suite.stack.config.tokenSecret, log: () => {} },
      new Date(),
    );
  const digestsTo = (person: Person) =>
    suite.stack.mail!.messages().filter((mail) => mail.to.includes(person.email) && digestSubject.test(mail.subject));
  const header = (mail: CaughtMail, name: string) =>
    Object.entries(mail.headers).find(([sent]) => sent.toLowerCase() === name.toLowerCase())?.[1];
  let owner: Person, admin: Person, mia: Person, quiet: Person;
  let teamId: string, otherTeamId: string;

  beforeAll(async () => {
    const consoleToken = (await signedInConsoleAdmin(suite.stack, operator)).accessToken;
    [owner, admin, mia, quiet] = (await Promise.all(
      ["Olga Owner", "Ada Admin", "Mia Member", "Quinn Quiet"].map((name) => newPerson(suite.stack, name)),
    )) as [Person, Person, Person, Person];
    teamId = (await newTeam(suite.stack, consoleToken, owner, 6, "Board Circle")).team_id;
    otherTeamId = (await newTeam(suite.stack, consoleToken, owner, 3, "Ops Circle")).team_id;
    await join(suite.stack, owner, teamId, admin, "admin");
    await join(suite.stack, owner, teamId, mia);
    await join(suite.stack, owner, teamId, quiet);
    await join(suite.stack, owner, otherTeamId, mia);

    for (const step of steps.slice(0, 3))
      await api("POST", `/teams/${teamId}/activity`, mia, { kind: "guide-step", guide: "market-decision", step });
    await api("POST", `/teams/${teamId}/activity`, admin, { kind: "guide-step", guide: "market-decision", step: steps[0] });
    for (const title of ["Draft the investor update", "Summarise the sales calls", "Triage supplier contracts", "Answer RFPs"])
      await suggest(suite.stack, mia, teamId, { title });
    const moving = await suggest(suite.stack, admin, teamId, { title: "Write the board minutes" });
    const moved = await api("PATCH", `/teams/${teamId}/backlog/${moving}`, owner, { status: "doing" });
    expect(moved.status).toBe(200);

    const off = await api("PUT", `/teams/${teamId}/digest-mail`, quiet, { team_digest: false });
    expect(off.json).toEqual({ team_digest: false, message: progressMessages.digestOff });
  });

  it("mails each member one digest per team, and none to the member who turned it off; a second run sends nothing", async () => {
    const sent = await run();
    expect(sent.sort()).toEqual(
      [
        `${owner.email} ${teamId}`,
        `${admin.email} ${teamId}`,
        `${mia.email} ${teamId}`,
        `${owner.email} ${otherTeamId}`,
        `${mia.email} ${otherTeamId}`,
      ].sort(),
    );
    await eventually(() =>
      digestsTo(mia).length === 2 && digestsTo(owner).length === 2 && digestsTo(admin).length === 1 ? true : undefined,
    );
    expect(await run()).toEqual([]);
    expect(digestsTo(quiet)).toEqual([]);
    expect((await api("GET", `/teams/${teamId}/digest-mail`, quiet)).json).toEqual({ team_digest: false });
    expect((await api("GET", `/teams/${teamId}/digest-mail`, mia)).json).toEqual({ team_digest: true });
  });

  it("tells the owner who took steps, and a member the totals only; the backlog's top 3, what moved, and the team's page", async () => {
    const ownersMail = digestsTo(owner).find((mail) => mail.subject.startsWith("Board Circle"))!;
    const ownerText = ownersMail.text ?? "";
    expect(ownerText).toMatch(/Guide steps done\s*4/);
    expect(ownerText).toMatch(/Mia Member: 3 steps/);
    expect(ownerText).toMatch(/Ada Admin: 1 step\b/);
    expect(ownerText).toMatch(/Draft the investor update/);
    expect(ownerText).toMatch(/Write the board minutes: now being done/);
    expect(ownersMail.html).toContain(`/teams/${teamId}/progress`);

    const membersMail = digestsTo(mia).find((mail) => mail.subject.startsWith("Board Circle"))!;
    expect(membersMail.text).toMatch(/Guide steps done\s*4/);
    expect(membersMail.text).not.toMatch(/Who took guide steps/);
    expect(membersMail.text).not.toMatch(/Ada Admin/);
    // The top 3: the unscored by votes, then the older first; "Answer RFPs" is fourth.
    expect(membersMail.text).not.toMatch(/Answer RFPs/);
  });

  it("carries the one-click headers, and the one-click POST turns the team digest off for that member alone", async () => {
    const mail = digestsTo(mia)[0]!;
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const address = /^<(.+)>$/.exec(header(mail, "List-Unsubscribe")!)![1]!;
    expect(address).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(mail.html).toContain("/link/unsubscribe#token=");
    expect(mail.html).toContain("list=team-digest");
    const clicked = await fetch(address.replace(suite.stack.config.publicUrl, suite.stack.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.provider.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ status: "unsubscribed", list: "team-digest" });
    expect((await api("GET", `/teams/${teamId}/digest-mail`, mia)).json).toEqual({ team_digest: false });
    expect((await api("GET", `/teams/${teamId}/digest-mail`, admin)).json).toEqual({ team_digest: true });
  });
});
