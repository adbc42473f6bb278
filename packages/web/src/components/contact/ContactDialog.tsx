import { contactMessageSchema, contactLimits } from "@ai-leaders/core/contact/schema";
import { contactMessages } from "@ai-leaders/core/messages";
import { sendContactMessage } from "./api/send-contact-message.ts";
import { useVisitorForm } from "../visitor-form/use-visitor-form.ts";
import { VisitorFormDialog } from "../visitor-form/VisitorFormDialog.tsx";

const emptyForm = { email: "", subject: "", message: "" };

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** A subject filled in for the visitor, e.g. "Data deletion request"; they may change it. */
  initialSubject?: string;
}

export function ContactDialog({ open, onClose, initialSubject = "" }: ContactDialogProps) {
  const form = useVisitorForm({
    empty: emptyForm,
    initial: { ...emptyForm, subject: initialSubject },
    schema: contactMessageSchema,
    messages: contactMessages,
    send: sendContactMessage,
    onSent: onClose,
  });

  return (
    <VisitorFormDialog open={open} onClose={onClose} title="Contact Us" form={form} submitLabel="Send Message">
      <label htmlFor="contact-email">Your Email</label>
      <input id="contact-email" type="email" autoComplete="email" required {...form.field("email")} />
      <label htmlFor="contact-subject">Subject</label>
      <input id="contact-subject" type="text" required maxLength={contactLimits.subjectMax} {...form.field("subject")} />
      <label htmlFor="contact-message">Message</label>
      <textarea id="contact-message" className="contact-message" required maxLength={contactLimits.messageMax} {...form.field("message")} />
    </VisitorFormDialog>
  );
}
