import { useCallback, useEffect, useRef, useState } from "react";
import type { ChangelogLink } from "@ai-leaders/core/changelog";
import type { SectionProps } from "../sections.ts";
import { AdminError } from "../components/AdminError.tsx";
import { entriesRequest, linkableRequest, type ConsoleEntry } from "./api.ts";
import { EntryForm } from "./EntryForm.tsx";
import { EntryRow } from "./EntryRow.tsx";
import "./changelog.css";

type Editing = { entry?: ConsoleEntry } | null;

/** "What's new": entries written as drafts, published to visitors and to the followers of their suggestions. */
export function ChangelogSection({ accessToken }: SectionProps) {
  const [entries, setEntries] = useState<ConsoleEntry[] | null>(null);
  const [linkable, setLinkable] = useState<ChangelogLink[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState("");
  const newButton = useRef<HTMLButtonElement>(null);
  // Set when the form closes or an entry goes: "New entry" takes focus once it is drawn again.
  const focusNewButton = useRef(false);
  const tokenRef = useRef(accessToken);
  tokenRef.current = accessToken;

  const load = useCallback(async () => {
    const [list, pages] = await Promise.all([entriesRequest(tokenRef.current), linkableRequest(tokenRef.current)]);
    if (!list.ok) return setError(list.message);
    setEntries(list.value.rows);
    if (pages.ok) setLinkable(pages.value);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!focusNewButton.current || !newButton.current) return;
    focusNewButton.current = false;
    newButton.current.focus();
  });

  function saved(entry: ConsoleEntry) {
    setEntries((current) => [entry, ...(current ?? []).filter((listed) => listed.id !== entry.id)]);
    setNotice(editing?.entry ? `Saved “${entry.title}”.` : `Saved “${entry.title}” as a draft. Publish it when it is ready.`);
    setEditing(null);
    focusNewButton.current = true;
  }

  function changed(entry: ConsoleEntry, message: string) {
    setEntries((current) => (current ?? []).map((listed) => (listed.id === entry.id ? entry : listed)));
    setNotice(message);
  }

  function removed(id: string) {
    setEntries((current) => (current ?? []).filter((listed) => listed.id !== id));
    setNotice("Entry deleted.");
    focusNewButton.current = true;
  }

  return (
    <div className="admin-section">
      <h1>What&apos;s new</h1>
      <p className="admin-muted">
        Write what shipped and link to the new guides, prompts or articles. Publishing marks the suggestions it answers as done and emails, once, each person who asked to hear
        about them.
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
            focusNewButton.current = true;
          }}
        />
      ) : (
        <button type="button" ref={newButton} className="button button-primary" onClick={() => setEditing({})}>
          New entry
        </button>
      )}
      <AdminError error={error} />
      {entries === null && !error && (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      )}
      {entries?.length === 0 && <p className="admin-muted">No entries yet. Write the first when something ships.</p>}
      {entries && entries.length > 0 && (
        <ul className="admin-rows changelog-entries" aria-label="Entries, newest first">
          {entries.map((entry) => (
            <EntryRow key={entry.id} accessToken={accessToken} entry={entry} onEdit={() => setEditing({ entry })} onChanged={changed} onRemoved={removed} />
          ))}
        </ul>
      )}
    </div>
  );
}
