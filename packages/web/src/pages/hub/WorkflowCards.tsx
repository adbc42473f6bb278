import { Link } from "react-router-dom";
import { workflowCards } from "../../content/hub.ts";

export function WorkflowCards() {
  return (
    <section aria-labelledby="workflows-heading">
      <h2 id="workflows-heading" className="hub-section-title">
        Workflows
      </h2>
      <ul className="hub-grid" role="list">
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
      </ul>
    </section>
  );
}
