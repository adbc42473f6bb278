import { checkedNov2026, sources } from "../sources.ts";
import type { SmallPromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

export const zapierLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "zapier",
  ...libraryHeadings.zapier,
  prompts: [
    {
      title: "CRM Lead Automation",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Fill in the fields and paste the prompt into Zapier's AI Zap builder or a chat tool", minutes: [5, 10] },
        { step: "Connect the form app, CRM, Slack and email marketing accounts", minutes: [10, 20] },
        { step: "Check each step's field mapping and fill in the region-to-owner lookup table", minutes: [45, 90] },
        { step: "Build the Zapier Manager error Zap", minutes: [10, 20] },
        { step: "Test with one record for each path, then turn the Zaps on", minutes: [20, 40] },
      ],
      prompt: `Build a Zap that turns every new lead from [source] into a clean, assigned record in [destination], my CRM.

Trigger: New Form Entry (or New Lead) in [source], bringing first name, last name, email, phone, company, job title, lead source and message.

Steps:
1. Filter by Zapier: continue only if the email exists and does not contain "test".
2. Formatter by Zapier, Text: capitalise the names, trim spaces and lowercase the email. Formatter by Zapier, Numbers: format the phone number to the international E.164 format.
3. Find Contact in [destination] by email, with "create if it doesn't exist yet" switched on, so repeat leads update the existing record instead of creating duplicates.
4. Formatter by Zapier, Utilities, Lookup Table: map country or region to the right sales owner, with the sales manager as the fallback.
5. Create Deal in [destination], linked to the contact, stage "New lead", owner from the lookup, and the source and message in the notes.
6. Paths by Zapier, as the last step:
- Path A, job title contains director, VP, head, chief or founder: send the owner a Slack direct message, then Delay by Zapier for [interval], Find Deal, and a Filter that reminds the owner in Slack only if the stage is still "New lead".
- Path B, everyone else: add the contact to the [type] nurture list in [service].

Error handling: switch on Autoreplay, and build a second Zap triggered by Zapier Manager, New Zap Error, that emails the operations owner.

Deliver: every step with its field mapping, and one test record for each path.`,
      whatYouGet:
        "Every new form lead cleaned up, matched or created in your CRM with a deal and a regional owner, senior contacts flagged to their owner in Slack with a follow-up reminder, and everyone else added to nurture.",
      builtWith: {
        uses: [
          "Your form or lead app",
          "Filter by Zapier",
          "Formatter by Zapier",
          "Your CRM",
          "Paths by Zapier",
          "Slack",
          "Delay by Zapier",
          "Your email marketing app",
          "Zapier Manager",
          "Email by Zapier (or Gmail)",
        ],
        accounts: [
          "A paid Zapier plan: the Free plan runs only two-step Zaps (one trigger and one action) and this Zap has more steps; check Zapier's pricing page for the plans that include Paths and Autoreplay",
          "Access to your form app, CRM and email marketing service, with permission to connect them to Zapier",
          "A Slack workspace with permission to add an app",
        ],
      },
      dataNote:
        "The Zap copies lead names, emails and phone numbers between apps, so connect your company's approved Zapier account and apps and test with dummy leads, not real customer records in a personal account.",
      claims: [
        {
          text: "Zapier's Free plan runs only two-step Zaps, one trigger and one action; multi-step Zaps need a paid plan.",
          source: sources.zapierPricing,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Content Distribution",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Fill in the fields and paste the prompt into Zapier's AI Zap builder or a chat tool", minutes: [5, 10] },
        { step: "Connect the feed, LinkedIn, Buffer, Slack, Google Sheets and the newsletter tool", minutes: [10, 20] },
        { step: "Tune the AI instructions on a few past posts until the voice is yours", minutes: [20, 40] },
        { step: "Map the fields, add the UTM tags and set up the three paths", minutes: [30, 60] },
        { step: "Build the Zapier Manager error Zap", minutes: [10, 20] },
        { step: "Test on an older feed item, then turn the Zaps on", minutes: [15, 30] },
      ],
      prompt: `Build a Zap that shares every new piece of content from [source] across my channels, rewritten for each one.

Trigger: RSS by Zapier, New Item in Feed, pointed at the feed of [source] (blog, newsletter archive or podcast), bringing title, link, summary and publish date.

Steps:
1. Filter by Zapier: continue only if the title and link exist and the item is not tagged "internal".
2. AI by Zapier (or the ChatGPT action): from the title and summary, write three versions: a LinkedIn post that opens with the key insight and ends with one question, a post under 280 characters for X, and a two-sentence teaser for the [type] newsletter. Instruct it to keep my voice and never add facts that are not in the summary.
3. Filter by Zapier: stop if any of the three versions came back empty.
4. Tracked links: Formatter by Zapier has no step that adds UTM tags, so in each channel's step below type the parameters straight after the mapped link, such as ?utm_source=linkedin&utm_campaign=content for LinkedIn and ?utm_source=x&utm_campaign=content for X.
5. Google Sheets, Create Spreadsheet Row: log the title, link and all three versions.
6. Paths by Zapier, as the last step, one path per channel:
- LinkedIn: Create Share Update, then Delay by Zapier for [interval] and a Slack reminder asking the leadership team to reshare it.
- X: Buffer, to queue the short post.
- Newsletter: a new row in the newsletter queue in [destination].

Error handling: switch on Autoreplay; a Zapier Manager, New Zap Error, Zap alerts the content owner by email.

Deliver: every step with its field mapping, the exact AI instructions, and how to test it on an older feed item.`,
      whatYouGet:
        "Each new blog post, newsletter or episode turned into a LinkedIn post, a short X post and a newsletter teaser in your voice, logged in a sheet and posted or queued on each channel with tracked links.",
      builtWith: {
        uses: [
          "RSS by Zapier",
          "Filter by Zapier",
          "AI by Zapier (or ChatGPT (OpenAI))",
          "Google Sheets",
          "Paths by Zapier",
          "LinkedIn",
          "Delay by Zapier",
          "Slack",
          "Buffer",
          "Your newsletter tool",
          "Zapier Manager",
          "Email by Zapier (or Gmail)",
        ],
        accounts: [
          "A paid Zapier plan: the Free plan runs only two-step Zaps (one trigger and one action) and this Zap has more steps; check Zapier's pricing page for the plans that include Paths and Autoreplay",
          "A public RSS feed for your blog, newsletter archive or podcast",
          "LinkedIn, Buffer (connected to your X profile), Slack and Google accounts",
          "Access to your newsletter tool",
          "An OpenAI API key only if you use the ChatGPT (OpenAI) action instead of AI by Zapier",
        ],
      },
      claims: [
        {
          text: "Zapier's Free plan runs only two-step Zaps, one trigger and one action; multi-step Zaps need a paid plan.",
          source: sources.zapierPricing,
          checked: checkedNov2026,
        },
        {
          text: "Formatter by Zapier's actions are Text, Numbers, Date/Time and Utilities; its text transforms (such as find and replace, changing capitalisation and removing HTML) include none that adds UTM tags.",
          source: sources.zapierFormatter,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Customer Support Routing",
      timeEstimate: "2-4 h",
      timeBasis: [
        { step: "Fill in the fields and paste the prompt into Zapier's AI Zap builder or a chat tool", minutes: [5, 10] },
        { step: "Connect the help desk, CRM, Slack and Google Sheets", minutes: [10, 20] },
        { step: "Tune the classifier instructions on past tickets with the customers' details removed", minutes: [30, 60] },
        { step: "Map the fields and set up the paths and the escalation check", minutes: [45, 90] },
        { step: "Build the Zapier Manager error Zap", minutes: [10, 20] },
        { step: "Test with the five sample tickets, then turn the Zaps on", minutes: [20, 40] },
      ],
      prompt: `Build a Zap that routes every support request from [source] to the right person with the right urgency.

Trigger: New Ticket in [source], your help desk (or Gmail, New Email Matching Search, for a shared inbox), bringing requester email, subject, body and created time.

Steps:
1. Formatter by Zapier, Text, Split Text: keep only the newest message and drop quoted replies, so the next step reads what the customer just wrote.
2. AI by Zapier (or the ChatGPT action): classify the message as billing, bug, how-to, account access, cancellation or other, and rate urgency as high, normal or low. Return each as a separate field.
3. Find the customer in [destination], your CRM, by email to pull plan, account value and account owner.
4. Google Sheets, Create Spreadsheet Row: log category, urgency and plan for a weekly review of routing accuracy.
5. Paths by Zapier, as the last step:
- Path A, urgency high or an enterprise plan: set the ticket to high priority, post in the urgent support Slack channel and message the account owner.
- Path B, cancellation: assign to the retention lead and send the customer an acknowledgement with a reply time you can keep.
- Path C, everything else: assign to the team queue for that category.
End every path with Delay by Zapier for [interval] and a check of the ticket status: if it is still unanswered, escalate to the support manager.

Error handling: if the AI step returns a category that is not on the list, send the ticket down Path C tagged "needs triage"; switch on Autoreplay; a Zapier Manager, New Zap Error, Zap alerts the support manager.

Deliver: every step with its field mapping, the classifier instructions, and five sample tickets that test each path.`,
      whatYouGet:
        "Every support request classified by topic and urgency, matched to the customer's plan and account owner, sent to the right queue or Slack channel within minutes, and escalated to the support manager if still unanswered.",
      builtWith: {
        uses: [
          "Your help desk (or Gmail)",
          "Formatter by Zapier",
          "AI by Zapier (or ChatGPT (OpenAI))",
          "Your CRM",
          "Google Sheets",
          "Paths by Zapier",
          "Slack",
          "Delay by Zapier",
          "Zapier Manager",
        ],
        accounts: [
          "A paid Zapier plan: the Free plan runs only two-step Zaps (one trigger and one action) and this Zap has more steps; check Zapier's pricing page for the plans that include Paths and Autoreplay",
          "Access to your help desk or shared Gmail inbox and your CRM, with permission to connect them to Zapier",
          "A Slack workspace with permission to add an app",
          "A Google account for the routing log",
          "An OpenAI API key only if you use the ChatGPT (OpenAI) action instead of AI by Zapier",
        ],
      },
      dataNote:
        "Tickets often hold customers' personal and account details that the AI step reads, so build this in your company's approved Zapier account and test it with made-up tickets rather than real ones.",
      claims: [
        {
          text: "Zapier's Free plan runs only two-step Zaps, one trigger and one action; multi-step Zaps need a paid plan.",
          source: sources.zapierPricing,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "E-commerce Order Processing",
      timeEstimate: "2.5-5 h",
      timeBasis: [
        { step: "Fill in the fields and paste the prompt into Zapier's AI Zap builder or a chat tool", minutes: [5, 10] },
        { step: "Connect the store, accounting software, Slack and review service", minutes: [15, 30] },
        { step: "Set up the stock table with each SKU's level and reorder point", minutes: [20, 40] },
        { step: "Build Zap 1, the stock loop", minutes: [30, 60] },
        { step: "Build Zap 2, the invoice and its paths", minutes: [45, 90] },
        { step: "Build the error Zap and its daily digest", minutes: [10, 20] },
        { step: "Place a test order with two SKUs, check stock, invoice and alerts, then void the test invoice", minutes: [25, 50] },
      ],
      prompt: `Build two Zaps that process every new order from [source], such as Shopify or WooCommerce, from payment to review request. Both start with the same trigger, so the per-item stock loop stays in its own Zap and the invoice and review request run once per order.

Trigger: New Paid Order in [source], bringing order number, customer name and email, line items with SKU and quantity, totals, shipping country and discount code.

Zap 1, stock:
1. Looping by Zapier over the line items, so each SKU is handled on its own.
2. Find Row in Google Sheets or Zapier Tables, my stock table, by SKU; Formatter by Zapier, Numbers, Perform Math Operation to subtract the quantity; Update Row with the new stock level.
3. Filter by Zapier: only if the new level is below the reorder point, email the supplier contact and post in the operations Slack channel.

Zap 2, finance and customer:
1. Create the invoice or sales receipt in [destination], such as QuickBooks Online or Xero, matching the customer by email.
2. Paths by Zapier, as the last step:
- Path A, first-time customers or orders above my high-value threshold: create a thank-you-note task in my task app.
- Path B, orders shipping abroad: send the warehouse a customs-document reminder.
- Path C, every order: Delay by Zapier for [interval], long enough for delivery, then send a review request through [service] with a link to the [type] product page.

Error handling: if [destination] rejects the invoice, store the order with the error in a "needs attention" table and alert finance; switch on Autoreplay; a Zapier Manager, New Zap Error, Zap feeds Digest by Zapier so the operations owner gets one daily error summary.

Deliver: every step of both Zaps with its field mapping, and a test order with two SKUs, one of them close to its reorder point.`,
      whatYouGet:
        "Every paid order updating stock by SKU with low-stock alerts, an invoice created in your accounting software, a customs reminder for orders shipping abroad and a review request after delivery, with one daily error summary.",
      builtWith: {
        uses: [
          "Your store (such as Shopify or WooCommerce)",
          "Looping by Zapier",
          "Google Sheets (or Zapier Tables)",
          "Formatter by Zapier",
          "Filter by Zapier",
          "Email by Zapier (or Gmail)",
          "Slack",
          "Your accounting software (such as QuickBooks Online or Xero)",
          "Paths by Zapier",
          "Your task app",
          "Delay by Zapier",
          "Your review or email service",
          "Zapier Manager",
          "Digest by Zapier",
        ],
        accounts: [
          "A paid Zapier plan: the Free plan runs only two-step Zaps (one trigger and one action) and these Zaps have more steps; check Zapier's pricing page for the plans that include Paths and Autoreplay",
          "Admin access to your store and accounting software, with permission to connect them to Zapier",
          "A stock table in Google Sheets or Zapier Tables",
          "A Slack workspace with permission to add an app",
          "An account with your review-request or email service",
        ],
      },
      dataNote:
        "Orders carry customers' names, emails and addresses, so connect only your company's approved Zapier, store and accounting accounts and test with a test order, not real customer data in a personal account.",
      claims: [
        {
          text: "Zapier's Free plan runs only two-step Zaps, one trigger and one action; multi-step Zaps need a paid plan.",
          source: sources.zapierPricing,
          checked: checkedNov2026,
        },
      ],
    },
  ],
};
