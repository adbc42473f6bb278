import { useId, useState, type FormEvent } from "react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { isFreeMailAddress } from "@ai-leaders/core/free-mail";
import { emailSchema, urlSchema } from "@ai-leaders/core/validation";
import { SpinnerIcon } from "../../ui/icons.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useAuth } from "../../account/auth-context.ts";
import { failureToast } from "../../lib/api-client.ts";
import { startWorkflow } from "../../features/roast/progress/analysis-api.ts";
import { useAnalysisJob } from "../../features/roast/progress/use-analysis-job.ts";
import { AnalysisOutcome } from "../../features/roast/progress/AnalysisOutcome.tsx";
import { DeviceResultsList } from "../../features/roast/kept/index.ts";
import { GuideLayout } from "../../features/guides/GuideLayout.tsx";
import { guidePages } from "../../features/guides/guide-pages.ts";
import { withScheme } from "../../lib/with-scheme.ts";
import { useJobToasts } from "../../features/roast/progress/use-job-toasts.ts";

/** /level-3-founder-profile: form → submitting → analyzing (polling every 3 s) → result or timeout. */
export function FounderProfilePage() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [companyWebsite, setCompanyWebsite] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();
  const { session } = useAuth();
  const job = useAnalysisJob({ kind: "founder-profile", pollIntervalMs: 3_000, timeoutMs: 120_000 });
  const ids = { name: useId(), email: useId(), companyWebsite: useId(), companyWebsiteHint: useId() };
  // A personal address doesn't lead to the company's site, so the visitor may give it instead.
  const asksForCompanyWebsite = isFreeMailAddress(email);

  useJobToasts(job, { timeout: workflowMessages.timeout, failed: workflowMessages.founderFailed });

  async function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (submitting || analyzing) return;
    if (name.trim() === "" || email.trim() === "") {
      toast({ ...workflowMessages.founderRequired, variant: "destructive" });
      return;
    }
    const checkedEmail = emailSchema.safeParse(email);
    if (!checkedEmail.success) {
      toast({ title: workflowMessages.founderFailed.title, description: checkedEmail.error.issues[0]!.message, variant: "destructive" });
      return;
    }
    const website = asksForCompanyWebsite ? companyWebsite.trim() : "";
    const checkedWebsite = website === "" ? null : urlSchema.safeParse(withScheme(website));
    if (checkedWebsite && !checkedWebsite.success) {
      toast({ title: workflowMessages.invalidUrlTitle, description: checkedWebsite.error.issues[0]!.message, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    const request = { name: name.trim(), email: checkedEmail.data, ...(checkedWebsite && { company_url: checkedWebsite.data }) };
    const started = await startWorkflow("founder-profile", request, session?.access_token);
    setSubmitting(false);
    if (!started.ok) {
      toast({ ...failureToast(started.error, workflowMessages.founderFailed), variant: "destructive" });
      return;
    }
    toast(workflowMessages.founderSubmitted);
    job.wait(started.ticket, name.trim());
  }

  const analyzing = job.phase === "waiting";
  return (
    <GuideLayout page={guidePages.founderProfile}>
      <div className="guides-stack">
        <section className="guides-card" aria-labelledby="founder-form-title">
          <h2 id="founder-form-title">Your details</h2>
          <form className="guides-form" onSubmit={handleSubmit} noValidate>
            <label htmlFor={ids.name}>Full Name</label>
            <input
              id={ids.name}
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              readOnly={submitting || analyzing}
            />
            <label htmlFor={ids.email}>Email</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              readOnly={submitting || analyzing}
            />
            {asksForCompanyWebsite && (
              <>
                <label htmlFor={ids.companyWebsite}>Company website (optional)</label>
                <p id={ids.companyWebsiteHint} className="guides-field-hint">
                  A personal email address doesn't tell us where your company is online. Add its website and we'll read that instead.
                </p>
                <input
                  id={ids.companyWebsite}
                  type="text"
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder="yourcompany.com"
                  aria-describedby={ids.companyWebsiteHint}
                  value={companyWebsite}
                  onChange={(event) => setCompanyWebsite(event.target.value)}
                  readOnly={submitting || analyzing}
                />
              </>
            )}
            <button type="submit" className="button button-primary" aria-disabled={submitting || analyzing || undefined}>
              {(submitting || analyzing) && <SpinnerIcon />}
              {submitting ? "Submitting..." : analyzing ? "Analyzing..." : "Submit Profile"}
            </button>
          </form>
        </section>
        {analyzing && (
          <section className="guides-card" aria-labelledby="founder-waiting-title" aria-busy="true">
            <h2 id="founder-waiting-title">Analyzing your profile</h2>
            <AnalysisOutcome
              {...job}
              waiting={
                <p className="guides-status-words" role="status">
                  <SpinnerIcon />
                  <span>This usually takes under a minute. The result appears here.</span>
                </p>
              }
            />
          </section>
        )}
        {(job.phase === "completed" || job.phase === "failed" || job.phase === "timeout") && (
          <section className="guides-card" aria-labelledby="founder-result-title">
            <h2 id="founder-result-title">Your founder brief</h2>
            <AnalysisOutcome {...job} onTryAgain={() => void handleSubmit()} />
          </section>
        )}
        <DeviceResultsList kind="founder-profile" />
      </div>
    </GuideLayout>
  );
}
