// Teams (issue 48) as the tests drive them: leaders and invitees with accounts, a team code made in
// the console, the team routes called with a person's session, and the invitation's mailed link.
import type { LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { newResultId, userOwner } from "@ai-leaders/core/roast/store";
import { createAccount } from "./accounts.ts";
import { eventually } from "./test-stack.ts";
import { useTestStack } from "./use-stack.ts";

/** Team tests make many accounts and teams from one address: the per-address limits have their own tests. */
const generous = { limit: 100_000, windowSeconds: 600 };
export const teamTestRateLimits = { ...rateLimits, signUp: generous, signInPerIp: generous, accessAttempt: generous };

/**
 * A stack for a file of team API tests: `operator` may open the console (to issue team codes), and
 * neither accounts nor team changes are limited. `api` calls a team route as a person.
 */
export function useTeamsStack(operator: string) {
  const suite = useTestStack({
    stack: {
      settings: { ADMIN_EMAILS: operator },
      rateLimits: { ...teamTestRateLimits, teamChange: generous },
    },
  });
  const api = (method: string, path: string, person?: Pick<Person, "token"> | null, body?: unknown) =>
    call(suite.stack, method, path, person, body);
  return { suite, api };
}

export interface Person {
  email: string;
  name: string;
  id: string;
  /** The account's session (Authorization: Bearer). */
  token: string;
}

let people = 0;
/** A new account; confirmed unless told (an invitation is accepted by a confirmed address only). */
export async function newPerson(stack: LocalStack, name: string, { confirmed = true } = {}): Promise<Person> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${++people}.${Date.now()}@firm.example`;
  const { session } = await createAccount(stack, { email, password: "Teamwork-2026-ok", full_name: name, confirmed });
  return { email, name, id: session.user.id as string, token: session.access_token as string };
}

export interface Answer {
  status: number;
  json: any;
  text: string;
}

/** A call to the API as `person` (or signed out), with a JSON body when given. */
export async function call(stack: LocalStack, method: string, path: string, person?: Pick<Person, "token"> | null, body?: unknown) {
  const response = await stack.request(`/api${path}`, {
    method,
    headers: {
      ...(body !== undefined && { "content-type": "application/json" }),
      ...(person && { authorization: `Bearer ${person.token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the test reads `text`
  }
  return { status: response.status, json, text } satisfies Answer;
}

/** A team code of `seats` seats, made in the console by `adminToken`: the code in clear. */
export async function teamCode(stack: LocalStack, adminToken: string, seats: number): Promise<string> {
  const made = await call(stack, "POST", "/admin/access-codes", { token: adminToken }, { label: `Team of ${seats}`, team_seats: seats });
  if (made.status !== 201) throw new Error(`the console made no team code: ${made.status} ${made.text}`);
  return made.json.code as string;
}

/** A team made by `owner` with a fresh team code: its detail. */
export async function newTeam(
  stack: LocalStack,
  adminToken: string,
  owner: Person,
  seats = 5,
  name = "Leadership team",
  company = "Northwind Ltd",
) {
  const code = await teamCode(stack, adminToken, seats);
  const made = await call(stack, "POST", "/teams", owner, { name, company, access_code: code });
  if (made.status !== 201) throw new Error(`no team was made: ${made.status} ${made.text}`);
  return made.json.team as { team_id: string; [field: string]: any };
}

/** The newest invitation mailed to `email`: the token in its link, and the mail. */
export async function mailedInvitation(stack: LocalStack, email: string, after = 0) {
  return eventually(() => {
    const mails = stack.mail!.messages().filter((mail) => mail.to.includes(email) && /invited you to/.test(mail.subject));
    if (mails.length <= after) return undefined;
    const newest = [...mails].sort((a, b) => a.received_at.localeCompare(b.received_at)).at(-1)!;
    const token = /\/link\/team-invitation#token=([A-Za-z0-9_-]+)/.exec(newest.html ?? "")?.[1];
    return token ? { token, mail: newest, count: mails.length } : undefined;
  });
}

/** Invites `email` to the team as `by` and answers the mailed link's token with the invitation. */
export async function invite(stack: LocalStack, by: Person, teamId: string, email: string, role: "admin" | "member" = "member") {
  const before = stack.mail!.messages().filter((mail) => mail.to.includes(email) && /invited you to/.test(mail.subject)).length;
  const invited = await call(stack, "POST", `/teams/${teamId}/invitations`, by, { email, role });
  if (invited.status !== 201) throw new Error(`no invitation: ${invited.status} ${invited.text}`);
  const { token } = await mailedInvitation(stack, email, before);
  return { token, invitation: invited.json.invitation as { invitation_id: string; expires_at: string } };
}

/** `person` joins the team: invited by `by`, accepted through the mailed link. */
export async function join(stack: LocalStack, by: Person, teamId: string, person: Person, role: "admin" | "member" = "member") {
  const { token } = await invite(stack, by, teamId, person.email, role);
  const accepted = await call(stack, "POST", "/team-invitations/accept", person, { token });
  if (accepted.status !== 200) throw new Error(`not accepted: ${accepted.status} ${accepted.text}`);
  return accepted.json.team;
}

/** A backlog suggestion's body (issue 48, Deliver 3), with `fields` in place of the defaults. */
export const backlogSuggestion = (fields: Record<string, unknown> = {}) => ({
  title: "Draft the monthly investor update",
  task: "The CFO writes it from the board pack, the KPIs and last month's update.",
  frequency: "monthly",
  hours: 6,
  data: "Board pack, KPI dashboard, last month's update",
  confidential_data: true,
  wrong_cost: "high",
  wrong_cost_why: "Investors act on the figures.",
  ...fields,
});

/** `person` suggests an item on the team's backlog: its id. */
export async function suggest(stack: LocalStack, person: Person, teamId: string, fields: Record<string, unknown> = {}) {
  const made = await call(stack, "POST", `/teams/${teamId}/backlog`, person, backlogSuggestion(fields));
  if (made.status !== 201) throw new Error(`no suggestion: ${made.status} ${made.text}`);
  return made.json.item_id as string;
}

/** A kept result `person` made (a website roast of `url`): its id (issue 48, Deliver 4 shares it). */
export async function keptResultOf(stack: LocalStack, person: Person, url: string): Promise<string> {
  const resultId = newResultId();
  const now = new Date();
  await stack.services.results.put({
    result_id: resultId,
    session_id: `roast-${now.getTime()}-${"0".repeat(32)}`,
    kind: "website-roast",
    subject: url,
    text: `A roast of ${url}`,
    source: { engine: "rule-based" },
    owner: userOwner(person.id),
    created_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + 3600,
  });
  return resultId;
}
