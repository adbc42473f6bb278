import type { ErasureReport } from "@ai-leaders/core/erasure";
import { eraseRequest } from "../api/admin-api.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";

export interface Erased {
  email: string;
  report: ErasureReport;
}

/** "Delete on request": asks once more, then erases every record that holds the person's address or name. */
export function EraseButton({ accessToken, email, onErased }: { accessToken: string; email: string; onErased: (erased: Erased) => void }) {
  return (
    <ConfirmAction
      openLabel="Erase…"
      openAriaLabel={`Erase ${email}…`}
      groupLabel={`Erase ${email}`}
      question={`Erase everything stored for ${email}: newsletter signup, contact messages, account and its sessions, founder profiles, kept results and mails? This cannot be undone.`}
      confirmLabel="Erase"
      busyLabel="Erasing…"
      tone="danger"
      request={() => eraseRequest(accessToken, email)}
      onDone={(report) => onErased({ email, report })}
    />
  );
}
