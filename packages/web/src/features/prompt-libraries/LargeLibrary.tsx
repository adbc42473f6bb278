import type { LargePromptLibrary } from "../../content/types.ts";
import { promptSlug } from "../../lib/search/normalize.ts";
import { PromptCard } from "./PromptCard.tsx";
import { DossierNote } from "./playbooks/DossierNote.tsx";

/** lovable, chatgpt, claude, multi-agent: a two-column grid of cards that expand independently. */
export function LargeLibrary({ library, linkedSlug }: { library: LargePromptLibrary; linkedSlug?: string }) {
  return (
    <ul className="library-grid">
      {library.prompts.map((card, index) => (
        <li key={card.title}>
          <PromptCard
            card={card}
            panelId={`${library.tool}-prompt-${index}`}
            tool={library.tool}
            linked={promptSlug(card.title) === linkedSlug}
          />
          {/* Where the card sits in a decision dossier (issue 45, Deliver 7), joined to its foot. */}
          <DossierNote dossiers={library.dossiers ?? []} library={library.tool} title={card.title} />
        </li>
      ))}
    </ul>
  );
}
