// A team's people: each member and role, and what the requester's role lets them do to each (the
// server checks every change again); the open invitations, which an owner or admin may withdraw.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { GrantableRole, TeamDetail, TeamMember } from "@ai-leaders/core/teams/schema";
import { paths } from "../../config/paths.ts";
import { removeMember, setMemberRole, transferOwnership, withdrawInvitation } from "./teams-api.ts";
import { teamRoleNames as roleNames } from "@ai-leaders/core/messages";

interface TeamPeopleProps {
  team: TeamDetail;
  currentUserId: string;
  userToken: () => string | undefined;
  onChanged: () => void;
}

type Settled = { ok: true } | { ok: false; message?: string };

const joinedOn = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function TeamPeople({ team, currentUserId, userToken, onChanged }: TeamPeopleProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const active = team.status === "active";

  /** Runs one change; `key` names the control that asked, so only it says "Please wait". */
  async function change(key: string, request: (token: string) => Promise<Settled>, after: () => void = onChanged) {
    const token = userToken();
    if (busy || !token) return;
    setBusy(key);
    setError(null);
    const answer = await request(token);
    setBusy(null);
    setConfirming(null);
    if (!answer.ok) return setError(answer.message ?? "That change could not be made. Check your connection and try again.");
    after();
  }

  const mayChange = (member: TeamMember) =>
    active &&
    member.user_id !== currentUserId &&
    member.role !== "owner" &&
    (team.role === "owner" || (team.role === "admin" && member.role === "member"));

  return (
    <section className="teams-section" aria-labelledby="team-people-heading">
      <h2 id="team-people-heading">People</h2>
      {error && (
        <p className="auth-form-error" role="alert">
          {error}
        </p>
      )}
      <ul className="teams-people">
        {team.members.map((member) => {
          const self = member.user_id === currentUserId;
          const removeKey = `remove:${member.user_id}`;
          return (
            <li key={member.user_id} className="teams-person">
              <div className="teams-person-who">
                <span className="teams-person-name">
                  {member.name ?? member.email}
                  {self && " (you)"}
                </span>
                {member.name && <span className="teams-person-email">{member.email}</span>}
                <span className="teams-person-meta">
                  {roleNames[member.role]} · joined {joinedOn.format(new Date(member.joined_at))}
                </span>
              </div>
              <div className="teams-person-actions">
                {mayChange(member) && team.role === "owner" && (
                  <RoleSelect
                    member={member}
                    disabled={busy !== null}
                    onChange={(role) =>
                      void change(`role:${member.user_id}`, (token) => setMemberRole(token, team.team_id, member.user_id, role))
                    }
                  />
                )}
                {mayChange(member) && team.role === "owner" && (
                  <ConfirmButton
                    label="Make owner"
                    confirmLabel={`Yes, make ${member.name ?? member.email} owner`}
                    confirming={confirming === `owner:${member.user_id}`}
                    onAsk={() => setConfirming(`owner:${member.user_id}`)}
                    onCancel={() => setConfirming(null)}
                    busy={busy === `owner:${member.user_id}`}
                    onConfirm={() =>
                      void change(`owner:${member.user_id}`, (token) => transferOwnership(token, team.team_id, member.user_id))
                    }
                  />
                )}
                {mayChange(member) && (
                  <ConfirmButton
                    label="Remove"
                    confirmLabel={`Yes, remove ${member.name ?? member.email}`}
                    confirming={confirming === removeKey}
                    onAsk={() => setConfirming(removeKey)}
                    onCancel={() => setConfirming(null)}
                    busy={busy === removeKey}
                    onConfirm={() => void change(removeKey, (token) => removeMember(token, team.team_id, member.user_id))}
                  />
                )}
                {self && member.role !== "owner" && (
                  <ConfirmButton
                    label="Leave the team"
                    confirmLabel="Yes, leave the team"
                    confirming={confirming === "leave"}
                    onAsk={() => setConfirming("leave")}
                    onCancel={() => setConfirming(null)}
                    busy={busy === "leave"}
                    onConfirm={() =>
                      void change(
                        "leave",
                        (token) => removeMember(token, team.team_id, member.user_id),
                        () => navigate(paths.teams),
                      )
                    }
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {team.invitations.length > 0 && (
        <>
          <h3>Invited, not joined yet</h3>
          <ul className="teams-people">
            {team.invitations.map((invitation) => (
              <li key={invitation.invitation_id} className="teams-person">
                <div className="teams-person-who">
                  <span className="teams-person-name">{invitation.email}</span>
                  <span className="teams-person-meta">
                    {roleNames[invitation.role]} · invited by {invitation.invited_by} · the link works until{" "}
                    {joinedOn.format(new Date(invitation.expires_at))}
                  </span>
                </div>
                <div className="teams-person-actions">
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-disabled={busy !== null || undefined}
                    onClick={() =>
                      void change(`withdraw:${invitation.invitation_id}`, (token) =>
                        withdrawInvitation(token, team.team_id, invitation.invitation_id),
                      )
                    }
                  >
                    {busy === `withdraw:${invitation.invitation_id}` ? (
                      "Please wait..."
                    ) : (
                      <>
                        Withdraw<span className="visually-hidden"> the invitation to {invitation.email}</span>
                      </>
                    )}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RoleSelect({ member, disabled, onChange }: { member: TeamMember; disabled: boolean; onChange: (role: GrantableRole) => void }) {
  const id = `role-${member.user_id}`;
  return (
    <span className="teams-role-select">
      <label htmlFor={id} className="visually-hidden">
        Role of {member.name ?? member.email}
      </label>
      <select
        id={id}
        className="text-field"
        value={member.role}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as GrantableRole)}
      >
        <option value="admin">{roleNames.admin}</option>
        <option value="member">{roleNames.member}</option>
      </select>
    </span>
  );
}

interface ConfirmButtonProps {
  label: string;
  confirmLabel: string;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A change that cannot be undone from here asks once more, in place. */
function ConfirmButton({ label, confirmLabel, confirming, busy, onAsk, onCancel, onConfirm }: ConfirmButtonProps) {
  if (!confirming) {
    return (
      <button type="button" className="button button-secondary button-small" onClick={onAsk}>
        {label}
      </button>
    );
  }
  return (
    <span className="teams-confirm">
      <button type="button" className="button button-danger button-small" onClick={onConfirm} aria-disabled={busy || undefined}>
        {busy ? "Please wait..." : confirmLabel}
      </button>
      <button type="button" className="button button-ghost button-small" onClick={onCancel}>
        Cancel
      </button>
    </span>
  );
}
