// The frame of every public page but the landing page (which lays out its own around the same
// header and footer): the site's header, the page, the footer, and the dialogs they open (Contact,
// Request an access code).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { ClosingOffers } from "./ClosingOffers.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

const ContactDialog = lazy(() => import("../contact/ContactDialog.tsx").then((m) => ({ default: m.ContactDialog })));
const AccessRequestDialog = lazy(() =>
  import("../access-request/AccessRequestDialog.tsx").then((m) => ({ default: m.AccessRequestDialog })),
);

interface PublicPageProps {
  /** The page's <main>, and its own dialogs. */
  children: ReactNode;
  /** Whether the page ends with the newsletter signup and the toolkit offer (the blog's pages). */
  closingOffers?: boolean;
}

export function PublicPage({ children, closingOffers = false }: PublicPageProps) {
  // The subject the Contact dialog opens with; null while it is closed.
  const [contactSubject, setContactSubject] = useState<string | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);
  const requestAccessCode = () => setRequestOpen(true);

  return (
    <div className="page-shell public-page">
      <SiteHeader onRequestCode={requestAccessCode} />
      {children}
      {closingOffers && <ClosingOffers onRequestCode={requestAccessCode} />}
      <SiteFooter onContact={() => setContactSubject("")} />
      <Suspense fallback={null}>
        {contactSubject !== null && <ContactDialog open onClose={() => setContactSubject(null)} initialSubject={contactSubject} />}
        {requestOpen && <AccessRequestDialog open onClose={() => setRequestOpen(false)} />}
      </Suspense>
    </div>
  );
}
