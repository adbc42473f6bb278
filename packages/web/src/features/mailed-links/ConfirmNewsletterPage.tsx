// /link/confirm-newsletter#token=…: the double opt-in's button.
import { newsletterLinkMessages } from "@ai-leaders/core/messages";
import { confirmSubscription } from "./link-requests.ts";
import { OneButtonPage } from "./OneButtonPage.tsx";

export function ConfirmNewsletterPage() {
  return (
    <OneButtonPage
      title="Confirm your subscription"
      lead="Press the button to receive the AI for Leaders newsletter and the updates you asked for."
      button="Confirm my subscription"
      done={newsletterLinkMessages.confirmed}
      act={confirmSubscription}
      missingToken={newsletterLinkMessages.tokenRequired}
    />
  );
}
