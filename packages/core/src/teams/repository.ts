// Teams in DynamoDB, one partition per team (infra's `teams` table). A team is read whole and
// changed by one transaction that also moves its record's version: a change decided on a stale
// read is refused by DynamoDB and decided again on a fresh one. The links a change issues, spends
// or withdraws (core/one-time-links) and the team code that makes a team are in the same transaction.
import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { teamIndexes } from "@ai-leaders/infra";
import { newestPage, queryAll, transact, type TransactItems } from "../db/index.ts";
import { changedState, isRefusal, type TeamChange, type TeamRefusal } from "./change.ts";
import {
  everyTeam,
  invitationEntry,
  invitationPerson,
  memberEntry,
  memberPerson,
  teamEntry,
  type InvitationRecord,
  type MemberRecord,
  type TeamRecord,
  type TeamState,
} from "./records.ts";
import { teamSummary } from "./present.ts";
import { afterBacklog } from "./backlog-records.ts";
import { createBacklogRepository } from "./backlog-repository.ts";
import { createProgressRepository } from "./progress-repository.ts";
import type { TeamRole, TeamSummary } from "./schema.ts";

export interface TeamTables {
  teams: string;
  oneTimeLinks: string;
  accessCodes: string;
}

/** A change is decided again on a fresh read this many times before giving up on a busy team. */
const changeAttempts = 5;
export const teamListMax = 200;
const batchGetMax = 100;

type Stored<Record> = Record & { entry: string; person?: string; list?: string };
const withoutKeys = <Record extends object>({ entry: _entry, person: _person, list: _list, ...record }: Stored<Record>) =>
  record as unknown as Record;

export type ChangeOutcome = { state: TeamState } | TeamRefusal | "link-refused";

export function createTeamRepository(db: DynamoDBDocumentClient, tables: TeamTables) {
  const teamKey = (teamId: string, entry: string) => ({ team_id: teamId, entry });

  async function load(teamId: string): Promise<TeamState | null> {
    const items = await queryAll<Stored<Record<string, unknown>>>(db, {
      TableName: tables.teams,
      // The team's own entries sort after its backlog's, which are read apart (backlog-repository.ts).
      KeyConditionExpression: "team_id = :team AND entry > :afterBacklog",
      ExpressionAttributeValues: { ":team": teamId, ":afterBacklog": afterBacklog },
      ConsistentRead: true,
    });
    const team = items.find((item) => item.entry === teamEntry);
    if (!team) return null;
    return {
      team: withoutKeys(team as unknown as Stored<TeamRecord>),
      members: items.filter((item) => item.entry.startsWith("member#")).map((item) => withoutKeys(item as unknown as Stored<MemberRecord>)),
      invitations: items
        .filter((item) => item.entry.startsWith("invitation#"))
        .map((item) => withoutKeys(item as unknown as Stored<InvitationRecord>)),
    };
  }

  const memberItem = (member: MemberRecord) => ({ ...member, entry: memberEntry(member.user_id), person: memberPerson(member.user_id) });
  const invitationItem = (invitation: InvitationRecord) => ({
    ...invitation,
    entry: invitationEntry(invitation.invitation_id),
    person: invitationPerson(invitation.email),
  });

  /** The transaction of a change: the team record's guarded update first, the link spent (if any) last. */
  function changeItems(state: TeamState, change: TeamChange, next: TeamState): TransactItems {
    const fields = { ...change.team, member_count: next.team.member_count, version: next.team.version };
    const names = Object.keys(fields);
    const teamUpdate = {
      Update: {
        TableName: tables.teams,
        Key: teamKey(state.team.team_id, teamEntry),
        UpdateExpression: `SET ${names.map((_, index) => `#f${index} = :f${index}`).join(", ")}`,
        ConditionExpression: "#version = :version",
        ExpressionAttributeNames: { "#version": "version", ...Object.fromEntries(names.map((name, index) => [`#f${index}`, name])) },
        ExpressionAttributeValues: {
          ":version": state.team.version,
          ...Object.fromEntries(names.map((name, index) => [`:f${index}`, (fields as Record<string, unknown>)[name]])),
        },
      },
    };
    const items: TransactItems = [
      teamUpdate,
      ...(change.removeMembers ?? []).map((userId) => ({
        Delete: { TableName: tables.teams, Key: teamKey(state.team.team_id, memberEntry(userId)) },
      })),
      ...(change.putMembers ?? []).map((member) => ({ Put: { TableName: tables.teams, Item: memberItem(member) } })),
      ...(change.removeInvitations ?? []).map((invitation) => ({
        Delete: { TableName: tables.teams, Key: teamKey(state.team.team_id, invitationEntry(invitation.invitation_id)) },
      })),
      ...(change.putInvitations ?? []).map((invitation) => ({ Put: { TableName: tables.teams, Item: invitationItem(invitation) } })),
      ...(change.removeLinks ?? []).map((tokenHash) => ({ Delete: { TableName: tables.oneTimeLinks, Key: { token_hash: tokenHash } } })),
    ];
    if (change.issueLink)
      items.push({
        Put: { TableName: tables.oneTimeLinks, Item: change.issueLink, ConditionExpression: "attribute_not_exists(token_hash)" },
      });
    if (change.spendLink)
      items.push({
        Update: {
          TableName: tables.oneTimeLinks,
          Key: { token_hash: change.spendLink.tokenHash },
          UpdateExpression: "SET used_at = :at",
          ConditionExpression: "attribute_exists(token_hash) AND attribute_not_exists(used_at) AND expires_at > :seconds",
          ExpressionAttributeValues: {
            ":at": change.spendLink.at.toISOString(),
            ":seconds": Math.floor(change.spendLink.at.getTime() / 1000),
          },
        },
      });
    return items;
  }

  /**
   * Reads the team, asks `plan` what to do, and does it in one transaction: the team as it then
   * stands, the plan's refusal, or "link-refused" when the link it spends was spent or expired meanwhile.
   */
  async function change(teamId: string, plan: (state: TeamState | null) => TeamChange | TeamRefusal): Promise<ChangeOutcome> {
    for (let attempt = 1; ; attempt++) {
      const state = await load(teamId);
      const decided = plan(state);
      if (isRefusal(decided)) return decided;
      const next = changedState(state!, decided);
      const items = changeItems(state!, decided, next);
      const failures = await transact(db, items);
      if (failures === null) return { state: next };
      if (decided.spendLink && failures.at(-1) === "ConditionalCheckFailed") return "link-refused";
      if (attempt === changeAttempts)
        throw new Error(`Team ${teamId} changed under ${changeAttempts} attempts in a row: ${failures.join(", ")}`);
    }
  }

  /** The teams an account is in: one query for its memberships, one batch read for their teams. */
  async function teamsOf(userId: string): Promise<TeamSummary[]> {
    const memberships = await queryAll<{ team_id: string; role: TeamRole }>(db, {
      TableName: tables.teams,
      IndexName: teamIndexes.byPerson,
      KeyConditionExpression: "person = :person",
      ExpressionAttributeValues: { ":person": memberPerson(userId) },
    });
    const roles = new Map(memberships.map(({ team_id, role }) => [team_id, role]));
    const teams = await teamRecords([...roles.keys()]);
    return teams.map((team) => teamSummary(team, roles.get(team.team_id)!)).sort((a, b) => a.name.localeCompare(b.name));
  }

  async function teamRecords(teamIds: string[]): Promise<TeamRecord[]> {
    const found: TeamRecord[] = [];
    for (let start = 0; start < teamIds.length; start += batchGetMax) {
      let keys: Array<Record<string, unknown>> = teamIds.slice(start, start + batchGetMax).map((teamId) => teamKey(teamId, teamEntry));
      while (keys.length > 0) {
        const { Responses, UnprocessedKeys } = await db.send(new BatchGetCommand({ RequestItems: { [tables.teams]: { Keys: keys } } }));
        found.push(...(Responses?.[tables.teams] ?? []).map((item) => withoutKeys(item as Stored<TeamRecord>)));
        keys = UnprocessedKeys?.[tables.teams]?.Keys ?? [];
      }
    }
    return found;
  }

  /** The teams an index partition names: an account's memberships, or an address's invitations. */
  async function teamIdsOf(person: string): Promise<string[]> {
    const entries = await queryAll<{ team_id: string }>(db, {
      TableName: tables.teams,
      IndexName: teamIndexes.byPerson,
      KeyConditionExpression: "person = :person",
      ExpressionAttributeValues: { ":person": person },
    });
    return [...new Set(entries.map((entry) => entry.team_id))];
  }

  return {
    load,
    change,
    teamsOf,
    /** The team's AI-opportunity backlog (issue 48, Deliver 3), in the same table. */
    backlog: createBacklogRepository(db, tables.teams),
    /** What members report of their progress (issue 48, Deliver 4), in the same table. */
    progress: createProgressRepository(db, tables.teams),

    /**
     * A new team with its owner, made with a team code that has made none yet (and is neither
     * revoked nor expired): "code-refused" when the code no longer qualifies.
     */
    async create(team: TeamRecord, owner: MemberRecord, now: Date): Promise<TeamState | "code-refused"> {
      const failures = await transact(db, [
        {
          Put: {
            TableName: tables.teams,
            Item: { ...team, entry: teamEntry, list: everyTeam },
            ConditionExpression: "attribute_not_exists(entry)",
          },
        },
        { Put: { TableName: tables.teams, Item: memberItem(owner) } },
        {
          Update: {
            TableName: tables.accessCodes,
            Key: { id: team.code_id },
            UpdateExpression: "SET team_id = :team",
            ConditionExpression:
              "attribute_exists(team_seats) AND attribute_not_exists(team_id) AND attribute_not_exists(revoked_at) AND (attribute_not_exists(expires_at) OR expires_at > :at)",
            ExpressionAttributeValues: { ":team": team.team_id, ":at": now.toISOString() },
          },
        },
      ]);
      if (failures === null) return { team, members: [owner], invitations: [] };
      if (failures[2] === "ConditionalCheckFailed") return "code-refused";
      throw new Error(`A new team was not stored: ${failures.join(", ")}`);
    },

    /** Whether the account is still in the team and the team is active: what a team's access token needs. */
    async grantStands(teamId: string, userId: string): Promise<boolean> {
      const [team, member] = await Promise.all(
        [teamEntry, memberEntry(userId)].map(
          async (entry) =>
            (
              await db.send(
                new GetCommand({
                  TableName: tables.teams,
                  Key: teamKey(teamId, entry),
                  ProjectionExpression: "entry, #status",
                  ExpressionAttributeNames: { "#status": "status" },
                }),
              )
            ).Item,
        ),
      );
      return team?.status === "active" && member !== undefined;
    },

    /** The console's list: every team, newest first. */
    async listAll(): Promise<TeamRecord[]> {
      const { items } = await newestPage<Stored<TeamRecord>>(db, {
        TableName: tables.teams,
        IndexName: teamIndexes.all,
        partition: ["list", everyTeam],
        Limit: teamListMax,
      });
      return items.map(withoutKeys);
    },

    /** The teams the account is in, and those with an invitation to the address: what an erasure goes through. */
    async teamsOfPerson(userId: string | undefined, email: string): Promise<{ memberOf: string[]; invitedTo: string[] }> {
      return {
        memberOf: userId ? await teamIdsOf(memberPerson(userId)) : [],
        invitedTo: await teamIdsOf(invitationPerson(email)),
      };
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
export type { BacklogGuard, BacklogRepository, Written } from "./backlog-repository.ts";
export type { ProgressRepository, Reported } from "./progress-repository.ts";
