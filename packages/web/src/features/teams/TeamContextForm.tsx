// The business context a team shares (issue 48, Deliver 2): every library card and guide fills it in
// for the team's members; a member's own context, where they filled a field, still wins for them.
// Its owner and admins change it (each change is audited); members read it.
import { useState, type FormEvent } from "react";
import { teamContextFields, type TeamContext, type TeamDetail } from "@ai-leaders/core/teams/schema";
import { businessContextFields } from "../../lib/business-context/fill-placeholders.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { FormError } from "../../ui/FormError.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { updateTeam } from "./teams-api.ts";

interface TeamContextFormProps {
  team: TeamDetail;
  userToken: () => string | undefined;
  onSaved: (team: TeamDetail) => void;
}

const fields = businessContextFields.filter(({ field }) => (teamContextFields as readonly string[]).includes(field));

export function TeamContextForm({ team, userToken, onSaved }: TeamContextFormProps) {
  const mayEdit = team.role !== "member" && team.status === "active";
  const [context, setContext] = useState<TeamContext>(team.context);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    const answer = await updateTeam(token, team.team_id, { context });
    setBusy(false);
    if (!answer.ok) return setError(answer.message ?? "The context could not be saved. Check your connection and try again.");
    setSaved(true);
    onSaved(answer.value);
  }

  return (
    <section className="teams-section" aria-labelledby="team-context-heading">
      <h2 id="team-context-heading">The team&apos;s business context</h2>
      <p className="teams-note">
        Every prompt and guide fills these in for the team&apos;s members. A field a member fills in their own business context wins for
        them.
      </p>
      {mayEdit ? (
        <form className="teams-form teams-context" onSubmit={submit} noValidate>
          {fields.map(({ field, label, hint }) => (
            <FormField
              className="text-field"
              key={field}
              id={`team-context-${field}`}
              label={label}
              placeholder={hint}
              value={context[field as keyof TeamContext] ?? ""}
              onChange={(value) => setContext((current) => ({ ...current, [field]: value }))}
              maxLength={300}
            />
          ))}
          <FormError>{error}</FormError>
          {saved && (
            <p className="teams-sent" role="status">
              Saved. The team&apos;s prompts use it from now on.
            </p>
          )}
          <BusyButton busy={busy} className="button button-primary">
            Save the team&apos;s context
          </BusyButton>
        </form>
      ) : (
        <dl className="teams-context-list">
          {fields.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{team.context[field as keyof TeamContext] || "Not set"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
