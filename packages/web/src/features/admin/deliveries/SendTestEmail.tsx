import { useState } from "react";
import { sendTestEmailRequest } from "./api.ts";

/** "Send a test email": one mail to the signed-in admin, through the same queue as every mail, to prove the set-up. */
export function SendTestEmail({ accessToken, onDone }: { accessToken: string; onDone: (message: string) => void }) {
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    setSending(true);
    const result = await sendTestEmailRequest(accessToken);
    setSending(false);
    onDone(
      result.ok
        ? `${result.value}. If it cannot be sent, it shows in this list after its retries.`
        : `No test email was sent: ${result.message}`,
    );
  }

  return (
    <button type="button" className="button button-secondary button-small" aria-disabled={sending} onClick={() => void send()}>
      {sending ? "Sending…" : "Send a test email"}
    </button>
  );
}
