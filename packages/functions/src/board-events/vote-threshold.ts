// `vote.threshold`: sent once when a suggestion reaches BOARD_VOTE_THRESHOLD votes. The count a
// vote answers with may trail the true one by the votes since the last fold (vote-counter.ts), so
// below the threshold the counters are summed exactly (one to 16 reads; a person votes once per
// suggestion). The claim is one conditional write, and this instance remembers what it has seen
// claimed, so votes past the threshold cost nothing.
import { suggestionTitle } from "@ai-leaders/core/voting";
import type { Services } from "../services/index.ts";
import type { EmitBoardEvent } from "./emit.ts";

export function createVoteThresholdWatch(voting: Services["voting"], emit: EmitBoardEvent, threshold: number) {
  const claimed = new Set<string>();
  return async function afterVote(suggestionId: string, answeredCount: number, now: Date): Promise<void> {
    if (threshold <= 0 || claimed.has(suggestionId)) return;
    const voteCount = answeredCount >= threshold ? answeredCount : await voting.countVotes(suggestionId);
    if (voteCount === null || voteCount < threshold) return;
    if (claimed.size >= 10_000) claimed.clear();
    claimed.add(suggestionId);
    if (!(await voting.claimVoteThreshold(suggestionId, threshold, now))) return;
    const suggestion = await voting.get(suggestionId);
    if (!suggestion) return;
    await emit(
      {
        type: "vote.threshold",
        data: { suggestion: { id: suggestion.id, title: suggestionTitle(suggestion) }, threshold, vote_count: voteCount },
      },
      now,
    );
  };
}
