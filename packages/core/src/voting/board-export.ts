// The console's board export (issue 28): every suggestion with its state, status and counts, and
// every comment with its state. Votes are exported as counts: a vote row holds only an anonymous
// voter id, which means nothing outside the board.
import type { CsvColumn } from "../audience/csv.ts";
import type { ModerationState } from "./schema.ts";
import type { Suggestion } from "./records.ts";
import type { ModeratedComment } from "./moderation.ts";
import { suggestionTitle } from "./schema.ts";

export type ExportedSuggestion = Suggestion & { moderation: ModerationState | "predefined" };

export const suggestionExportColumns: Array<CsvColumn<ExportedSuggestion>> = [
  { header: "id", value: (row) => row.id },
  { header: "title", value: (row) => suggestionTitle(row) },
  { header: "description", value: (row) => row.description ?? undefined },
  { header: "state", value: (row) => row.moderation },
  { header: "status", value: (row) => row.status ?? "open" },
  { header: "status_reply", value: (row) => row.status_reply ?? undefined },
  { header: "status_updated_at", value: (row) => row.status_updated_at },
  { header: "votes", value: (row) => String(row.vote_count) },
  { header: "comments", value: (row) => String(row.comment_count) },
  { header: "created_at", value: (row) => row.created_at },
  { header: "merged_into", value: (row) => row.merged_into },
  { header: "category_id", value: (row) => row.category_id },
];

export const commentExportColumns: Array<CsvColumn<ModeratedComment & { suggestion_title: string }>> = [
  { header: "id", value: (row) => row.id },
  { header: "suggestion_id", value: (row) => row.suggestion_id },
  { header: "suggestion_title", value: (row) => row.suggestion_title },
  { header: "state", value: (row) => row.moderation },
  { header: "comment", value: (row) => row.comment_text },
  { header: "created_at", value: (row) => row.created_at },
];

/** One file, in one answer (API Gateway's 6 MB): a board of thousands of suggestions fits many times. */
export const boardExportLimits = { rows: 50_000, bytes: 5 * 1024 * 1024 };
