import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { afterAccessDefault, isSafeNextPath } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { previewImagePath, productName, siteUrl } from "../../config/site.ts";
import { LandingHero } from "./components/LandingHero.tsx";
import { WhatsInside } from "./components/WhatsInside.tsx";
import { LatestBriefings } from "./components/LatestBriefings.tsx";
import { HowItWorks } from "./components/HowItWorks.tsx";
import { SiteHeader } from "../../components/site/SiteHeader.tsx";
import { SiteFooter } from "../../components/site/SiteFooter.tsx";
import "./landing.css";

// The dialogs load when first opened, keeping the landing page light.
const AccessDialog = lazy(() => import("../../components/access/AccessDialog.tsx").then((m) => ({ default: m.AccessDialog })));
const ContactDialog = lazy(() => import("../../components/contact/ContactDialog.tsx").then((m) => ({ default: m.ContactDialog })));
const AccessRequestDialog = lazy(() =>
  import("../../components/access-request/AccessRequestDialog.tsx").then((m) => ({ default: m.AccessRequestDialog })),
);

const description =
  "AI for Leaders teaches executives and founders to use AI: step-by-step workflows, expert prompt libraries and a weekly briefing.";

export function LandingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const next = searchParams.get("next");
  const [accessOpen, setAccessOpen] = useState(false);
  // The subject the Contact dialog opens with; null while it is closed.
  const [contactSubject, setContactSubject] = useState<string | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);
  const navigate = useNavigate();

  usePageHead({
    title: `${productName} — Make Smarter Decisions, Faster`,
    description,
    path: "/",
    image: previewImagePath("home"),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: productName,
      description,
      url: siteUrl("/"),
    },
  });

  // Sent here by the gate (?next=…): open the dialog after hydration, since the prerendered page
  // was rendered without it.
  useEffect(() => {
    if (next !== null) setAccessOpen(true);
  }, [next]);

  function closeAccess() {
    setAccessOpen(false);
    if (next !== null) setSearchParams({}, { replace: true });
  }

  const requestAccessCode = () => setRequestOpen(true);

  return (
    <div className="landing">
      <SiteHeader onRequestCode={requestAccessCode}>
        <nav aria-label="On this page" className="landing-nav">
          <a href="#inside">What's inside</a>
          <a href="#briefing">Briefing</a>
          <a href="#how-it-works">How it works</a>
        </nav>
      </SiteHeader>
      <main className="landing-main">
        <LandingHero onSignIn={() => setAccessOpen(true)} onRequestCode={requestAccessCode} />
        <div className="landing-sections">
          <WhatsInside />
          <LatestBriefings />
          <HowItWorks onRequestCode={requestAccessCode} />
        </div>
      </main>
      <SiteFooter onContact={() => setContactSubject("")} />
      <Suspense fallback={null}>
        {accessOpen && (
          <AccessDialog
            open={accessOpen}
            onClose={closeAccess}
            onGranted={() => navigate(isSafeNextPath(next) ? next : afterAccessDefault, { replace: true })}
          />
        )}
        {contactSubject !== null && <ContactDialog open onClose={() => setContactSubject(null)} initialSubject={contactSubject} />}
        {requestOpen && <AccessRequestDialog open onClose={() => setRequestOpen(false)} />}
      </Suspense>
    </div>
  );
}
