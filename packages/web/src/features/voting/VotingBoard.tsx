import { useCallback, useEffect, useState } from "react";
import { votingMessages } from "@ai-leaders/core/messages";
import { predefinedTools, type PredefinedToolId } from "@ai-leaders/core/voting/schema";
import { useToast } from "../../ui/toast.tsx";
import { castVote, listSuggestions, type PredefinedCounts, type SuggestionView, type VoteTarget } from "./api/voting-api.ts";
import { SuggestionForm } from "./components/SuggestionForm.tsx";
import { VoteItem } from "./components/VoteItem.tsx";
import { useAccessLost } from "../../lib/use-access-lost.ts";
import "./voting.css";

const byVotes = (a: SuggestionView, b: SuggestionView) => b.vote_count - a.vote_count;
const keyOf = (target: VoteTarget) => (target.kind === "tool" ? `tool:${target.toolId}` : target.id);

/** The Vote tab: "Vote for Next Tools" (spec §2, §4). */
export function VotingBoard() {
  const [predefined, setPredefined] = useState<PredefinedCounts[] | null>(null);
  const [community, setCommunity] = useState<SuggestionView[] | null>(null);
  // Once per item per page session (spec §4); the server refuses repeats across sessions too.
  const [voted, setVoted] = useState<Set<string>>(() => new Set());
  const [votingOn, setVotingOn] = useState<string | null>(null);
  const toast = useToast();
  const onAccessLost = useAccessLost();

  const load = useCallback(async () => {
    const result = await listSuggestions();
    if (result.ok) {
      setPredefined(result.value.predefined);
      setCommunity([...result.value.community].sort(byVotes));
      return;
    }
    if (result.status === 401) return onAccessLost();
    setPredefined((shown) => shown ?? []);
    setCommunity((shown) => shown ?? []);
    toast({ ...votingMessages.loadFailure, variant: "destructive" });
  }, [onAccessLost, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  async function vote(target: VoteTarget) {
    const key = keyOf(target);
    setVotingOn(key);
    const result = await castVote(target);
    setVotingOn(null);
    if (result.ok) {
      setVoted((keys) => new Set(keys).add(key));
      updateCounts(target, { vote_count: result.value.vote_count });
      toast(votingMessages.voteSuccess);
      return;
    }
    if (result.status === 401) return onAccessLost();
    if (result.status === 409) {
      setVoted((keys) => new Set(keys).add(key));
      const message = target.kind === "tool" ? votingMessages.alreadyVotedTool : votingMessages.alreadyVotedSuggestion;
      toast({ ...message, variant: "destructive" });
      return;
    }
    toast({ ...votingMessages.voteFailure, description: result.error?.message, variant: "destructive" });
  }

  function updateCounts(target: VoteTarget, counts: Partial<Pick<SuggestionView, "vote_count" | "comment_count">>) {
    if (target.kind === "tool") {
      setPredefined((tools) => tools?.map((tool) => (tool.tool_id === target.toolId ? { ...tool, ...counts } : tool)) ?? null);
    } else {
      setCommunity((items) => items?.map((item) => (item.id === target.id ? { ...item, ...counts } : item)).sort(byVotes) ?? null);
    }
  }

  const countsFor = (toolId: PredefinedToolId) => predefined?.find((tool) => tool.tool_id === toolId);

  return (
    <section aria-labelledby="vote-heading" className="voting-board">
      <h2 id="vote-heading" className="hub-section-title">
        Vote for Next Tools
      </h2>
      <p className="voting-intro">Tell us which workflow to build next: vote, comment, or suggest your own.</p>
      <SuggestionForm onAdded={() => void load()} onAccessLost={onAccessLost} />

      {community === null ? (
        <p className="voting-status" role="status">
          {votingMessages.loading}
        </p>
      ) : (
        <>
          <h3 className="voting-subtitle">Tools in the pipeline</h3>
          <ul className="vote-list" aria-label="Predefined tools">
            {predefinedTools.map((tool) => {
              const target: VoteTarget = { kind: "tool", toolId: tool.id };
              const counts = countsFor(tool.id);
              return (
                <VoteItem
                  key={tool.id}
                  target={target}
                  title={tool.title}
                  description={tool.description}
                  voteCount={counts?.vote_count ?? 0}
                  commentCount={counts?.comment_count ?? 0}
                  voted={voted.has(keyOf(target))}
                  voting={votingOn === keyOf(target)}
                  onVote={() => void vote(target)}
                  onCommentPosted={(comment_count) => updateCounts(target, { comment_count })}
                  onAccessLost={onAccessLost}
                />
              );
            })}
          </ul>

          <h3 className="voting-subtitle">Community Suggestions</h3>
          {community.length === 0 ? (
            <p className="voting-status">{votingMessages.empty}</p>
          ) : (
            <ul className="vote-list" aria-label="Community Suggestions">
              {community.map((suggestion) => {
                const target: VoteTarget = { kind: "suggestion", id: suggestion.id };
                return (
                  <VoteItem
                    key={suggestion.id}
                    target={target}
                    title={suggestion.title}
                    description={suggestion.description}
                    voteCount={suggestion.vote_count}
                    commentCount={suggestion.comment_count}
                    voted={voted.has(suggestion.id)}
                    voting={votingOn === suggestion.id}
                    onVote={() => void vote(target)}
                    onCommentPosted={(comment_count) => updateCounts(target, { comment_count })}
                    onAccessLost={onAccessLost}
                  />
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
