import { useId, useRef, useState, type FormEvent } from "react";
import { accessMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { Dialog } from "../../ui/Dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { saveAccessGrant } from "../../lib/access-token.ts";
import { requestAccess } from "../../lib/request-access.ts";

interface AccessDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the token is stored. */
  onGranted: () => void;
}

export function AccessDialog({ open, onClose, onGranted }: AccessDialogProps) {
  const [code, setCode] = useState("");
  const [keepMeIn, setKeepMeIn] = useState(false);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<ToastMessage | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const toast = useToast();

  function refuse(message: ToastMessage) {
    toast({ ...message, variant: "destructive" });
    setRefusal(message);
    // Back in the field, its text selected, ready to be typed over.
    field.current?.focus();
    field.current?.select();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    if (code.length === 0) return refuse(accessMessages.invalidCode);
    setChecking(true);
    const outcome = await requestAccess(code, { remember: keepMeIn });
    setChecking(false);
    if (!outcome.ok) return refuse(outcome.message);
    saveAccessGrant(outcome.grant, { onThisDevice: keepMeIn });
    setCode("");
    onGranted();
  }

  return (
    <Dialog open={open} onClose={onClose} title="Access Required" description="Enter your access code to continue to Level 2" size="small">
      <form className="dialog-form" onSubmit={handleSubmit}>
        <label htmlFor="access-code">Access code</label>
        <input
          id="access-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          ref={field}
          onChange={(event) => {
            setCode(event.target.value);
            setRefusal(null);
          }}
          readOnly={checking}
          aria-invalid={refusal !== null || undefined}
          aria-describedby={refusal ? errorId : undefined}
          autoFocus
        />
        {refusal && (
          <p id={errorId} className="field-error">
            {refusal.description ?? refusal.title}
          </p>
        )}
        <label className="dialog-checkbox">
          <input type="checkbox" checked={keepMeIn} onChange={(event) => setKeepMeIn(event.target.checked)} />
          Keep me in on this device for 30 days
        </label>
        {/* Never `disabled` while checking: a focused control that is disabled drops focus to the page. */}
        <button type="submit" className="button button-primary button-block" aria-disabled={checking || undefined}>
          {checking ? "Checking..." : "Access"}
        </button>
      </form>
    </Dialog>
  );
}
