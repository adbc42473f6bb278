import { useState, type FormEvent } from "react";
import { newsletterMessages } from "@ai-leaders/core/messages";
import { newsletterSignupSchema } from "@ai-leaders/core/newsletter";
import { useToast } from "../../../ui/toast.tsx";
import { subscribeToNewsletter } from "../api/subscribe.ts";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterSignupSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      const isEmpty = message === newsletterMessages.emailRequired.description;
      toast({
        title: isEmpty ? newsletterMessages.emailRequired.title : newsletterMessages.failure.title,
        description: message,
        variant: "destructive",
      });
      return;
    }
    setSubmitting(true);
    const outcome = await subscribeToNewsletter(parsed.data.email);
    setSubmitting(false);
    setEmail("");
    if (outcome.ok) toast(newsletterMessages.success);
    else toast({ ...outcome.message, variant: "destructive" });
  }

  return (
    <form className="newsletter" onSubmit={handleSubmit} noValidate aria-label="Newsletter signup">
      <label htmlFor="newsletter-email" className="newsletter-label">
        Get the Executive Briefing in your inbox
      </label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
        />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? "..." : "Subscribe"}
        </button>
      </div>
    </form>
  );
}
