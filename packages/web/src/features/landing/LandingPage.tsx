import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { afterAccessDefault, isSafeNextPath } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { previewImagePath, productName, siteUrl } from "../../config/site.ts";
import { LandingHeader } from "./components/LandingHeader.tsx";
import { LandingHero } from "./components/LandingHero.tsx";
import { WhatsInside } from "./components/WhatsInside.tsx";
import { LatestBriefings } from "./components/LatestBriefings.tsx";
import { HowItWorks } from "./components/HowItWorks.tsx";
import { LandingFooter } from "./components/LandingFooter.tsx";
import "./landing.css";

// The dialogs load when first opened, keeping the landing page light.
const AccessDialog = lazy(() => import("../access/AccessDialog.tsx").then((m) => ({ default: m.AccessDialog })));
const ContactDialog = lazy(() => import("../contact/ContactDialog.tsx").then((m) => ({ default: m.ContactDialog })));

const description =
  "AI for Leaders teaches executives and founders to use AI: step-by-step workflows, expert prompt libraries and a weekly briefing.";

const accessCodeRequestSubject = "Access code request";

/** The Contact dialog, open or not, and the subject it opens with. */
type ContactState = { open: false } | { open: true; subject: string };

export function LandingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const next = searchParams.get("next");
  const [accessOpen, setAccessOpen] = useState(false);
  const [contact, setContact] = useState<ContactState>({ open: false });
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

  const requestAccessCode = () => setContact({ open: true, subject: accessCodeRequestSubject });

  return (
    <div className="landing">
      <LandingHeader />
      <main className="landing-main">
        <LandingHero onSignIn={() => setAccessOpen(true)} onRequestCode={requestAccessCode} />
        <div className="landing-sections">
          <WhatsInside />
          <LatestBriefings />
          <HowItWorks onRequestCode={requestAccessCode} />
        </div>
      </main>
      <LandingFooter onContact={() => setContact({ open: true, subject: "" })} />
      <Suspense fallback={null}>
        {accessOpen && (
          <AccessDialog
            open={accessOpen}
            onClose={closeAccess}
            onGranted={() => navigate(isSafeNextPath(next) ? next : afterAccessDefault, { replace: true })}
          />
        )}
        {contact.open && (
          <ContactDialog open onClose={() => setContact({ open: false })} initialSubject={contact.subject} />
        )}
      </Suspense>
    </div>
  );
}
