import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { scrollToAnchorWhenShown } from "../../lib/scroll-to-anchor.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import type { GuidePageWords } from "./guide-pages.ts";
import "./guides.css";

/** The frame of every Level 3 page: head tags, "Back to Workflows", the title and the intro. */
export function GuideLayout({ page: { title, description, path, intro }, children }: { page: GuidePageWords; children: ReactNode }) {
  usePageHead({ title: `${title} — AI for Leaders`, description, path });
  // A link to a step (#step-2) arrives before the step does: it comes with the gated content.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToAnchorWhenShown(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <div className="page-shell">
      <main className="page-column guides-main">
        <BackButton to={paths.workflows}>Back to Workflows</BackButton>
        <header className="guides-header">
          <p className="page-eyebrow">Level 3 workflow</p>
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{intro}</p>
        </header>
        {children}
      </main>
    </div>
  );
}
