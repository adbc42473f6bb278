import { toolCards, workflowCards } from "../../../content/hub.ts";

/** The gated workflows and libraries, named and described, but not linked: a code opens them. */
export function WhatsInside() {
  return (
    <section id="inside" className="landing-section" aria-labelledby="inside-title">
      <h2 id="inside-title">What's inside</h2>
      <p className="landing-section-lead">
        Six guided workflows and eight prompt libraries, written for decisions rather than demos. An access code opens all of them.
      </p>
      <div className="landing-inside">
        <div>
          <h3>{workflowCards.length} workflows</h3>
          <ul className="card-grid landing-offer-list">
            {workflowCards.map((workflow) => (
              <li key={workflow.route} className="landing-offer">
                <strong className="landing-offer-name">{workflow.title}</strong>
                <p>{workflow.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{toolCards.length} prompt libraries</h3>
          <ul className="card-grid landing-offer-list">
            {toolCards.map((tool) => (
              <li key={tool.tool} className="landing-offer">
                <strong className="landing-offer-name">
                  {tool.name} <span className="landing-offer-kind">{tool.kind}</span>
                </strong>
                <p>{tool.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
