import { useState } from "react";
import type { PromptCard as PromptCardContent } from "../../../content/types.ts";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { PlaceholderForm, useFilledPrompt } from "../../../components/business-context/PlaceholderForm.tsx";
import { DataNote, ExampleOutput, FollowUp, HowToCheck, WhyItWorks } from "../../../components/card-extras/CardExtras.tsx";
import { LibraryToggle } from "../LibraryToggle.tsx";
import { TimeBasis } from "../model-native/TimeBasis.tsx";
import "../prompt-libraries.css";
import "../model-native/model-native.css";
import "../../../components/business-context/prompt-tools.css";
import { CardSummary } from "../CardSummary.tsx";

/**
 * The blueprint card (issue 45, Deliver 6), drawn as a library card is: it belongs to no library,
 * so it has no favourite, feedback, "Open in" or copy count, which all name a library.
 */
export function BlueprintCard({ card }: { card: PromptCardContent }) {
  const [expanded, setExpanded] = useState(false);
  const filled = useFilledPrompt(card.prompt);
  const panelId = "blueprint-prompt";
  return (
    <article id="blueprint" className={`library-card blueprint-card${expanded ? " library-card-expanded" : ""}`} tabIndex={-1}>
      <div className="library-card-header">
        <LibraryToggle title={card.title} expanded={expanded} onToggle={() => setExpanded((open) => !open)} panelId={panelId} />
        <CopyButton text={filled.prompt} where="library" label={`Copy prompt: ${card.title}`} className="library-header-copy" />
        <CardSummary card={card} />
      </div>
      <div id={panelId} className="library-card-panel" hidden={!expanded}>
        {card.dataNote && <DataNote note={card.dataNote} />}
        {expanded && <PlaceholderForm filled={filled} />}
        <div className="heading-row library-panel-header">
          <h3>Prompt Template</h3>
          <div className="prompt-panel-actions">
            <CopyButton text={filled.prompt} where="library" label={`Copy prompt template: ${card.title}`} />
          </div>
        </div>
        <pre className="prompt-text library-prompt">{filled.prompt}</pre>
        <WhyItWorks text={card.whyItWorks} />
        <ExampleOutput title={card.title} text={card.exampleOutput} input={card.exampleInput} />
        <FollowUp title={card.title} text={card.followUp} />
        {card.checks && <HowToCheck checks={card.checks} />}
        <TimeBasis estimate={card.timeEstimate} steps={card.timeBasis} />
      </div>
    </article>
  );
}
