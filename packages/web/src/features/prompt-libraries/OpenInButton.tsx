import type { MouseEvent } from "react";
import type { ToolId } from "../../content/types.ts";
import { copyMessages } from "@ai-leaders/core/messages";
import { copyToastDuration } from "../../ui/copy.ts";
import { useToast } from "../../ui/toast.tsx";
import { ExternalIcon } from "../../ui/icons.tsx";
import { fillPlaceholders } from "../../lib/business-context/fill-placeholders.ts";
import { openInLink, runToolsFor, type RunTool } from "./open-in.ts";
import { useBusinessContext } from "../../lib/business-context/use-business-context.ts";
import { countEvent } from "../../lib/count-event.ts";
import { cardPath, reportToTeam } from "../../lib/team-activity.ts";
import { promptSlug } from "../../lib/search/normalize.ts";
import "../../components/business-context/prompt-tools.css";

interface OpenInButtonProps {
  tool: RunTool;
  /** The prompt as it will run: already filled in. */
  prompt: string;
  /** The card's title, so each button has its own accessible name. */
  owner: string;
  /** The prompt's id ("claude:ai-strategy-tutor"), counted as an "Open in" (lib/analytics.ts). */
  countAs: string;
}

/** The id the analytics count a library's prompt by: its library and slug. */
export const promptRef = (library: ToolId, title: string) => `${library}:${promptSlug(title)}`;

/** Copies the prompt first, then opens the tool in a new tab, prefilled when its link allows. */
export function OpenInButton({ tool, prompt, owner, countAs }: OpenInButtonProps) {
  const toast = useToast();
  const link = openInLink(tool, prompt);

  const handleClick = async (event: MouseEvent) => {
    // Inside a clickable header, the button must not also toggle the card.
    event.stopPropagation();
    // Copy first: the clipboard needs this page focused, which the new tab takes away. The
    // click's permission to open a tab outlasts the copy.
    const copied = await copyToClipboard(prompt);
    openLink(link.url);
    countEvent({ name: "prompt_open_in", prompt: countAs });
    void reportToTeam({ kind: "card-used", card: cardPath(countAs) });
    if (!copied) toast({ ...copyMessages.failure, variant: "destructive", duration: copyToastDuration });
    else if (link.tooLong)
      toast({ title: `Too long for a link: the prompt is on your clipboard, paste it in ${link.toolName}`, duration: 5_000 });
    else if (!link.prefilled) toast({ ...copyMessages.librarySuccess, description: `Paste it in ${link.toolName}.`, duration: 5_000 });
    else toast({ ...copyMessages.librarySuccess, duration: copyToastDuration });
  };

  return (
    <button
      type="button"
      className="button button-secondary button-small prompt-open-in"
      onClick={(event) => void handleClick(event)}
      aria-label={`${link.label}: ${owner} (opens in a new tab)`}
    >
      <span aria-hidden="true">{link.label}</span>
      <ExternalIcon />
    </button>
  );
}

/** Every "Open in" button of a library's prompt: its tool, and Perplexity for research prompts. */
export function OpenInButtons({ library, category, prompt, owner }: { library: ToolId; category?: string; prompt: string; owner: string }) {
  return (
    <>
      {runToolsFor(library, category).map((tool) => (
        <OpenInButton key={tool} tool={tool} prompt={prompt} owner={owner} countAs={promptRef(library, owner)} />
      ))}
    </>
  );
}

/**
 * A small library's buttons: the prompt is filled from the business context here, since the small
 * card shows the prompt as written.
 */
export function SmallPromptOpenIn({ library, prompt, owner }: { library: ToolId; prompt: string; owner: string }) {
  const context = useBusinessContext();
  return <OpenInButtons library={library} prompt={fillPlaceholders(prompt, context)} owner={owner} />;
}

// Like ui/copy.ts's useCopyPrompt, but the toast depends on whether the copy worked.
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function openLink(url: string) {
  // An app deeplink (cursor://) hands over to the app without leaving or opening a page.
  if (!url.startsWith("https://")) {
    window.location.assign(url);
    return;
  }
  window.open(url, "_blank", "noopener,noreferrer");
}
