import { describe, expect, it } from "vitest";
import { renderWhatsNewNotice } from "./index.ts";

const input = {
  siteUrl: "https://aiforleaders.example",
  entry: { title: "Board Memo Prep for Claude", summary: "A prompt that turns your numbers into a board memo with one recommendation." },
  reason: "followed" as const,
  suggestions: ["Prompts for board meetings"],
  links: [{ title: "Board Memo Prep (Claude Expert Prompts)", url: "https://aiforleaders.example/prompts/claude#board-memo-prep" }],
  whatsNewLink: "https://aiforleaders.example/level-2/whats-new",
  unsubscribeLink: "https://aiforleaders.example/link/unsubscribe#token=abc",
};

describe("the mail a follower gets when a What's new entry answers their suggestion", () => {
  it("says what shipped and leads to the new content, in HTML and text alike", async () => {
    const mail = await renderWhatsNewNotice(input);
    expect(mail.subject).toBe("Shipped: Board Memo Prep for Claude");
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain("The suggestion you asked about is done:");
      expect(body).toContain("Prompts for board meetings");
      expect(body).toContain("A prompt that turns your numbers into a board memo");
      expect(body).toContain("https://aiforleaders.example/prompts/claude#board-memo-prep");
      expect(body).toContain("https://aiforleaders.example/level-2/whats-new");
      expect(body).toContain("https://aiforleaders.example/link/unsubscribe#token=abc");
    }
    expect(mail.text).not.toMatch(/<[a-z!/]/i);
  });

  it("names every followed suggestion in one mail, and leads to What's new when nothing is linked", async () => {
    const mail = await renderWhatsNewNotice({ ...input, suggestions: ["Prompts for board meetings", "A board pack checklist"], links: [] });
    expect(mail.text).toContain("The suggestions you asked about are done:");
    expect(mail.text).toContain("A board pack checklist");
    expect(mail.html).toContain("See what&#x27;s new");
  });

  it("tells a signed-in author or voter why they hear of it, and how to stop these mails alone", async () => {
    const mail = await renderWhatsNewNotice({ ...input, reason: "took-part" });
    expect(mail.text).toContain("A suggestion you made or voted for is done:");
    expect(mail.text).toContain("because you made or voted for a suggestion on the board while logged in");
    expect(mail.text).toContain("from these emails with one click");
    expect(mail.text).not.toContain("asked about");
  });

  it("escapes what the operator wrote", async () => {
    const { html } = await renderWhatsNewNotice({ ...input, entry: { ...input.entry, summary: "<img src=x onerror=alert(1)>" } });
    expect(html).not.toContain("<img src=x");
  });
});
