import type { ReactNode } from "react";
import type { TimeStep } from "../../content/types.ts";
import { span } from "./model-native/TimeBasis.tsx";

interface Summarised {
  description: string;
  category: string;
  timeEstimate: string;
  timeBasis?: TimeStep[];
}

/** A card's description, category and time estimate, as its header shows them; `children` end the line. */
export function CardSummary({ card, children }: { card: Summarised; children?: ReactNode }) {
  return (
    <>
      <p className="library-card-description">{card.description}</p>
      <p className="library-card-meta">
        <span className="library-badge">{card.category}</span>
        <span className="library-time">
          <span className="visually-hidden">Time estimate: </span>
          {card.timeEstimate}
          {card.timeBasis
            ?.filter((step) => step.background)
            .map((step) => (
              <span key={step.step} className="library-time-background">
                {" "}
                + {span(...step.minutes)} min on its own
              </span>
            ))}
        </span>
        {children}
      </p>
    </>
  );
}
