import type { MailSuppressionReason, SignupRow } from "@ai-leaders/core/audience";
import { When } from "../components/When.tsx";

const words: Record<MailSuppressionReason, string> = {
  bounce: "Bounced",
  complaint: "Complained",
};

/** SES reported the address bounced for good or marked our mail as spam: it is sent no more mail. */
export function MailSuppressed({ row }: { row: Pick<SignupRow, "mail_suppressed" | "mail_suppressed_at"> }) {
  if (!row.mail_suppressed) return null;
  return (
    <span className="admin-delivery">
      <span className="admin-badge admin-badge-failed">{words[row.mail_suppressed]}</span>
      {row.mail_suppressed_at && (
        <span className="admin-delivery-error">
          <When at={row.mail_suppressed_at} />
        </span>
      )}
    </span>
  );
}
