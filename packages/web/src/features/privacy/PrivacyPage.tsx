import { lazy, Suspense, useState, type ReactNode } from "react";
import { paths } from "../../config/paths.ts";
import { pageTitle, productName } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { ReadingPage } from "../../components/reading-page/ReadingPage.tsx";
import "./privacy.css";

const ContactDialog = lazy(() => import("../../components/contact/ContactDialog.tsx").then((m) => ({ default: m.ContactDialog })));

// Every statement here follows what the code does: the tables and their expiry (infra/src/tables.ts),
// RESULT_RETENTION_DAYS, the AI provider settings and the rate limits. Change it when they change.
export function PrivacyPage() {
  const [contactOpen, setContactOpen] = useState(false);

  usePageHead({
    title: pageTitle("Privacy"),
    description: `What ${productName} stores about you, why, for how long, and how to have it deleted.`,
    path: paths.privacy,
  });

  return (
    <ReadingPage
      title="Privacy"
      lead={
        <>
          What this site stores about you, why, for how long, and how to have it deleted. The site loads no scripts, fonts or images from
          other sites, and runs no advertising or third-party analytics trackers: the visits it counts, it counts itself, as described
          below.
        </>
      }
      dialogs={
        <Suspense fallback={null}>
          {contactOpen && <ContactDialog open onClose={() => setContactOpen(false)} initialSubject="Data deletion request" />}
        </Suspense>
      }
    >
      <h2>What we store, and for how long</h2>
      <StoredItem
        title="Newsletter sign-up"
        stored="Your email address, when you signed up, when you confirmed and, if you did, when you unsubscribed."
        why="To send you the Executive Briefing and the updates you asked for. It is passed on to the mailing tool we connect for that."
        kept="Until you ask us to delete it. A sign-up that is not confirmed from the email we send is deleted after 30 days."
      />
      <StoredItem
        title="Contact messages"
        stored="Your email address, the subject, the message and when you sent it."
        why="To reply to you. The message is passed on to the inbox we connect for that."
        kept="Until you ask us to delete it."
      />
      <StoredItem
        title="Access-code requests"
        stored="Your name, email address, company, role, why you asked, when, and how we answered. If we approve it, a personal code, of which we keep only a keyed hash."
        why="To decide on your request and email you the answer. The request is passed on to the inbox we connect for that."
        kept="Until you ask us to delete it."
      />
      <StoredItem
        title="Access codes"
        stored="Nothing about you. A valid code gives this browser tab a signed token, kept in the tab only; if you tick Keep me in on this device, it is kept in this browser instead."
        why="To open the workflows and prompt libraries without an account."
        kept="The token expires after 12 hours, or when you close the tab; with Keep me in on this device, after 30 days."
      />
      <StoredItem
        title="Accounts, for the workflows that need one"
        stored="Your email address, your full name and a hash of your password (Argon2id), never the password itself. While you are signed in, a cookie holds a sign-in token, of which we keep only a hash."
        why="So you can sign in and find your results again."
        kept="The account until you ask us to delete it; sign-in tokens expire after 30 days."
      />
      <StoredItem
        title="Website reviews and founder profiles"
        stored="What you submit (a website address or, for a founder profile, your name and email address) and the finished report. A report made while signed in is linked to your account; otherwise to a random key kept in your browser, of which we store only a hash."
        why="To write the report, and to keep it at its own link so you can return to it or share it. Anyone with the link can read it; search engines are told not to list it."
        kept={
          <>
            The request for 30 days. The report for a set period, 365 days unless the site's operator sets another; its page shows the date
            it will be deleted, and whoever made it can delete it there at once.
          </>
        }
      />
      <StoredItem
        title="Votes, suggestions and comments"
        stored="Suggestions and comments as written, with no name attached. A vote is recorded against a random voter id held in a cookie for a year, so each suggestion counts your vote once; when you are logged in, against your account instead, so your votes show on every device."
        why="To run the board where members vote for the next tools. When you are logged in with a confirmed address, we email you once when What's new answers a suggestion you made or voted for; the link in that email stops these emails."
        kept="While the suggestion board runs."
      />
      <StoredItem
        title="Answers to “Did this work for you?”"
        stored="Yes or no for a prompt, and the note if you write one, against a random id held in a cookie for a year, so a second answer replaces the first. No name, address or account is attached."
        why="To learn which prompts work for leaders and fix the ones that do not."
        kept="While the prompt libraries run."
      />
      <StoredItem
        title="Limits against abuse"
        stored="Counts of requests per network (IP) address and, for failed sign-ins, per email address. The daily limit on AI-written reports counts your address only as a keyed hash."
        why="To slow down people who abuse the forms, the access codes and the sign-in."
        kept="The counts delete themselves: most within 21 minutes, the longest within two days."
      />

      <h2 id="what-we-count">What we count, and what we do not</h2>
      <p>To learn which pages, prompts and guides help, the site counts these, per day and in totals only:</p>
      <ul>
        <li>page views by page: the page's pattern, such as “a report page”, never its address, a report's id or a query string;</li>
        <li>
          the other site you arrived from (its name only) and the campaign tags of the link you followed (utm_source, utm_medium,
          utm_campaign);
        </li>
        <li>newsletter sign-ups and confirmations, and access codes entered, by the code's label;</li>
        <li>prompts copied or opened in an AI tool, by prompt, and guide steps marked done, by guide;</li>
        <li>website reviews started and finished, votes and suggestions.</li>
      </ul>
      <p>
        To count visitors without tracking them, each event is counted under a code made that day from your network (IP) address, your
        browser's name and version (its user agent) and a random value that changes every day at midnight UTC and is then deleted. Neither
        your address nor your user agent is stored with a count, no cookie is set and nothing is kept in your browser for it; once the day's
        random value is deleted, no one, us included, can tell whether two days' visitors were the same person. These codes and the day's
        random value delete themselves when the day ends; the daily totals are kept for about 13 months.
      </p>
      <p>
        If your browser sends Do Not Track or Global Privacy Control, nothing you do is counted: the page sends no counts, and the server
        counts none of your sign-ups, codes, reviews or votes.
      </p>

      <h2>When an AI model writes a report</h2>
      <p>
        When the site is set up with an AI model provider (an OpenAI-compatible service or Amazon Bedrock), the text of the page being
        reviewed is sent to that provider to write the report. For a founder profile, that is your name, your email address and the text of
        pages from your company's website, found from your email's domain. When no provider is set up, the built-in rule-based checks write
        the report on our own servers, and the report says so. A workflow can also be handed to an automation we connect (such as n8n or
        Zapier), which then receives what you submitted.
      </p>

      <h2>Kept in your browser only</h2>
      <p>
        Your business details for filling in prompts, your favourites, your progress through the guides, the list of results made in this
        browser and its random device key stay in this browser's storage, as do your sign-in session and the access token. Only the device
        key and the tokens are sent to us, with the requests that need them. Clearing this site's data in your browser removes all of it.
      </p>

      <h2>Asking for deletion</h2>
      <p>
        Send us a message through Contact, from the email address concerned, and say what to delete: your newsletter sign-up, your messages,
        your access-code requests, your account and its results. A kept report can also be deleted at once from its own page, by the account
        or the browser that made it.
      </p>
      <p>
        Erasing an address removes its newsletter sign-up, every message and access-code request sent from it, your request included. Our
        log of the erasure records who did it and when, and names you only by a keyed hash of the address, never the address itself. Copies
        already passed on to the mailing tool or inbox we connect are deleted there as well.
      </p>
      <button type="button" className="button button-primary" onClick={() => setContactOpen(true)}>
        Ask for deletion
      </button>
    </ReadingPage>
  );
}

interface StoredItemProps {
  title: string;
  stored: ReactNode;
  why: ReactNode;
  kept: ReactNode;
}

function StoredItem({ title, stored, why, kept }: StoredItemProps) {
  return (
    <section className="privacy-item" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <dt>What</dt>
        <dd>{stored}</dd>
        <dt>Why</dt>
        <dd>{why}</dd>
        <dt>How long</dt>
        <dd>{kept}</dd>
      </dl>
    </section>
  );
}
