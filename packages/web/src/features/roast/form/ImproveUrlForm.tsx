import { useId, useRef, useState, type FormEvent } from "react";
import { urlSchema } from "@ai-leaders/core/validation";
import { SpinnerIcon } from "../../../ui/icons.tsx";
import { useToast } from "../../../ui/toast.tsx";
import { workflowMessages } from "@ai-leaders/core/messages";

const prefix = "https://";

interface ImproveUrlFormProps {
  /** Called with the full https URL once it is valid; sending and waiting are the caller's. */
  onSubmit?: (url: string) => void;
  /** A request is being sent: Go says "Analyzing..." and is disabled. */
  submitting?: boolean;
}

/** Step 1 of /level-3-improve-landing-page: a button that opens an https:// URL field with Go and Cancel. */
export function ImproveUrlForm({ onSubmit, submitting = false }: ImproveUrlFormProps) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState("");
  const openButton = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const inputId = useId();

  function cancel() {
    setOpen(false);
    setAddress("");
    // Focus goes back to where it was before the field opened (the button renders again first).
    requestAnimationFrame(() => openButton.current?.focus());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The prefix is shown before the field, so a pasted "https://" is not doubled.
    const host = address.trim().replace(/^https?:\/\//i, "");
    if (host === "") {
      toast({ title: workflowMessages.urlRequired, variant: "destructive" });
      return;
    }
    const parsed = urlSchema.safeParse(prefix + host);
    if (!parsed.success) {
      toast({ title: workflowMessages.invalidUrlTitle, description: workflowMessages.improveInvalidUrl, variant: "destructive" });
      return;
    }
    onSubmit?.(parsed.data);
  }

  if (!open) {
    return (
      <button ref={openButton} type="button" className="button button-primary guides-improve-open" onClick={() => setOpen(true)}>
        Analyze my landing page
      </button>
    );
  }

  return (
    <form className="guides-improve-form" onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId}>Landing page URL</label>
      <div className="guides-field-row">
        <div className="guides-prefixed-input">
          <span className="guides-input-prefix" aria-hidden="true">
            {prefix}
          </span>
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="yourcompany.com"
            aria-describedby={`${inputId}-hint`}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            readOnly={submitting}
            autoFocus
          />
        </div>
        <div className="guides-form-actions">
          <button type="submit" className="button button-primary" aria-disabled={address.trim() === "" || submitting || undefined}>
            {submitting && <SpinnerIcon />}
            {submitting ? "Analyzing..." : "Go"}
          </button>
          <button type="button" className="button button-secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      </div>
      <p id={`${inputId}-hint`} className="guides-field-hint">
        https:// is added for you.
      </p>
    </form>
  );
}
