import { useEffect, useId, useState, type RefObject } from "react";
import { accountBoardMessages, boardMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../../ui/toast.tsx";
import { followSuggestion, unfollowSuggestion } from "../../../lib/account-board/account-board-api.ts";
import { followedIds, noteFollowed } from "../followed-ids.ts";
import "./follow-button.css";

interface FollowButtonProps {
  suggestionId: string;
  /** The signed-in account's token, as last refreshed. */
  token: RefObject<string | undefined>;
}

/**
 * "Email me when this ships" for a signed-in account with a confirmed address: one tap follows,
 * another unfollows. One toggle button, so focus stays where it was pressed.
 */
export function FollowButton({ suggestionId, token }: FollowButtonProps) {
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const hintId = useId();

  useEffect(() => {
    if (!token.current) return;
    let current = true;
    void followedIds(token.current).then((ids) => {
      if (current && ids.has(suggestionId)) setFollowing(true);
    });
    return () => {
      current = false;
    };
  }, [suggestionId, token]);

  async function toggle() {
    const userToken = token.current;
    if (busy || !userToken) return;
    setBusy(true);
    const answer = following ? await unfollowSuggestion(userToken, suggestionId) : await followSuggestion(userToken, suggestionId);
    setBusy(false);
    if (!answer.ok) {
      toast({ ...accountBoardMessages.followFailure, description: answer.message, variant: "destructive" });
      return;
    }
    setFollowing(!following);
    noteFollowed(userToken, suggestionId, !following);
    toast(following ? accountBoardMessages.unfollowed : accountBoardMessages.followed);
  }

  return (
    <div className="follow">
      <button
        type="button"
        className="notify-me-toggle"
        aria-pressed={following}
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        onClick={() => void toggle()}
      >
        {boardMessages.notifyMeLabel}
      </button>
      <p id={hintId} className="follow-hint" role="status">
        {following ? accountBoardMessages.followed.description : boardMessages.notifyMeConsent}
      </p>
    </div>
  );
}
