// The console's board export: suggestions.csv (every state, the predefined tools too) and
// comments.csv, each one file. Logged to the audit log like the audience's exports.
import type { Context } from "hono";
import { csvPage, pageRowsHeader, type CsvColumn } from "@ai-leaders/core/audience";
import { adminBoardMessages } from "@ai-leaders/core/messages";
import {
  boardExportLimits,
  commentExportColumns,
  moderationStates,
  suggestionExportColumns,
  suggestionTitle,
  type ExportedSuggestion,
} from "@ai-leaders/core/voting";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import type { AdminEnv } from "./require-admin.ts";

export function createBoardExport({ services, now }: Pick<ApiDeps, "services" | "now">) {
  const { voting } = services;
  const { moderation } = voting;

  async function* suggestions(): AsyncIterable<ExportedSuggestion> {
    for (const state of moderationStates) {
      let cursor: string | null = null;
      do {
        const page = await moderation.listSuggestions(state, cursor);
        for (const suggestion of page.items) yield { ...suggestion, moderation: state };
        cursor = page.next_cursor;
      } while (cursor);
    }
    for (const suggestion of await voting.listPredefined()) yield { ...suggestion, moderation: "predefined" };
  }

  async function* comments() {
    const titles = new Map<string, string>();
    for (const state of moderationStates) {
      let cursor: string | null = null;
      do {
        const page = await moderation.listComments(state, cursor);
        for (const comment of page.items) {
          if (!titles.has(comment.suggestion_id)) {
            const suggestion = await voting.get(comment.suggestion_id);
            titles.set(comment.suggestion_id, suggestion ? suggestionTitle(suggestion) : "");
          }
          yield { ...comment, suggestion_title: titles.get(comment.suggestion_id)! };
        }
        cursor = page.next_cursor;
      } while (cursor);
    }
  }

  async function answer<Row>(
    c: Context<AdminEnv>,
    file: "suggestions" | "comments",
    rows: AsyncIterable<Row>,
    columns: Array<CsvColumn<Row>>,
  ) {
    await services.audit.record({ actor: c.get("admin").email, action: "board.export", target: file }, now());
    const page = await csvPage(rows, columns, true, boardExportLimits);
    if (page.lastBeforeMore) return errorResponse(c, 413, adminBoardMessages.exportTooLarge);
    return c.body(page.csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="board-${file}-${now().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
      [pageRowsHeader]: String(page.rows),
    });
  }

  return {
    suggestionsCsv: (c: Context<AdminEnv>) => answer(c, "suggestions", suggestions(), suggestionExportColumns),
    commentsCsv: (c: Context<AdminEnv>) => answer(c, "comments", comments(), commentExportColumns),
  };
}
