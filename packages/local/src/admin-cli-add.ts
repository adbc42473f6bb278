// What `npm run admin -- add` does once connected, locally or in the cloud: make or promote the
// admin with a one-time password, and log it.
import { provisionAdmin, type AccountRepository } from "@ai-leaders/core/accounts";
import type { AuditLog } from "@ai-leaders/core/audit";

export interface AdminTables {
  accounts: Pick<AccountRepository, "upsertAdmin">;
  audit: Pick<AuditLog, "record">;
}

/** The lines to print, or a refusal naming the setting to change. */
export async function addAdmin(
  { accounts, audit }: AdminTables,
  email: string,
  adminEmails: readonly string[],
  actor: string,
  now: Date,
): Promise<{ ok: true; lines: string[]; password: string } | { ok: false; message: string }> {
  const admin = await provisionAdmin(accounts, email, adminEmails, now);
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
      `${admin.created ? "Made" : "Promoted"} the admin account ${admin.email}.`,
      "Sign in at /admin with this one-time password; you will be asked to change it.",
      `password: ${admin.password}`,
    ],
  };
}
