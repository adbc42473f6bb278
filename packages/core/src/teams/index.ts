// Teams (issue 48): a leader's team, its people and invitations, and its shared business context.
// The table code is imported on its own ("@ai-leaders/core/teams/repository").
export * from "./schema.ts";
export * from "./records.ts";
export { refuse, isRefusal, type TeamChange, type TeamRefusal, type TeamMessage } from "./change.ts";
export * from "./rules.ts";
export { mergeContext } from "./context.ts";
export { consoleTeam, teamDetail, teamSummary, invitationShown } from "./present.ts";
export { eraseFromTeams, type TeamErasure } from "./erasure.ts";
export { withCachedGrantCheck } from "./grant-check.ts";
// The team's AI-opportunity backlog (issue 48, Deliver 3); its table code is backlog-repository.ts.
export * from "./backlog-schema.ts";
export { priorityOf, shownPriority, ranked, byRank } from "./backlog-rank.ts";
export * from "./backlog-rules.ts";
export { teamBacklog, itemShown, commentShown, authorName } from "./backlog-present.ts";
export { backlogExportColumns, backlogExportLimits, exportedItems, type ExportedItem } from "./backlog-export.ts";
export { resolveBacklogLinks } from "./backlog-links.ts";
export type { BacklogItemRecord, BacklogCommentRecord, BacklogVoteRecord } from "./backlog-records.ts";
// Progress a leader can see (issue 48, Deliver 4).
export * from "./progress-schema.ts";
export { guideStepTitles, sharedResultShown, weekStart, weeklyTotals, memberProgress, teamProgress } from "./progress-present.ts";
export type { ActivityRecord } from "./progress-records.ts";
export { teamDigestContent, digestWeek, type TeamDigestContent, type DigestTotals } from "./progress-digest.ts";
