import { useState, type FormEvent } from "react";
import { accessMessages } from "@ai-leaders/core/messages";
import { Dialog } from "../../ui/Dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { saveAccessGrant } from "../../lib/access-token.ts";
import { requestAccess } from "./api/request-access.ts";

interface AccessDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the token is stored. */
  onGranted: () => void;
}

export function AccessDialog({ open, onClose, onGranted }: AccessDialogProps) {
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length === 0) {
      toast({ ...accessMessages.invalidCode, variant: "destructive" });
      return;
    }
    setChecking(true);
    const outcome = await requestAccess(code);
    setChecking(false);
    if (!outcome.ok) {
      toast({ ...outcome.message, variant: "destructive" });
      return;
    }
    saveAccessGrant(outcome.grant);
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
          onChange={(event) => setCode(event.target.value)}
          disabled={checking}
          autoFocus
        />
        <button type="submit" className="button button-primary button-block" disabled={checking}>
          {checking ? "Checking..." : "Access"}
        </button>
      </form>
    </Dialog>
  );
}
