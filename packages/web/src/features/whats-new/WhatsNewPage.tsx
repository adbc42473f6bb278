// "What's new" (issue 28, Deliver 2): what shipped, newest first, each entry linking to the new
// guides, prompts or articles and naming the board's suggestions it answers.
import type { PublishedEntry } from "@ai-leaders/core/changelog";
import { changelogMessages } from "@ai-leaders/core/messages";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { useGatedContent } from "../../lib/use-gated-content.tsx";
import { BackButton } from "../../ui/BackButton.tsx";
import { FeedAddress } from "./FeedAddress.tsx";
import { fetchWhatsNew } from "./whats-new-api.ts";
import "./whats-new.css";

const shippedOn = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function WhatsNewPage() {
  const state = useGatedContent("whats-new", fetchWhatsNew);
  usePageHead({
    title: "What's new — AI for Leaders",
    description: "New guides, prompts and articles in the toolkit, and the suggestions they answer.",
    path: paths.whatsNew,
  });
  return (
    <div className="page-shell">
      <main className="page-column whats-new">
        <BackButton to={paths.level2}>Back to the toolkit</BackButton>
        <header className="whats-new-header">
          <h1 className="page-title">What&apos;s new</h1>
          <p className="page-lead">
            New guides, prompts and articles, and the suggestions from the <Link to={paths.roadmap}>board</Link> they answer.
          </p>
          <FeedAddress />
        </header>
        {(state.status === "loading" || state.status === "access-lost") && <EntriesSkeleton />}
        {state.status === "failed" && (
          <p className="whats-new-status" role="alert">
            {state.message ?? "What's new could not be loaded. Please check your connection and reload the page."}
          </p>
        )}
        {state.status === "loaded" &&
          (state.content.entries.length === 0 ? (
            <p className="whats-new-status">{changelogMessages.empty}</p>
          ) : (
            <ol className="whats-new-list" aria-label="What's new, newest first">
              {state.content.entries.map((entry) => (
                <li key={entry.id}>
                  <Entry entry={entry} />
                </li>
              ))}
            </ol>
          ))}
      </main>
    </div>
  );
}

function Entry({ entry }: { entry: PublishedEntry }) {
  const headingId = `entry-${entry.id}`;
  return (
    <article id={entry.id} className="whats-new-entry" aria-labelledby={headingId}>
      <time className="whats-new-date" dateTime={entry.date}>
        {shippedOn.format(new Date(`${entry.date}T00:00:00Z`))}
      </time>
      <h2 id={headingId} className="whats-new-title">
        {entry.title}
      </h2>
      <p className="whats-new-summary">{entry.summary}</p>
      {entry.links.length > 0 && (
        <ul className="whats-new-links" aria-label={`New in “${entry.title}”`}>
          {entry.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="whats-new-link">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {entry.suggestions.length > 0 && (
        <div className="whats-new-answers">
          <p className="whats-new-answers-label">{entry.suggestions.length === 1 ? "Answers the suggestion" : "Answers the suggestions"}</p>
          <ul>
            {entry.suggestions.map((suggestion) => (
              <li key={suggestion.id}>{suggestion.title}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/** Two entries' outlines, at their size, while the entries load. */
function EntriesSkeleton() {
  return (
    <div className="whats-new-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading what&apos;s new...
      </p>
      <div aria-hidden="true">
        <div className="skeleton whats-new-skeleton-entry" />
        <div className="skeleton whats-new-skeleton-entry" />
      </div>
    </div>
  );
}
