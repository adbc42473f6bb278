import { Link } from "react-router-dom";
import { workflowCards } from "../../content/hub.ts";
import { HubSection } from "./HubSection.tsx";

export function WorkflowCards() {
  return (
    <HubSection id="workflows-heading" title="Workflows">
      {workflowCards.map((card) => (
        <li key={card.route} className={`hub-card accent-${card.colour}`}>
          <h3>
            <Link to={card.route} className="hub-card-link">
              {card.title}
            </Link>
          </h3>
          <p>{card.description}</p>
          <span className="hub-card-cta" aria-hidden="true">
            Start →
          </span>
        </li>
      ))}
    </HubSection>
  );
}
