// A team invitation's link (issue 48): what it is, read without spending it, and joining with it.
import type { InvitationView, TeamDetail } from "@ai-leaders/core/teams/schema";
import { api, settle } from "../../lib/api-client.ts";

const invitations = api.api["team-invitations"];

export const viewInvitation = (token: string) =>
  settle(invitations.view.$post({ json: { token } }), (response) => response.json() as Promise<InvitationView>);

/** Joins the team as the signed-in account, which must be the invited address's. */
export const acceptInvitation = (userToken: string, token: string) =>
  settle(
    invitations.accept.$post({ json: { token } }, { headers: { authorization: `Bearer ${userToken}` } }),
    async (response) => ((await response.json()) as { team: TeamDetail }).team,
  );
