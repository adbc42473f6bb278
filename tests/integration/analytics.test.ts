// First-party analytics (issue 30, Deliver 3) against the local stack: unique visitors counted once
// a day by the day's salted hash, no address or user agent in any analytics row, Do Not Track and
// GPC turning counting off (the table read), bad batches refused whole, the server's own events
// (signups, access by code label, votes) in the console's overview, and shard sums that add up;
// the overview's teams as they stand (issue 48), as the console's Teams section counts them.
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { analyticsMessages, analyticsOverviewSchema, consoleOverviewSchema, type AnalyticsOverview } from "@ai-leaders/core/analytics";
import { requestAccessGrant } from "../support/access.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { call, newPerson, newTeam } from "../support/teams.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { useTestStack } from "../support/use-stack.ts";

const operator = "operator@analytics.example";
const generous = { limit: 10_000, windowSeconds: 600 };
const agent = (name: string) => `Mozilla/5.0 (AnalyticsTest; ${name}) Gecko/20100101 Firefox/140.0`;

describe("first-party analytics", () => {
  let adminToken: string;
  let viewerAddress: string;
  const suite = useTestStack({
    stack: {
      settings: { ADMIN_EMAILS: operator, ANALYZER_ALLOW_PRIVATE_HOSTS: "1" },
      rateLimits: { ...rateLimits, newsletterSignup: generous, vote: generous, suggestion: generous, analyticsEvents: generous },
    },
  });
  beforeAll(async () => {
    adminToken = (await signedInConsoleAdmin(suite.stack, operator)).accessToken;
    viewerAddress = ((await (await suite.stack.request(`/api/viewer-address`)).json()) as { address: string }).address;
  });

  /** A batch as the browser sends it: same origin, the visitor's user agent, and any privacy headers. */
  const send = (events: unknown[], { userAgent, headers = {} }: { userAgent: string; headers?: Record<string, string> }) =>
    postJson(
      suite.stack.request,
      `/api/events`,
      { events },
      { headers: { "content-type": "application/json", origin: suite.stack.url, "user-agent": userAgent, ...headers } },
    );

  async function overview(days: number | string = 7): Promise<AnalyticsOverview> {
    const response = await suite.stack.request(`/api/admin/analytics?days=${days}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(response.status).toBe(200);
    return analyticsOverviewSchema.parse(await response.json());
  }
  const today = (view: AnalyticsOverview) => view.daily.at(-1)!;
  const funnelCount = (view: AnalyticsOverview, step: string) => view.funnel.find((entry) => entry.step === step)!.count;
  const analyticsRows = () => scanTable(suite.stack, "analytics");

  it("counts each visitor once a day, page views by route pattern, the entry referrer and campaign by visitor", async () => {
    const before = await overview();
    const ada = agent("ada");
    const entry = {
      name: "page_view",
      path: "/?utm_source=Newsletter&x=1",
      referrer: "News.Example.com",
      utm: { source: "Newsletter", medium: "email", campaign: "launch" },
    };
    expect((await send([entry, { name: "page_view", path: "/r/abc123XYZ?from=mail#compare" }], { userAgent: ada })).status).toBe(204);
    // The same visitor again, later the same day: more views, not another visitor.
    expect((await send([entry, { name: "page_view", path: "/blog/why-ai-matters-for-leaders" }], { userAgent: ada })).status).toBe(204);
    expect((await send([{ name: "page_view", path: "/no-such-page/42" }], { userAgent: agent("grace") })).status).toBe(204);

    const after = await overview();
    expect(today(after).visitors - today(before).visitors).toBe(2);
    expect(today(after).pageViews - today(before).pageViews).toBe(5);
    expect(funnelCount(after, "landing") - funnelCount(before, "landing")).toBe(1);
    const views = Object.fromEntries(after.topRoutes.map((row) => [row.route, row.views]));
    expect(views["/"]).toBe(2);
    expect(views["/r/:id"]).toBe(1);
    expect(views["/blog/:slug"]).toBe(1);
    expect(views.other).toBe(1);
    // Never a raw path, an id or a query string.
    expect(after.topRoutes.map((row) => row.route).join(" ")).not.toMatch(/abc123|\?|no-such-page|why-ai/);
    expect(after.topReferrers).toContainEqual({ host: "news.example.com", visitors: 1 });
    expect(after.topCampaigns).toContainEqual({ source: "newsletter", medium: "email", campaign: "launch", visitors: 1 });
  });

  it("counts prompt copies and Open in by prompt, and guide steps by guide, with their titles", async () => {
    const before = await overview();
    const events = [
      { name: "prompt_copy", prompt: "claude:ai-strategy-tutor" },
      { name: "prompt_copy", prompt: "claude:ai-strategy-tutor" },
      { name: "prompt_open_in", prompt: "claude:ai-strategy-tutor" },
      { name: "guide_step", guide: "build-website", step: 2 },
    ];
    expect((await send(events, { userAgent: agent("linus") })).status).toBe(204);
    const after = await overview();
    expect(today(after).promptUses - today(before).promptUses).toBe(3);
    expect(today(after).guideSteps - today(before).guideSteps).toBe(1);
    expect(after.topPrompts).toContainEqual({
      id: "claude:ai-strategy-tutor",
      title: "AI Strategy Tutor",
      library: "Claude Expert Prompts",
      copies: 2,
      openIn: 1,
    });
    expect(after.topGuides).toContainEqual({ slug: "build-website", title: "Build a Website in Minutes", stepsDone: 1 });
    expect(funnelCount(after, "used") - funnelCount(before, "used")).toBe(1);
  });

  it("counts nothing, and says 204, for a browser sending Do Not Track or Global Privacy Control", async () => {
    const rows = JSON.stringify(await analyticsRows());
    for (const headers of [{ dnt: "1" }, { "sec-gpc": "1" }] as Array<Record<string, string>>) {
      const userAgent = agent(`private-${Object.keys(headers)[0]}`);
      const sent = await send(
        [
          { name: "page_view", path: "/" },
          { name: "prompt_copy", prompt: "claude:ai-strategy-tutor" },
        ],
        { userAgent, headers },
      );
      expect(sent.status).toBe(204);
      // Even a batch that would be refused is not read.
      expect((await send([{ name: "nonsense" }], { userAgent, headers })).status).toBe(204);
      // The server's own events skip counting too: a signup and a vote under the same headers.
      expect(
        (
          await postJson(
            suite.stack.request,
            `/api/newsletter`,
            { email: `private-${Object.keys(headers)[0]}@analytics.example` },
            { headers: { "content-type": "application/json", ...headers } },
          )
        ).status,
      ).toBe(201);
    }
    expect(JSON.stringify(await analyticsRows())).toBe(rows);
  });

  it("refuses a bad batch whole with a message, and writes nothing", async () => {
    const rows = JSON.stringify(await analyticsRows());
    const userAgent = agent("mallory");
    const good = { name: "page_view", path: "/" };
    const refusals: Array<[unknown[], string]> = [
      [[good, { name: "purchase", amount: 10 }], analyticsMessages.unknownEvent],
      [[good, { name: "prompt_copy", prompt: "claude:no-such-prompt" }], analyticsMessages.badPrompt],
      [[{ name: "prompt_copy", prompt: "myspace:tutor" }], analyticsMessages.badPrompt],
      [[{ name: "page_view", path: "https://elsewhere.example/" }], analyticsMessages.badPath],
      [[{ name: "page_view", path: "/", referrer: "not a host/" }], analyticsMessages.badHost],
      [[{ name: "guide_step", guide: "build-website", step: 99 }], analyticsMessages.badGuideStep],
      [Array.from({ length: 21 }, () => good), analyticsMessages.badBatch],
      [[], analyticsMessages.badBatch],
    ];
    for (const [events, message] of refusals) {
      const answer = await send(events, { userAgent });
      expect(answer.status, JSON.stringify(events).slice(0, 80)).toBe(400);
      expect(answer.json.error.message).toBe(message);
    }
    const notJson = await suite.stack.request(`/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: suite.stack.url },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    // Another site's page may not post events here.
    const foreign = await send([good], { userAgent, headers: { origin: "https://elsewhere.example" } });
    expect(foreign.status).toBe(403);
    // Nor a script that names no page: a browser names the page on every POST.
    const unnamed = await suite.stack.request(`/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": userAgent },
      body: JSON.stringify({ events: [good] }),
    });
    expect(unnamed.status).toBe(403);
    expect(JSON.stringify(await analyticsRows())).toBe(rows);
  });

  it("shows the server's own events: a signup, access grants by code label, a suggestion and a vote", async () => {
    const before = await overview();
    const userAgent = agent("katherine");
    const headers = { "content-type": "application/json", "user-agent": userAgent };
    expect((await postJson(suite.stack.request, `/api/newsletter`, { email: "katherine@analytics.example" }, { headers })).status).toBe(
      201,
    );

    const made = await postJson(
      suite.stack.request,
      `/api/admin/access-codes`,
      { label: "Board offsite" },
      { headers: { ...headers, authorization: `Bearer ${adminToken}` } },
    );
    expect(made.status).toBe(201);
    expect((await postJson(suite.stack.request, `/api/access`, { code: made.json.code }, { headers })).status).toBe(200);
    expect((await postJson(suite.stack.request, `/api/access`, { code: suite.stack.config.accessCodes[0] }, { headers })).status).toBe(200);

    const { token } = await requestAccessGrant(suite.stack);
    const gated = { ...headers, "x-access-token": token };
    const suggestion = await postJson(suite.stack.request, `/api/suggestions`, { title: "Count what matters" }, { headers: gated });
    expect(suggestion.status).toBe(201);
    expect(
      (await postJson(suite.stack.request, `/api/suggestions/${suggestion.json.suggestion.id}/votes`, {}, { headers: gated })).status,
    ).toBe(201);

    const after = await overview();
    const moved = (key: keyof AnalyticsOverview["daily"][number]) => (today(after)[key] as number) - (today(before)[key] as number);
    expect(moved("subscribed")).toBe(1);
    expect(moved("access")).toBe(3); // the two above and requestAccessGrant's
    expect(moved("suggestions")).toBe(1);
    expect(moved("votes")).toBe(1);
    expect(after.accessCodes).toContainEqual({ label: "Board offsite", granted: 1 });
    expect(after.accessCodes.find((row) => row.label === "From settings")!.granted).toBeGreaterThanOrEqual(2);
    expect(funnelCount(after, "subscribed") - funnelCount(before, "subscribed")).toBe(1);
  });

  it("counts a roast run and, once it has finished, finished; neither under GPC", async () => {
    const site = await startFixtureSite();
    try {
      const { token } = await requestAccessGrant(suite.stack);
      const roast = async (headers: Record<string, string>) => {
        const started = await postJson(
          suite.stack.request,
          `/api/workflows/website-roast`,
          { url: site.url("strong") },
          { headers: { "content-type": "application/json", "x-access-token": token, "user-agent": agent("roaster"), ...headers } },
        );
        expect(started.status).toBe(201);
        await eventually(async () => {
          const polled = await suite.stack.request(`/api/get-analysis-result?session_id=${started.json.session_id}`, {
            headers: { "x-access-token": token },
          });
          const answer = (await polled.json()) as { success: boolean; data: { status: string } };
          return answer.success ? answer.data.status : undefined;
        });
      };
      const before = await overview();
      await roast({});
      const after = await eventually(async () => {
        const view = await overview();
        return today(view).roastsFinished > today(before).roastsFinished ? view : undefined;
      });
      expect(today(after).roastsRun - today(before).roastsRun).toBe(1);
      expect(today(after).roastsFinished - today(before).roastsFinished).toBe(1);
      expect(funnelCount(after, "roast") - funnelCount(before, "roast")).toBe(1);

      // Under GPC the roast runs and finishes as ever, and neither is counted.
      await roast({ "sec-gpc": "1" });
      const unchanged = await overview();
      expect(today(unchanged).roastsRun).toBe(today(after).roastsRun);
      expect(today(unchanged).roastsFinished).toBe(today(after).roastsFinished);
    } finally {
      await site.close();
    }
  });

  it("keeps no address and no user agent in any analytics row", async () => {
    const rows = await analyticsRows();
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(viewerAddress);
    for (const name of ["ada", "grace", "linus", "katherine", "mallory", "roaster"]) {
      expect(stored).not.toContain(agent(name));
      expect(stored).not.toContain(name === "linus" ? "AnalyticsTest; linus" : `AnalyticsTest; ${name}`);
    }
    // The day's salt is the only secret kept, and only for the day.
    const salts = rows.filter((row) => row.pk === "salt");
    expect(salts).toHaveLength(1);
    expect(salts[0]!.expires_at).toBe(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) / 1000 + 86_400);
  });

  it("spreads counters over shards whose sums are the overview's", async () => {
    const before = await overview();
    const batches = 24;
    for (let i = 0; i < batches; i++)
      expect(
        (
          await send(
            [
              { name: "page_view", path: "/privacy" },
              { name: "page_view", path: "/privacy" },
            ],
            { userAgent: agent(`shard-${i}`) },
          )
        ).status,
      ).toBe(204);
    const after = await overview();
    const day = new Date().toISOString().slice(0, 10);
    const totals = (await analyticsRows()).filter((row) => String(row.pk).startsWith("counts#") && row.sk === `${day}#day`);
    expect(new Set(totals.map((row) => row.pk)).size).toBeGreaterThan(1);
    expect(totals.reduce((sum, row) => sum + Number(row.pageViews ?? 0), 0)).toBe(today(after).pageViews);
    expect(today(after).pageViews - today(before).pageViews).toBe(2 * batches);
    expect(today(after).visitors - today(before).visitors).toBe(batches);
  });

  it("answers 7, 30 and 90 days with every day filled, and refuses any other range or a visitor", async () => {
    for (const days of [7, 30, 90] as const) {
      const view = await overview(days);
      expect(view.days).toBe(days);
      expect(view.daily).toHaveLength(days);
      expect(view.to).toBe(new Date().toISOString().slice(0, 10));
      expect(view.from).toBe(view.daily[0]!.date);
      for (let i = 1; i < days; i++) expect(Date.parse(view.daily[i]!.date) - Date.parse(view.daily[i - 1]!.date)).toBe(86_400_000);
      expect(view.daily[0]).toMatchObject({ visitors: 0, pageViews: 0, votes: 0 });
      expect(view.funnel.map((step) => step.label)).toEqual([
        "Visited the landing page",
        "Subscribed",
        "Got access",
        "Used a prompt or guide",
        "Ran a roast",
      ]);
    }
    for (const days of ["14", "", "abc"]) {
      const refused = await suite.stack.request(`/api/admin/analytics?days=${days}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("days must be 7, 30 or 90.");
    }
    expect((await suite.stack.request(`/api/admin/analytics?days=7`)).status).toBe(401);
  });

  it("counts the teams as they stand, as the console's Teams section does", async () => {
    const admin = { token: adminToken };
    const teamsNow = async () => {
      const response = await suite.stack.request(`/api/admin/analytics?days=30`, { headers: { authorization: `Bearer ${adminToken}` } });
      const { teams } = consoleOverviewSchema.parse(await response.json());
      expect(teams).toEqual((await call(suite.stack, "GET", "/admin/teams", admin)).json.counts);
      return teams;
    };
    expect(await teamsNow()).toEqual({ teams: 0, active: 0, suspended: 0, members: 0, seats: 0 });
    const { team_id } = await newTeam(suite.stack, adminToken, await newPerson(suite.stack, "Ada Leader"), 6);
    await newTeam(suite.stack, adminToken, await newPerson(suite.stack, "Grace Leader"), 3);
    expect(await teamsNow()).toEqual({ teams: 2, active: 2, suspended: 0, members: 2, seats: 9 });
    expect((await call(suite.stack, "POST", `/admin/teams/${team_id}/suspend`, admin)).status).toBe(200);
    expect(await teamsNow()).toEqual({ teams: 2, active: 1, suspended: 1, members: 2, seats: 9 });
  });
});

describe("analytics from one address", () => {
  const fromOne = useTestStack();

  it("counts up to the limit's events in ten minutes, each event of a batch, then answers 429 and counts no more", async () => {
    const batch = Array.from({ length: 20 }, () => ({ name: "page_view", path: "/" }));
    const send = () =>
      postJson(
        fromOne.stack.request,
        `/api/events`,
        { events: batch },
        { headers: { "content-type": "application/json", origin: fromOne.stack.url, "user-agent": agent("flood") } },
      );
    const batchesWithin = rateLimits.analyticsEvents.limit / batch.length;
    for (let sent = 0; sent < batchesWithin; sent++) expect((await send()).status).toBe(204);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // The day's page views, summed over the counter's shards: the events within the limit, no more.
    const counted = (await scanTable(fromOne.stack, "analytics")).reduce((sum, row) => sum + Number(row.pageViews ?? 0), 0);
    expect(counted).toBe(rateLimits.analyticsEvents.limit);
  });
});
