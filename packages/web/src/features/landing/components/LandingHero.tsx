import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { productName } from "../../../config/site.ts";
import { NewsletterForm } from "../../../components/newsletter/NewsletterForm.tsx";
import { useAccessTokenPresent } from "../../../lib/use-access-token-present.ts";

interface LandingHeroProps {
  onSignIn: () => void;
  onRequestCode: () => void;
}

export function LandingHero({ onSignIn, onRequestCode }: LandingHeroProps) {
  const hasAccess = useAccessTokenPresent();

  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="eyebrow">For executives, founders and builders</p>
      <h1 id="hero-title">{productName}</h1>
      <p className="tagline">Make Smarter Decisions, Faster</p>
      <p className="hero-copy">Step-by-step AI workflows, expert prompt libraries and a briefing written for the people who decide.</p>
      <div className="hero-actions">
        {hasAccess ? (
          <Link to={paths.level2} className="button button-primary hero-primary-action">
            Continue to Level 2
          </Link>
        ) : (
          <button type="button" className="button button-primary hero-primary-action" onClick={onSignIn}>
            Sign In
          </button>
        )}
        <button type="button" className="button button-outline-light" onClick={onRequestCode}>
          Request an access code
        </button>
      </div>
      <NewsletterForm />
    </section>
  );
}
