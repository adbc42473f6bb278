import { usePageHead } from "../../lib/use-page-head.ts";
import { NewsletterForm } from "../newsletter/components/NewsletterForm.tsx";

const productName = "AI for Leaders";
const description =
  "AI for Leaders teaches executives and founders to use AI: step-by-step workflows, expert prompt libraries and a weekly briefing.";

export function LandingPage() {
  usePageHead({
    title: `${productName} — Make Smarter Decisions, Faster`,
    description,
    path: "/",
    structuredData: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: productName,
      description,
      url: window.location.origin + "/",
    },
  });

  return (
    <div className="landing">
      <main className="hero">
        <p className="eyebrow">For executives, founders and builders</p>
        <h1>{productName}</h1>
        <p className="tagline">Make Smarter Decisions, Faster</p>
        <p className="hero-copy">
          Step-by-step AI workflows, expert prompt libraries and a briefing written for the people who decide.
        </p>
        <NewsletterForm />
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} {productName}. All rights reserved.</p>
      </footer>
    </div>
  );
}
