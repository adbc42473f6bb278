// Suggesting where AI could help (any member): the task as it is done today, how often and how long,
// the data it would use (flagging personal or confidential data) and the cost of a wrong answer.
import { useState, type FormEvent } from "react";
import type { BacklogFrequency, TeamBacklog, WrongAnswerCost } from "@ai-leaders/core/teams";
import { backlogFrequencyNames, backlogWrongCostNames } from "@ai-leaders/core/messages";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { FormError } from "../../ui/FormError.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { suggestItem } from "./backlog-api.ts";

interface SuggestItemFormProps {
  teamId: string;
  userToken: () => string | undefined;
  onSuggested: (backlog: TeamBacklog) => void;
}

const frequencies = Object.keys(backlogFrequencyNames) as BacklogFrequency[];
const costs = Object.keys(backlogWrongCostNames) as WrongAnswerCost[];
const blank = { title: "", task: "", frequency: "weekly" as BacklogFrequency, hours: "1", data: "", why: "", links: "" };

export function SuggestItemForm({ teamId, userToken, onSuggested }: SuggestItemFormProps) {
  const [fields, setFields] = useState(blank);
  const [personal, setPersonal] = useState(false);
  const [confidential, setConfidential] = useState(false);
  const [cost, setCost] = useState<WrongAnswerCost>("medium");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const set = (field: keyof typeof blank) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    setSent(null);
    const links = fields.links
      .split(/\s+/)
      .map((link) => link.trim())
      .filter(Boolean)
      .map(asSitePath);
    const answer = await suggestItem(token, teamId, {
      title: fields.title,
      task: fields.task,
      frequency: fields.frequency,
      hours: Number(fields.hours),
      data: fields.data,
      personal_data: personal,
      confidential_data: confidential,
      wrong_cost: cost,
      wrong_cost_why: fields.why,
      links,
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.message ?? "The suggestion could not be sent. Check your connection and try again.");
    setSent(fields.title);
    setFields(blank);
    setPersonal(false);
    setConfidential(false);
    onSuggested(answer.value);
  }

  return (
    <section className="teams-section" aria-labelledby="backlog-suggest-heading">
      <h2 id="backlog-suggest-heading">Suggest where AI could help</h2>
      <form className="teams-form backlog-form" onSubmit={submit} noValidate>
        <FormField
          className="text-field"
          id="backlog-title"
          label="The task, in a few words"
          placeholder="e.g. Draft the monthly investor update"
          value={fields.title}
          onChange={set("title")}
          maxLength={120}
          required
        />
        <TextArea id="backlog-task" label="How it is done today" value={fields.task} onChange={set("task")} maxLength={1000} />
        <div className="backlog-form-row">
          <label className="auth-field" htmlFor="backlog-frequency">
            How often
            <select
              id="backlog-frequency"
              className="text-field"
              value={fields.frequency}
              onChange={(event) => set("frequency")(event.target.value)}
            >
              {frequencies.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {backlogFrequencyNames[frequency]}
                </option>
              ))}
            </select>
          </label>
          <FormField
            className="text-field"
            id="backlog-hours"
            label="Hours each time"
            type="number"
            inputMode="decimal"
            min={0.25}
            max={200}
            step={0.25}
            value={fields.hours}
            onChange={set("hours")}
          />
        </div>
        <TextArea id="backlog-data" label="The data it would use" value={fields.data} onChange={set("data")} maxLength={500} />
        <fieldset className="teams-roles">
          <legend>Does that data include</legend>
          <label className="teams-role-option">
            <input type="checkbox" checked={personal} onChange={(event) => setPersonal(event.target.checked)} />
            <span>personal data (about customers, staff or anyone else)</span>
          </label>
          <label className="teams-role-option">
            <input type="checkbox" checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
            <span>confidential data (figures, contracts, plans)</span>
          </label>
        </fieldset>
        <fieldset className="teams-roles">
          <legend>The cost of a wrong answer</legend>
          {costs.map((option) => (
            <label key={option} className="teams-role-option">
              <input type="radio" name="backlog-cost" value={option} checked={cost === option} onChange={() => setCost(option)} />
              <span>{backlogWrongCostNames[option]}</span>
            </label>
          ))}
        </fieldset>
        <TextArea id="backlog-why" label="Why it would cost that (optional)" value={fields.why} onChange={set("why")} maxLength={500} />
        <TextArea
          id="backlog-links"
          label="Cards, guides or results that would serve it (optional: their addresses, one per line)"
          value={fields.links}
          onChange={set("links")}
          maxLength={1800}
        />
        <FormError>{error}</FormError>
        {sent && (
          <p className="teams-sent" role="status">
            Suggested: {sent}.
          </p>
        )}
        <BusyButton busy={busy} className="button button-primary">
          Suggest it
        </BusyButton>
      </form>
    </section>
  );
}

function TextArea({
  id,
  label,
  value,
  onChange,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="text-field"
        rows={3}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** An address copied from the page is taken by its path (and card anchor); anything else as written, for the API to judge. */
function asSitePath(link: string): string {
  if (!/^https?:\/\//.test(link)) return link;
  try {
    const url = new URL(link);
    return url.pathname + url.hash;
  } catch {
    return link;
  }
}
