import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import { toolCards } from "../../content/hub.ts";
import { ExternalIcon } from "../../ui/icons.tsx";
import { HubSection } from "./HubSection.tsx";

// A click on a card's buttons does its own thing, never also the card's.
const keepToButton = (event: MouseEvent) => event.stopPropagation();

/**
 * The Tools tab. Each card opens its library when clicked anywhere: the title is the card's one
 * link and stretches over it (".hub-card-stretched"), while the buttons sit above that layer, so
 * no interactive element is nested in another and the keyboard meets each once.
 */
export function ToolCards() {
  return (
    <HubSection id="tools-heading" title="Tools">
      {toolCards.map((card) => (
        <li key={card.tool} className={`hub-card hub-card-clickable accent-${card.colour}`}>
          <p className="hub-card-kind">{card.kind}</p>
          <h3>
            <Link to={card.route} className="hub-card-link hub-card-stretched">
              {card.name}
            </Link>
          </h3>
          <p>{card.description}</p>
          <div className="hub-card-actions">
            {card.promptsButtonLabel && (
              <Link
                to={card.route}
                className="button button-primary button-small"
                aria-label={`${card.promptsButtonLabel}: ${card.name}`}
                onClick={keepToButton}
              >
                {card.promptsButtonLabel}
              </Link>
            )}
            <a
              href={card.site}
              target="_blank"
              rel="noopener noreferrer"
              className="button button-secondary button-small"
              onClick={keepToButton}
            >
              Try {card.name}
              <ExternalIcon />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </li>
      ))}
    </HubSection>
  );
}
