import type { ReactNode } from "react";

interface Summarised {
  description: string;
  category: string;
  timeEstimate: string;
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
        </span>
        {children}
      </p>
    </>
  );
}
