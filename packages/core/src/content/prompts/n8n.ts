import { checkedNov2026, sources } from "../sources.ts";
import type { SmallPromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

export const n8nLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "n8n",
  ...libraryHeadings.n8n,
  prompts: [
    {
      title: "Data Sync Workflow",
      timeEstimate: "2.5-5 h",
      timeBasis: [
        { step: "Fill in the fields and get the node-by-node build plan from ChatGPT or Claude", minutes: [5, 10] },
        { step: "Connect both systems, Google Sheets and Slack in n8n, with API keys from each system's admin to hand", minutes: [25, 50] },
        { step: "Build and set up the nodes, for someone who has built an n8n workflow before; longer the first time", minutes: [90, 180] },
        { step: "Test with one new, one changed and one invalid record, then publish", minutes: [30, 60] },
      ],
      prompt: `Design an n8n workflow that keeps [destination] in sync with [source] every [interval], so nobody has to copy records between the two systems by hand.

Trigger: a Schedule Trigger node set to run every [interval].

Steps:
1. A Data Table node reads the time of the last successful run from a one-row "sync state" data table, then an HTTP Request node (or the native [source] node if n8n has one) fetches only the records created or changed since then.
2. A second HTTP Request node reads the matching records that already exist in [destination].
3. An Edit Fields (Set) node maps each [source] record to the destination fields: id, name, email, company, status, owner, updated_at. Lowercase emails and convert dates to ISO 8601.
4. A Remove Duplicates node keyed on id, then a Compare Datasets node splits the records into new, changed and unchanged.
5. A Loop Over Items node sends batches of 50: create the new records, update the changed ones, skip the rest.
6. An IF node catches records without an id or email and appends them to a "sync exceptions" tab in Google Sheets instead of stopping the run.
7. A final Data Table node updates the run time in "sync state" only when every batch succeeded.

Error handling: switch on Retry On Fail (3 tries, 5 seconds apart) for every API call, and set an error workflow that starts with an Error Trigger node and posts the workflow name, the failing node and the error message to Slack.

Use n8n's Data tables for the run marker rather than an external database, so the workflow keeps its own state. When the test passes, publish the workflow: only the published version runs on its schedule, and later edits stay in draft until you publish again.

Deliver: the node list with key settings, how the nodes connect, and a test plan using one new, one changed and one invalid record.`,
      whatYouGet:
        "Your destination system kept up to date from your source system on a fixed schedule, with only new and changed records moved, incomplete records parked in an exceptions sheet and any failure reported in Slack.",
      builtWith: {
        uses: [
          "Schedule Trigger",
          "Data Table",
          "HTTP Request",
          "Edit Fields (Set)",
          "Remove Duplicates",
          "Compare Datasets",
          "Loop Over Items",
          "If",
          "Google Sheets",
          "Error Trigger",
          "Slack",
        ],
        accounts: [
          "An n8n instance (n8n Cloud or self-hosted)",
          "API credentials for your source and destination systems",
          "A Google account with access to the exceptions spreadsheet",
          "A Slack workspace with permission to add an app",
        ],
      },
      dataNote:
        "The sync copies names and email addresses between systems, so build and test it with a few dummy records in your company's approved n8n instance and systems, not in a personal account holding real customer data.",
      claims: [
        {
          text: 'n8n calls putting a workflow live "publishing": a published version runs its schedules and production triggers, while later edits stay in draft until published.',
          source: sources.n8nPublish,
          checked: checkedNov2026,
        },
        {
          text: "n8n's Data tables store data inside n8n, including markers that prevent duplicate runs, without an external database.",
          source: sources.n8nDataTables,
          checked: checkedNov2026,
        },
        {
          text: "An n8n error workflow starts with an Error Trigger node and runs when a workflow it is set for fails; each workflow names its error workflow in its settings.",
          source: sources.n8nErrorHandling,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Email Marketing Automation",
      timeEstimate: "2.5-5 h",
      timeBasis: [
        { step: "Fill in the fields and get the node-by-node build plan from ChatGPT or Claude", minutes: [5, 10] },
        { step: "Write the welcome, customer-story, reminder and final emails", minutes: [40, 80] },
        { step: "Connect the email service, Google Sheets and the alert email account in n8n", minutes: [15, 30] },
        { step: "Build and set up the nodes, for someone who has built an n8n workflow before; longer the first time", minutes: [60, 120] },
        { step: "Test the whole sequence on a team inbox with the waits shortened, then restore them and publish", minutes: [30, 60] },
      ],
      prompt: `Design an n8n workflow that runs a [type] email sequence for every new subscriber, sending through [service].

Trigger: a Webhook node that receives each signup from [source] with email, first_name, signup_source and consent (true or false).

Steps:
1. An IF node continues only when consent is true and the email is valid; a Respond to Webhook node returns an error for the rest.
2. An HTTP Request node adds or updates the contact in [service] and tags it "[type]" plus the signup source.
3. Send the welcome email at once through [service], personalised with first_name, with a plain-text version.
4. A Wait node pauses 2 days, then an HTTP Request node asks [service] whether the contact clicked a link in the welcome email or replied to it.
5. A Switch node on engagement: clicked or replied receives a customer story; no click receives a short reminder with one link and a new subject line. Do not branch on opens: Apple Mail Privacy Protection, introduced in 2021, loads an email's remote content, tracking pixels included, in the background whether or not the reader opens it, so opens are recorded that never happened and open rates are inflated and unreliable. Clicks and replies are the signals to use.
6. Wait 4 more days and send a final email with a single call to action. Before every send, check the contact's status and stop the sequence for anyone who unsubscribed or replied.
7. Append each send to a Google Sheets log: email, step, sent_at, outcome.

Error handling: Retry On Fail on every [service] call; if a send still fails, log the contact with the error message and carry on with the next one; an error workflow starting with an Error Trigger node emails the owner.

Deliver: the node list with settings, a one-line outline of each email, and how to test the whole sequence on a team inbox with shortened waits.`,
      whatYouGet:
        "Every consenting new subscriber enrolled in a welcome sequence within seconds, with follow-ups chosen by clicks and replies, the sequence stopped for anyone who unsubscribes or replies, and every send logged in Google Sheets.",
      builtWith: {
        uses: [
          "Webhook",
          "If",
          "Respond to Webhook",
          "HTTP Request",
          "Wait",
          "Switch",
          "Google Sheets",
          "Error Trigger",
          "Send Email (or Gmail)",
        ],
        accounts: [
          "An n8n instance (n8n Cloud or self-hosted)",
          "API access to your email service provider",
          "A signup form or website that can send each signup to a webhook",
          "A Google account for the send log",
          "An email account (SMTP or Gmail) for the error alerts",
        ],
      },
      dataNote:
        "Subscriber emails and consent records are personal data, so test with team inboxes in your company's approved n8n and email-service accounts, never by loading a real subscriber list into a personal account.",
      claims: [
        {
          text: "Apple Mail Privacy Protection, introduced in 2021, loads remote content in the background whether or not a message is opened, so email open tracking no longer shows whether a reader opened it.",
          source: sources.appleMailPrivacy,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Social Media Management",
      timeEstimate: "3.5-7 h + LinkedIn's review",
      timeBasis: [
        {
          step: "Request LinkedIn's Community Management API for your app, and Meta's app review where Facebook requires it",
          minutes: [20, 40],
        },
        {
          step: "LinkedIn reviews the request, and Meta too where it applies: how long it takes is up to them, so build and dry-run meanwhile",
          minutes: [0, 0],
          waiting: true,
        },
        { step: "Fill in the fields and get the node-by-node build plan from ChatGPT or Claude", minutes: [5, 10] },
        { step: "Set up the content calendar with its columns", minutes: [15, 30] },
        { step: "Buy X API credits and connect X, the calendar, OpenAI and Slack in n8n", minutes: [20, 40] },
        {
          step: "Build and set up the nodes with the dry-run switch, for someone who has built an n8n workflow before",
          minutes: [120, 240],
        },
        { step: "Dry-run a few sample posts, then publish once the platforms have approved your access", minutes: [30, 60] },
      ],
      prompt: `Design an n8n workflow that publishes approved social posts on schedule and keeps a log of what was posted.

Trigger: a Schedule Trigger every [interval] that reads the content calendar in [source], a Google Sheets or Airtable table with the columns post_id, publish_at, channel, text, image_url, link, status.

Steps:
1. A Filter node keeps rows whose status is "approved" and whose publish_at time has passed.
2. A Code node checks each post against its channel's character limit and confirms the image URL loads; failures are marked "needs fix" rather than posted.
3. A Switch node on channel routes each row to the LinkedIn, X or Facebook Graph API node, or to an HTTP Request node for any other network. Check access before you build: the X API is pay-per-use (you buy credits in the X Developer Console and each post is charged, a post with a link at a higher rate); posting as a company page on LinkedIn, or reading post analytics, needs LinkedIn's Marketing or Community Management API, which LinkedIn must approve for your app; and Meta may require app review for Facebook page permissions. Check each platform's current developer documentation and pricing.
4. After publishing, a Google Sheets or Airtable node updates the row with status "posted", the live post URL and posted_at.
5. Do not try to fetch engagement through the n8n LinkedIn node: it can create posts but does not read post analytics. Add likes, comments, shares and clicks to the sheet by hand or from each platform's analytics export, or through an HTTP Request node only where your API access allows reading analytics.
6. Every Monday, an Aggregate node totals the week's posts by channel, with any engagement figures entered, an OpenAI node drafts three plain-language observations, and a Slack node sends the summary to [destination].

Error handling: a failed post sets status to "error" with the message and is retried once on the next run; an error workflow with an Error Trigger node alerts the social media lead in Slack. Never publish a row that is not approved.

Deliver: the node list with settings, the column definitions, and a dry-run switch that logs what would be posted without posting it.`,
      whatYouGet:
        "Approved posts published to LinkedIn, X and Facebook at their scheduled time, each logged back in the content calendar with its live link, and a Monday Slack summary of the week's posts by channel.",
      builtWith: {
        uses: [
          "Schedule Trigger",
          "Google Sheets (or Airtable)",
          "Filter",
          "Code",
          "Switch",
          "LinkedIn",
          "X (Formerly Twitter)",
          "Facebook Graph API",
          "HTTP Request",
          "Aggregate",
          "OpenAI",
          "Slack",
          "Error Trigger",
        ],
        accounts: [
          "An n8n instance (n8n Cloud or self-hosted)",
          "A Google Sheets or Airtable account for the content calendar",
          "Developer access for each network: LinkedIn's approval of your app for its Community Management API to post as a company page, X API credits bought in the X Developer Console (X charges for each post) and Meta app review where Facebook requires it",
          "An OpenAI API account",
          "A Slack workspace with permission to add an app",
        ],
      },
      claims: [
        {
          text: "The X API is billed pay-per-use from credits bought in the X Developer Console, with each post created charged per request and a post containing a link charged at a higher rate.",
          source: sources.xApiPricing,
          checked: checkedNov2026,
        },
        {
          text: "LinkedIn's Community Management API, which covers creating company-page posts and reading page and post analytics, is available only to apps whose access request LinkedIn approves.",
          source: sources.linkedinCommunityManagement,
          checked: checkedNov2026,
        },
        {
          text: "Publishing to a Facebook Page through Meta's Pages API needs a Page access token with permissions including pages_manage_posts and pages_read_engagement.",
          source: sources.metaPagesPosts,
          checked: checkedNov2026,
        },
        {
          text: "n8n's LinkedIn node supports one operation, creating a post (as a person or an organisation); it does not read post analytics.",
          source: sources.n8nLinkedInNode,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Lead Processing Pipeline",
      timeEstimate: "2.5-5 h",
      timeBasis: [
        { step: "Fill in the fields and get the node-by-node build plan from ChatGPT or Claude", minutes: [5, 10] },
        { step: "Agree the scoring rules with your sales lead", minutes: [20, 40] },
        { step: "Connect the CRM, the enrichment provider, Slack and Google Sheets in n8n", minutes: [15, 30] },
        { step: "Build and set up the nodes and the scoring code, for someone who has built an n8n workflow before", minutes: [90, 180] },
        { step: "Test with five test leads that exercise every branch, then publish", minutes: [20, 40] },
      ],
      prompt: `Design an n8n pipeline that qualifies and routes every inbound lead from [source] within minutes.

Trigger: a Webhook node that receives each form submission with first_name, last_name, email, company, job_title, company_size, message and utm_source.

Steps:
1. An Edit Fields (Set) node trims whitespace, lowercases the email and extracts the email domain.
2. An IF node sends free-mail domains such as gmail.com and outlook.com to a nurture branch instead of sales.
3. An HTTP Request node calls [service], your enrichment provider, to add industry, employee count and country; the workflow continues without enrichment if nothing comes back.
4. A Code node scores each lead from 0 to 10: seniority of job title up to 4 points, company size up to 3, fit with your [type] customers up to 2, buying intent in the message up to 1.
5. A node for [destination], your CRM, searches for the contact by email and updates it if found or creates it if not, so no duplicates appear.
6. A Switch node on score: 7 or above creates a deal, assigns the owner by territory and alerts the sales Slack channel; 4 to 6 joins a nurture list; below 4 is logged only.

Error handling: Retry On Fail on the enrichment and CRM calls; if the CRM write still fails, the full lead goes to a Google Sheets backup tab; an error workflow with an Error Trigger node alerts the operations owner.

Deliver: the node list with settings, the scoring code, the field mapping to [destination], and five test leads that exercise every branch.`,
      whatYouGet:
        "Every inbound form lead cleaned, enriched, scored from 0 to 10 and written to your CRM without duplicates within minutes, with hot leads turned into deals, assigned by territory and posted to the sales Slack channel.",
      builtWith: {
        uses: [
          "Webhook",
          "Edit Fields (Set)",
          "If",
          "HTTP Request",
          "Code",
          "Your CRM's node (such as HubSpot or Salesforce)",
          "Switch",
          "Slack",
          "Google Sheets",
          "Error Trigger",
        ],
        accounts: [
          "An n8n instance (n8n Cloud or self-hosted)",
          "A web form that can post each submission to a webhook",
          "API credentials for your enrichment provider and your CRM",
          "A Slack workspace with permission to add an app",
          "A Google account for the backup sheet",
        ],
      },
      dataNote:
        "Leads are personal data and the enrichment step sends them to a third party, so test with made-up leads and run it only in your company's approved n8n instance, CRM and enrichment accounts, not personal trials.",
    },
  ],
};
