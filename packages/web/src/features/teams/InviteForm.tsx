// Inviting someone into the team (owner or admin): a mailed link, within the team's seats.
import { useState, type FormEvent } from "react";
import type { GrantableRole, TeamDetail } from "@ai-leaders/core/teams/schema";
import { teamLimits } from "@ai-leaders/core/limits";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { FormError } from "../../ui/FormError.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { invite } from "./teams-api.ts";
import { teamRoleDuties as roleDuties, teamRoleNames as roleNames } from "@ai-leaders/core/messages";

interface InviteFormProps {
  team: TeamDetail;
  userToken: () => string | undefined;
  onInvited: () => void;
}

export function InviteForm({ team, userToken, onInvited }: InviteFormProps) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<GrantableRole>("member");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const seatsLeft = team.seats - team.members.length - team.invitations.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    setSentTo(null);
    const sent = await invite(token, team.team_id, email, role);
    setBusy(false);
    if (!sent.ok) return setError(sent.message ?? "The invitation could not be sent. Check your connection and try again.");
    setSentTo(sent.value.email);
    setEmail("");
    onInvited();
  }

  return (
    <section className="teams-section" aria-labelledby="team-invite-heading">
      <h2 id="team-invite-heading">Invite someone</h2>
      <p className="teams-note">
        We mail them a link that works for {teamLimits.invitationDays} days. They join with an account for that address.{" "}
        {seatsLeft > 0 ? `${seatsLeft} of ${team.seats} seats free.` : "Every seat is taken or invited."}
      </p>
      <form className="teams-form" onSubmit={submit} noValidate>
        <FormField
          className="text-field"
          id="invite-email"
          label="Their work email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          required
        />
        <fieldset className="teams-roles">
          <legend>Role</legend>
          {(["member", "admin"] as const).map((option) => (
            <label key={option} className="teams-role-option">
              <input type="radio" name="invite-role" value={option} checked={role === option} onChange={() => setRole(option)} />
              <span>
                <strong>{roleNames[option]}</strong>: {roleDuties[option]}
              </span>
            </label>
          ))}
        </fieldset>
        <FormError>{error}</FormError>
        {sentTo && (
          <p className="teams-sent" role="status">
            Invitation sent to {sentTo}.
          </p>
        )}
        <BusyButton busy={busy} className="button button-primary">
          Send the invitation
        </BusyButton>
      </form>
    </section>
  );
}
