// Every DynamoDB table, once: the SST storage stack and the local stack both build from these.

export type AttributeType = "string" | "number";

export interface KeySchema {
  partitionKey: string;
  sortKey?: string;
}

/** What an index copies besides its keys: everything (the default), nothing, or the named attributes. */
export type IndexProjection = "keys_only" | string[];

export interface IndexDefinition extends KeySchema {
  projection?: IndexProjection;
}

export interface TableDefinition {
  /** Base name; the cloud prefixes it per stage, the local stack and tests may prefix it too. */
  name: string;
  /** Environment variable through which handlers learn the deployed table name. */
  envVar: string;
  /** Only the attributes used in a key or index. */
  attributes: Record<string, AttributeType>;
  primaryIndex: KeySchema;
  globalIndexes?: Record<string, IndexDefinition>;
  timeToLiveAttribute?: string;
}

/** Relayed records carry their delivery state, so pending work can be found and resent. */
export const relayStatusIndex = "byRelayStatus";

/** Analysis jobs newest first, for the console (issue 18). */
export const recentJobsIndex = "byCreatedAt";

/** A signed-in account's jobs newest first: "Your results" picks up one still running on another device. */
export const userJobsIndex = "byUser";

/** Active watches by when each is checked next (core/watches/repository.ts). */
export const dueWatchesIndex = "byDue";

/** A voter's vote rows, newest first: "Your suggestions and votes", and a device's votes carried to an account at sign-in. */
export const voterVotesIndex = "byVoter";

/** The suggestions a signed-in account made, newest first (only those have an author). */
export const authorSuggestionsIndex = "byAuthor";

/** "What's new": every entry newest first for the console; the published ones only for visitors. */
export const changelogIndexes = { all: "byCreated", published: "byPublished" } as const;

/** The console's access codes, newest first (core/access-codes/repository.ts). */
export const accessCodesIndex = "byCreated";

/** A prompt's answers that carry a note, newest first: the console's latest notes (core/feedback/repository.ts). */
export const promptNotesIndex = "byNote";

/** Teams (core/teams/repository.ts): a person's memberships and invitations, and every team newest first for the console. */
export const teamIndexes = { byPerson: "byPerson", all: "byCreated" } as const;

/** Access requests newest first for the console, and an address's earlier requests (core/access-requests/repository.ts). */
export const accessRequestIndexes = { all: "byCreated", byEmail: "byEmail" } as const;

/** What the console's jobs list shows and filters on; not the result itself, which can be large. */
const jobSummaryAttributes: string[] = [
  "kind",
  "status",
  "input",
  "completed_at",
  "source",
  "model_usage",
  "error",
  "relay_status",
  "relay_error",
  "result_id",
];

export const tables = {
  newsletterSignups: {
    name: "newsletter_signups",
    envVar: "NEWSLETTER_SIGNUPS_TABLE",
    attributes: { email: "string", relay_status: "string", created_at: "string" },
    primaryIndex: { partitionKey: "email" },
    globalIndexes: { [relayStatusIndex]: { partitionKey: "relay_status", sortKey: "created_at" } },
    // Set on an unconfirmed signup, removed on confirmation: unconfirmed signups go after 30 days.
    timeToLiveAttribute: "expires_at",
  },
  contactMessages: {
    name: "contact_messages",
    envVar: "CONTACT_MESSAGES_TABLE",
    attributes: { id: "string", relay_status: "string", created_at: "string" },
    primaryIndex: { partitionKey: "id" },
    globalIndexes: { [relayStatusIndex]: { partitionKey: "relay_status", sortKey: "created_at" } },
  },
  // The board's events for BOARD_WEBHOOK_URL (suggestion.created…), kept until relayed and a while after.
  boardEvents: {
    name: "board_events",
    envVar: "BOARD_EVENTS_TABLE",
    attributes: { id: "string", relay_status: "string", created_at: "string" },
    primaryIndex: { partitionKey: "id" },
    globalIndexes: { [relayStatusIndex]: { partitionKey: "relay_status", sortKey: "created_at" } },
    timeToLiveAttribute: "expires_at",
  },
  // Every email the site sends, kept until the relay has sent it (or given up) and for a while after.
  mailOutbox: {
    name: "mail_outbox",
    envVar: "MAIL_OUTBOX_TABLE",
    attributes: { id: "string", relay_status: "string", created_at: "string" },
    primaryIndex: { partitionKey: "id" },
    globalIndexes: { [relayStatusIndex]: { partitionKey: "relay_status", sortKey: "created_at" } },
    timeToLiveAttribute: "expires_at",
  },
  rateLimits: {
    name: "rate_limits",
    envVar: "RATE_LIMITS_TABLE",
    attributes: { bucket: "string" },
    primaryIndex: { partitionKey: "bucket" },
    timeToLiveAttribute: "expires_at",
  },
  suggestions: {
    name: "suggestions",
    envVar: "SUGGESTIONS_TABLE",
    attributes: {
      id: "string",
      board: "string",
      vote_count: "number",
      created_at: "string",
      trend_listing: "string",
      trend_score: "number",
      author_id: "string",
    },
    primaryIndex: { partitionKey: "id" },
    // Community suggestions by votes, descending; predefined tools sit in a listing of their own, and
    // hidden and pending suggestions too (listing "hidden", "pending"), so no visitor query sees them.
    // byNew: newest first; byTrending: votes weighted by age (core/voting/trending.ts). Each listing
    // is spread over a few partitions ("community#0".."community#3", core/voting/records.ts), read in
    // parallel and merged; the indexes hold keys only, the page reads its items by id.
    globalIndexes: {
      byVotes: { partitionKey: "board", sortKey: "vote_count", projection: "keys_only" },
      byNew: { partitionKey: "board", sortKey: "created_at", projection: "keys_only" },
      byTrending: { partitionKey: "trend_listing", sortKey: "trend_score", projection: "keys_only" },
      // Sparse: a suggestion made while signed in has its account's id as `author_id`.
      [authorSuggestionsIndex]: { partitionKey: "author_id", sortKey: "created_at", projection: "keys_only" },
    },
  },
  suggestionVotes: {
    name: "suggestion_votes",
    envVar: "SUGGESTION_VOTES_TABLE",
    attributes: { suggestion_id: "string", voter_id: "string", created_at: "string" },
    primaryIndex: { partitionKey: "suggestion_id", sortKey: "voter_id" },
    // A voter's rows, newest first: its keys are all a row holds besides `merged_from`.
    globalIndexes: { [voterVotesIndex]: { partitionKey: "voter_id", sortKey: "created_at", projection: "keys_only" } },
  },
  suggestionComments: {
    name: "suggestion_comments",
    envVar: "SUGGESTION_COMMENTS_TABLE",
    attributes: { suggestion_id: "string", sort_key: "string", moderation: "string" },
    primaryIndex: { partitionKey: "suggestion_id", sortKey: "sort_key" },
    // The operator's queue: every comment by moderation state (visible, hidden, pending), newest first.
    globalIndexes: { byModeration: { partitionKey: "moderation", sortKey: "sort_key" } },
  },
  users: {
    name: "users",
    envVar: "USERS_TABLE",
    attributes: { email: "string" },
    primaryIndex: { partitionKey: "email" },
  },
  results: {
    name: "results",
    envVar: "RESULTS_TABLE",
    attributes: { result_id: "string", owner: "string", created_at: "string" },
    primaryIndex: { partitionKey: "result_id" },
    // A signed-in user's results, newest first; anonymous results have no owner and no entry here.
    globalIndexes: { byOwner: { partitionKey: "owner", sortKey: "created_at" } },
    timeToLiveAttribute: "expires_at",
  },
  refreshTokens: {
    name: "refresh_tokens",
    envVar: "REFRESH_TOKENS_TABLE",
    attributes: { token_hash: "string", family_id: "string", user_email: "string" },
    primaryIndex: { partitionKey: "token_hash" },
    // byUser: a person's sessions, to list them and to end them all (a new password, a new role, an erasure).
    globalIndexes: {
      byFamily: { partitionKey: "family_id" },
      byUser: { partitionKey: "user_email", projection: ["family_id", "status", "created_at"] },
    },
    timeToLiveAttribute: "expires_at",
  },
  analysisJobs: {
    name: "analysis_jobs",
    envVar: "ANALYSIS_JOBS_TABLE",
    attributes: { session_id: "string", relay_status: "string", created_at: "string", listing: "string", user_id: "string" },
    primaryIndex: { partitionKey: "session_id" },
    // byCreatedAt: every job newest first, for the console, spread over a few listings ("jobs#0".."jobs#3",
    // core/jobs/recent.ts); the TTL bounds it. byUser: a signed-in account's own (an anonymous job is not in it).
    globalIndexes: {
      [relayStatusIndex]: { partitionKey: "relay_status", sortKey: "created_at" },
      [recentJobsIndex]: { partitionKey: "listing", sortKey: "created_at", projection: jobSummaryAttributes },
      [userJobsIndex]: { partitionKey: "user_id", sortKey: "created_at", projection: ["kind", "status", "input"] },
    },
    timeToLiveAttribute: "expires_at",
  },
  connections: {
    name: "ws_connections",
    envVar: "CONNECTIONS_TABLE",
    attributes: { connection_id: "string", session_id: "string" },
    primaryIndex: { partitionKey: "connection_id" },
    globalIndexes: { bySession: { partitionKey: "session_id" } },
    timeToLiveAttribute: "expires_at",
  },
  // The links the site mails (confirm an address, reset a password…): only a hash of each token,
  // spent once; the TTL clears them, and bySubject finds a person's for an erasure.
  oneTimeLinks: {
    name: "one_time_links",
    envVar: "ONE_TIME_LINKS_TABLE",
    attributes: { token_hash: "string", subject: "string" },
    primaryIndex: { partitionKey: "token_hash" },
    globalIndexes: { bySubject: { partitionKey: "subject", projection: "keys_only" } },
    timeToLiveAttribute: "expires_at",
  },
  // Passkeys (WebAuthn credentials): byUser lists a person's, to manage them, to exclude them from
  // a new registration, and to remove them all (a promotion to admin, an erasure).
  passkeys: {
    name: "passkeys",
    envVar: "PASSKEYS_TABLE",
    attributes: { credential_id: "string", user_email: "string" },
    primaryIndex: { partitionKey: "credential_id" },
    globalIndexes: { byUser: { partitionKey: "user_email" } },
  },
  // "Watch this page": one row per account and page. byDue holds the active ones only (a paused
  // watch has no `due`), by when each is checked next, for the sweep that starts the checks.
  watches: {
    name: "watches",
    envVar: "WATCHES_TABLE",
    attributes: { user_id: "string", watch_id: "string", due: "string", next_check_at: "string" },
    primaryIndex: { partitionKey: "user_id", sortKey: "watch_id" },
    globalIndexes: { [dueWatchesIndex]: { partitionKey: "due", sortKey: "next_check_at" } },
  },
  // "What's new": the operator's entries. Every entry sits in byCreated; byPublished holds only the
  // published ones (a draft has no `feed`), newest first, for visitors and the feed.
  changelog: {
    name: "changelog",
    envVar: "CHANGELOG_TABLE",
    attributes: { id: "string", list: "string", created_at: "string", feed: "string", published_at: "string" },
    primaryIndex: { partitionKey: "id" },
    globalIndexes: {
      [changelogIndexes.all]: { partitionKey: "list", sortKey: "created_at" },
      [changelogIndexes.published]: { partitionKey: "feed", sortKey: "published_at" },
    },
  },
  // The board's categories (core/voting/board-categories.ts): at most 20, read whole, ordered by `position`.
  boardCategories: {
    name: "board_categories",
    envVar: "BOARD_CATEGORIES_TABLE",
    attributes: { id: "string" },
    primaryIndex: { partitionKey: "id" },
  },
  // "Did this work for you?": one row per prompt and visitor (a second answer replaces the first)
  // and one counter row per prompt, moved in the same transaction. byNote holds only answers with
  // a note (`noted_prompt` is set on those), newest first.
  promptFeedback: {
    name: "prompt_feedback",
    envVar: "PROMPT_FEEDBACK_TABLE",
    attributes: { prompt_id: "string", entry: "string", noted_prompt: "string", answered_at: "string" },
    primaryIndex: { partitionKey: "prompt_id", sortKey: "entry" },
    globalIndexes: { [promptNotesIndex]: { partitionKey: "noted_prompt", sortKey: "answered_at", projection: ["answer", "note"] } },
  },
  // Access codes made in the console: keyed by the code's keyed hash (never the code), with their
  // limits and counters; byCreated lists them. The ACCESS_CODES setting's codes have counter rows
  // ("settings-1", "settings-2") outside the index.
  accessCodes: {
    name: "access_codes",
    envVar: "ACCESS_CODES_TABLE",
    attributes: { id: "string", list: "string", created_at: "string" },
    primaryIndex: { partitionKey: "id" },
    globalIndexes: { [accessCodesIndex]: { partitionKey: "list", sortKey: "created_at" } },
  },
  // "Request an access code" (issue 30): stored, relayed like a contact message, answered in the
  // console (approved with a personal code, declined) or by a reminder when the address has access.
  accessRequests: {
    name: "access_requests",
    envVar: "ACCESS_REQUESTS_TABLE",
    attributes: { id: "string", list: "string", email_key: "string", relay_status: "string", created_at: "string" },
    primaryIndex: { partitionKey: "id" },
    globalIndexes: {
      [relayStatusIndex]: { partitionKey: "relay_status", sortKey: "created_at" },
      [accessRequestIndexes.all]: { partitionKey: "list", sortKey: "created_at" },
      [accessRequestIndexes.byEmail]: { partitionKey: "email_key", sortKey: "created_at", projection: ["status", "code_id", "acted_at"] },
    },
  },
  // First-party analytics (core/analytics/repository.ts): daily counters spread over a few shard
  // partitions ("counts#0".."counts#7", sk "<day>#<item>"), the day's salt, and each visitor hash's
  // first sightings of the day. No address or user agent is stored; salt and sightings end with the day.
  analytics: {
    name: "analytics",
    envVar: "ANALYTICS_TABLE",
    attributes: { pk: "string", sk: "string" },
    primaryIndex: { partitionKey: "pk", sortKey: "sk" },
    timeToLiveAttribute: "expires_at",
  },
  // Teams (issue 48), one partition per team: its record ("team"), one per member ("member#<userId>")
  // and one per open invitation ("invitation#<id>"). byPerson: an account's memberships ("user#<id>")
  // and an address's invitations ("email#<address>"), so "my teams" is one query; byCreated holds
  // only team records (`list` is set on those), newest first, for the console.
  teams: {
    name: "teams",
    envVar: "TEAMS_TABLE",
    attributes: { team_id: "string", entry: "string", person: "string", list: "string", created_at: "string" },
    primaryIndex: { partitionKey: "team_id", sortKey: "entry" },
    globalIndexes: {
      [teamIndexes.byPerson]: { partitionKey: "person", sortKey: "team_id", projection: ["role"] },
      [teamIndexes.all]: { partitionKey: "list", sortKey: "created_at" },
    },
  },
  auditLog: {
    name: "audit_log",
    envVar: "AUDIT_LOG_TABLE",
    // One partition read newest first: admin actions are few, and the console lists them in order.
    attributes: { log: "string", entry: "string" },
    primaryIndex: { partitionKey: "log", sortKey: "entry" },
  },
  stageMigrations: {
    name: "stage_migrations",
    envVar: "STAGE_MIGRATIONS_TABLE",
    // One record a data migration (core/migrations): done, or the page it goes on from.
    attributes: { id: "string" },
    primaryIndex: { partitionKey: "id" },
  },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tables;

export type TableNames = Record<TableKey, string>;

/** Table names as deployed: `prefix + base name`. */
export function tableNames(prefix = ""): TableNames {
  return Object.fromEntries(Object.entries(tables).map(([key, table]) => [key, `${prefix}${table.name}`])) as TableNames;
}

/** Table names from the environment variables the cloud stacks set on each function. */
export function tableNamesFromEnv(env: Record<string, string | undefined>): TableNames {
  return Object.fromEntries(
    Object.entries(tables).map(([key, table]) => {
      const name = env[table.envVar];
      if (!name) throw new Error(`Missing environment variable ${table.envVar}`);
      return [key, name];
    }),
  ) as TableNames;
}
