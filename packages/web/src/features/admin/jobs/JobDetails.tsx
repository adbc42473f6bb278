import { useEffect, useState, type ReactNode } from "react";
import type { JobDetail } from "@ai-leaders/core/jobs";
import type { AdminResult } from "../api/admin-api.ts";
import { When } from "../components/When.tsx";
import { jobRequest } from "./api.ts";
import { durationText, engineText, tokensText } from "./labels.ts";

// The relay hands a job to the automation's webhook, or to the built-in analyzer when none is set.
const relayLabels: Record<JobDetail["delivery"]["status"], string> = {
  pending: "Queued",
  delivered: "Handed over",
  failed: "Failed after its retries",
  skipped: "Skipped (no webhook)",
};

/** One job in full, read when it is opened: its ids, timings, the model's work, its delivery and its result. */
export function JobDetails({ id, accessToken }: { id: string; accessToken: string }) {
  const [result, setResult] = useState<AdminResult<JobDetail> | null>(null);
  useEffect(() => {
    let current = true;
    void jobRequest(accessToken, id).then((answer) => current && setResult(answer));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Read once per opening: a refreshed token is no reason to read the job again.
  }, [id]);

  if (!result) return <p className="admin-muted">Loading the job…</p>;
  if (!result.ok)
    return (
      <p className="admin-error" role="alert">
        {result.message}
      </p>
    );
  const job = result.value;
  const facts: Array<[string, ReactNode]> = [
    ["Job id", <span className="admin-target">{job.session_id}</span>],
    ["About", job.subject],
    ["Started", <When at={job.created_at} />],
    ["Finished", job.completed_at ? <When at={job.completed_at} /> : "Not yet"],
    ["Duration", durationText(job.duration_ms)],
    ["Engine", engineText(job)],
    ["Tokens", tokensText(job)],
    ["Model time", durationText(job.model_ms)],
    ["Model attempts", job.model_attempts ?? "—"],
    [
      "Relay",
      `${relayLabels[job.delivery.status]}${job.delivery.attempts ? ` after ${job.delivery.attempts} ${job.delivery.attempts === 1 ? "attempt" : "attempts"}` : ""}`,
    ],
  ];
  // A delivery that failed after the automation had called back is done: its error is history, not a problem.
  if (job.delivery.last_error)
    facts.push([job.delivery.status === "delivered" ? "Earlier relay error" : "Relay error", job.delivery.last_error]);
  if (job.failure_reason) facts.push(["Failure reason", job.failure_reason]);

  return (
    <div className="admin-job-panel">
      <dl className="admin-facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.result_path ? (
        <a className="button button-primary button-small" href={job.result_path}>
          Open the result
        </a>
      ) : (
        <p className="admin-muted">{job.status === "pending" ? "The result is still being written." : "This job kept no result."}</p>
      )}
    </div>
  );
}
