import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router-dom";
import { Dialog } from "../../ui/Dialog.tsx";
import { HoneypotField } from "../../ui/Honeypot.tsx";
import { paths } from "../../config/paths.ts";

interface VisitorFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** From useVisitorForm. */
  form: { sending: boolean; submit: (event: FormEvent<HTMLFormElement>) => void };
  submitLabel: string;
  /** The form's own checks only: the browser's are left off. */
  noValidate?: boolean;
  /** The fields, each with its label. */
  children: ReactNode;
}

/** A visitor's form in a small dialog: its fields, the send button, the honeypot and the privacy link. */
export function VisitorFormDialog({ open, onClose, title, description, form, submitLabel, noValidate, children }: VisitorFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} size="small">
      <form className="dialog-form" onSubmit={form.submit} noValidate={noValidate}>
        {children}
        <button type="submit" className="button button-primary button-block" aria-disabled={form.sending || undefined}>
          {form.sending ? "Sending..." : submitLabel}
        </button>
        <HoneypotField />
        <Link to={paths.privacy} className="dialog-privacy-link" onClick={onClose}>
          How we use your data
        </Link>
      </form>
    </Dialog>
  );
}
