import { describe, expect, it } from "vitest";
import { newLink } from "../one-time-links/index.ts";
import { mergeContext } from "./context.ts";
import { changedState } from "./change.ts";
import type { InvitationRecord, MemberRecord, TeamState } from "./records.ts";
import {
  planAcceptance,
  planErasure,
  planInvitation,
  planInvitationErasure,
  planRemoval,
  planRoleChange,
  planStatus,
  planTransfer,
  planUpdate,
  seatsTaken,
} from "./rules.ts";

const now = new Date("2026-03-02T10:00:00Z");
const day = 24 * 60 * 60 * 1000;
const member = (user_id: string, role: MemberRecord["role"], joined = 0): MemberRecord => ({
  team_id: "t1",
  user_id,
  email: `${user_id}@firm.example`,
  role,
  joined_at: new Date(now.getTime() - (10 - joined) * day).toISOString(),
});
const invitation = (id: string, email: string, expiresInDays = 3, by = "owner"): InvitationRecord => ({
  team_id: "t1",
  invitation_id: id,
  email,
  role: "member",
  invited_by: "Olivia",
  invited_by_id: by,
  invited_at: now.toISOString(),
  expires_at: new Date(now.getTime() + expiresInDays * day).toISOString(),
  link_hash: `hash-${id}`,
});
const team = (members: MemberRecord[], invitations: InvitationRecord[] = [], seats = 5): TeamState => ({
  team: {
    team_id: "t1",
    name: "Board",
    company: "Northwind",
    context: { company: "Northwind", tone: "Plain" },
    seats,
    status: "active",
    owner_id: "owner",
    owner_email: "owner@firm.example",
    member_count: members.length,
    code_id: "code",
    created_at: now.toISOString(),
    version: 3,
  },
  members,
  invitations,
});
const staffed = () =>
  team([member("owner", "owner"), member("admin", "admin", 1), member("admin2", "admin", 2), member("member", "member", 3)]);
const refusal = (outcome: object) => ("refusal" in outcome ? outcome.refusal : "allowed");

describe("who may do what in a team", () => {
  it("hides a team from anyone not in it, and refuses changes to a suspended one", () => {
    expect(refusal(planRemoval(staffed(), "stranger", "member"))).toBe("notFound");
    expect(refusal(planRemoval(null, "owner", "member"))).toBe("notFound");
    const suspended = staffed();
    suspended.team.status = "suspended";
    expect(refusal(planRemoval(suspended, "owner", "member"))).toBe("suspended");
    expect(refusal(planUpdate(suspended, "owner", { name: "New" }))).toBe("suspended");
    expect(refusal(planUpdate(staffed(), "member", { name: "New" }))).toBe("notAllowed");
  });

  it("lets the owner give any role but ownership, an admin change members only", () => {
    const cases: Array<[actor: string, target: string, expected: string]> = [
      ["owner", "admin", "allowed"],
      ["owner", "member", "allowed"],
      ["owner", "owner", "ownerOnly"],
      ["admin", "member", "allowed"],
      ["admin", "admin2", "notAllowed"],
      ["admin", "admin", "notAllowed"],
      ["admin", "owner", "ownerOnly"],
      ["member", "member", "notAllowed"],
      ["owner", "nobody", "memberNotFound"],
    ];
    for (const [actor, target, expected] of cases)
      expect([actor, target, refusal(planRoleChange(staffed(), actor, target, "admin"))]).toEqual([actor, target, expected]);
  });

  it("lets members leave, the owner and admins remove (an admin members only), never the owner", () => {
    const cases: Array<[actor: string, target: string, expected: string]> = [
      ["member", "member", "allowed"],
      ["admin", "admin", "allowed"],
      ["owner", "owner", "ownerCannotLeave"],
      ["owner", "admin", "allowed"],
      ["admin", "member", "allowed"],
      ["admin", "admin2", "notAllowed"],
      ["admin", "owner", "ownerCannotBeRemoved"],
      ["member", "admin", "notAllowed"],
      ["owner", "nobody", "memberNotFound"],
    ];
    for (const [actor, target, expected] of cases)
      expect([actor, target, refusal(planRemoval(staffed(), actor, target))]).toEqual([actor, target, expected]);
  });

  it("moves ownership to another member only, the old owner staying an admin", () => {
    expect(refusal(planTransfer(staffed(), "admin", "member"))).toBe("ownerOnly");
    expect(refusal(planTransfer(staffed(), "owner", "owner"))).toBe("memberNotFound");
    const moved = changedState(staffed(), planTransfer(staffed(), "owner", "member") as never);
    expect(moved.members.find((kept) => kept.user_id === "member")?.role).toBe("owner");
    expect(moved.members.find((kept) => kept.user_id === "owner")?.role).toBe("admin");
    expect(moved.team).toMatchObject({ owner_id: "member", owner_email: "member@firm.example", version: 4, member_count: 4 });
  });
});

describe("invitations", () => {
  const link = () => newLink({ purpose: "team-invitation", subject: "new@firm.example" }, now).link;
  const inviting = (state: TeamState, email = "New@Firm.example") =>
    planInvitation(state, "owner", { invitationId: "i-new", email, role: "member", link: link() }, now);

  it("counts members and open invitations against the seats, not expired ones", () => {
    const state = team(
      [member("owner", "owner"), member("member", "member")],
      [invitation("open", "a@firm.example"), invitation("old", "b@firm.example", -1)],
      3,
    );
    expect(seatsTaken(state, now)).toBe(3);
    expect(refusal(inviting(state))).toBe("seatsFull");
    state.team.seats = 4;
    const invited = inviting(state);
    expect(refusal(invited)).toBe("allowed");
    expect("invitation" in invited && invited.invitation).toMatchObject({ email: "new@firm.example", invited_by: "owner@firm.example" });
  });

  it("refuses a member's address and an open invitation's, and replaces an expired one", () => {
    const state = team(
      [member("owner", "owner"), member("member", "member")],
      [invitation("open", "open@firm.example"), invitation("old", "new@firm.example", -1)],
    );
    expect(refusal(inviting(state, "MEMBER@firm.example"))).toBe("alreadyMember");
    expect(refusal(inviting(state, "open@firm.example"))).toBe("alreadyInvited");
    const replaced = inviting(state);
    expect("change" in replaced && replaced.change.removeInvitations?.map((old) => old.invitation_id)).toEqual(["old"]);
    expect("change" in replaced && replaced.change.removeLinks).toEqual(["hash-old"]);
  });

  it("is accepted by the confirmed account of its address only, while open", () => {
    const state = team([member("owner", "owner")], [invitation("i1", "ivan@firm.example"), invitation("i2", "late@firm.example", -1)]);
    const spend = { tokenHash: "hash-i1", at: now };
    const ivan = { id: "ivan", email: "Ivan@firm.example", name: "Ivan", confirmed: true };
    expect(refusal(planAcceptance(state, "gone", ivan, spend))).toBe("invitationUnknown");
    expect(refusal(planAcceptance(state, "i2", { ...ivan, email: "late@firm.example" }, spend))).toBe("invitationExpired");
    expect(refusal(planAcceptance(state, "i1", { ...ivan, confirmed: false }, spend))).toBe("confirmAddressFirst");
    expect(refusal(planAcceptance(state, "i1", { ...ivan, email: "eve@firm.example" }, spend))).toBe("invitationWrongAccount");
    expect(refusal(planAcceptance(state, "i1", { ...ivan, id: "owner" }, spend))).toBe("alreadyMember");
    const joined = changedState(state, planAcceptance(state, "i1", ivan, spend) as never);
    expect(joined.members.at(-1)).toMatchObject({ user_id: "ivan", email: "ivan@firm.example", role: "member", name: "Ivan" });
    expect(joined.invitations.map((open) => open.invitation_id)).toEqual(["i2"]);
  });
});

describe("a team's business context", () => {
  it("replaces the fields given, clears those given empty, and names what changed", () => {
    expect(mergeContext({ company: "Northwind", tone: "Plain" }, { tone: "Plain", industry: "Logistics", company: "" })).toEqual({
      context: { tone: "Plain", industry: "Logistics" },
      changed: ["industry", "company"],
    });
  });

  it("changes the words without touching the context when no field of it changed", () => {
    const planned = planUpdate(staffed(), "admin", { name: "Renamed", context: { tone: "Plain" } });
    expect(planned).toEqual({ change: { team: { name: "Renamed" } }, changedContext: [] });
  });
});

describe("erasure and the operator", () => {
  it("passes an erased owner's team to the longest-serving admin", () => {
    const change = planErasure(staffed(), "owner", now)!;
    const after = changedState(staffed(), change);
    expect(after.team).toMatchObject({ owner_id: "admin", owner_email: "admin@firm.example", status: "active", member_count: 3 });
    expect(after.members.find((kept) => kept.user_id === "admin")?.role).toBe("owner");
  });

  it("suspends a team whose erased owner leaves no admin, and will not resume it without an owner", () => {
    const state = team([member("owner", "owner"), member("member", "member")], [invitation("i1", "x@firm.example", 3, "owner")]);
    const after = changedState(state, planErasure(state, "owner", now)!);
    expect(after.team).toMatchObject({ status: "suspended", owner_id: "", owner_email: "" });
    expect(after.invitations[0]).toMatchObject({ invited_by: "A former member of the team", invited_by_id: "" });
    expect(refusal(planStatus(after, "active", now))).toBe("ownerless");
    expect(planErasure(state, "stranger", now)).toBeNull();
  });

  it("withdraws an erased address's invitations with their links", () => {
    const state = team([member("owner", "owner")], [invitation("i1", "gone@firm.example"), invitation("i2", "kept@firm.example")]);
    expect(planInvitationErasure(state, "GONE@firm.example")).toMatchObject({ removeLinks: ["hash-i1"] });
    expect(planInvitationErasure(state, "nobody@firm.example")).toBeNull();
  });
});
