// Analysis jobs (generalising spec §3 roast_analyses): created before anything is relayed,
// completed exactly once by a callback or the built-in analyzer.
import { PutCommand, QueryCommand, ScanCommand, UpdateCommand, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { deleteFound } from "../db/erase.ts";
import { recentJobsIndex, userJobsIndex } from "@ai-leaders/infra";
import { isConditionFailure, updateIf } from "../db/index.ts";
import { createRelayStatusStore } from "../relay/status-store.ts";
import type { RelayStatus } from "../relay/message.ts";
import { readSpread, type StartKey } from "../db/spread.ts";
import { changePageSize, type ChangedPage } from "../db/pages.ts";
import { recentJobsListing, recentJobsListings, type JobPosition, type RecentJobsFilter } from "./recent.ts";

export type { AnalysisJob } from "./job.ts";
import type { AnalysisJob, StageTimings } from "./job.ts";
import type { ReportStage } from "../roast/report/stages.ts";

export type FinishOutcome = "finished" | "already-finished";

/** What completes a job: the text always, the rest when the writer has it. */
export type JobResult = Pick<
  AnalysisJob,
  "content" | "scores" | "report" | "source" | "model_usage" | "timings_ms" | "result_id" | "error_detail" | "stage"
> & {
  content: string;
};

/** How a job fails: what the visitor sees, and what only the operator does. */
export interface JobFailure {
  error: string;
  detail?: string;
  /** The last stage its writer told, kept on the failed job as on a completed one. */
  stage?: ReportStage;
}

/** What a completion may set besides its status, its time and its result's id (JobResult). */
const completionSets = ["content", "scores", "report", "source", "model_usage", "timings_ms", "error_detail"] as const;

const withoutUndefined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

export function createJobRepository(db: DynamoDBDocumentClient, tableName: string) {
  const relay = createRelayStatusStore<AnalysisJob>(db, tableName, "session_id");

  /**
   * A finished job has nothing left to deliver, whatever its delivery was doing: a retry, the
   * sweeper and "Send again" leave a delivered record alone, and the console shows one state.
   */
  async function finish(sessionId: string, fields: Record<string, unknown>): Promise<FinishOutcome> {
    const names: Record<string, string> = { "#status": "status" };
    const values: Record<string, unknown> = { ":pending": "pending" };
    const sets: string[] = [];
    for (const [field, value] of Object.entries({ ...fields, relay_status: "delivered" })) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { session_id: sessionId },
          UpdateExpression: `SET ${sets.join(", ")}`,
          ConditionExpression: "#status = :pending",
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return "finished";
    } catch (error) {
      if (isConditionFailure(error)) return "already-finished";
      throw error;
    }
  }

  return {
    relay,
    get: (sessionId: string) => relay.get(sessionId),
    async create(job: AnalysisJob): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: tableName,
          // The smoke check's jobs are left off the console's list (its byCreatedAt index).
          Item: job.smoke ? job : { ...job, listing: recentJobsListing(job.session_id) },
          ConditionExpression: "attribute_not_exists(session_id)",
        }),
      );
    },
    /**
     * Jobs newest first (their summary fields, as the index holds them), of one kind or status
     * when asked. Reads every listing until the page is full or `maxRounds` rounds of queries
     * are spent, so a rare filter costs a bounded read.
     */
    async listRecent(filter: RecentJobsFilter, after: JobPosition | null, limit: number, maxRounds = 3) {
      const conditions = Object.entries(filter).filter(([, value]) => value !== undefined);
      const { items, next } = await readSpread(
        db,
        {
          table: tableName,
          index: recentJobsIndex,
          partitionKey: "listing",
          keyAttributes: ["session_id", "listing", "created_at"],
          partitions: recentJobsListings,
          rank: (key) => key.created_at!,
          readAhead: conditions.length > 0 ? 100 : 0,
          ...(conditions.length > 0 && {
            filter: {
              expression: conditions.map(([name]) => `#${name} = :${name}`).join(" AND "),
              names: Object.fromEntries(conditions.map(([name]) => [`#${name}`, name])),
              values: Object.fromEntries(conditions.map(([name, value]) => [`:${name}`, value])),
            },
          }),
        },
        after ?? recentJobsListings.map(() => ({})),
        limit,
        maxRounds,
      );
      return { jobs: items as unknown as AnalysisJob[], next: next.some((position) => position !== null) ? next : null };
    },
    /** The account's jobs still pending that were started since `since`, newest first (the index's fields). */
    async listPendingByUser(
      userId: string,
      since: Date,
    ): Promise<Array<Pick<AnalysisJob, "session_id" | "kind" | "input" | "created_at">>> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: userJobsIndex,
          KeyConditionExpression: "user_id = :user AND created_at >= :since",
          FilterExpression: "#status = :pending",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":user": userId, ":since": since.toISOString(), ":pending": "pending" },
          ScanIndexForward: false,
        }),
      );
      return Items as Array<Pick<AnalysisJob, "session_id" | "kind" | "input" | "created_at">>;
    },
    /**
     * Erasure: every job about the address (a founder profile) or asked by the account, read by a
     * scan (jobs live 30 days, and an erasure is rare). Returns their kept results' ids, to go too.
     */
    async eraseJobs(email: string, userId: string | undefined): Promise<{ jobs: number; resultIds: string[] }> {
      const address = email.toLowerCase();
      // The founder's address is kept as typed (the spec's payload): compared here, case-blind.
      const aboutOrBy = (job: Record<string, unknown>) =>
        (job.input as { email?: string } | undefined)?.email?.toLowerCase() === address || (userId !== undefined && job.user_id === userId);
      const erased = await deleteFound(
        db,
        tableName,
        ["session_id"],
        paginateScan(
          { client: db },
          {
            TableName: tableName,
            ProjectionExpression: "session_id, result_id, user_id, #input.email",
            ExpressionAttributeNames: { "#input": "input" },
          },
        ),
        aboutOrBy,
      );
      return { jobs: erased.length, resultIds: erased.flatMap((job) => (typeof job.result_id === "string" ? [job.result_id] : [])) };
    },
    /** Completes a pending job; a second completion is refused. */
    complete(sessionId: string, result: JobResult, now: Date) {
      return finish(sessionId, { status: "completed", completed_at: now.toISOString(), ...withoutUndefined(result) });
    },
    /** What the writer is doing now, kept while the job is pending (a finished job keeps none). */
    async setStage(sessionId: string, stage: ReportStage): Promise<void> {
      await updateIf(db, {
        TableName: tableName,
        Key: { session_id: sessionId },
        UpdateExpression: "SET #stage = :stage",
        ConditionExpression: "#status = :pending",
        ExpressionAttributeNames: { "#stage": "stage", "#status": "status" },
        ExpressionAttributeValues: { ":stage": stage, ":pending": "pending" },
      });
    },
    /**
     * Takes back a completion whose kept result could not be written (completeJob writes both side
     * by side): the job is pending again, without the fields its completion set, its delivery as it
     * was (`relayStatus`: pending for the relay's retry, delivered when an automation has it and
     * calls back again). Only the completion that set `resultId`; false when the job is not (any more) that one.
     */
    reopen(sessionId: string, resultId: string, relayStatus: RelayStatus): Promise<boolean> {
      const completionFields = [...completionSets, "completed_at", "result_id"];
      return updateIf(db, {
        TableName: tableName,
        Key: { session_id: sessionId },
        UpdateExpression: `SET #status = :pending, #relay = :relay REMOVE ${completionFields.map((field) => `#${field}`).join(", ")}`,
        ConditionExpression: "#result_id = :resultId",
        ExpressionAttributeNames: {
          "#status": "status",
          "#relay": "relay_status",
          ...Object.fromEntries(completionFields.map((field) => [`#${field}`, field])),
        },
        ExpressionAttributeValues: { ":pending": "pending", ":relay": relayStatus, ":resultId": resultId },
      });
    },
    /**
     * Timings known only once the job is completed (the time its completion took): set into the
     * timings it was completed with; false when it has none (not completed by the built-in path).
     */
    setTimings(sessionId: string, timings: Partial<StageTimings>): Promise<boolean> {
      const entries = Object.entries(timings);
      return updateIf(db, {
        TableName: tableName,
        Key: { session_id: sessionId },
        UpdateExpression: `SET ${entries.map(([name]) => `#timings.#${name} = :${name}`).join(", ")}`,
        ConditionExpression: "attribute_exists(#timings)",
        ExpressionAttributeNames: { "#timings": "timings_ms", ...Object.fromEntries(entries.map(([name]) => [`#${name}`, name])) },
        ExpressionAttributeValues: Object.fromEntries(entries.map(([name, ms]) => [`:${name}`, ms])),
      });
    },
    fail(sessionId: string, { error, detail, stage }: JobFailure, now: Date) {
      return finish(sessionId, {
        status: "failed",
        error,
        ...(detail && { error_detail: detail }),
        ...(stage && { stage }),
        completed_at: now.toISOString(),
      });
    },
  };
}
export type JobRepository = ReturnType<typeof createJobRepository>;

/**
 * One page of the jobs stored when every job sat in one listing ("jobs"), moved to their spread
 * listing, from `cursor`; safe to run again. The next page's cursor (null after the last) and how many moved.
 */
export async function backfillRecentJobsPage(
  db: DynamoDBDocumentClient,
  tableName: string,
  cursor: StartKey | undefined,
): Promise<ChangedPage> {
  const page = await db.send(
    new ScanCommand({
      TableName: tableName,
      FilterExpression: "listing = :single",
      ExpressionAttributeValues: { ":single": "jobs" },
      ProjectionExpression: "session_id",
      Limit: changePageSize,
      ...(cursor && { ExclusiveStartKey: cursor }),
    }),
  );
  const found = (page.Items ?? []) as Array<{ session_id: string }>;
  for (const { session_id } of found) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { session_id },
        UpdateExpression: "SET listing = :listing",
        ExpressionAttributeValues: { ":listing": recentJobsListing(session_id) },
      }),
    );
  }
  return { next: (page.LastEvaluatedKey as StartKey | undefined) ?? null, changed: found.length };
}
