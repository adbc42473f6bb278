import { describe, expect, it } from "vitest";
import { erasureSummary } from "./erasure-summary.ts";
import { nothingErased } from "../../../test/erasure.ts";

describe("what the console says after an erasure", () => {
  it("names each kind of record removed, counted, and leaves out what there was none of", () => {
    expect(
      erasureSummary("a@b.example", {
        ...nothingErased,
        signups: 1,
        contact_messages: 2,
        access_requests: 1,
        accounts: 1,
        sessions: 3,
        passkeys: 1,
        results: 1,
        watches: 2,
        mails: 4,
      }),
    ).toBe(
      "Erased a@b.example: 1 newsletter signup, 2 contact messages, 1 access request, the account with 3 sessions and 1 passkey, 1 kept result, 2 watched pages, 4 mails.",
    );
  });

  it("says when the log's entries were rewritten", () => {
    expect(erasureSummary("a@b.example", { ...nothingErased, signups: 1, audit_entries_redacted: 2 })).toBe(
      "Erased a@b.example: 1 newsletter signup. 2 audit entries now name it by a keyed hash.",
    );
  });

  it("says which board suggestions were kept, without their author", () => {
    expect(
      erasureSummary("a@b.example", { ...nothingErased, accounts: 1, board_suggestions_anonymised: 2, audit_entries_redacted: 1 }),
    ).toBe(
      "Erased a@b.example: the account. Kept on the board without their author: 2 suggestions (others voted on them). 1 audit entry now names it by a keyed hash.",
    );
  });

  it("counts the teams the person was taken out of, and the invitations to their address withdrawn", () => {
    expect(erasureSummary("a@b.example", { ...nothingErased, accounts: 1, team_memberships: 2, team_invitations: 1 })).toBe(
      "Erased a@b.example: the account, 2 team memberships, 1 open team invitation.",
    );
    expect(erasureSummary("a@b.example", { ...nothingErased, team_invitations: 3 })).toBe("Erased a@b.example: 3 open team invitations.");
  });

  it("says plainly when nothing was stored", () => {
    expect(erasureSummary("a@b.example", nothingErased)).toBe("Nothing was stored for a@b.example.");
  });
});
