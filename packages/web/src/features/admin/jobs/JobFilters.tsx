import { useId } from "react";
import type { AnalysisKind, JobStatus } from "@ai-leaders/core/jobs";
import type { JobFilter } from "./api.ts";
import { kindLabels, statusLabels } from "./labels.ts";

const kinds = Object.keys(kindLabels) as AnalysisKind[];
const statuses = Object.keys(statusLabels) as JobStatus[];

/** Kind and status: each change reads the list again from the newest job. */
export function JobFilters({ filter, onChange }: { filter: JobFilter; onChange: (filter: JobFilter) => void }) {
  const ids = { kind: useId(), status: useId() };
  return (
    <div className="admin-filters" role="group" aria-label="Filter jobs">
      <div className="admin-field">
        <label htmlFor={ids.kind}>Kind</label>
        <select
          id={ids.kind}
          value={filter.kind ?? ""}
          onChange={(event) => onChange({ ...filter, kind: (event.target.value || undefined) as AnalysisKind | undefined })}
        >
          <option value="">All kinds</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.status}>Status</label>
        <select
          id={ids.status}
          value={filter.status ?? ""}
          onChange={(event) => onChange({ ...filter, status: (event.target.value || undefined) as JobStatus | undefined })}
        >
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
