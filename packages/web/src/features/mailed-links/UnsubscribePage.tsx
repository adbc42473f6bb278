// /link/unsubscribe#token=…&list=…: the footer link of every mail that may be refused, and where a
// browser that opens a List-Unsubscribe address lands. It says what will stop (the list rides
// beside the token; the token alone decides what the button stops), and one press stops it.
import { newsletterLinkMessages } from "@ai-leaders/core/messages";
import { mailListSchema } from "@ai-leaders/core/newsletter/schema";
import { useLocation } from "react-router-dom";
import { unsubscribe } from "./link-requests.ts";
import { OneButtonPage } from "./OneButtonPage.tsx";

/** The list the link names; the newsletter's when it names none (links mailed before there were others). */
function useNamedList() {
  const { hash } = useLocation();
  const named = mailListSchema.safeParse(new URLSearchParams(hash.replace(/^#/, "")).get("list"));
  return named.success ? named.data : "newsletter";
}

export function UnsubscribePage() {
  const { lead, done } = newsletterLinkMessages.unsubscribe[useNamedList()];
  return (
    <OneButtonPage
      title="Unsubscribe"
      lead={lead}
      button="Unsubscribe"
      done={done}
      act={unsubscribe}
      missingToken={newsletterLinkMessages.tokenRequired}
    />
  );
}
