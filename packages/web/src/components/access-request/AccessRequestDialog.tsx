// "Request an access code": who is asking and why, stored and answered by email from the console.
import { accessRequestLimits, newAccessRequestSchema } from "@ai-leaders/core/access-requests/schema";
import { accessRequestMessages } from "@ai-leaders/core/messages";
import { useVisitorForm } from "../visitor-form/use-visitor-form.ts";
import { VisitorFormDialog } from "../visitor-form/VisitorFormDialog.tsx";
import { sendAccessRequest } from "./api/send-access-request.ts";

const emptyForm = { name: "", email: "", company: "", role: "", reason: "" };
type Field = keyof typeof emptyForm;

export function AccessRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useVisitorForm({
    empty: emptyForm,
    schema: newAccessRequestSchema,
    messages: accessRequestMessages,
    send: sendAccessRequest,
    focusInvalidField: true,
    onSent: onClose,
  });

  const text = (field: Field, label: string, props: { type?: string; autoComplete?: string; maxLength: number }) => (
    <>
      <label htmlFor={`access-request-${field}`}>{label}</label>
      <input
        id={`access-request-${field}`}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required
        maxLength={props.maxLength}
        {...form.field(field)}
      />
    </>
  );

  return (
    <VisitorFormDialog
      open={open}
      onClose={onClose}
      title="Request an access code"
      description="Tell us who you are and we'll send you a personal access code. We reply by email, usually within two working days."
      form={form}
      submitLabel="Send Request"
      noValidate
    >
      {text("name", "Your Name", { autoComplete: "name", maxLength: accessRequestLimits.nameMax })}
      {text("email", "Your Email", { type: "email", autoComplete: "email", maxLength: 254 })}
      {text("company", "Company", { autoComplete: "organization", maxLength: accessRequestLimits.companyMax })}
      {text("role", "Role", { autoComplete: "organization-title", maxLength: accessRequestLimits.roleMax })}
      <label htmlFor="access-request-reason">Why would you like access?</label>
      <textarea
        id="access-request-reason"
        className="contact-message"
        required
        maxLength={accessRequestLimits.reasonMax}
        {...form.field("reason")}
      />
    </VisitorFormDialog>
  );
}
