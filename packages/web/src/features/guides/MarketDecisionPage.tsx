import { useState } from "react";
import { GatedContentPending, useGuide } from "../../lib/use-gated-content.tsx";
import type { MarketDecisionStep } from "../../content/types.ts";
import { ChevronIcon, ExternalIcon } from "../../ui/icons.tsx";
import { FeatureList } from "./FeatureList.tsx";
import { GuideLayout } from "./GuideLayout.tsx";
import { guidePages } from "./guide-pages.ts";
import { PromptBlock } from "./PromptBlock.tsx";
import { GuideProgress, GuideProgressPending } from "./GuideProgress.tsx";
import { StepDoneToggle, stepSectionId } from "./StepCard.tsx";
import { useGuideProgress } from "./use-guide-progress.ts";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideSkeleton } from "./GuideSkeleton.tsx";
import { openedInFrame } from "../../lib/frame-handover.ts";

const assetHeadings: Record<MarketDecisionStep["assetKind"], string> = {
  prompt: "Prompt",
  workflow: "Workflow",
  template: "Template",
};

export function MarketDecisionPage() {
  const content = useGuide("market-decision");
  return (
    <GuideLayout page={guidePages.marketDecision}>
      <BusinessContextButton />
      {content.status !== "loaded" ? (
        <GatedContentPending state={content}>
          {/* One block, as the loaded progress and steps sit in the page's column without a gap. */}
          <div>
            <GuideProgressPending stepCount={6} />
            <div className="guides-steps">
              <GuideSkeleton shape="collapsed-step" count={6} />
            </div>
          </div>
        </GatedContentPending>
      ) : (
        <>
          <GuideProgress steps={content.content.steps} />
          <ol className="guides-steps">
            {content.content.steps.map((step) => (
              <li key={step.step}>
                <CollapsibleStep step={step} />
              </li>
            ))}
          </ol>
        </>
      )}
    </GuideLayout>
  );
}

function CollapsibleStep({ step }: { step: MarketDecisionStep }) {
  const [expanded, setExpanded] = useState(() => openedInFrame(step.title));
  const isDone = useGuideProgress().done.has(step.title);
  const panelId = `market-step-${step.step}`;
  const assetHeading = assetHeadings[step.assetKind];

  return (
    <section
      id={stepSectionId(step.step)}
      tabIndex={-1}
      className={`guides-card guides-collapsible guides-accent-${step.colour}${isDone ? " guides-step-done" : ""}`}
    >
      <h2 className="guides-collapsible-heading">
        <button
          type="button"
          className="guides-collapsible-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="guides-step-number">Step {step.step}</span> <span className="guides-collapsible-title">{step.title}</span>
          <ChevronIcon expanded={expanded} />
        </button>
      </h2>
      <p className="guides-card-description">{step.description}</p>
      <StepDoneToggle title={step.title} number={step.step} />
      <div id={panelId} className="guides-collapsible-panel" hidden={!expanded}>
        <FeatureList features={step.features} />
        <h3>How to generate it</h3>
        <ol className="guides-list">
          {step.howToGenerate.map((instruction) => (
            <li key={instruction}>{instruction}</li>
          ))}
        </ol>
        <PromptBlock
          heading={assetHeading}
          owner={step.title}
          text={step.asset}
          fillIn={step.assetKind === "prompt"}
          dataNote={step.dataNote}
          claims={step.claims}
        />
        {step.templateLink && (
          <p className="guides-template-link">
            <a href={step.templateLink.url} target="_blank" rel="noopener noreferrer">
              {step.templateLink.label}
              <ExternalIcon />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
