// The team's backlog as CSV for its owner and admins: every item (the not-now ones last), with its
// words, score, priority, rank, votes, status and reason, through the console's CSV writer (which
// turns a cell that starts like a formula into text).
import type { CsvColumn } from "../audience/csv.ts";
import { backlogFrequencyNames, backlogStatusNames, backlogWrongCostNames } from "../messages/team-backlog.ts";
import type { TeamState } from "./records.ts";
import type { BacklogItemRecord } from "./backlog-records.ts";
import { shownPriority } from "./backlog-rank.ts";
import { authorName, rankedItems } from "./backlog-present.ts";

export type ExportedItem = BacklogItemRecord & { rank: number | null; author: string };

const yesNo = (flag: boolean) => (flag ? "yes" : "no");
const number = (value: number | undefined | null) => (value === undefined || value === null ? undefined : String(value));

export const backlogExportColumns: Array<CsvColumn<ExportedItem>> = [
  { header: "rank", value: (row) => number(row.rank) },
  { header: "title", value: (row) => row.title },
  { header: "status", value: (row) => backlogStatusNames[row.status] },
  { header: "not_now_reason", value: (row) => row.not_now_reason },
  { header: "priority", value: (row) => number(shownPriority(row.score)) },
  { header: "value", value: (row) => number(row.score?.value) },
  { header: "data_readiness", value: (row) => number(row.score?.readiness) },
  { header: "risk", value: (row) => number(row.score?.risk) },
  { header: "effort", value: (row) => number(row.score?.effort) },
  { header: "votes", value: (row) => String(row.vote_count) },
  { header: "comments", value: (row) => String(row.comment_count) },
  { header: "task_today", value: (row) => row.task },
  { header: "how_often", value: (row) => backlogFrequencyNames[row.frequency] },
  { header: "hours_each_time", value: (row) => String(row.hours) },
  { header: "data_used", value: (row) => row.data },
  { header: "personal_data", value: (row) => yesNo(row.personal_data) },
  { header: "confidential_data", value: (row) => yesNo(row.confidential_data) },
  { header: "cost_of_wrong_answer", value: (row) => backlogWrongCostNames[row.wrong_cost] },
  { header: "why_that_cost", value: (row) => row.wrong_cost_why },
  { header: "links", value: (row) => row.links.map((link) => link.path).join(" ") },
  { header: "author", value: (row) => row.author },
  { header: "created_at", value: (row) => row.created_at },
  { header: "updated_at", value: (row) => row.updated_at },
];

/** The rows of the export, in the board's order. */
export function exportedItems(state: TeamState, items: readonly BacklogItemRecord[]): ExportedItem[] {
  const { board, notNow } = rankedItems(items);
  return [
    ...board.map((item, index) => ({ ...item, rank: index + 1, author: authorName(state, item.author_id) })),
    ...notNow.map((item) => ({ ...item, rank: null, author: authorName(state, item.author_id) })),
  ];
}

/** One file in one answer: a board's items fit many times over. */
export const backlogExportLimits = { rows: 10_000, bytes: 5 * 1024 * 1024 };
