import type { ErasureReport } from "@ai-leaders/core/erasure";

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the console says after an erasure: each kind of record removed, in the order a reader thinks of them. */
export function erasureSummary(email: string, report: ErasureReport): string {
  // Reports from before teams (issue 48) have no team counts.
  const memberships = report.team_memberships ?? 0;
  const invitations = report.team_invitations ?? 0;
  const parts = [
    report.signups > 0 && counted(report.signups, "newsletter signup", "newsletter signups"),
    report.contact_messages > 0 && counted(report.contact_messages, "contact message", "contact messages"),
    report.access_requests > 0 && counted(report.access_requests, "access request", "access requests"),
    report.accounts > 0 &&
      `the account${report.sessions > 0 ? ` with ${counted(report.sessions, "session", "sessions")}` : ""}${
        report.passkeys > 0 ? ` and ${counted(report.passkeys, "passkey", "passkeys")}` : ""
      }`,
    memberships > 0 && counted(memberships, "team membership", "team memberships"),
    invitations > 0 && counted(invitations, "open team invitation", "open team invitations"),
    report.founder_jobs > 0 && counted(report.founder_jobs, "founder profile request", "founder profile requests"),
    report.results > 0 && counted(report.results, "kept result", "kept results"),
    report.watches > 0 && counted(report.watches, "watched page", "watched pages"),
    report.mails > 0 && counted(report.mails, "mail", "mails"),
    report.one_time_links > 0 && counted(report.one_time_links, "unused link", "unused links"),
    report.rate_limit_keys > 0 && counted(report.rate_limit_keys, "rate-limit counter", "rate-limit counters"),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return `Nothing was stored for ${email}.`;
  const kept =
    report.board_suggestions_anonymised > 0
      ? ` Kept on the board without their author: ${counted(report.board_suggestions_anonymised, "suggestion", "suggestions")} (others voted on them).`
      : "";
  const redactedCount = report.audit_entries_redacted;
  const redacted =
    redactedCount > 0
      ? ` ${counted(redactedCount, "audit entry", "audit entries")} now ${redactedCount === 1 ? "names" : "name"} it by a keyed hash.`
      : "";
  return `Erased ${email}: ${parts.join(", ")}.${kept}${redacted}`;
}
