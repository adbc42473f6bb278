import { useId, useMemo, useState } from "react";
import { ListFooter } from "../components/ListFooter.tsx";
import type { SectionProps } from "../section-props.ts";
import { usePagedList } from "../use-paged-list.ts";
import { promptFeedbackRequest } from "./api.ts";
import { FeedbackRow } from "./FeedbackRow.tsx";
import { feedbackSorts, sortFeedback, type FeedbackSort } from "./sort.ts";
import "./feedback.css";

/** "Did this work for you?" per prompt: yes and no, the share of yes, and the newest notes. */
export function FeedbackSection({ accessToken }: SectionProps) {
  const prompts = usePagedList(() => promptFeedbackRequest(accessToken), "prompt-feedback");
  const [sort, setSort] = useState<FeedbackSort>("fewest-yes");
  const sorted = useMemo(() => sortFeedback(prompts.rows, sort), [prompts.rows, sort]);
  const sortId = useId();

  return (
    <div className="admin-section">
      <h1>Prompt feedback</h1>
      <p className="admin-muted">
        What visitors answered to "Did this work for you?" on each prompt card: one answer per visitor and prompt, the latest kept.
      </p>
      {prompts.rows.length > 0 && (
        <div className="admin-feedback-sort admin-edit-form">
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as FeedbackSort)}>
            {Object.entries(feedbackSorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {prompts.loading ? "" : `${prompts.rows.length} prompts shown, ${feedbackSorts[sort].toLowerCase()}.`}
      </p>
      {sorted.length > 0 && (
        <table className="admin-table admin-feedback">
          <caption className="visually-hidden">Prompt feedback, {feedbackSorts[sort].toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Prompt</th>
              <th scope="col">Yes</th>
              <th scope="col">No</th>
              <th scope="col">Share of yes</th>
              <th scope="col">Latest notes</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((prompt) => (
              <FeedbackRow key={prompt.id} prompt={prompt} />
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={prompts} noun="prompts" empty="No prompts to list." />
    </div>
  );
}
