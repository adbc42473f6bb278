import { describe, expect, it } from "vitest";
import { accountVoterId } from "../voting/voter-id.ts";
import { accountIdsIn, answerRecipients, entryMailKey, type AnswerAccount, type AnsweredSuggestionPeople } from "./answer-mail.ts";

const verified = "2026-11-01T00:00:00.000Z";
const account = (id: string, overrides: Partial<AnswerAccount> = {}): AnswerAccount => ({
  id,
  email: `${id}@company.example`,
  email_verified_at: verified,
  ...overrides,
});
const deviceVoter = "5b0e3c1e-8f6a-4f5e-9c1d-2f7a9b3c4d5e";

describe("who hears that What's new answered a suggestion", () => {
  it("tells the signed-in author and every signed-in voter, naming their suggestions", () => {
    const suggestions: AnsweredSuggestionPeople[] = [
      { title: "Prompts for board meetings", author_id: "ada", voter_ids: [accountVoterId("grace")] },
      { title: "A board pack checklist", voter_ids: [accountVoterId("linus")] },
    ];
    expect(answerRecipients(suggestions, [account("ada"), account("grace"), account("linus")])).toEqual([
      { email: "ada@company.example", suggestions: ["Prompts for board meetings"] },
      { email: "grace@company.example", suggestions: ["Prompts for board meetings"] },
      { email: "linus@company.example", suggestions: ["A board pack checklist"] },
    ]);
  });

  it("mails a person once, however many of the answered suggestions they made or voted for", () => {
    const suggestions: AnsweredSuggestionPeople[] = [
      { title: "Prompts for board meetings", author_id: "ada", voter_ids: [accountVoterId("ada")] },
      { title: "A board pack checklist", voter_ids: [accountVoterId("ada")] },
    ];
    expect(answerRecipients(suggestions, [account("ada", { email: "Ada@Company.example" })])).toEqual([
      { email: "ada@company.example", suggestions: ["Prompts for board meetings", "A board pack checklist"] },
    ]);
  });

  it("leaves out whoever said no, an address never confirmed, and an account that is gone", () => {
    const suggestions: AnsweredSuggestionPeople[] = [
      { title: "Prompts for board meetings", author_id: "ada", voter_ids: ["grace", "linus", "erased"].map(accountVoterId) },
    ];
    const accounts = [account("ada", { answers_mail: false }), account("grace", { email_verified_at: undefined }), account("linus")];
    expect(answerRecipients(suggestions, accounts).map((recipient) => recipient.email)).toEqual(["linus@company.example"]);
  });

  it("has no address for an anonymous vote or suggestion: nothing goes to anyone for them", () => {
    const suggestions: AnsweredSuggestionPeople[] = [{ title: "Prompts for board meetings", voter_ids: [deviceVoter] }];
    expect(accountIdsIn(suggestions)).toEqual(new Set());
    expect(answerRecipients(suggestions, [account(deviceVoter)])).toEqual([]);
  });

  it("reads each account in the suggestions once", () => {
    const suggestions: AnsweredSuggestionPeople[] = [
      { title: "One", author_id: "ada", voter_ids: [accountVoterId("ada"), deviceVoter] },
      { title: "Two", voter_ids: [accountVoterId("ada"), accountVoterId("grace")] },
    ];
    expect(accountIdsIn(suggestions)).toEqual(new Set(["ada", "grace"]));
  });

  it("keys an entry's mail by entry and address, whatever the address's case", () => {
    expect(entryMailKey("entry-1", "Ada@Company.example")).toBe(entryMailKey("entry-1", "ada@company.example"));
    expect(entryMailKey("entry-1", "ada@company.example")).not.toBe(entryMailKey("entry-2", "ada@company.example"));
  });
});
