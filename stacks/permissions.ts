// Least privilege: each function may do to each table exactly what its code does, and nothing to
// a table it doesn't use. A handler that starts using another table or action adds it here.
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { Queue } from "sst/constructs";
import {
  accessCodesIndex,
  accessRequestIndexes,
  authorSuggestionsIndex,
  dueWatchesIndex,
  pageCapture,
  promptNotesIndex,
  recentJobsIndex,
  relayStatusIndex,
  tables,
  teamIndexes,
  userJobsIndex,
  voterVotesIndex,
  type TableKey,
} from "@ai-leaders/infra";
import type { Storage } from "./storage.ts";

type StorageOutputs = ReturnType<typeof Storage>;

/**
 * Item actions on the table itself. A TransactWriteItems needs no action of its own: each of its
 * Puts and Updates is authorised as PutItem and UpdateItem.
 */
type ItemAction =
  "GetItem" | "BatchGetItem" | "BatchWriteItem" | "PutItem" | "UpdateItem" | "DeleteItem" | "Query" | "Scan" | "ConditionCheckItem";

type IndexOf<K extends TableKey> = (typeof tables)[K] extends { globalIndexes: infer Indexes } ? keyof Indexes & string : never;

type TableAccess = { [K in TableKey]?: { items?: readonly ItemAction[]; queries?: ReadonlyArray<IndexOf<K>> } };

export interface FunctionAccess {
  tables: TableAccess;
  /** Sends relay messages (the relay consumer's own receive and delete come with its event source). */
  publishesRelay?: true;
  /** Receives and deletes the dead letters of records sent again (core/relay/dead-letters.ts). */
  dropsDeadLetters?: true;
}

/** Each function's tables, read from what its code calls (packages/core repositories). */
export const functionAccess = {
  api: {
    tables: {
      // The console lists the audience newest first across the relay-status index, and erases on request.
      // UpdateItem: "email me when this ships" tags an existing signup; confirm and unsubscribe set dates.
      // Scan: a ship notice finds the suggestion's watchers (core/newsletter/repository.ts says the cost).
      newsletterSignups: { items: ["PutItem", "GetItem", "DeleteItem", "UpdateItem", "Scan"], queries: [relayStatusIndex] },
      // GetItem, UpdateItem: "Send again" claims a failed record (core/relay/failed-deliveries.ts).
      contactMessages: { items: ["PutItem", "DeleteItem", "GetItem", "UpdateItem"], queries: [relayStatusIndex] },
      // The rate limiter counts in the current window and reads the previous one; an erasure finds
      // and deletes the counters naming the person (functions/src/erasure/erase-person.ts).
      rateLimits: { items: ["UpdateItem", "GetItem", "Scan", "DeleteItem"] },
      // A vote or comment is a transaction: Put of the vote or comment, Update of the counter.
      // The operator's board: delete a suggestion with its votes and comments, move them in a merge,
      // hide or approve comments (core/voting/moderation.ts, merge.ts).
      // byAuthor: the suggestions an account made, for "Your suggestions and votes". ConditionCheckItem:
      // a comment is posted only while its suggestion is visible (core/voting/repository.ts).
      suggestions: {
        items: ["GetItem", "BatchGetItem", "PutItem", "UpdateItem", "DeleteItem", "ConditionCheckItem"],
        queries: ["byVotes", "byNew", "byTrending", authorSuggestionsIndex],
      },
      // BatchGetItem: which of a page's suggestions the visitor voted on. byVoter: an account's votes,
      // and a device's carried over at sign-in; ConditionCheckItem: a carried vote is dropped only
      // while the account's own vote on that suggestion stands (and a vote checks a row not yet spread).
      suggestionVotes: {
        items: ["PutItem", "GetItem", "DeleteItem", "Query", "BatchGetItem", "ConditionCheckItem"],
        queries: [voterVotesIndex],
      },
      suggestionComments: { items: ["PutItem", "UpdateItem", "DeleteItem", "Query"], queries: ["byModeration"] },
      // UpdateItem: a changed password. DeleteItem: an erasure, and a changed address (a transaction
      // of a Put and a Delete, each checked as its own action).
      users: { items: ["GetItem", "PutItem", "UpdateItem", "DeleteItem"] },
      // BatchGetItem: the sessions list's records; DeleteItem: an erasure, a changed address.
      refreshTokens: { items: ["GetItem", "PutItem", "UpdateItem", "DeleteItem", "BatchGetItem"], queries: ["byFamily", "byUser"] },
      // The console's AI jobs newest first, its failed deliveries, and "Send again" for them; an
      // account's jobs still running, for "Your results" on another device.
      // Scan, DeleteItem: an erasure finds the founder profiles about an address (jobs live 30 days).
      analysisJobs: {
        items: ["PutItem", "GetItem", "UpdateItem", "Scan", "DeleteItem"],
        queries: [relayStatusIndex, recentJobsIndex, userJobsIndex],
      },
      results: { items: ["GetItem", "DeleteItem"], queries: ["byOwner"] },
      // Access codes: made (PutItem), listed (byCreated, and BatchGetItem for the setting's counter
      // rows), read at each gated request (GetItem), entered, counted and revoked (UpdateItem).
      accessCodes: { items: ["PutItem", "GetItem", "BatchGetItem", "UpdateItem"], queries: [accessCodesIndex] },
      // "Request an access code": stored (PutItem), listed (byCreated), an address's approvals found
      // (byEmail), answered (UpdateItem), erased on request (DeleteItem); GetItem, UpdateItem also for
      // "Send again" of a failed relay.
      accessRequests: {
        items: ["PutItem", "GetItem", "UpdateItem", "DeleteItem"],
        queries: [relayStatusIndex, accessRequestIndexes.all, accessRequestIndexes.byEmail],
      },
      // UpdateItem: an erasure rewrites entries that named the address to its keyed hash.
      auditLog: { items: ["PutItem", "Query", "UpdateItem"] },
      // Teams: a team's partition read whole (Query), changed in transactions (Put, Update, Delete,
      // ConditionCheck); a person's teams (byPerson, then BatchGetItem), the console's list (byCreated);
      // GetItem: the access gate's check that a team's member still stands. BatchWriteItem: a backlog
      // item removed with its votes and comments, and an erasure's backlog part (core/teams/backlog-deletes.ts).
      teams: {
        items: ["GetItem", "BatchGetItem", "BatchWriteItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "ConditionCheckItem"],
        queries: [teamIndexes.byPerson, teamIndexes.all],
      },
      // "Send a test email" stores a mail; the console lists failed ones and sends them again.
      // Scan, DeleteItem: an erasure removes every mail to the address.
      mailOutbox: { items: ["PutItem", "GetItem", "UpdateItem", "Scan", "DeleteItem"], queries: [relayStatusIndex] },
      // Mailed links: issued, read by their page, spent once; retired by a newer one or an erasure.
      oneTimeLinks: { items: ["PutItem", "GetItem", "UpdateItem", "DeleteItem"], queries: ["bySubject"] },
      // Passkeys: registered, read at sign-in (counter and last use updated), listed and removed by their owner.
      passkeys: { items: ["PutItem", "GetItem", "UpdateItem", "DeleteItem"], queries: ["byUser"] },
      // "Watch this page": an account's watches (Query on the table's own key), kept, paused, removed,
      // moved to a changed address and erased; Scan: the console's list (at most ten per account).
      watches: { items: ["GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan"] },
      // The board's events for BOARD_WEBHOOK_URL, stored then relayed; the console's failed ones and "Send again".
      boardEvents: { items: ["PutItem", "GetItem", "UpdateItem"], queries: [relayStatusIndex] },
      // The board's categories: read whole (Scan), kept by the operator; ConditionCheckItem: a new or
      // recategorised suggestion is written only while its category exists (one transaction).
      boardCategories: { items: ["Scan", "PutItem", "UpdateItem", "DeleteItem", "ConditionCheckItem"] },
      // "Did this work for you?": GetItem reads the visitor's answer, a transaction Puts it and
      // Updates the prompt's counter; the console reads the counters (BatchGetItem) and the notes (byNote).
      promptFeedback: { items: ["GetItem", "PutItem", "UpdateItem", "BatchGetItem"], queries: [promptNotesIndex] },
      // First-party analytics: the day's salt (Put if absent, Get, Delete of the day before's), first
      // sightings (conditional Put), counters (UpdateItem ADD), the console's read (Query per shard).
      analytics: { items: ["GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query"] },
    },
    publishesRelay: true,
  },
  callback: {
    tables: {
      analysisJobs: { items: ["GetItem", "UpdateItem"] },
      // A result is kept before its job completes, and taken back if another completion won.
      results: { items: ["PutItem", "DeleteItem"] },
      connections: { items: ["DeleteItem"], queries: ["bySession"] },
      // A finished roast: its start's mark taken (DeleteItem), the day's counter moved (UpdateItem).
      analytics: { items: ["DeleteItem", "UpdateItem"] },
    },
  },
  relay: {
    tables: {
      newsletterSignups: { items: ["GetItem", "UpdateItem"] },
      contactMessages: { items: ["GetItem", "UpdateItem"] },
      accessRequests: { items: ["GetItem", "UpdateItem"] },
      analysisJobs: { items: ["GetItem", "UpdateItem"] },
      // "Roast again" reads the earlier result; completion keeps the new one as the callback does.
      results: { items: ["GetItem", "PutItem", "DeleteItem"] },
      connections: { items: ["DeleteItem"], queries: ["bySession"] },
      // The daily model quota.
      rateLimits: { items: ["UpdateItem", "GetItem"] },
      // PutItem: a watched page that got worse mails its owner (functions/src/watches/after-check.ts).
      mailOutbox: { items: ["GetItem", "UpdateItem", "PutItem"] },
      // A watch's check is recorded on it (conditional on being its current check).
      watches: { items: ["GetItem", "UpdateItem"] },
      boardEvents: { items: ["GetItem", "UpdateItem"] },
      // A finished roast, as in the callback.
      analytics: { items: ["DeleteItem", "UpdateItem"] },
    },
    // The mail a watch's check queues is handed to the relay queue like any other.
    publishesRelay: true,
  },
  ws: {
    // $connect counts a session's watchers before adding one; $disconnect removes it.
    tables: { connections: { items: ["PutItem", "DeleteItem"], queries: ["bySession"] } },
  },
  sweeper: {
    // GetItem: whether a dead letter's record is still failed.
    tables: {
      newsletterSignups: { items: ["GetItem"], queries: [relayStatusIndex] },
      contactMessages: { items: ["GetItem"], queries: [relayStatusIndex] },
      accessRequests: { items: ["GetItem"], queries: [relayStatusIndex] },
      // PutItem: a watched page's weekly check is stored as a job, then relayed.
      analysisJobs: { items: ["GetItem", "PutItem"], queries: [relayStatusIndex] },
      mailOutbox: { items: ["GetItem"], queries: [relayStatusIndex] },
      // The due watches, soonest first; UpdateItem claims one check.
      watches: { items: ["UpdateItem"], queries: [dueWatchesIndex] },
      boardEvents: { items: ["GetItem"], queries: [relayStatusIndex] },
    },
    publishesRelay: true,
    dropsDeadLetters: true,
  },
  digest: {
    // The weekly digest (functions/src/digest): each admin's account read (GetItem) and its week
    // claimed (UpdateItem); the week's counters (Query per shard); the board's new suggestions
    // (byNew, then BatchGetItem); the mail stored in the outbox, then relayed. The weekly team digest
    // (functions/src/digest/team-digest.ts): every team (byCreated), each team's partition read (Query),
    // each member's account read (GetItem) and the team's week claimed on it (UpdateItem).
    tables: {
      users: { items: ["GetItem", "UpdateItem"] },
      teams: { items: ["Query"], queries: [teamIndexes.all] },
      analytics: { items: ["Query"] },
      suggestions: { items: ["BatchGetItem"], queries: ["byNew"] },
      mailOutbox: { items: ["PutItem"] },
    },
    publishesRelay: true,
  },
  mailFeedback: {
    // Marks the signup of an address SES reported bounced or complaining, if there is one (stacks/mail.ts).
    tables: { newsletterSignups: { items: ["UpdateItem"] } },
  },
  upgrade: {
    // The deploy's data upgrade (stacks/upgrade.ts): scans for rows on the old layout and moves
    // each (core/voting/backfill.ts, core/jobs/repository.ts): a suggestion's count onto its first
    // shard, its vote rows to their voter parts (a Delete and a Put per row), a job to its listing.
    tables: {
      suggestions: { items: ["Scan", "UpdateItem"] },
      suggestionVotes: { items: ["Query", "PutItem", "DeleteItem"] },
      analysisJobs: { items: ["Scan", "UpdateItem"] },
      // The ledger: what is done, and where an unfinished migration goes on from (core/migrations).
      stageMigrations: { items: ["GetItem", "PutItem"] },
    },
  },
} satisfies Record<string, FunctionAccess>;

export type FunctionName = keyof typeof functionAccess;

/** The IAM statements of one function: its item actions per table, its index queries, its sends. */
export function accessStatements(storage: StorageOutputs, fn: FunctionName): PolicyStatement[] {
  const access: FunctionAccess = functionAccess[fn];
  const statements = (
    Object.entries(access.tables) as Array<[TableKey, { items?: readonly ItemAction[]; queries?: readonly string[] }]>
  ).flatMap(([key, { items = [], queries = [] }]) => {
    const tableArn = storage.tables[key].tableArn;
    return [
      ...(items.length ? [new PolicyStatement({ actions: items.map((action) => `dynamodb:${action}`), resources: [tableArn] })] : []),
      ...(queries.length
        ? [new PolicyStatement({ actions: ["dynamodb:Query"], resources: queries.map((index) => `${tableArn}/index/${index}`) })]
        : []),
    ];
  });
  if (access.publishesRelay) statements.push(new PolicyStatement({ actions: ["sqs:SendMessage"], resources: [storage.relay.queueArn] }));
  if (access.dropsDeadLetters) {
    statements.push(
      new PolicyStatement({ actions: ["sqs:ReceiveMessage", "sqs:DeleteMessage"], resources: [storage.deadLetterQueue.queueArn] }),
    );
  }
  return statements;
}

/**
 * The screenshots bucket (stacks/capture.ts): the capture function writes a capture's shots, and
 * keeps each capture's outcome beside them, and reads the desktop one back to draw the share card
 * and the brief; the relay reads the outcome it waits for and the above-the-fold shots for a model
 * that accepts images (core/roast/built-in.ts); the API reads an outcome that arrived after the
 * report (core/roast/arrived-capture.ts), serves the shots and deletes them with their result, and
 * in an erasure (api/admin/audience.ts).
 */
export const screenshotAccess = {
  capture: ["s3:PutObject", "s3:GetObject"],
  relay: ["s3:GetObject"],
  // DeleteObjects is authorised as s3:DeleteObject on each key (Amazon S3 API Reference,
  // DeleteObjects: https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObjects.html).
  api: ["s3:GetObject", "s3:DeleteObject"],
} as const;

export function screenshotStatements(bucket: IBucket, fn: keyof typeof screenshotAccess): PolicyStatement[] {
  const actions: readonly string[] = screenshotAccess[fn];
  const objects = new PolicyStatement({ actions: [...actions], resources: [bucket.arnForObjects(`${pageCapture.keyPrefix}*`)] });
  if (!actions.includes("s3:DeleteObject")) return [objects];
  // A delete lists the capture's keys first, under captures/ only.
  const listing = new PolicyStatement({
    actions: ["s3:ListBucket"],
    resources: [bucket.bucketArn],
    conditions: { StringLike: { "s3:prefix": `${pageCapture.keyPrefix}*` } },
  });
  return [objects, listing];
}

/** The relay puts a roasted page in the capture queue, and nothing else there. */
export function captureQueueStatement(queue: Queue): PolicyStatement {
  return new PolicyStatement({ actions: ["sqs:SendMessage"], resources: [queue.queueArn] });
}

/** The relay asks the capture function for a report's share card; the API for a brief or a card not made yet. */
export function invokeCaptureStatement(capture: IFunction): PolicyStatement {
  return new PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [capture.functionArn] });
}
