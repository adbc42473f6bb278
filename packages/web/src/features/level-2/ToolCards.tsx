import { Link } from "react-router-dom";
import { toolCards } from "../../content/hub.ts";
import { ExternalIcon } from "../../ui/icons.tsx";

export function ToolCards() {
  return (
    <section aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="hub-section-title">
        Tools
      </h2>
      <ul className="hub-grid" role="list">
        {toolCards.map((card) => (
          <li key={card.tool} className={`hub-card accent-${card.colour}`}>
            <p className="hub-card-kind">{card.kind}</p>
            <h3>
              <Link to={card.route} className="hub-card-link">
                {card.name}
              </Link>
            </h3>
            <p>{card.description}</p>
            <div className="hub-card-actions">
              {card.promptsButtonLabel && (
                <Link to={card.route} className="button button-primary button-small" aria-label={`${card.promptsButtonLabel}: ${card.name}`}>
                  {card.promptsButtonLabel}
                </Link>
              )}
              <a href={card.site} target="_blank" rel="noopener noreferrer" className="button button-secondary button-small">
                Try {card.name}
                <ExternalIcon />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
