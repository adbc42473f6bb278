import { useState } from "react";
import { ListFooter } from "../components/ListFooter.tsx";
import type { SectionProps } from "../section-props.ts";
import { usePagedList } from "../use-paged-list.ts";
import { jobsRequest, type JobFilter } from "./api.ts";
import { BudgetUse } from "./BudgetUse.tsx";
import { JobFilters } from "./JobFilters.tsx";
import { JobRow } from "./JobRow.tsx";
import "./jobs.css";

/** Recent AI jobs, newest first: what each cost, who wrote it, why it failed, and its result. */
export function JobsSection({ accessToken }: SectionProps) {
  const [filter, setFilter] = useState<JobFilter>({});
  const paged = usePagedList((cursor) => jobsRequest(accessToken, filter, cursor), `${filter.kind ?? ""}\n${filter.status ?? ""}`);
  const filtered = Boolean(filter.kind || filter.status);

  return (
    <div className="admin-section">
      <h1>AI jobs</h1>
      <p className="admin-muted">
        Every analysis of the last 30 days, newest first: how long it took, which engine wrote it, the tokens it used and why it failed.
        Open a job for its details and its result.
      </p>
      <BudgetUse accessToken={accessToken} />
      <JobFilters filter={filter} onChange={setFilter} />
      <p className="visually-hidden" aria-live="polite">
        {paged.loading ? "" : `${paged.rows.length} jobs shown${paged.hasMore ? ", more to load" : ""}.`}
      </p>
      {paged.rows.length > 0 && (
        <table className="admin-table admin-jobs">
          <caption className="visually-hidden">Recent AI jobs, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Job</th>
              <th scope="col">Status</th>
              <th scope="col">Duration</th>
              <th scope="col">Engine</th>
              <th scope="col">Tokens</th>
              <th scope="col">Failure reason</th>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          {paged.rows.map((job) => (
            <JobRow key={job.session_id} job={job} accessToken={accessToken} />
          ))}
        </table>
      )}
      <ListFooter list={paged} noun="jobs" empty={filtered ? "No jobs match these filters." : "No AI jobs in the last 30 days."} />
    </div>
  );
}
