import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { newsletterMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../ui/toast.tsx";
import { HoneypotField, honeypotOf } from "../../ui/Honeypot.tsx";

// Validation, the API client and the "trying again" notice load on first submit, keeping the
// landing page light. The notice loads with the rest: offline, it could not load when needed.
const loadSubscribe = () => Promise.all([import("./subscribe.ts"), import("../../ui/sending-again-toast.ts")]);

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (email.trim() === "") {
      toast({ ...newsletterMessages.emailRequired, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    const trap = honeypotOf(event.currentTarget);
    const outcome = await loadSubscribe()
      .then(([{ subscribeToNewsletter }, { sendingAgainToast }]) =>
        subscribeToNewsletter(email, trap, { onWait: (notice) => toast(sendingAgainToast(notice)) }),
      )
      .catch(() => ({ ok: false as const, sent: false, message: newsletterMessages.failure }));
    setSubmitting(false);
    if (outcome.ok) {
      setEmail("");
      toast(newsletterMessages.success);
      return;
    }
    // The spec clears the box after an attempt; an address refused before sending stays to be fixed.
    if (outcome.sent) setEmail("");
    toast({ ...outcome.message, variant: "destructive" });
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
          readOnly={submitting}
        />
        <button type="submit" className="button button-primary" aria-disabled={submitting || undefined}>
          {submitting ? "..." : "Subscribe"}
        </button>
      </div>
      <p className="newsletter-note">
        Your email is used for the briefing only. <Link to={paths.privacy}>Privacy</Link>
      </p>
      <HoneypotField />
    </form>
  );
}
