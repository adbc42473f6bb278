import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { useAccessTokenPresent } from "../../lib/use-access-token-present.ts";
import { NewsletterForm } from "../newsletter/NewsletterForm.tsx";

/**
 * Where a public page leaves its reader: the briefing by email, and the toolkit it comes from. A
 * reader without access is offered a code; one with access (known after hydration) goes in.
 */
export function ClosingOffers({ onRequestCode }: { onRequestCode: () => void }) {
  const hasAccess = useAccessTokenPresent();

  return (
    <aside className="page-column closing-offers" aria-label="The briefing and the toolkit">
      <div className="closing-offers-panel">
        <NewsletterForm />
        <section className="closing-offers-toolkit" aria-labelledby="closing-offers-toolkit-title">
          <h2 id="closing-offers-toolkit-title">The toolkit behind the briefing</h2>
          <p>
            Step-by-step workflows and prompt libraries for the decisions in front of you: choosing a market, testing a website, preparing
            for the board. One access code opens all of them.
          </p>
          {hasAccess ? (
            <Link to={paths.level2} className="button button-primary">
              Continue to Level 2
            </Link>
          ) : (
            <button type="button" className="button button-primary" onClick={onRequestCode}>
              Get the toolkit
            </button>
          )}
        </section>
      </div>
    </aside>
  );
}
