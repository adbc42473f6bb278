import type { ReactNode } from "react";
import { GatedContentPending, type GatedContentState } from "../../lib/use-gated-content.tsx";
import type { CardColour } from "../../content/types.ts";
import { FeatureList } from "./FeatureList.tsx";
import { PromptBlock } from "./PromptBlock.tsx";
import { GuideSkeleton } from "./GuideSkeleton.tsx";

/** What a guide's prompt card has (a research question, a simulated panel). */
interface GuidePromptCard {
  title: string;
  description: string;
  features: string[];
  instructions: string[];
  prompt: string;
  colour: CardColour;
  dataNote?: string;
}

interface GuideCardsProps<Card extends GuidePromptCard> {
  state: GatedContentState<{ cards: Card[] }>;
  /** Makes each card's heading id: `${idPrefix}-${index}-title`. */
  idPrefix: string;
  instructionsHeading: string;
  /** A badge beside the card's title. */
  badge?: (card: Card) => string;
  /** What stands between the instructions and the prompt. */
  beforePrompt?: (card: Card) => ReactNode;
}

/** A guide of prompt cards: the cards once the gate lets them through, their outline until then. */
export function GuideCards<Card extends GuidePromptCard>({
  state,
  idPrefix,
  instructionsHeading,
  badge,
  beforePrompt,
}: GuideCardsProps<Card>) {
  if (state.status !== "loaded") {
    return (
      <GatedContentPending state={state}>
        <div className="guides-grid">
          <GuideSkeleton shape="card" count={4} />
        </div>
      </GatedContentPending>
    );
  }
  return (
    <div className="guides-grid">
      {state.content.cards.map((card, index) => {
        const titleId = `${idPrefix}-${index}-title`;
        const title = <h2 id={titleId}>{card.title}</h2>;
        return (
          <section key={card.title} className={`guides-card guides-accent-${card.colour}`} aria-labelledby={titleId}>
            {badge ? (
              <div className="guides-card-title-row">
                {title}
                <span className="guides-badge">{badge(card)}</span>
              </div>
            ) : (
              title
            )}
            <p className="guides-card-description">{card.description}</p>
            <FeatureList features={card.features} />
            <h3>{instructionsHeading}</h3>
            <ol className="guides-list">
              {card.instructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ol>
            {beforePrompt?.(card)}
            <PromptBlock owner={card.title} text={card.prompt} dataNote={card.dataNote} />
          </section>
        );
      })}
    </div>
  );
}
