import { useId, useState } from "react";
import type { JobSummary } from "@ai-leaders/core/jobs";
import { When } from "../components/When.tsx";
import { JobDetails } from "./JobDetails.tsx";
import { durationText, engineText, kindLabels, statusLabels, tokensText } from "./labels.ts";

/**
 * One job: its own row group, so the details it opens sit right under it. At narrow widths the
 * cells stack into a card, each led by its column's name (data-label).
 */
export function JobRow({ job, accessToken }: { job: JobSummary; accessToken: string }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <tbody className="admin-job">
      <tr>
        <td data-label="When">
          <When at={job.created_at} />
        </td>
        <td data-label="Job" className="admin-job-cell-job">
          <div>
            <span className="admin-job-kind">{kindLabels[job.kind]}</span>
            <span className="admin-job-subject">{job.subject}</span>
          </div>
        </td>
        <td data-label="Status">
          <span className={`admin-badge admin-badge-job-${job.status}`}>{statusLabels[job.status]}</span>
        </td>
        <td data-label="Duration">{durationText(job.duration_ms)}</td>
        <td data-label="Engine">{engineText(job)}</td>
        <td data-label="Tokens">{tokensText(job)}</td>
        <td data-label="Failure reason" className="admin-job-reason">
          {job.failure_reason ?? "—"}
        </td>
        <td className="admin-job-toggle">
          <button
            type="button"
            className="button button-secondary button-small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? "Hide details" : "Details"}
            <span className="visually-hidden">
              {" "}
              of the {kindLabels[job.kind].toLowerCase()} of {job.subject}
            </span>
          </button>
        </td>
      </tr>
      <tr id={detailsId} className="admin-job-details" hidden={!open}>
        <td colSpan={8}>{open && <JobDetails id={job.session_id} accessToken={accessToken} />}</td>
      </tr>
    </tbody>
  );
}
