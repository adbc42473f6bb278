// /link/change-email#token=…: the new address's inbox confirms the move. Opening the page spends
// nothing; the button does, and then every session of the account has ended, this browser's too.
import { emailChangeMessages as m } from "@ai-leaders/core/messages";
import { useAuth } from "../../account/auth-context.ts";
import { confirmEmailChangeRequest } from "../../account/email-change-api.ts";
import type { LinkOutcome } from "./link-requests.ts";
import { OneButtonPage } from "./OneButtonPage.tsx";

export function ChangeEmailPage() {
  const auth = useAuth();
  async function confirm(token: string): Promise<LinkOutcome> {
    const answer = await confirmEmailChangeRequest(token);
    if (!answer.ok) return { ok: false, message: answer.message, final: answer.status !== 429 && answer.status !== 0 };
    if (auth.session) await auth.signOut();
    return { ok: true };
  }
  return (
    <OneButtonPage
      title={m.confirmTitle}
      lead={m.confirmLead}
      button={m.confirmButton}
      done={m.changed}
      act={confirm}
      missingToken={m.linkRefused.unknown}
    />
  );
}
