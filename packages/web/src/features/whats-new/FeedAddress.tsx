// "Follow in a feed reader": a signed-in reader's own RSS address (the entries are behind the
// access code, which a feed reader cannot enter; see functions/src/changelog/feed.ts).
import { useState } from "react";
import { useAuth } from "../../account/auth-context.ts";
import { useCopyPrompt } from "../../ui/copy.ts";
import { fetchFeedAddress } from "./whats-new-api.ts";

export function FeedAddress() {
  const { session, loading, requestSignIn } = useAuth();
  const copy = useCopyPrompt("page");
  const [address, setAddress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    if (busy || !session) return;
    setBusy(true);
    const answer = await fetchFeedAddress(session.access_token);
    setBusy(false);
    if (answer.url === null) return setFailure(answer.message ?? "Your feed address could not be made. Please try again.");
    setAddress(answer.url);
    void copy(answer.url);
  }

  if (loading) return <p className="whats-new-feed" aria-hidden="true" />;
  return (
    <div className="whats-new-feed">
      {!session ? (
        <p>
          Prefer a feed reader?{" "}
          <button type="button" className="link-button" onClick={requestSignIn}>
            Log in
          </button>{" "}
          to get your own RSS address.
        </p>
      ) : address ? (
        <label className="whats-new-feed-address">
          <span>Your RSS address (copied; keep it to yourself)</span>
          <input type="text" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : (
        <p>
          Prefer a feed reader?{" "}
          <button type="button" className="link-button" aria-disabled={busy} onClick={() => void reveal()}>
            Copy your RSS address
          </button>
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
