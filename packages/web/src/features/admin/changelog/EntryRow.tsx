import { changelogMessages } from "@ai-leaders/core/messages";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { When } from "../components/When.tsx";
import { plural, statusLabel } from "../board/labels.ts";
import { deleteEntryRequest, publishEntryRequest, type ConsoleEntry } from "./api.ts";

interface EntryRowProps {
  accessToken: string;
  entry: ConsoleEntry;
  onEdit: () => void;
  onChanged: (entry: ConsoleEntry, message: string) => void;
  onRemoved: (id: string) => void;
}

export function EntryRow({ accessToken, entry, onEdit, onChanged, onRemoved }: EntryRowProps) {
  const published = entry.state === "published";
  const answers = plural(entry.suggestions.length, "suggestion", "suggestions");
  return (
    <li className="admin-row changelog-entry">
      <div className="admin-row-main">
        <p className="admin-row-title">{entry.title}</p>
        <p className="admin-row-meta">
          {published ? (
            <>
              <span className="admin-badge admin-badge-delivered">Published</span> <When at={entry.published_at!} /> ·{" "}
              {plural(entry.notified ?? 0, "person", "people")} emailed
            </>
          ) : (
            <>
              <span className="admin-badge">Draft</span> dated {entry.date}
            </>
          )}
        </p>
        <p className="admin-message">{entry.summary}</p>
        {entry.links.length > 0 && <p className="admin-row-meta">Links: {entry.links.map((link) => link.title).join(" · ")}</p>}
        {entry.suggestions.length > 0 && (
          <p className="admin-row-meta">
            Answers: {entry.suggestions.map((suggestion) => `${suggestion.title} (${statusLabel(suggestion.status)})`).join(" · ")}
          </p>
        )}
      </div>
      <div className="admin-actions">
        <button type="button" className="button button-secondary button-small" aria-label={`Edit ${entry.title}`} onClick={onEdit}>
          Edit
        </button>
        {!published && (
          <ConfirmAction
            openLabel="Publish"
            openAriaLabel={`Publish ${entry.title}`}
            groupLabel={`Publish ${entry.title}`}
            question={
              entry.suggestions.length > 0
                ? `Publish “${entry.title}”? Visitors see it in What's new; its ${answers} will be marked done and the people who asked to hear are emailed once.`
                : `Publish “${entry.title}”? Visitors see it in What's new.`
            }
            confirmLabel="Publish now"
            busyLabel="Publishing…"
            tone="calm"
            request={() => publishEntryRequest(accessToken, entry.id)}
            onDone={({ entry: publishedEntry, notified }) => onChanged(publishedEntry, changelogMessages.publishedNotice(notified))}
          />
        )}
        <ConfirmAction
          openLabel="Delete"
          openAriaLabel={`Delete ${entry.title}`}
          groupLabel={`Delete ${entry.title}`}
          question={
            published
              ? `Delete “${entry.title}”? Visitors no longer see it; its suggestions stay done.`
              : `Delete the draft “${entry.title}”?`
          }
          confirmLabel="Delete"
          busyLabel="Deleting…"
          tone="danger"
          request={() => deleteEntryRequest(accessToken, entry.id)}
          onDone={onRemoved}
        />
      </div>
    </li>
  );
}
