import { Link } from "react-router-dom";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { paths } from "../../../config/paths.ts";
import { useJobsInFlight } from "./jobs-in-flight.ts";
import { resultKindLabels } from "./result-words.ts";

/** Where each workflow waits for its result: opening it picks the wait up again. */
const workflowPage: Record<ResultSummary["kind"], string> = {
  "landing-roast": paths.buildWebsite,
  "landing-improve": paths.improveLandingPage,
  "founder-profile": paths.founderProfile,
  "website-roast": paths.roastWebsite,
};

/** The roasts and profiles this browser started and has not seen finish, each a link back to its page. */
export function JobsInFlight() {
  const jobs = useJobsInFlight();
  if (jobs.length === 0) return null;
  return (
    <ul className="results-in-flight">
      {jobs.map((job) => (
        <li key={job.ticket.session_id}>
          <Link to={workflowPage[job.kind]} className="results-in-flight-link">
            <span className="results-entry-subject">{job.subject}</span>
            <span className="results-entry-meta">{resultKindLabels[job.kind]} · in progress, open to see it finish</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
