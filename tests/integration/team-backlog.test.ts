// A team's AI-opportunity backlog (issue 48, Deliver 3) against the local stack: members suggest
// where AI could help, vote once each and comment; the owner and admins score, move (to "doing", or
// to "not now" with a reason) and export as CSV; links are the site's own pages; a suspended team is
// read, not changed; a removed member's votes stay, under "A former member"; an erasure takes the
// person's votes back and keeps their words without their name.
import { beforeAll, describe, expect, it } from "vitest";
import { backlogMessages, teamMessages } from "@ai-leaders/core/messages";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable } from "../support/test-stack.ts";
import { backlogSuggestion, join, newPerson, newTeam, suggest, type Person, useTeamsStack } from "../support/teams.ts";

const operator = "backlog-operator@site.example";
const resultPath = "/r/AbCdEfGhIjKlMnOpQrStUv";

describe("a team's AI-opportunity backlog", () => {
  const { suite, api } = useTeamsStack(operator);
  const refusedWith = (answer: { status: number; json: any }, status: number, message: string | RegExp) => {
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toMatch(message);
  };
  let consoleToken: string;
  let owner: Person, admin: Person, mia: Person, max: Person;
  let teamId: string;
  const backlog = async (who: Person) => {
    const answer = await api("GET", `/teams/${teamId}/backlog`, who);
    expect(answer.status).toBe(200);
    return answer.json.backlog;
  };
  const itemOf = async (who: Person, itemId: string) => {
    const board = await backlog(who);
    return [...board.items, ...board.not_now].find((item: any) => item.item_id === itemId);
  };

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

  it("takes a member's suggestion with the intake's fields, and shows it to the team", async () => {
    const made = await api("POST", `/teams/${teamId}/backlog`, mia, backlogSuggestion({ links: ["/level-3-market-decision", resultPath] }));
    expect(made.status).toBe(201);
    const shown = made.json.backlog.items.find((item: any) => item.item_id === made.json.item_id);
    expect(shown).toMatchObject({
      title: "Draft the monthly investor update",
      frequency: "monthly",
      hours: 6,
      personal_data: false,
      confidential_data: true,
      wrong_cost: "high",
      status: "suggested",
      score: null,
      priority: null,
      vote_count: 0,
      comment_count: 0,
      voted: false,
      author: "Mia Member",
      mine: true,
      can_edit: true,
      can_delete: true,
      links: [
        { kind: "guide", path: "/level-3-market-decision", title: "Pick a Target Market" },
        { kind: "result", path: resultPath, title: "A kept result" },
      ],
    });
    expect(await itemOf(max, made.json.item_id)).toMatchObject({ author: "Mia Member", mine: false, can_edit: false, can_delete: false });
  });

  it("refuses bad input with clear words, writing nothing", async () => {
    const before = (await backlog(owner)).items.length;
    refusedWith(await api("POST", `/teams/${teamId}/backlog`, mia, backlogSuggestion({ hours: 0 })), 400, backlogMessages.hoursInvalid);
    refusedWith(
      await api("POST", `/teams/${teamId}/backlog`, mia, backlogSuggestion({ frequency: "hourly" })),
      400,
      backlogMessages.frequencyInvalid,
    );
    refusedWith(await api("POST", `/teams/${teamId}/backlog`, mia, backlogSuggestion({ title: " " })), 400, backlogMessages.titleRequired);
    refusedWith(
      await api("POST", `/teams/${teamId}/backlog`, mia, backlogSuggestion({ links: ["https://evil.example/x"] })),
      400,
      backlogMessages.linkInvalid,
    );
    refusedWith(
      await api("POST", `/teams/${teamId}/backlog`, mia, backlogSuggestion({ links: ["/prompts/claude#no-such-card-at-all"] })),
      400,
      backlogMessages.linkUnknown,
    );
    expect((await backlog(owner)).items).toHaveLength(before);
  });

  it("counts one vote per member, taken back at will", async () => {
    const itemId = await suggest(suite.stack, max, teamId, { title: "Triage supplier emails", frequency: "daily", hours: 1 });
    const voted = await api("POST", `/teams/${teamId}/backlog/${itemId}/vote`, mia);
    expect(voted.status).toBe(200);
    expect(voted.json.backlog.items.find((item: any) => item.item_id === itemId)).toMatchObject({ vote_count: 1, voted: true });
    refusedWith(await api("POST", `/teams/${teamId}/backlog/${itemId}/vote`, mia), 409, backlogMessages.alreadyVoted);
    // Together, from two members at once: each counted once.
    const both = await Promise.all([owner, admin].map((who) => api("POST", `/teams/${teamId}/backlog/${itemId}/vote`, who)));
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await itemOf(max, itemId)).toMatchObject({ vote_count: 3, voted: false });
    const unvoted = await api("DELETE", `/teams/${teamId}/backlog/${itemId}/vote`, mia);
    expect(unvoted.json.backlog.items.find((item: any) => item.item_id === itemId)).toMatchObject({ vote_count: 2, voted: false });
    refusedWith(await api("DELETE", `/teams/${teamId}/backlog/${itemId}/vote`, mia), 409, backlogMessages.notVoted);
    refusedWith(await api("POST", `/teams/${teamId}/backlog/no-such-item/vote`, mia), 404, backlogMessages.itemNotFound);
  });

  it("keeps each item's comments, counted, oldest first", async () => {
    const itemId = await suggest(suite.stack, mia, teamId, { title: "Summarise board minutes" });
    const first = await api("POST", `/teams/${teamId}/backlog/${itemId}/comments`, max, {
      text: "We did this by hand last week: 3 hours.",
    });
    expect(first.status).toBe(201);
    await api("POST", `/teams/${teamId}/backlog/${itemId}/comments`, owner, { text: '=HYPERLINK("x")  worth a try' });
    const thread = await api("GET", `/teams/${teamId}/backlog/${itemId}/comments`, mia);
    expect(thread.json.comments.map((comment: any) => [comment.author, comment.text, comment.mine])).toEqual([
      ["Max Member", "We did this by hand last week: 3 hours.", false],
      ["Olga Owner", '=HYPERLINK("x")  worth a try', false],
    ]);
    expect(await itemOf(mia, itemId)).toMatchObject({ comment_count: 2 });
    refusedWith(
      await api("POST", `/teams/${teamId}/backlog/${itemId}/comments`, max, { text: "x".repeat(1_001) }),
      400,
      backlogMessages.commentTooLong,
    );
    refusedWith(
      await api("POST", `/teams/${teamId}/backlog/${itemId}/comments`, max, { text: "  " }),
      400,
      backlogMessages.commentRequired,
    );
  });

  it("lets the author edit while suggested, and only the owner or an admin score and move", async () => {
    const itemId = await suggest(suite.stack, mia, teamId, { title: "Answer RFP questionnaires" });
    const edited = await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, mia, { hours: 12, personal_data: true });
    expect(edited.status).toBe(200);
    expect(await itemOf(mia, itemId)).toMatchObject({ hours: 12, personal_data: true });
    refusedWith(await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, max, { title: "Mine" }), 403, backlogMessages.notYours);
    refusedWith(await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, mia, { status: "doing" }), 403, backlogMessages.managersOnly);
    refusedWith(
      await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, mia, { score: { value: 5, readiness: 5, risk: 1, effort: 1 } }),
      403,
      backlogMessages.managersOnly,
    );
    const shortlisted = await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, admin, { status: "shortlisted" });
    expect(shortlisted.status).toBe(200);
    refusedWith(
      await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, mia, { title: "Too late" }),
      403,
      backlogMessages.shortlistedAlready,
    );
    refusedWith(await api("DELETE", `/teams/${teamId}/backlog/${itemId}`, mia), 403, backlogMessages.shortlistedAlready);
    refusedWith(await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, owner, {}), 400, backlogMessages.nothingToChange);
    refusedWith(
      await api("PATCH", `/teams/${teamId}/backlog/${itemId}`, owner, { score: { value: 6, readiness: 1, risk: 1, effort: 1 } }),
      400,
      backlogMessages.scoreInvalid,
    );
  });

  it("ranks by value × readiness ÷ (risk + effort), then votes, the unscored after, the not-now list apart with its reason", async () => {
    const rankTeam = (await newTeam(suite.stack, consoleToken, owner, 3, "Ranking team")).team_id;
    await join(suite.stack, owner, rankTeam, mia);
    const [hard, quick, unscored, parked] = [
      await suggest(suite.stack, mia, rankTeam, { title: "Hard one" }),
      await suggest(suite.stack, mia, rankTeam, { title: "Quick win" }),
      await suggest(suite.stack, mia, rankTeam, { title: "Not scored yet" }),
      await suggest(suite.stack, mia, rankTeam, { title: "Client contracts" }),
    ];
    await api("POST", `/teams/${rankTeam}/backlog/${hard}/vote`, mia);
    await api("POST", `/teams/${rankTeam}/backlog/${unscored}/vote`, owner);
    const score = (itemId: string, value: number, readiness: number, risk: number, effort: number) =>
      api("PATCH", `/teams/${rankTeam}/backlog/${itemId}`, owner, { score: { value, readiness, risk, effort } });
    expect((await score(hard, 3, 3, 4, 5)).status).toBe(200);
    expect((await score(quick, 4, 4, 1, 2)).status).toBe(200);
    refusedWith(
      await api("PATCH", `/teams/${rankTeam}/backlog/${parked}`, owner, { status: "not-now" }),
      400,
      backlogMessages.reasonRequired,
    );
    const set = await api("PATCH", `/teams/${rankTeam}/backlog/${parked}`, owner, {
      status: "not-now",
      not_now_reason: "It would read client contracts: wait for legal's data review.",
    });
    const board = set.json.backlog;
    expect(board.items.map((item: any) => [item.title, item.rank, item.priority])).toEqual([
      ["Quick win", 1, 5.33],
      ["Hard one", 2, 1],
      ["Not scored yet", 3, null],
    ]);
    expect(board.not_now).toMatchObject([
      {
        title: "Client contracts",
        rank: null,
        status: "not-now",
        not_now_reason: "It would read client contracts: wait for legal's data review.",
      },
    ]);
    expect(board.ranking).toBe(backlogMessages.rankingExplained);
    // Moved on to "doing", back from "not now": the reason goes.
    expect((await api("PATCH", `/teams/${rankTeam}/backlog/${quick}`, owner, { status: "doing" })).status).toBe(200);
    const back = await api("PATCH", `/teams/${rankTeam}/backlog/${parked}`, owner, { status: "shortlisted" });
    const parkedNow = back.json.backlog.items.find((item: any) => item.item_id === parked);
    expect(parkedNow.status).toBe("shortlisted");
    expect(parkedNow).not.toHaveProperty("not_now_reason");

    // The export: the owner's and admins', a header and a row per item, formulas made text.
    await api("PATCH", `/teams/${rankTeam}/backlog/${hard}`, owner, { title: "=cmd|' /C calc'!A0" });
    refusedWith(await api("GET", `/teams/${rankTeam}/backlog.csv`, mia), 403, backlogMessages.managersOnly);
    const csv = await api("GET", `/teams/${rankTeam}/backlog.csv`, owner);
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "rank,title,status,not_now_reason,priority,value,data_readiness,risk,effort,votes,comments,task_today,how_often,hours_each_time,data_used,personal_data,confidential_data,cost_of_wrong_answer,why_that_cost,links,author,created_at,updated_at",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^1,Quick win,Doing,,5\.33,4,4,1,2,0,0,/);
    expect(lines[2]).toMatch(/^2,'=cmd\|' \/C calc'!A0,Suggested,,1,3,3,4,5,1,0,/);
    expect(lines.some((line) => line.includes("Mia Member") && line.includes("Monthly") && line.includes(",no,yes,High,"))).toBe(true);
  });

  it("lets the author or a manager remove an item, its votes and comments with it", async () => {
    const itemId = await suggest(suite.stack, max, teamId, { title: "Draft job adverts" });
    await api("POST", `/teams/${teamId}/backlog/${itemId}/vote`, mia);
    await api("POST", `/teams/${teamId}/backlog/${itemId}/comments`, mia, { text: "Yes please" });
    expect((await api("DELETE", `/teams/${teamId}/backlog/${itemId}`, max)).status).toBe(204);
    expect(await itemOf(owner, itemId)).toBeUndefined();
    const rows = await scanTable(suite.stack, "teams");
    expect(rows.filter((row) => String(row.entry).includes(itemId))).toEqual([]);
    refusedWith(await api("GET", `/teams/${teamId}/backlog/${itemId}/comments`, owner), 404, backlogMessages.itemNotFound);
  });

  it("reads a suspended team's backlog and refuses every change to it", async () => {
    const paused = (await newTeam(suite.stack, consoleToken, owner, 3, "Paused team")).team_id;
    await join(suite.stack, owner, paused, mia);
    const itemId = await suggest(suite.stack, mia, paused);
    expect((await api("POST", `/admin/teams/${paused}/suspend`, { token: consoleToken })).status).toBe(200);
    const read = await api("GET", `/teams/${paused}/backlog`, mia);
    expect(read.json.backlog.items).toMatchObject([{ item_id: itemId, can_edit: false, can_delete: false }]);
    for (const [method, path, body] of [
      ["POST", `/teams/${paused}/backlog`, backlogSuggestion()],
      ["PATCH", `/teams/${paused}/backlog/${itemId}`, { status: "doing" }],
      ["DELETE", `/teams/${paused}/backlog/${itemId}`, undefined],
      ["POST", `/teams/${paused}/backlog/${itemId}/vote`, undefined],
      ["DELETE", `/teams/${paused}/backlog/${itemId}/vote`, undefined],
      ["POST", `/teams/${paused}/backlog/${itemId}/comments`, { text: "Hello?" }],
    ] as const)
      refusedWith(
        await api(method, path, method === "PATCH" || (method === "DELETE" && path.endsWith(itemId)) ? owner : mia, body),
        403,
        teamMessages.suspended,
      );
    expect((await api("GET", `/teams/${paused}/backlog.csv`, owner)).status).toBe(200);
    expect((await api("GET", `/teams/${paused}/backlog`, mia)).json.backlog.items).toMatchObject([
      { item_id: itemId, status: "suggested", vote_count: 0 },
    ]);
  });

  it("keeps a removed member's votes and comments, under 'A former member'; an erasure takes the votes back and the name away", async () => {
    const leaver = await newPerson(suite.stack, "Lena Leaver");
    const erased = await newPerson(suite.stack, "Eric Erased");
    const otherTeam = (await newTeam(suite.stack, consoleToken, owner, 4, "Former team")).team_id;
    await join(suite.stack, owner, otherTeam, leaver);
    await join(suite.stack, owner, otherTeam, erased);
    const theirs = await suggest(suite.stack, leaver, otherTeam, { title: "Leaver's idea" });
    const erasedItem = await suggest(suite.stack, erased, otherTeam, { title: "Erased person's idea" });
    await api("POST", `/teams/${otherTeam}/backlog/${theirs}/vote`, leaver);
    await api("POST", `/teams/${otherTeam}/backlog/${theirs}/vote`, erased);
    await api("POST", `/teams/${otherTeam}/backlog/${theirs}/comments`, erased, { text: "Seconded." });
    await api("POST", `/teams/${otherTeam}/backlog/${theirs}/comments`, leaver, { text: "Thanks." });

    expect((await api("DELETE", `/teams/${otherTeam}/members/${leaver.id}`, owner)).status).toBe(204);
    refusedWith(await api("GET", `/teams/${otherTeam}/backlog`, leaver), 404, teamMessages.notFound);
    expect(await api("GET", `/teams/${otherTeam}/backlog`, owner).then((answer) => answer.json.backlog.items)).toEqual(
      expect.arrayContaining([expect.objectContaining({ item_id: theirs, author: "A former member", vote_count: 2, comment_count: 2 })]),
    );

    const erasure = await api("POST", "/auth/account/delete", erased, { password: "Teamwork-2026-ok" });
    expect(erasure.status).toBe(200);
    expect(erasure.json.erased).toMatchObject({ team_memberships: 1, team_backlog_votes: 1, team_backlog_anonymised: 2 });
    const items = (await api("GET", `/teams/${otherTeam}/backlog`, owner)).json.backlog.items;
    expect(items.find((item: any) => item.item_id === theirs)).toMatchObject({ vote_count: 1, comment_count: 2 });
    expect(items.find((item: any) => item.item_id === erasedItem)).toMatchObject({
      title: "Erased person's idea",
      author: "A former member",
    });
    const thread = (await api("GET", `/teams/${otherTeam}/backlog/${theirs}/comments`, owner)).json.comments;
    expect(thread.map((comment: any) => [comment.author, comment.text])).toEqual([
      ["A former member", "Seconded."],
      ["A former member", "Thanks."],
    ]);
    const rows = await scanTable(suite.stack, "teams");
    expect(rows.filter((row) => JSON.stringify(row).includes(erased.id))).toEqual([]);
  });
});
