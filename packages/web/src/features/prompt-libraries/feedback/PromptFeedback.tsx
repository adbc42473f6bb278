import { useId, useRef, useState, type FormEvent } from "react";
import { feedbackLimits, type FeedbackAnswer } from "@ai-leaders/core/feedback";
import { feedbackMessages as m } from "@ai-leaders/core/messages";
import { HoneypotField, honeypotOf } from "../../../ui/Honeypot.tsx";
import { useAccessLost } from "../../../lib/use-access-lost.ts";
import { promptSlug } from "../../../lib/search/normalize.ts";
import { cardPath, reportToTeam } from "../../../lib/team-activity.ts";
import type { ToolId } from "../../../content/types.ts";
import { promptRef } from "../OpenInButton.tsx";
import { sendPromptFeedback } from "./api.ts";
import "./prompt-feedback.css";

interface PromptFeedbackProps {
  tool: ToolId;
  /** The prompt's title: its slug names it to the API, and it names the form for screen readers. */
  title: string;
}

/**
 * "Did this work for you?": one tap on Yes or No stores the answer; a note may follow. Tapping the
 * other answer, or sending a note, replaces what this visitor said before (the server keeps one).
 * A member working in a team also tells the team the card was rated (lib/team-activity.ts).
 */
export function PromptFeedback({ tool, title }: PromptFeedbackProps) {
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const onAccessLost = useAccessLost();
  const id = useId();

  async function send(chosen: FeedbackAnswer, withNote: string | undefined, saved: string) {
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await sendPromptFeedback(
      { tool, slug: promptSlug(title) },
      { answer: chosen, ...(withNote && { note: withNote }) },
      honeypotOf(form.current!),
    );
    setSending(false);
    if (!result.ok) {
      if (result.status === 401) return onAccessLost();
      setError(result.error?.message ?? m.failure);
      return;
    }
    setAnswer(chosen);
    setStatus(saved);
    void reportToTeam({ kind: "card-rated", card: cardPath(promptRef(tool, title)), worked: chosen === "yes" });
  }

  function sendNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answer && note.trim() !== "") void send(answer, note.trim(), m.noteSaved);
  }

  return (
    <form ref={form} className="prompt-feedback" onSubmit={sendNote} aria-label={`${m.question} ${title}`}>
      <fieldset className="prompt-feedback-answers">
        <legend>{m.question}</legend>
        {/* Yes and No stay side by side when a narrow card puts them under the question. */}
        <span className="prompt-feedback-choices">
          {(["yes", "no"] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="button button-secondary button-small"
              aria-pressed={answer === choice}
              aria-disabled={sending || undefined}
              onClick={() => void send(choice, note.trim() || undefined, m.thanks)}
            >
              {m[choice]}
            </button>
          ))}
        </span>
      </fieldset>
      <p className="prompt-feedback-status" role="status">
        {status}
      </p>
      {answer && (
        <div className="prompt-feedback-note">
          <label htmlFor={`${id}-note`}>{m.noteLabel}</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={feedbackLimits.noteMax}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-hint`}
            readOnly={sending}
          />
          <p id={`${id}-hint`} className="prompt-feedback-hint">
            {m.noteHint}
          </p>
          <button type="submit" className="button button-secondary button-small" aria-disabled={sending || note.trim() === "" || undefined}>
            {m.sendNote}
          </button>
        </div>
      )}
      {error && (
        <p className="prompt-feedback-error" role="alert">
          {error}
        </p>
      )}
      <HoneypotField />
    </form>
  );
}
