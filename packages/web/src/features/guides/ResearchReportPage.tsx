import { paths } from "../../config/paths.ts";
import { fetchGuide } from "../../lib/gated-content.ts";
import { GatedContentPending, useGatedContent } from "../../lib/use-gated-content.tsx";
import { FeatureList } from "./FeatureList.tsx";
import { GuideLayout } from "./GuideLayout.tsx";
import { PromptBlock } from "./PromptBlock.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideSkeleton } from "./GuideSkeleton.tsx";

export function ResearchReportPage() {
  const content = useGatedContent("guides/research-report", () => fetchGuide("research-report"));
  return (
    <GuideLayout
      title="McKinsey Style Research Report"
      description="Consulting-grade deep-research prompts for market entry, competitors, investment due diligence and customer segments."
      path={paths.researchReport}
      intro="Four ready-made deep-research prompts that give you a structured, sourced report in the style of a top strategy consultancy. Pick the question you need answered, fill in the fields and run it."
    >
      <BusinessContextButton />
      {content.status !== "loaded" ? (
        <GatedContentPending state={content}>
          <div className="guides-grid">
            <GuideSkeleton shape="card" count={4} />
          </div>
        </GatedContentPending>
      ) : (
        <div className="guides-grid">
          {content.content.cards.map((card, index) => (
            <section key={card.title} className={`guides-card guides-accent-${card.colour}`} aria-labelledby={`research-${index}-title`}>
              <h2 id={`research-${index}-title`}>{card.title}</h2>
              <p className="guides-card-description">{card.description}</p>
              <FeatureList features={card.features} />
              <h3>How to use it</h3>
              <ol className="guides-list">
                {card.instructions.map((instruction) => (
                  <li key={instruction}>{instruction}</li>
                ))}
              </ol>
              <p className="guides-fields">
                Fields to fill in:{" "}
                {card.placeholders.map((placeholder) => (
                  <code key={placeholder}>[{placeholder}]</code>
                ))}
              </p>
              <PromptBlock owner={card.title} text={card.prompt} dataNote={card.dataNote} />
            </section>
          ))}
        </div>
      )}
    </GuideLayout>
  );
}
