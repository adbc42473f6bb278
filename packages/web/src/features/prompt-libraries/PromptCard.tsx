import { memo, useEffect, useState } from "react";
import type { PromptCard as PromptCardContent, ToolId } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { PlaceholderForm, useFilledPrompt } from "../../components/business-context/PlaceholderForm.tsx";
import { LibraryToggle } from "./LibraryToggle.tsx";
import { OpenInButtons, promptRef } from "./OpenInButton.tsx";
import { promptEntryId, promptSlug } from "../../lib/search/normalize.ts";
import { FavouriteButton } from "../../components/search/FavouriteButton.tsx";
import { DataNote, ExampleOutput, FollowUp, HowToCheck, Limits, WhyItWorks } from "../../components/card-extras/CardExtras.tsx";
import { Sources } from "../../components/sources/Sources.tsx";
import { ReviewStamp } from "./ReviewStamp.tsx";
import { PromptFeedback } from "./feedback/PromptFeedback.tsx";
import { RunIn } from "./model-native/RunIn.tsx";
import { AlsoWorksIn } from "./model-native/AlsoWorksIn.tsx";
import { SaveAsProject } from "./model-native/SaveAsProject.tsx";
import { TimeBasis } from "./model-native/TimeBasis.tsx";
import "./model-native/model-native.css";
import "../../components/business-context/prompt-tools.css";
import { CardSummary } from "./CardSummary.tsx";
import { openedInFrame } from "../../lib/frame-handover.ts";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint.ts";

interface PromptCardProps {
  card: PromptCardContent;
  panelId: string;
  /** The library the card belongs to. */
  tool: ToolId;
  /** The page's address names this card (/prompts/{tool}#{slug}): it opens expanded. */
  linked?: boolean;
}

/**
 * A card of a large library. The header holds the toggle and a copy button side by side (never a
 * button in a button); the toggle's hit area stretches over the whole header. The prompt is filled
 * from the business context and the card's own fill-in form; Copy and "Open in" give it filled.
 */
export function PromptCard({ card, panelId, tool, linked = false }: PromptCardProps) {
  const [expanded, setExpanded] = useState(() => linked || openedInFrame(card.title));
  useEffect(() => {
    if (linked) setExpanded(true);
  }, [linked]);
  const filled = useFilledPrompt(card.prompt);
  const prompt = filled.prompt;
  // The sections below the prompt follow it a frame later: a click lays out and paints what it is for first.
  const belowShown = useAfterFirstPaint(expanded);

  return (
    <article id={promptSlug(card.title)} className={`library-card${expanded ? " library-card-expanded" : ""}`} tabIndex={-1}>
      <div className="library-card-header">
        <LibraryToggle title={card.title} expanded={expanded} onToggle={() => setExpanded((open) => !open)} panelId={panelId} />
        <CopyButton
          text={prompt}
          where="library"
          label={`Copy prompt: ${card.title}`}
          className="library-header-copy"
          countAs={promptRef(tool, card.title)}
        />
        <FavouriteButton id={promptEntryId(tool, card.title)} title={card.title} className="library-card-favourite" />
        <CardSummary card={card}>
          <ReviewStamp month={card.reviewed} />
        </CardSummary>
      </div>
      <div id={panelId} className="library-card-panel" hidden={!expanded}>
        <PanelNotes card={card} />
        {expanded && <PlaceholderForm filled={filled} />}
        <PanelPrompt card={card} tool={tool} prompt={prompt} />
        <div hidden={!belowShown}>
          <PanelBelow card={card} tool={tool} />
        </div>
      </div>
    </article>
  );
}

// The panel's parts that do not change when it opens or closes: memoised, so a click re-renders only
// the toggle, the fill-in form and whether the sections below the prompt show.
const PanelNotes = memo(function PanelNotes({ card }: { card: PromptCardContent }) {
  return (
    <>
      {card.dataNote && <DataNote note={card.dataNote} />}
      {card.limits && <Limits text={card.limits} />}
      {card.runIn && <RunIn run={card.runIn} />}
      {card.otherTools && <AlsoWorksIn title={card.title} tools={card.otherTools} />}
    </>
  );
});

const PanelPrompt = memo(function PanelPrompt({ card, tool, prompt }: { card: PromptCardContent; tool: ToolId; prompt: string }) {
  return (
    <>
      <div className="heading-row library-panel-header">
        <h3>Prompt Template</h3>
        <div className="prompt-panel-actions">
          <CopyButton text={prompt} where="library" label={`Copy prompt template: ${card.title}`} countAs={promptRef(tool, card.title)} />
          <OpenInButtons library={tool} category={card.category} prompt={prompt} owner={card.title} />
        </div>
      </div>
      <pre className="prompt-text library-prompt">{prompt}</pre>
    </>
  );
});

const PanelBelow = memo(function PanelBelow({ card, tool }: { card: PromptCardContent; tool: ToolId }) {
  return (
    <>
      <WhyItWorks text={card.whyItWorks} />
      <ExampleOutput title={card.title} text={card.exampleOutput} input={card.exampleInput} />
      <FollowUp title={card.title} text={card.followUp} />
      {card.checks && <HowToCheck checks={card.checks} />}
      {card.project && <SaveAsProject title={card.title} project={card.project} />}
      <TimeBasis estimate={card.timeEstimate} steps={card.timeBasis} />
      {card.claims && <Sources claims={card.claims} headingLevel="h3" owner={card.title} />}
      <PromptFeedback tool={tool} title={card.title} />
    </>
  );
});
