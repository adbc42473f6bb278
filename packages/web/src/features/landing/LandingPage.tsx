import { lazy, Suspense, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { afterAccessDefault, isSafeNextPath } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { productName } from "../../config/site.ts";
import { NewsletterForm } from "../newsletter/components/NewsletterForm.tsx";

// The dialogs load when first opened, keeping the landing page light.
const AccessDialog = lazy(() => import("../access/AccessDialog.tsx").then((m) => ({ default: m.AccessDialog })));
const ContactDialog = lazy(() => import("../contact/ContactDialog.tsx").then((m) => ({ default: m.ContactDialog })));

const description =
  "AI for Leaders teaches executives and founders to use AI: step-by-step workflows, expert prompt libraries and a weekly briefing.";

export function LandingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const next = searchParams.get("next");
  const [accessOpen, setAccessOpen] = useState(next !== null);
  const [contactOpen, setContactOpen] = useState(false);
  const navigate = useNavigate();

  usePageHead({
    title: `${productName} — Make Smarter Decisions, Faster`,
    description,
    path: "/",
    structuredData: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: productName,
      description,
      url: `${window.location.origin}/`,
    },
  });

  function closeAccess() {
    setAccessOpen(false);
    if (next !== null) setSearchParams({}, { replace: true });
  }

  return (
    <div className="landing">
      <header className="landing-header">
        <span className="brand">{productName}</span>
        <button type="button" className="button button-outline-light" onClick={() => setAccessOpen(true)}>
          Sign In
        </button>
      </header>
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
        <p>
          © {new Date().getFullYear()} {productName}. All rights reserved.
        </p>
        <button type="button" className="footer-link" onClick={() => setContactOpen(true)}>
          Contact
        </button>
      </footer>
      <Suspense fallback={null}>
        {accessOpen && (
          <AccessDialog
            open={accessOpen}
            onClose={closeAccess}
            onGranted={() => navigate(isSafeNextPath(next) ? next : afterAccessDefault, { replace: true })}
          />
        )}
        {contactOpen && <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />}
      </Suspense>
    </div>
  );
}
