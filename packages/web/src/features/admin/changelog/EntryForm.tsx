import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { changelogLimits, type ChangelogDraft, type ChangelogLink } from "@ai-leaders/core/changelog";
import { articleSummaries } from "../../../content/articles/catalog.ts";
import { paths } from "../../../config/paths.ts";
import { useAction } from "../use-action.ts";
import { FormActions } from "../components/FormActions.tsx";
import { createEntryRequest, updateEntryRequest, type ConsoleEntry } from "./api.ts";
import { SuggestionPicker, type PickedSuggestion } from "./SuggestionPicker.tsx";

interface EntryFormProps {
  accessToken: string;
  /** The pages an entry may link to, as the server lists them (articles are the site's own). */
  linkable: ChangelogLink[];
  /** The entry being edited; a new draft when absent. */
  entry?: ConsoleEntry;
  onSaved: (entry: ConsoleEntry) => void;
  onCancel: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);
const linkKey = (link: Pick<ChangelogLink, "kind" | "path">) => `${link.kind} ${link.path}`;
const articleLinks: ChangelogLink[] = articleSummaries.map((article) => ({
  kind: "article",
  path: paths.blogPost(article.slug),
  title: article.title,
}));
const groups = [
  { kind: "guide", label: "Guides" },
  { kind: "library", label: "Prompt libraries" },
  { kind: "prompt", label: "Prompts" },
  { kind: "article", label: "Articles" },
] as const;

/** An entry as the operator writes it: what shipped, its links to the new content, and the suggestions it answers. */
export function EntryForm({ accessToken, linkable, entry, onSaved, onCancel }: EntryFormProps) {
  const [title, setTitle] = useState(entry?.title ?? "");
  const [summary, setSummary] = useState(entry?.summary ?? "");
  const [date, setDate] = useState(entry?.date ?? today());
  const [links, setLinks] = useState<ChangelogLink[]>(entry?.links ?? []);
  const [chosenLink, setChosenLink] = useState("");
  const [suggestions, setSuggestions] = useState<PickedSuggestion[]>(entry?.suggestions ?? []);
  const action = useAction();
  const ids = { title: useId(), summary: useId(), date: useId(), link: useId(), counter: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const pages = [...linkable, ...articleLinks];

  useEffect(() => titleRef.current?.focus(), []);

  function addLink() {
    const link = pages.find((page) => linkKey(page) === chosenLink);
    if (!link || links.some((added) => linkKey(added) === chosenLink)) return;
    setLinks([...links, link]);
    setChosenLink("");
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.busy) return;
    const draft: ChangelogDraft = { title, summary, date, links, suggestion_ids: suggestions.map((suggestion) => suggestion.id) };
    void action.run(() => (entry ? updateEntryRequest(accessToken, entry.id, draft) : createEntryRequest(accessToken, draft)), onSaved);
  }

  const left = changelogLimits.summaryMax - summary.length;
  const linksFull = links.length >= changelogLimits.linksMax;
  return (
    <form className="admin-panel admin-edit-form changelog-form" aria-label={entry ? `Edit ${entry.title}` : "New entry"} onSubmit={save}>
      <div className="admin-field">
        <label htmlFor={ids.title}>Title</label>
        <input
          id={ids.title}
          ref={titleRef}
          required
          maxLength={changelogLimits.titleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.summary}>What changed, in a sentence or two</label>
        <textarea
          id={ids.summary}
          required
          rows={3}
          maxLength={changelogLimits.summaryMax}
          value={summary}
          aria-describedby={ids.counter}
          onChange={(event) => setSummary(event.target.value)}
        />
        <p id={ids.counter} className="admin-row-meta">
          {left} of {changelogLimits.summaryMax} characters left.
        </p>
      </div>
      <div className="admin-field changelog-date">
        <label htmlFor={ids.date}>Date shown</label>
        <input id={ids.date} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <fieldset className="changelog-picked">
        <legend>Links to the new content</legend>
        {links.length > 0 && (
          <ul className="changelog-chosen">
            {links.map((link) => (
              <li key={linkKey(link)}>
                <span>{link.title}</span>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`Remove the link to ${link.title}`}
                  onClick={() => setLinks(links.filter((added) => added !== link))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="admin-search-row">
          <label htmlFor={ids.link} className="visually-hidden">
            Page to link
          </label>
          <select id={ids.link} value={chosenLink} disabled={linksFull} onChange={(event) => setChosenLink(event.target.value)}>
            <option value="">{linksFull ? `At most ${changelogLimits.linksMax} links` : "Choose a guide, prompt or article"}</option>
            {groups.map((group) => (
              <optgroup key={group.kind} label={group.label}>
                {pages
                  .filter((page) => page.kind === group.kind)
                  .map((page) => (
                    <option key={linkKey(page)} value={linkKey(page)}>
                      {page.title}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" className="button button-secondary button-small" aria-disabled={!chosenLink} onClick={addLink}>
            Add link
          </button>
        </div>
      </fieldset>
      <SuggestionPicker accessToken={accessToken} picked={suggestions} onChange={setSuggestions} />
      <FormActions
        error={action.error}
        busy={action.busy}
        label={entry ? "Save changes" : "Save draft"}
        busyLabel="Saving…"
        onCancel={onCancel}
      />
    </form>
  );
}
