// For the board's component tests: the voting API as a stand-in that keeps its board in memory,
// answers the calls the Vote tab makes, and records each one with its query.
import { boardPageSize, predefinedTools, type BoardSort, type PredefinedToolId } from "@ai-leaders/core/voting/schema";
import { votingMessages } from "@ai-leaders/core/messages";
import type { CategoryView, CommentView, PredefinedCounts, SuggestionView } from "./api/voting-api.ts";
import { answerApi, json, queryOf } from "../../test/render.tsx";

export interface BoardCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface Options {
  categories?: CategoryView[];
  /** Held for a moderator: a new suggestion is not listed, its author is told so. */
  preModeration?: boolean;
  /** What a GET of the list answers instead of the board (a failure, a held answer). */
  listAnswer?: () => Response | Promise<Response>;
}

let made = 0;
/** A suggestion as the API shows it; `minutesAgo` sets its age (New and Trending order by it here). */
export function suggestion(title: string, fields: Partial<SuggestionView> & { minutesAgo?: number } = {}): SuggestionView {
  const { minutesAgo = 0, ...rest } = fields;
  return {
    id: `s-${++made}`,
    title,
    description: null,
    vote_count: 0,
    comment_count: 0,
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    category: null,
    status: "open",
    status_reply: null,
    status_updated_at: null,
    ...rest,
  };
}

/** Answers the Vote tab's API from `board`, which its calls change as the real API would. */
export function answerBoardApi(board: SuggestionView[], options: Options = {}) {
  const calls: BoardCall[] = [];
  const predefined = new Map<PredefinedToolId, PredefinedCounts>(
    predefinedTools.map(({ id }) => [
      id,
      { tool_id: id, suggestion_id: null, vote_count: 0, comment_count: 0, status: "open", status_reply: null, status_updated_at: null },
    ]),
  );
  const votedOn = new Set<string>();
  const comments = new Map<string, CommentView[]>();

  const ordered = (sort: BoardSort, category: string | undefined) => {
    const shown = board.filter((item) => !category || item.category?.id === category);
    if (sort === "top") return [...shown].sort((a, b) => b.vote_count - a.vote_count);
    return [...shown].sort((a, b) => b.created_at.localeCompare(a.created_at));
  };

  async function answer({ method, path, query, body }: BoardCall): Promise<Response> {
    const parts = path.split("/").slice(2); // ["suggestions", …] or ["predefined", …]
    if (method === "GET" && path === "/api/suggestions") {
      if (options.listAnswer) return options.listAnswer();
      const all = ordered((query.sort as BoardSort) ?? "top", query.category);
      const start = Number(query.cursor ?? 0);
      const next = start + boardPageSize < all.length ? String(start + boardPageSize) : null;
      return json({ predefined: [...predefined.values()], community: all.slice(start, start + boardPageSize), next_cursor: next });
    }
    if (path === "/api/suggestions/categories") return json({ categories: options.categories ?? [] });
    if (path === "/api/suggestions/voted") return json({ voted: (body as { ids: string[] }).ids.filter((id) => votedOn.has(id)) });
    if (path === "/api/suggestions/similar") {
      const words = query
        .q!.toLowerCase()
        .split(/\s+/)
        .map((word) => word.slice(0, 5));
      return json({ suggestions: board.filter((item) => words.some((word) => item.title.toLowerCase().includes(word))) });
    }
    if (path === "/api/suggestions/roadmap") {
      const column = (status: string) => board.filter((item) => item.status === status);
      return json({ planned: column("planned"), in_progress: column("in_progress"), done: column("done") });
    }
    if (method === "POST" && path === "/api/suggestions") {
      const { title, description, category_id } = body as { title: string; description: string | null; category_id?: string };
      const added = suggestion(title, {
        description,
        category: options.categories?.find((category) => category.id === category_id) ?? null,
      });
      if (options.preModeration)
        return json(
          {
            suggestion: added,
            pending: true,
            notice: { title: "Thanks!", description: "Your suggestion will appear once a moderator has approved it." },
          },
          201,
        );
      board.push(added);
      return json({ suggestion: added }, 201);
    }
    const id = parts[0] === "predefined" ? `tool:${parts[1]}` : parts[1]!;
    const action = parts[2];
    if (action === "votes") {
      if (votedOn.has(id))
        return json(
          { error: { title: votingMessages.alreadyVotedSuggestion.title, message: votingMessages.alreadyVotedSuggestion.description } },
          409,
        );
      votedOn.add(id);
      if (parts[0] === "predefined") {
        const counts = predefined.get(parts[1] as PredefinedToolId)!;
        predefined.set(counts.tool_id, { ...counts, vote_count: counts.vote_count + 1 });
        return json({ vote_count: counts.vote_count + 1 }, 201);
      }
      const item = board.find((candidate) => candidate.id === id)!;
      item.vote_count += 1;
      return json({ vote_count: item.vote_count }, 201);
    }
    if (action === "comments" && method === "GET") return json({ comments: comments.get(id) ?? [] });
    if (action === "comments") {
      const comment = {
        id: `c-${++made}`,
        comment_text: (body as { comment_text: string }).comment_text,
        created_at: new Date().toISOString(),
      };
      comments.set(id, [...(comments.get(id) ?? []), comment]);
      return json({ comment, comment_count: comments.get(id)!.length }, 201);
    }
    if (action === "notify-me") return json({ subscribed: true }, 201);
    return json({ error: { message: `The stand-in does not answer ${method} ${path}` } }, 500);
  }

  answerApi((apiCall, request) => {
    const call = { ...apiCall, query: queryOf(request) };
    calls.push(call);
    return answer(call);
  });
  return { calls, votedOn };
}
