import { paths } from "../../config/paths.ts";
import { fetchGuide } from "../../lib/gated-content.ts";
import { GatedContentPending, useGatedContent } from "../../lib/use-gated-content.tsx";
import type { SimulationCard } from "../../content/types.ts";
import { FeatureList } from "./FeatureList.tsx";
import { GuideLayout } from "./GuideLayout.tsx";
import { PromptBlock } from "./PromptBlock.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideSkeleton } from "./GuideSkeleton.tsx";

/** "6 people", and "6 members" for a board (spec §2's wording). */
function sizeLabel(card: SimulationCard): string {
  return `${card.participants} ${/board/i.test(card.title) ? "members" : "people"}`;
}

export function ExpertPanelPage() {
  const content = useGatedContent("guides/expert-panel", () => fetchGuide("expert-panel"));
  return (
    <GuideLayout
      title="Expert & User Panel"
      description="Simulate a customer focus group, an expert panel, a policy roundtable or a board meeting to pressure-test a decision."
      path={paths.expertPanel}
      intro="Rehearse a decision with a simulated panel before you take it for real. Each prompt sets up the participants, runs the session and ends with a written report."
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
            <section key={card.title} className={`guides-card guides-accent-${card.colour}`} aria-labelledby={`simulation-${index}-title`}>
              <div className="guides-card-title-row">
                <h2 id={`simulation-${index}-title`}>{card.title}</h2>
                <span className="guides-badge">{sizeLabel(card)}</span>
              </div>
              <p className="guides-card-description">{card.description}</p>
              <FeatureList features={card.features} />
              <h3>How to run it</h3>
              <ol className="guides-list">
                {card.instructions.map((instruction) => (
                  <li key={instruction}>{instruction}</li>
                ))}
              </ol>
              <PromptBlock owner={card.title} text={card.prompt} dataNote={card.dataNote} />
            </section>
          ))}
        </div>
      )}
    </GuideLayout>
  );
}
