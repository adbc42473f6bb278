// /link/unsubscribe#token=…: the footer link of every product mail, one click to leave.
import { newsletterLinkMessages } from "@ai-leaders/core/messages";
import { unsubscribe } from "./link-requests.ts";
import { OneButtonPage } from "./OneButtonPage.tsx";

export function UnsubscribePage() {
  return (
    <OneButtonPage
      title="Unsubscribe"
      lead="Press the button to stop all newsletter and update mail to this address."
      button="Unsubscribe"
      done={newsletterLinkMessages.unsubscribed}
      act={unsubscribe}
      missingToken={newsletterLinkMessages.tokenRequired}
    />
  );
}
