import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { contactMessageSchema, contactLimits } from "@ai-leaders/core/contact/schema";
import { contactMessages } from "@ai-leaders/core/messages";
import { Dialog } from "../../ui/Dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { sendContactMessage } from "./api/send-contact-message.ts";
import { sendingAgainToast } from "../../lib/sending-again-toast.ts";
import { HoneypotField, honeypotOf } from "../../ui/Honeypot.tsx";
import { paths } from "../../config/paths.ts";

const emptyForm = { email: "", subject: "", message: "" };

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** A subject filled in for the visitor, e.g. "Data deletion request"; they may change it. */
  initialSubject?: string;
}

export function ContactDialog({ open, onClose, initialSubject = "" }: ContactDialogProps) {
  const [form, setForm] = useState({ ...emptyForm, subject: initialSubject });
  const [sending, setSending] = useState(false);
  // One id per message: sent again unchanged (a retry, a second click) it is stored once.
  const submissionId = useRef(crypto.randomUUID());
  const toast = useToast();
  const update = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) => {
    submissionId.current = crypto.randomUUID();
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = contactMessageSchema.safeParse({ ...form, ...honeypotOf(event.currentTarget) });
    if (!parsed.success) {
      toast({ ...contactMessages.failure, description: parsed.error.issues[0]!.message, variant: "destructive" });
      return;
    }
    setSending(true);
    const outcome = await sendContactMessage(
      { ...parsed.data, submission_id: submissionId.current },
      { onWait: (notice) => toast(sendingAgainToast(notice)) },
    );
    setSending(false);
    if (!outcome.ok) {
      toast({ ...outcome.message, variant: "destructive" });
      return;
    }
    toast(contactMessages.success);
    submissionId.current = crypto.randomUUID();
    setForm(emptyForm);
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title="Contact Us" size="small">
      <form className="dialog-form" onSubmit={handleSubmit}>
        <label htmlFor="contact-email">Your Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required value={form.email} onChange={update("email")} readOnly={sending} />
        <label htmlFor="contact-subject">Subject</label>
        <input
          id="contact-subject"
          name="subject"
          type="text"
          required
          maxLength={contactLimits.subjectMax}
          value={form.subject}
          onChange={update("subject")}
          readOnly={sending}
        />
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          className="contact-message"
          required
          maxLength={contactLimits.messageMax}
          value={form.message}
          onChange={update("message")}
          readOnly={sending}
        />
        <button type="submit" className="button button-primary button-block" aria-disabled={sending || undefined}>
          {sending ? "Sending..." : "Send Message"}
        </button>
        <HoneypotField />
        <Link to={paths.privacy} className="dialog-privacy-link" onClick={onClose}>
          How we use your data
        </Link>
      </form>
    </Dialog>
  );
}
