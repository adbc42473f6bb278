import { latestPageResult } from "../kept/device-results.ts";
import { useState } from "react";
import { authMessages, workflowMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../../ui/toast.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { failureToast } from "../../../lib/api-client.ts";
import { startWorkflow } from "../progress/analysis-api.ts";
import { useAnalysisJob } from "../progress/use-analysis-job.ts";
import { RoastLandingPageBox } from "./RoastLandingPageBox.tsx";
import { AnalysisOutcome } from "../progress/AnalysisOutcome.tsx";
import { useJobToasts } from "../progress/use-job-toasts.ts";

/** The landing-page roast: a signed-in user, then polling every 2 s for up to 60 s (spec §4, §9). */
export function LandingRoast() {
  const { session, requestSignIn } = useAuth();
  const toast = useToast();
  const job = useAnalysisJob({ kind: "landing-roast", pollIntervalMs: 2_000, timeoutMs: 60_000, requireRoastPrefix: true });
  const [sending, setSending] = useState(false);

  useJobToasts(job, {
    completed: workflowMessages.roastComplete,
    timeout: workflowMessages.roastTimeout,
    cancelled: workflowMessages.roastCancelled,
    failed: workflowMessages.roastFailed,
  });

  function askToSignIn() {
    toast({ ...authMessages.signInRequired, variant: "destructive" });
    requestSignIn();
  }

  async function roast(url: string, previousResultId?: string) {
    if (!session) return askToSignIn();
    setLastUrl(url);
    setSending(true);
    const earlier = previousResultId ?? latestPageResult(url)?.result_id;
    const started = await startWorkflow("landing-roast", { url, ...(earlier && { previous_result_id: earlier }) }, session.access_token);
    setSending(false);
    if (!started.ok) {
      if (started.status === 401 && started.error?.title === authMessages.signInRequired.title) return askToSignIn();
      toast({ ...failureToast(started.error, workflowMessages.roastFailed), variant: "destructive" });
      return;
    }
    toast(workflowMessages.roastSent);
    job.wait(started.ticket, url);
  }

  const [lastUrl, setLastUrl] = useState<string | null>(null);

  return (
    <RoastLandingPageBox
      onRoast={(url) => void roast(url)}
      busy={sending || job.phase === "waiting"}
      onCancel={job.phase === "waiting" ? job.cancel : undefined}
      result={
        job.phase === "idle" ? undefined : (
          <AnalysisOutcome
            {...job}
            onTryAgain={lastUrl ? () => void roast(lastUrl) : undefined}
            onRoastAgain={lastUrl ? (previousResultId) => void roast(lastUrl, previousResultId) : undefined}
            timeoutText={workflowMessages.roastTimeout.description}
            waiting={<p className="guides-analysis-empty">Roasting your page. The roast appears here as it is written.</p>}
            cancelled={<p className="guides-analysis-empty">{workflowMessages.roastCancelledText}</p>}
          />
        )
      }
    />
  );
}
