import { latestPageResult } from "../../features/roast/kept/device-results.ts";
import { useEffect, useId, useState, type FormEvent } from "react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { urlSchema } from "@ai-leaders/core/validation";
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
import { RubricNote } from "../../features/roast/form/RubricNote.tsx";
import { withScheme } from "../../lib/with-scheme.ts";
import { useJobToasts } from "../../features/roast/progress/use-job-toasts.ts";
import { useReportWriter } from "../../features/roast/writer/report-writers.ts";
import { roastWebsiteCardLine, roastWebsiteLead } from "../../features/roast/writer/writer-words.ts";

/** /level-3-roast-website: idle → submitting → roasting (polling every 3 s) → result (spec §2). */
export function RoastWebsitePage() {
  const [url, setUrl] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();
  const { session } = useAuth();
  const job = useAnalysisJob({ kind: "website-roast", pollIntervalMs: 3_000, timeoutMs: 120_000 });
  const fieldId = useId();
  const writer = useReportWriter("website-roast");

  // A roast picked up again after a reload: the form shows which page is being roasted.
  useEffect(() => {
    if (job.subject) setUrl((typed) => typed || job.subject!);
  }, [job.subject]);

  useJobToasts(job, { timeout: workflowMessages.roastTimeout, failed: workflowMessages.websiteFailed });

  async function handleSubmit(event?: FormEvent<HTMLFormElement>, previousResultId?: string) {
    event?.preventDefault();
    if (submitting || roasting) return;
    const text = url.trim();
    if (text === "") {
      toast({ ...workflowMessages.roastWebsiteRequired, variant: "destructive" });
      return;
    }
    const parsed = urlSchema.safeParse(withScheme(text));
    if (!parsed.success) {
      toast({ ...workflowMessages.roastWebsiteInvalid, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    const earlier = previousResultId ?? latestPageResult(parsed.data)?.result_id;
    const started = await startWorkflow(
      "website-roast",
      { url: parsed.data, ...(earlier && { previous_result_id: earlier }) },
      session?.access_token,
    );
    setSubmitting(false);
    if (!started.ok) {
      toast({ ...failureToast(started.error, workflowMessages.websiteFailed), variant: "destructive" });
      return;
    }
    toast(workflowMessages.websiteSubmitted);
    job.wait(started.ticket, parsed.data);
  }

  const roasting = job.phase === "waiting";
  return (
    <GuideLayout page={{ ...guidePages.roastWebsite, intro: roastWebsiteLead(writer) }}>
      <div className="guides-stack">
        <section className="guides-card" aria-labelledby="roast-url-title">
          <h2 id="roast-url-title">Enter Your URL</h2>
          <p className="guides-card-description">{roastWebsiteCardLine(writer)}</p>
          <form className="guides-form" onSubmit={handleSubmit}>
            <label htmlFor={fieldId}>Website URL *</label>
            <input
              id={fieldId}
              type="text"
              required
              placeholder="yourcompany.com"
              autoComplete="url"
              spellCheck={false}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              readOnly={submitting || roasting}
            />
            <button type="submit" className="button button-primary button-block" aria-disabled={submitting || roasting || undefined}>
              {(submitting || roasting) && <SpinnerIcon />}
              {submitting ? "Submitting..." : roasting ? "Roasting..." : "Submit URL"}
            </button>
          </form>
          <RubricNote />
        </section>
        <section className="guides-card" aria-labelledby="roast-result-title" aria-busy={roasting}>
          <h2 id="roast-result-title">{roasting ? "Roasting Your Website" : "Your Website Roast"}</h2>
          {roasting ? (
            <p className="guides-card-description">Please wait while we analyze your website...</p>
          ) : (
            job.phase === "idle" && <p className="guides-card-description">Submit a URL above to get started</p>
          )}
          <AnalysisOutcome
            {...job}
            onTryAgain={() => void handleSubmit()}
            onRoastAgain={(previousResultId) => void handleSubmit(undefined, previousResultId)}
            timeoutText={workflowMessages.roastTimeout.description}
            idle={<p className="guides-analysis-empty">No roast yet. Enter a URL above and click Submit to get started.</p>}
          />
        </section>
        <DeviceResultsList kind="website-roast" />
      </div>
    </GuideLayout>
  );
}
