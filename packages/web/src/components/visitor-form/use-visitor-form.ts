// A visitor's form in a dialog (Contact Us, Request an access code): its fields, the honeypot, one
// send at a time with sending-again notices, and the spec's toasts for a bad field, a refusal, a success.
import { useRef, useState, type FormEvent } from "react";
import type { ToastMessage } from "@ai-leaders/core/messages";
import { useToast } from "../../ui/toast.tsx";
import { sendingAgainToast } from "../../ui/sending-again-toast.ts";
import { honeypotOf } from "../../ui/Honeypot.tsx";
import type { SendAgainOptions } from "../../lib/send-again.ts";
import type { SendOutcome } from "../../lib/send-visitor-form.ts";

/** The form's zod schema, as far as the form uses it. */
interface Schema<Parsed> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Parsed }
    | { success: false; error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };
}

interface VisitorFormOptions<Fields extends Record<string, string>, Parsed> {
  /** What the form holds after a message is sent. */
  empty: Fields;
  /** What it holds when first drawn (a subject filled in for the visitor); `empty` by default. */
  initial?: Fields;
  schema: Schema<Parsed>;
  messages: { success: ToastMessage; failure: ToastMessage };
  send: (request: Parsed & { submission_id: string }, sendAgain: SendAgainOptions) => Promise<SendOutcome>;
  /** Focus the field a bad value came from (forms sent with noValidate, where the browser does not). */
  focusInvalidField?: boolean;
  onSent: () => void;
}

export function useVisitorForm<Fields extends Record<string, string>, Parsed extends object>({
  empty,
  initial = empty,
  schema,
  messages,
  send,
  focusInvalidField = false,
  onSent,
}: VisitorFormOptions<Fields, Parsed>) {
  const [form, setForm] = useState(initial);
  const [sending, setSending] = useState(false);
  // One id per message: sent again unchanged (a retry, a second click) it is stored once.
  const submissionId = useRef(crypto.randomUUID());
  const toast = useToast();

  /** A field's value, its change handler, and read-only while sending. */
  const field = (name: keyof Fields & string) => ({
    name,
    value: form[name],
    readOnly: sending,
    onChange: (event: { target: { value: string } }) => {
      submissionId.current = crypto.randomUUID();
      setForm((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const formElement = event.currentTarget;
    const parsed = schema.safeParse({ ...form, ...honeypotOf(formElement) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      toast({ ...messages.failure, description: issue.message, variant: "destructive" });
      if (focusInvalidField) (formElement.elements.namedItem(String(issue.path[0])) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    const outcome = await send(
      { ...parsed.data, submission_id: submissionId.current },
      { onWait: (notice) => toast(sendingAgainToast(notice)) },
    );
    setSending(false);
    if (!outcome.ok) {
      toast({ ...outcome.message, variant: "destructive" });
      return;
    }
    toast(messages.success);
    submissionId.current = crypto.randomUUID();
    setForm(empty);
    onSent();
  }

  return { field, sending, submit };
}
