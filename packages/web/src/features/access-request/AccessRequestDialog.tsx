// "Request an access code": who is asking and why, stored and answered by email from the console.
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { accessRequestLimits, newAccessRequestSchema } from "@ai-leaders/core/access-requests/schema";
import { accessRequestMessages } from "@ai-leaders/core/messages";
import { Dialog } from "../../ui/Dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { sendingAgainToast } from "../../lib/sending-again-toast.ts";
import { HoneypotField, honeypotOf } from "../../ui/Honeypot.tsx";
import { paths } from "../../config/paths.ts";
import { sendAccessRequest } from "./api/send-access-request.ts";

const emptyForm = { name: "", email: "", company: "", role: "", reason: "" };
type Field = keyof typeof emptyForm;

export function AccessRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(emptyForm);
  const [sending, setSending] = useState(false);
  // One id per request: sent again unchanged (a retry, a second click) it is stored once.
  const submissionId = useRef(crypto.randomUUID());
  const toast = useToast();
  const update = (field: Field) => (event: { target: { value: string } }) => {
    submissionId.current = crypto.randomUUID();
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const formElement = event.currentTarget;
    const parsed = newAccessRequestSchema.safeParse({ ...form, ...honeypotOf(formElement) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      toast({ ...accessRequestMessages.failure, description: issue.message, variant: "destructive" });
      (formElement.elements.namedItem(String(issue.path[0])) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    const outcome = await sendAccessRequest({ ...parsed.data, submission_id: submissionId.current }, { onWait: (notice) => toast(sendingAgainToast(notice)) });
    setSending(false);
    if (!outcome.ok) {
      toast({ ...outcome.message, variant: "destructive" });
      return;
    }
    toast(accessRequestMessages.success);
    submissionId.current = crypto.randomUUID();
    setForm(emptyForm);
    onClose();
  }

  const text = (field: Field, label: string, props: { type?: string; autoComplete?: string; maxLength: number }) => (
    <>
      <label htmlFor={`access-request-${field}`}>{label}</label>
      <input id={`access-request-${field}`} name={field} type={props.type ?? "text"} autoComplete={props.autoComplete} required maxLength={props.maxLength} value={form[field]} onChange={update(field)} readOnly={sending} />
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Request an access code"
      description="Tell us who you are and we'll send you a personal access code. We reply by email, usually within two working days."
      size="small"
    >
      <form className="dialog-form" onSubmit={handleSubmit} noValidate>
        {text("name", "Your Name", { autoComplete: "name", maxLength: accessRequestLimits.nameMax })}
        {text("email", "Your Email", { type: "email", autoComplete: "email", maxLength: 254 })}
        {text("company", "Company", { autoComplete: "organization", maxLength: accessRequestLimits.companyMax })}
        {text("role", "Role", { autoComplete: "organization-title", maxLength: accessRequestLimits.roleMax })}
        <label htmlFor="access-request-reason">Why would you like access?</label>
        <textarea
          id="access-request-reason"
          name="reason"
          className="contact-message"
          required
          maxLength={accessRequestLimits.reasonMax}
          value={form.reason}
          onChange={update("reason")}
          readOnly={sending}
        />
        <button type="submit" className="button button-primary button-block" aria-disabled={sending || undefined}>
          {sending ? "Sending..." : "Send Request"}
        </button>
        <HoneypotField />
        <Link to={paths.privacy} className="dialog-privacy-link" onClick={onClose}>
          How we use your data
        </Link>
      </form>
    </Dialog>
  );
}
