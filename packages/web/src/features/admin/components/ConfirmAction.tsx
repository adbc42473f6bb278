import { useEffect, useRef, useState, type ReactNode } from "react";
import type { AdminResult } from "../api/admin-api.ts";
import { useAction } from "../use-action.ts";
import { AdminError } from "./AdminError.tsx";

interface ConfirmActionProps<Value> {
  /** The button that asks first, and its accessible name when its text alone is vague. */
  openLabel: string;
  openAriaLabel?: string;
  /** Names the question while it is asked. */
  groupLabel: string;
  question: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** "danger" for what cannot be undone; "calm" for what only sends again. */
  tone: "danger" | "calm";
  request: () => Promise<AdminResult<Value>>;
  onDone: (value: Value) => void;
}

/**
 * An action the console asks about once more, inline: the confirm button takes focus, Cancel gives
 * it back to the button that asked; a refusal is shown in place, and the question stays.
 */
export function ConfirmAction<Value>({
  openLabel,
  openAriaLabel,
  groupLabel,
  question,
  confirmLabel,
  busyLabel,
  tone,
  request,
  onDone,
}: ConfirmActionProps<Value>) {
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run, clearError } = useAction();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function cancel() {
    setConfirming(false);
    clearError();
    requestAnimationFrame(() => openRef.current?.focus());
  }

  const confirm = () =>
    run(request, (value) => {
      setConfirming(false);
      onDone(value);
    });

  if (!confirming) {
    return (
      <button
        type="button"
        ref={openRef}
        className={`button ${tone === "danger" ? "button-secondary" : "button-primary"} button-small`}
        aria-label={openAriaLabel}
        onClick={() => setConfirming(true)}
      >
        {openLabel}
      </button>
    );
  }
  return (
    <div className={tone === "danger" ? "admin-confirm" : "admin-confirm admin-confirm-calm"} role="group" aria-label={groupLabel}>
      <p>{question}</p>
      <AdminError error={error} />
      <div className="admin-actions">
        <button
          type="button"
          ref={confirmRef}
          className={`button ${tone === "danger" ? "button-danger" : "button-primary"} button-small`}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={cancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </div>
  );
}
