// What `npm run admin -- add` does once connected, locally or in the cloud: make or promote the
// admin with a one-time password, and log it.
import { provisionAdmin, type AccountRepository, type ProvisionedAdmin } from "@ai-leaders/core/accounts";
import type { FactorRepository } from "@ai-leaders/core/accounts/factors/repository";
import type { AuditLog } from "@ai-leaders/core/audit";

export interface AdminTables {
  accounts: Pick<AccountRepository, "upsertAdmin" | "endSessions">;
  factors: Pick<FactorRepository, "removeAllFactors">;
  audit: Pick<AuditLog, "record">;
}

/** The lines to print, or a refusal naming the setting to change. */
export async function addAdmin(
  { accounts, factors, audit }: AdminTables,
  email: string,
  adminEmails: readonly string[],
  actor: string,
  now: Date,
): Promise<{ ok: true; lines: string[]; password: string } | { ok: false; message: string }> {
  const admin = await provisionAdmin(accounts, factors, email, adminEmails, now);
  if (admin === "not-listed") {
    const listed = adminEmails.length ? adminEmails.join(", ") : "nobody";
    return {
      ok: false,
      message: `${email} is not in ADMIN_EMAILS (${listed}). Add it to ADMIN_EMAILS first: only those addresses can be admins.`,
    };
  }
  await audit.record({ actor, action: admin.created ? "admin.created" : "admin.promoted", target: admin.email }, now);
  return {
    ok: true,
    password: admin.password,
    lines: [
      ...whatHappened(admin),
      "Sign in at /admin with this one-time password; you will be asked to change it and to set up a second factor.",
      `password: ${admin.password}`,
    ],
  };
}

function whatHappened({ email, created, sessionsEnded }: ProvisionedAdmin): string[] {
  if (created) return [`Made the admin account ${email}.`];
  const sessions = sessionsEnded === 1 ? "1 session" : `${sessionsEnded} sessions`;
  return [
    `The account ${email} already existed: promoted it to admin.`,
    `Ended its ${sessions} and removed its second factors; its password is now the one-time password below.`,
  ];
}
