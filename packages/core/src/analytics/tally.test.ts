import { describe, expect, it } from "vitest";
import { eventBatchSchema } from "./events.ts";
import { tally } from "./tally.ts";

const site = { siteHost: "ai-leaders.example", visitor: true };
const asObject = (counts: ReturnType<typeof tally>["counts"]) =>
  Object.fromEntries([...counts].map(([item, attributes]) => [item, Object.fromEntries(attributes)]));

describe("tallying events", () => {
  it("counts page views by pattern, and the visit, landing step, referrer and campaign as first sightings", () => {
    const { counts, firsts } = tally(
      [
        {
          name: "page_view",
          path: "/?utm_source=x",
          referrer: "news.example.com",
          utm: { source: "newsletter", medium: "email", campaign: "launch" },
        },
        { name: "page_view", path: "/r/abc" },
      ],
      site,
    );
    expect(asObject(counts)).toEqual({ day: { pageViews: 2 }, route: { "/": 1, "/r/:id": 1 } });
    expect(firsts.map((first) => first.key)).toEqual(["visit", "ref#news.example.com", "utm#newsletter|email|launch", "step#landing"]);
  });

  it("ignores the site itself as a referrer", () => {
    const { firsts } = tally([{ name: "page_view", path: "/blog", referrer: "ai-leaders.example" }], site);
    expect(firsts.map((first) => first.key)).toEqual(["visit"]);
  });

  it("counts server events, and nothing unique for an event with no visitor", () => {
    const { counts, firsts } = tally([{ name: "roast_finished" }], { ...site, visitor: false });
    expect(asObject(counts)).toEqual({ day: { roastsFinished: 1 } });
    expect(firsts).toEqual([]);
    const granted = tally([{ name: "access_granted", label: "From settings" }], site);
    expect(asObject(granted.counts)).toEqual({ day: { access: 1 }, code: { "From settings": 1 } });
    expect(granted.firsts.map((first) => first.key)).toEqual(["visit", "step#access"]);
  });

  it("counts prompt copies and Open in apart, both as prompt uses", () => {
    const { counts } = tally(
      [
        { name: "prompt_copy", prompt: "claude:ai-strategy-tutor" },
        { name: "prompt_open_in", prompt: "claude:ai-strategy-tutor" },
        { name: "guide_step", guide: "build-website", step: 1 },
      ],
      site,
    );
    expect(asObject(counts)).toEqual({
      day: { promptUses: 2, guideSteps: 1 },
      prompt: { "copy:claude:ai-strategy-tutor": 1, "openIn:claude:ai-strategy-tutor": 1 },
      guide: { "build-website": 1 },
    });
  });
});

describe("the event batch", () => {
  it("lowercases hosts and campaign tags, and refuses names and fields outside the list", () => {
    const parsed = eventBatchSchema.parse({
      events: [{ name: "page_view", path: "/", referrer: "News.Example.COM", utm: { source: " LinkedIn " } }],
    });
    expect(parsed.events[0]).toEqual({ name: "page_view", path: "/", referrer: "news.example.com", utm: { source: "linkedin" } });
    expect(eventBatchSchema.safeParse({ events: [{ name: "page_view", path: "/", utm: { source: "a|b" } }] }).success).toBe(false);
    expect(eventBatchSchema.safeParse({ events: [{ name: "guide_step", guide: "founder-profile", step: 1 }] }).success).toBe(false);
    expect(eventBatchSchema.safeParse({ events: [{ name: "prompt_copy", prompt: "claude:../../etc" }] }).success).toBe(false);
  });
});
