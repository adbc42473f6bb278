import { useCallback, useEffect, useRef, useState } from "react";
import { boardMessages, votingMessages } from "@ai-leaders/core/messages";
import { predefinedTools, type BoardSort, type PredefinedToolId } from "@ai-leaders/core/voting/schema";
import { useToast } from "../../ui/toast.tsx";
import { failureToast } from "../../lib/api-client.ts";
import { castVote, listSuggestions, votedRequest, type PredefinedCounts, type SuggestionView, type VoteTarget } from "./api/voting-api.ts";
import { SuggestionForm } from "./components/SuggestionForm.tsx";
import { VoteItem } from "./components/VoteItem.tsx";
import { SortTabs, type BoardView } from "./components/SortTabs.tsx";
import { RoadmapView } from "./roadmap/RoadmapView.tsx";
import { roadmapText } from "./roadmap-text.ts";
import { useRoadmapLink } from "./roadmap/use-roadmap-link.ts";
import { useAccessLost } from "../../lib/use-access-lost.ts";
import { useVoterAccount } from "./use-voter-account.ts";
import { VoterAccountLine } from "./VoterAccountLine.tsx";
import { useCategories } from "./categories/use-categories.ts";
import { useCategoryLink } from "./categories/use-category-link.ts";
import { CategoryFilter } from "./categories/CategoryFilter.tsx";
import "./voting.css";

const byVotes = (a: SuggestionView, b: SuggestionView) => b.vote_count - a.vote_count;
const keyOf = (target: VoteTarget) => (target.kind === "tool" ? `tool:${target.toolId}` : target.id);

/** Appends a page, leaving out what an earlier page already showed (a vote can move one across pages). */
const appendPage = (shown: SuggestionView[], page: SuggestionView[]) => {
  const ids = new Set(shown.map((suggestion) => suggestion.id));
  return [...shown, ...page.filter((suggestion) => !ids.has(suggestion.id))];
};

/** The Vote tab: "Vote for Next Tools" (spec §2, §4), sorted by Top, New or Trending, 20 at a time, or as the roadmap. */
export function VotingBoard() {
  const [predefined, setPredefined] = useState<PredefinedCounts[] | null>(null);
  const [community, setCommunity] = useState<SuggestionView[] | null>(null);
  const [sort, setSort] = useState<BoardSort>("top");
  const [roadmapOpen, setRoadmapOpen] = useRoadmapLink();
  const categories = useCategories();
  const [category, setCategory] = useCategoryLink();
  // The address's setter changes with every address: kept aside, so a new address reloads no list by itself.
  const dropCategory = useRef(() => {});
  useEffect(() => {
    dropCategory.current = () => setCategory(null, { replace: true });
  }, [setCategory]);
  const communityHeading = useRef<HTMLDivElement>(null);
  const communityList = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  // The last page takes "Load more" away: focus goes to the first suggestion it brought, not to the page.
  const focusAfterLoad = useRef<number | null>(null);
  // Opened by its link, the roadmap is what the visitor came for: once shown, it is brought into view below the form and the tools.
  const roadmapRevealed = useRef(!roadmapOpen);
  const revealRoadmap = useCallback(() => {
    if (roadmapRevealed.current) return;
    roadmapRevealed.current = true;
    communityHeading.current?.scrollIntoView({ block: "start" });
  }, []);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Once per item (spec §4): what this visitor voted on, here or before (recallVotes).
  const [voted, setVoted] = useState<Set<string>>(() => new Set());
  const [votingOn, setVotingOn] = useState<string | null>(null);
  // Only the latest list request may fill the list: switching sorts quickly must not mix them.
  const latestRequest = useRef(0);
  const toast = useToast();
  const onAccessLost = useAccessLost();
  const account = useVoterAccount();

  /** Marks what this visitor voted on before (the server knows their voter cookie): a reload keeps it. */
  const recallVotes = useCallback(async (community: SuggestionView[], tools: PredefinedCounts[]) => {
    const toolKeys = new Map(tools.flatMap((tool) => (tool.suggestion_id ? [[tool.suggestion_id, `tool:${tool.tool_id}`] as const] : [])));
    const ids = [...community.map((suggestion) => suggestion.id), ...toolKeys.keys()];
    if (ids.length === 0) return;
    const answer = await votedRequest(ids, account.token.current);
    if (!answer.ok || answer.value.voted.length === 0) return;
    setVoted((keys) => new Set([...keys, ...answer.value.voted.map((id) => toolKeys.get(id) ?? id)]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- account.token is a ref, read when the votes are recalled
  }, []);

  const load = useCallback(
    async (order: BoardSort, filter: string | null) => {
      const request = ++latestRequest.current;
      const result = await listSuggestions(order, null, filter);
      if (request !== latestRequest.current) return;
      if (result.ok) {
        setPredefined(result.value.predefined);
        setCommunity(order === "top" ? [...result.value.community].sort(byVotes) : result.value.community);
        setNextCursor(result.value.next_cursor);
        void recallVotes(result.value.community, result.value.predefined);
        return;
      }
      if (result.status === 401) return onAccessLost();
      // A link to a category the operator has since removed: the whole board instead.
      if (result.status === 400 && filter) return dropCategory.current();
      setPredefined((shown) => shown ?? []);
      setCommunity((shown) => shown ?? []);
      toast({ ...failureToast(result.error, votingMessages.loadFailure), variant: "destructive" });
    },
    [onAccessLost, recallVotes, toast],
  );

  // Loaded once the session is known: a signed-in account's votes, cast on any device, show as voted.
  useEffect(() => {
    if (account.settled) void load(sort, category);
  }, [load, sort, category, account.settled, account.userId]);

  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null) return;
    focusAfterLoad.current = null;
    focusHeading(communityList.current?.children[index]);
  }, [community]);

  function showView(view: BoardView) {
    setRoadmapOpen(view === "roadmap");
    if (view !== "roadmap") setSort(view);
  }

  async function loadMore() {
    if (!nextCursor || loadingMore) return;
    const request = latestRequest.current;
    setLoadingMore(true);
    const result = await listSuggestions(sort, nextCursor, category);
    setLoadingMore(false);
    if (request !== latestRequest.current) return;
    if (result.ok) {
      const lastPageFromButton = result.value.next_cursor === null && document.activeElement === loadMoreButton.current;
      const shownBefore = community?.length ?? 0;
      setCommunity((shown) => appendPage(shown ?? [], result.value.community));
      setNextCursor(result.value.next_cursor);
      void recallVotes(result.value.community, []);
      if (lastPageFromButton) focusAfterLoad.current = shownBefore;
      return;
    }
    if (result.status === 401) return onAccessLost();
    toast({ ...failureToast(result.error, votingMessages.loadFailure), variant: "destructive" });
  }

  async function vote(target: VoteTarget) {
    const key = keyOf(target);
    setVotingOn(key);
    const result = await castVote(target, account.token.current);
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
      // A vote re-sorts by votes (spec §4) on Top; New and Trending keep their order.
      setCommunity((items) => {
        const updated = items?.map((item) => (item.id === target.id ? { ...item, ...counts } : item)) ?? null;
        return updated && sort === "top" ? updated.sort(byVotes) : updated;
      });
    }
  }

  const countsFor = (toolId: PredefinedToolId) => predefined?.find((tool) => tool.tool_id === toolId);
  const emptyMessage = category ? boardMessages.categoryEmpty : sort === "trending" ? boardMessages.trendingEmpty : votingMessages.empty;

  return (
    <section aria-labelledby="vote-heading" className="voting-board">
      <h2 id="vote-heading" className="hub-section-title">
        Vote for Next Tools
      </h2>
      <p className="voting-intro">Tell us which workflow to build next: vote, comment, or suggest your own.</p>
      <VoterAccountLine />
      <SuggestionForm
        onAdded={() => void load(sort, category)}
        onAccessLost={onAccessLost}
        voted={(id) => voted.has(id)}
        onVote={(suggestion) => void vote({ kind: "suggestion", id: suggestion.id })}
        categories={categories}
      />

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
                  status={{ status: counts?.status ?? "open", status_reply: counts?.status_reply ?? null }}
                  voted={voted.has(keyOf(target))}
                  voting={votingOn === keyOf(target)}
                  onVote={() => void vote(target)}
                  onCommentPosted={(comment_count) => updateCounts(target, { comment_count })}
                  onAccessLost={onAccessLost}
                />
              );
            })}
          </ul>

          <div className="community-heading" ref={communityHeading}>
            <h3 className="voting-subtitle">{roadmapOpen ? roadmapText.heading : "Community Suggestions"}</h3>
            <div className="community-controls">
              <SortTabs view={roadmapOpen ? "roadmap" : sort} onView={showView} />
              {!roadmapOpen && categories.length > 0 && (
                <CategoryFilter categories={categories} category={category} onCategory={setCategory} />
              )}
            </div>
          </div>
          {roadmapOpen ? (
            <RoadmapView onAccessLost={onAccessLost} onShown={revealRoadmap} />
          ) : community.length === 0 ? (
            <p className="voting-status">{emptyMessage}</p>
          ) : (
            <ul className="vote-list" aria-label="Community Suggestions" ref={communityList}>
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
                    status={suggestion}
                    category={suggestion.category}
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
          {!roadmapOpen && nextCursor && (
            <button
              type="button"
              ref={loadMoreButton}
              className="button load-more"
              onClick={() => void loadMore()}
              aria-disabled={loadingMore || undefined}
            >
              {loadingMore ? boardMessages.loadingMore : boardMessages.loadMore}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** Moves focus to a list item's heading, made focusable by script only (it is not a control). */
function focusHeading(item: Element | undefined) {
  const heading = item?.querySelector<HTMLElement>("h4");
  if (!heading) return;
  heading.setAttribute("tabindex", "-1");
  heading.focus();
}
