// The frame of a page of prose (the privacy page, the published rubric): the site's header and
// footer, and one article at a reading measure, in the site's column.
import type { ReactNode } from "react";
import { PublicPage } from "../site/PublicPage.tsx";
import "./reading-page.css";

interface ReadingPageProps {
  title: string;
  lead: ReactNode;
  /** The article's own class, for rules of its own beside the shared ones. */
  className?: string;
  children: ReactNode;
  /** Rendered after the page's main, where a dialog it opens belongs. */
  dialogs?: ReactNode;
}

export function ReadingPage({ title, lead, className, children, dialogs }: ReadingPageProps) {
  return (
    <PublicPage>
      <main className="page-column">
        <article className={className ? `reading-page-article ${className}` : "reading-page-article"}>
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{lead}</p>
          {children}
        </article>
      </main>
      {dialogs}
    </PublicPage>
  );
}
