// The people of the team pages' component tests: Sara, who owns the team, and Omar, a member.
import type { AuthUser } from "@ai-leaders/core/accounts";

export const teamOwner: AuthUser = {
  id: "u-owner",
  email: "sara@northwind.example",
  created_at: "2026-11-01T00:00:00.000Z",
  email_confirmed_at: "2026-11-01T00:00:00.000Z",
  user_metadata: { full_name: "Sara Blake" },
};

export const teamMember: AuthUser = {
  ...teamOwner,
  id: "u-member",
  email: "omar@northwind.example",
  user_metadata: { full_name: "Omar Diaz" },
};
