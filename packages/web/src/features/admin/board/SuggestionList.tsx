import type { ModerationState } from "@ai-leaders/core/voting/schema";
import { ListFooter } from "../components/ListFooter.tsx";
import { usePagedList } from "../use-paged-list.ts";
import { suggestionsRequest, type OperatorCategory } from "./api.ts";
import { SuggestionRow } from "./SuggestionRow.tsx";

const emptyIn: Record<ModerationState, string> = {
  visible: "No suggestions on the board yet.",
  pending: "No suggestions wait for approval.",
  hidden: "No hidden suggestions.",
};

/** The community suggestions in one state, newest first, a page at a time. */
export function SuggestionList({
  accessToken,
  state,
  categories,
  version,
  onChanged,
}: {
  accessToken: string;
  state: ModerationState;
  categories: OperatorCategory[];
  version: number;
  onChanged: (notice: string) => void;
}) {
  const paged = usePagedList((cursor) => suggestionsRequest(accessToken, state, cursor), `${state}\n${version}`);
  return (
    <>
      <ul className="admin-rows">
        {paged.rows.map((suggestion) => (
          <SuggestionRow
            key={suggestion.id}
            accessToken={accessToken}
            suggestion={suggestion}
            categories={categories}
            version={version}
            onChanged={onChanged}
          />
        ))}
      </ul>
      <ListFooter list={paged} noun="suggestions" empty={emptyIn[state]} />
    </>
  );
}
