import { useEffect } from "react";
import { useToast } from "../../../ui/toast.tsx";
import type { JobPhase } from "./use-analysis-job.ts";

interface Message {
  title: string;
  description?: string;
}

/** What each ending of a workflow's job says: failing and timing out are told as errors. */
export interface JobToasts {
  completed?: Message;
  cancelled?: Message;
  timeout: Message;
  /** Its description stands in when the job gave no reason of its own. */
  failed: Required<Message>;
}

/** Toasts the news when a job's phase changes: once per change, with the job's own reason for a failure. */
export function useJobToasts(job: { phase: JobPhase; error?: string | null }, toasts: JobToasts): void {
  const toast = useToast();
  useEffect(() => {
    if (job.phase === "completed" && toasts.completed) toast(toasts.completed);
    if (job.phase === "cancelled" && toasts.cancelled) toast(toasts.cancelled);
    if (job.phase === "timeout") toast({ ...toasts.timeout, variant: "destructive" });
    if (job.phase === "failed") toast({ ...toasts.failed, description: job.error ?? toasts.failed.description, variant: "destructive" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of phase is news: the toast and job details are read as they are then
  }, [job.phase]);
}
