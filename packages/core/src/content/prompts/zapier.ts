import type { SmallPromptLibrary } from "../types.ts";

export const zapierLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "zapier",
  title: "Zapier Hacker Prompts",
  description:
    "Four Zaps that connect the apps you already pay for, each with its trigger, filters, formatting, paths and failure alerts. Paste one into Zapier's AI Zap builder or an AI chat tool, swap the bracketed fields for your own apps, and build.",
  prompts: [
    {
      title: "CRM Lead Automation",
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
    },
    {
      title: "Content Distribution",
      prompt: `Build a Zap that shares every new piece of content from [source] across my channels, rewritten for each one.

Trigger: RSS by Zapier, New Item in Feed, pointed at the feed of [source] (blog, newsletter archive or podcast), bringing title, link, summary and publish date.

Steps:
1. Filter by Zapier: continue only if the title and link exist and the item is not tagged "internal".
2. AI by Zapier (or the ChatGPT action): from the title and summary, write three versions: a LinkedIn post that opens with the key insight and ends with one question, a post under 280 characters for X, and a two-sentence teaser for the [type] newsletter. Instruct it to keep my voice and never add facts that are not in the summary.
3. Filter by Zapier: stop if any of the three versions came back empty.
4. Formatter by Zapier, Text: add UTM tags to the link for each channel, such as utm_source=linkedin and utm_campaign=content.
5. Google Sheets, Create Spreadsheet Row: log the title, link and all three versions.
6. Paths by Zapier, as the last step, one path per channel:
- LinkedIn: Create Share Update, then Delay by Zapier for [interval] and a Slack reminder asking the leadership team to reshare it.
- X: Buffer, to queue the short post.
- Newsletter: a new row in the newsletter queue in [destination].

Error handling: switch on Autoreplay; a Zapier Manager, New Zap Error, Zap alerts the content owner by email.

Deliver: every step with its field mapping, the exact AI instructions, and how to test it on an older feed item.`,
    },
    {
      title: "Customer Support Routing",
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
    },
    {
      title: "E-commerce Order Processing",
      prompt: `Build two Zaps that process every new order from [source], such as Shopify or WooCommerce, from payment to review request. Both start with the same trigger, because every step after a loop runs once per item.

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
    },
  ],
};
