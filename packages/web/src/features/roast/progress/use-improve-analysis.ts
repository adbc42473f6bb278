import { latestPageResult } from "../kept/device-results.ts";
import { useEffect, useState } from "react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../../ui/toast.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { failureToast } from "../../../lib/api-client.ts";
import { startWorkflow } from "./analysis-api.ts";
import { useAnalysisJob } from "./use-analysis-job.ts";
import { useJobToasts } from "./use-job-toasts.ts";

declare global {
  interface Window {
    /** Spec §7: an external automation may hand the result to the page through these. */
    handleWebhookResponse?: (result: unknown) => void;
    displayResults?: (result: unknown) => void;
  }
}

const asText = (result: unknown) => (typeof result === "string" ? result : JSON.stringify(result, null, 2));

/** The improve-landing-page request and its result, shared by step 1 (input) and step 2 (result). */
export function useImproveAnalysis() {
  const toast = useToast();
  const { session } = useAuth();
  const job = useAnalysisJob({ kind: "landing-improve", pollIntervalMs: 3_000, timeoutMs: 120_000 });
  const [submitting, setSubmitting] = useState(false);
  const { deliver } = job;

  useEffect(() => {
    const receive = (result: unknown) => deliver(asText(result));
    window.handleWebhookResponse = receive;
    window.displayResults = receive;
    return () => {
      delete window.handleWebhookResponse;
      delete window.displayResults;
    };
  }, [deliver]);

  useJobToasts(job, {
    completed: workflowMessages.improveComplete,
    timeout: workflowMessages.timeout,
    failed: workflowMessages.improveFailed,
  });

  const [lastUrl, setLastUrl] = useState<string | null>(null);

  async function submit(url: string, previousResultId?: string) {
    setLastUrl(url);
    setSubmitting(true);
    const earlier = previousResultId ?? latestPageResult(url)?.result_id;
    const started = await startWorkflow("landing-improve", { url, ...(earlier && { previous_result_id: earlier }) }, session?.access_token);
    setSubmitting(false);
    if (!started.ok) {
      toast({ ...failureToast(started.error, workflowMessages.improveFailed), variant: "destructive" });
      return;
    }
    toast(workflowMessages.improveStarted(url));
    job.wait(started.ticket, url);
  }

  return {
    submit,
    retry: lastUrl ? () => void submit(lastUrl) : undefined,
    roastAgain: lastUrl ? (previousResultId: string) => void submit(lastUrl, previousResultId) : undefined,
    submitting: submitting || job.phase === "waiting",
    phase: job.phase,
    result: job.result,
    partial: job.partial,
    stages: job.stages,
    listening: job.listening,
    kind: job.kind,
    error: job.error,
  };
}
