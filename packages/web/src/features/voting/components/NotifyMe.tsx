import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { boardMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../../ui/toast.tsx";
import { HoneypotField, honeypotOf } from "../../../ui/Honeypot.tsx";
import { notifyWhenShipped } from "../api/voting-api.ts";
import { useVoterAccount } from "../use-voter-account.ts";
import { FollowButton } from "./FollowButton.tsx";

interface NotifyMeProps {
  suggestionId: string;
  title: string;
  onAccessLost: () => void;
}

/** After a vote: "Email me when this ships". A signed-in account with a confirmed address follows in one tap. */
export function NotifyMe(props: NotifyMeProps) {
  const account = useVoterAccount();
  if (account.userId && account.confirmed) return <FollowButton suggestionId={props.suggestionId} token={account.token} />;
  return <NotifyMeForm {...props} />;
}

/** Anyone else gives an address and an explicit consent. */
function NotifyMeForm({ suggestionId, title, onAccessLost }: NotifyMeProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const toast = useToast();
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !consent || email.trim() === "") return;
    setSending(true);
    const result = await notifyWhenShipped(suggestionId, email.trim(), honeypotOf(event.currentTarget));
    setSending(false);
    if (!result.ok) {
      if (result.status === 401) return onAccessLost();
      toast({ ...boardMessages.notifyMeFailure, description: result.error?.message, variant: "destructive" });
      return;
    }
    setRecorded(true);
    toast(boardMessages.notifyMeRecorded);
  }

  if (recorded) return <NotifyMeDone />;
  if (!open) {
    return (
      <button type="button" className="notify-me-toggle" onClick={() => setOpen(true)}>
        {boardMessages.notifyMeLabel}
      </button>
    );
  }
  // The form takes the place of the button just pressed, so its first field takes the focus.
  return (
    <form className="notify-me" onSubmit={handleSubmit} aria-label={`${boardMessages.notifyMeLabel}: ${title}`}>
      <label htmlFor={`${id}-email`}>Your email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        readOnly={sending}
        autoFocus
      />
      <div className="notify-me-consent">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={consent}
          onChange={(event) => {
            if (!sending) setConsent(event.target.checked);
          }}
          aria-disabled={sending || undefined}
        />
        <label htmlFor={`${id}-consent`}>{boardMessages.notifyMeConsent}</label>
      </div>
      <button
        type="submit"
        className="button button-primary button-small"
        aria-disabled={!consent || email.trim() === "" || sending || undefined}
      >
        {sending ? "Saving..." : boardMessages.notifyMeLabel}
      </button>
      <HoneypotField />
    </form>
  );
}

/** Takes the place of the form, and its focus: the button just pressed is gone. */
function NotifyMeDone() {
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <p ref={done} className="notify-me-done" tabIndex={-1}>
      {boardMessages.notifyMeRecorded.description}
    </p>
  );
}
