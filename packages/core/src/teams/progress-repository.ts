// Members' progress in the teams table, under the team's partition (progress-records.ts). A report
// is one transaction that checks, as it writes, that the team is active and the reporter still in
// it, as the backlog's changes do: a removal or a suspension ends reporting at once.
import { DeleteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { teamIndexes } from "@ai-leaders/infra";
import { queryAll, transact } from "../db/index.ts";
import { memberEntry, teamEntry } from "./records.ts";
import { activityEntry, activityPerson, activityPrefix, sharedEntry, type ActivityRecord } from "./progress-records.ts";

/** "written" (or there already), "gone" (nothing to un-share), "refused" (the team or the member's place in it). */
export type Reported = "written" | "already" | "gone" | "refused";

type Stored = ActivityRecord & { entry: string; person?: string };
const withoutKeys = ({ entry: _entry, person: _person, ...record }: Stored) => record as ActivityRecord;

export function createProgressRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (teamId: string, entry: string) => ({ team_id: teamId, entry });
  const guards = (teamId: string, userId: string) => [
    {
      ConditionCheck: {
        TableName: table,
        Key: key(teamId, teamEntry),
        ConditionExpression: "#status = :active",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":active": "active" },
      },
    },
    { ConditionCheck: { TableName: table, Key: key(teamId, memberEntry(userId)), ConditionExpression: "attribute_exists(entry)" } },
  ];

  /** The write after the guards: "refused" when a guard failed, `onOwnFailure` when its own condition did. */
  async function guarded(teamId: string, userId: string, write: Record<string, unknown>, onOwnFailure: Reported): Promise<Reported> {
    const failures = await transact(db, [...guards(teamId, userId), write]);
    if (failures === null) return "written";
    if (failures.some((code) => code !== "ConditionalCheckFailed" && code !== "None"))
      throw new Error(`A team progress report was not stored: ${failures.join(", ")}`);
    return failures[0] === "None" && failures[1] === "None" ? onOwnFailure : "refused";
  }

  return {
    /** Every report of the team, since `since` when given. */
    async activity(teamId: string, since?: string): Promise<ActivityRecord[]> {
      const records = await queryAll<Stored>(db, {
        TableName: table,
        KeyConditionExpression: "team_id = :team AND begins_with(entry, :activity)",
        ExpressionAttributeValues: { ":team": teamId, ":activity": activityPrefix, ...(since && { ":since": since }) },
        ...(since && { FilterExpression: "#at >= :since", ExpressionAttributeNames: { "#at": "at" } }),
        ConsistentRead: true,
      });
      return records.map(withoutKeys);
    },

    /** A report: kept once (a rating replaced by the latest). */
    async report(record: ActivityRecord): Promise<Reported> {
      const item = { ...record, entry: activityEntry(record), person: activityPerson(record.user_id) };
      const once = record.kind !== "card-rated";
      return guarded(
        record.team_id,
        record.user_id,
        { Put: { TableName: table, Item: item, ...(once && { ConditionExpression: "attribute_not_exists(entry)" }) } },
        "already",
      );
    },

    /** The member's shared result taken back. */
    async unshare(teamId: string, userId: string, resultId: string): Promise<Reported> {
      return guarded(
        teamId,
        userId,
        { Delete: { TableName: table, Key: key(teamId, sharedEntry(userId, resultId)), ConditionExpression: "attribute_exists(entry)" } },
        "gone",
      );
    },

    /** Erasure: every report the person made, in every team (those they have left too), through byPerson. */
    async eraseReporter(userId: string): Promise<number> {
      const rows = await queryAll<{ team_id: string; entry: string }>(db, {
        TableName: table,
        IndexName: teamIndexes.byPerson,
        KeyConditionExpression: "person = :person",
        ExpressionAttributeValues: { ":person": activityPerson(userId) },
      });
      const keys = rows.filter((row) => row.entry.startsWith(activityPrefix)).map((row) => key(row.team_id, row.entry));
      // One DeleteItem each (the API's grant on the teams table): a person's reports are few.
      for (const Key of keys) await db.send(new DeleteCommand({ TableName: table, Key }));
      return keys.length;
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
