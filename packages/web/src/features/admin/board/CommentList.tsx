import type { AdminResult } from "../api/admin-api.ts";
import { ListFooter } from "../components/ListFooter.tsx";
import { usePagedList, type Page } from "../use-paged-list.ts";
import type { OperatorComment } from "./api.ts";
import { CommentRow } from "./CommentRow.tsx";

interface CommentListProps {
  accessToken: string;
  fetchPage: (cursor?: string) => Promise<AdminResult<Page<OperatorComment>>>;
  /** Changes when the list must be read again from the top (another state, a change made). */
  queryKey: string;
  showSuggestion: boolean;
  empty: string;
  onChanged: (notice: string) => void;
}

/** Comments newest first, a page at a time, each with its actions. */
export function CommentList({ accessToken, fetchPage, queryKey, showSuggestion, empty, onChanged }: CommentListProps) {
  const paged = usePagedList(fetchPage, queryKey);
  return (
    <>
      <ul className="admin-rows">
        {paged.rows.map((comment) => (
          <CommentRow key={comment.id} accessToken={accessToken} comment={comment} showSuggestion={showSuggestion} onChanged={onChanged} />
        ))}
      </ul>
      <ListFooter list={paged} noun="comments" empty={empty} />
    </>
  );
}
