import { useState } from "react";
import type { ChangelogLink } from "@ai-leaders/core/changelog";
import type { SectionProps } from "../section-props.ts";
import { ListStates } from "../components/ListFooter.tsx";
import { useConsoleList } from "../use-console-list.ts";
import { useReturnFocus } from "../use-return-focus.ts";
import { entriesRequest, linkableRequest, type ConsoleEntry } from "./api.ts";
import { EntryForm } from "./EntryForm.tsx";
import { EntryRow } from "./EntryRow.tsx";
import "./changelog.css";

type Editing = { entry?: ConsoleEntry } | null;

/** "What's new": entries written as drafts, published to visitors and to the followers of their suggestions. */
export function ChangelogSection({ accessToken }: SectionProps) {
  const [linkable, setLinkable] = useState<ChangelogLink[]>([]);
  // The pages an entry may link to come with the entries.
  const entries = useConsoleList(async () => {
    const [list, pages] = await Promise.all([entriesRequest(accessToken), linkableRequest(accessToken)]);
    if (list.ok && pages.ok) setLinkable(pages.value);
    return list;
  }, "whats-new");
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState("");
  // "New entry" takes focus back when the form closes or an entry goes.
  const newButton = useReturnFocus<HTMLButtonElement>();

  function saved(entry: ConsoleEntry) {
    entries.putFirst(entry);
    setNotice(editing?.entry ? `Saved “${entry.title}”.` : `Saved “${entry.title}” as a draft. Publish it when it is ready.`);
    setEditing(null);
    newButton.returnFocus();
  }

  function changed(entry: ConsoleEntry, message: string) {
    entries.replace(entry);
    setNotice(message);
  }

  function removed(id: string) {
    entries.remove(id);
    setNotice("Entry deleted.");
    newButton.returnFocus();
  }

  return (
    <div className="admin-section">
      <h1>What&apos;s new</h1>
      <p className="admin-muted">
        Write what shipped and link to the new guides, prompts or articles. Publishing marks the suggestions it answers as done and emails,
        once, each person who asked to hear about them.
      </p>
      {/* Always on the page, so the first notice is announced; painted only when it says something. */}
      <p className={notice ? "admin-notice" : undefined} role="status">
        {notice}
      </p>
      {editing ? (
        <EntryForm
          accessToken={accessToken}
          linkable={linkable}
          entry={editing.entry}
          onSaved={saved}
          onCancel={() => {
            setEditing(null);
            newButton.returnFocus();
          }}
        />
      ) : (
        <button type="button" ref={newButton.ref} className="button button-primary" onClick={() => setEditing({})}>
          New entry
        </button>
      )}
      <ListStates list={entries} empty="No entries yet. Write the first when something ships." />
      {entries.rows.length > 0 && (
        <ul className="admin-rows changelog-entries" aria-label="Entries, newest first">
          {entries.rows.map((entry) => (
            <EntryRow
              key={entry.id}
              accessToken={accessToken}
              entry={entry}
              onEdit={() => setEditing({ entry })}
              onChanged={changed}
              onRemoved={removed}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
