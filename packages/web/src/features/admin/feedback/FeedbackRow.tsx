import type { AdminPromptFeedback } from "@ai-leaders/core/feedback";
import { When } from "../components/When.tsx";

const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 0 });

/** One prompt. At narrow widths the cells stack into a card, each led by its column's name (data-label). */
export function FeedbackRow({ prompt }: { prompt: AdminPromptFeedback }) {
  return (
    <tr className="admin-table-row">
      <td data-label="Prompt" className="admin-feedback-prompt">
        <div>
          <a href={prompt.href}>{prompt.title}</a>
          <span className="admin-feedback-library">{prompt.library}</span>
        </div>
      </td>
      <td data-label="Yes">{prompt.yes}</td>
      <td data-label="No">{prompt.no}</td>
      <td data-label="Share of yes">{prompt.share_yes === null ? "—" : percent.format(prompt.share_yes)}</td>
      <td data-label="Latest notes" className="admin-feedback-notes">
        {prompt.latest_notes.length === 0 ? (
          <span className="admin-feedback-none">No notes</span>
        ) : (
          <ul>
            {prompt.latest_notes.map((note) => (
              <li key={`${note.answered_at}\n${note.note}`}>
                <span className="admin-badge">{note.answer === "yes" ? "Yes" : "No"}</span> {note.note}{" "}
                <span className="admin-feedback-when">
                  <When at={note.answered_at} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
