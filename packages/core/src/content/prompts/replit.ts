// The Replit library (issue 45, Deliver 4): what a leader who does not write code builds in Replit
// Agent, honestly sized. The first card is what a non-developer can put in front of people this
// week; each card asks for a plan to approve first and ends with what to check before sharing.
import { checkedDec2026, checkedNov2026, sources } from "../sources.ts";
import type { Claim, SmallPromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

/** What every card relies on: how Agent's work is billed and how to cap the spend. */
const agentClaims: Claim[] = [
  {
    text: "Replit bills Agent by usage, with effort-based pricing that grows with the work each request takes; the free Starter plan includes neither full builds nor Plan mode.",
    source: sources.replitAiBilling,
    checked: checkedDec2026,
  },
  {
    text: "Replit's billing settings let you set usage alerts and a monthly budget limit.",
    source: sources.replitBilling,
    checked: checkedDec2026,
  },
];

const secretsClaim: Claim = {
  text: "Replit's Secrets tool encrypts API keys and other credentials and gives them to the app as environment variables, so they stay out of the code.",
  source: sources.replitSecrets,
  checked: checkedNov2026,
};

/** What the cards that publish a link rely on: who can open it, the scan, the preview link. */
const sharingClaims: Claim[] = [
  {
    text: 'Replit calls putting an app live "publishing": in the Publish dialog you choose who can access the app, such as Public or Invite only, and publishing runs a security scan before the app goes live.',
    source: sources.replitPublish,
    checked: checkedDec2026,
  },
  {
    text: "Replit's Project Security Center, the Security pane of a project, scans it for vulnerabilities before you publish and sorts what it finds by severity, from Critical down to Low.",
    source: sources.replitSecurityScanner,
    checked: checkedDec2026,
  },
  {
    text: "A Replit app's development URL is public by default: anyone with the link can see the app while you build it, unless you switch on a private development URL.",
    source: sources.replitDevelopmentUrls,
    checked: checkedDec2026,
  },
];

const privatePublishingClaim: Claim = {
  text: "Replit Enterprise admins can require every new app to be published privately, open only to authenticated members of the organisation.",
  source: sources.replitEnterprisePrivacy,
  checked: checkedDec2026,
};

export const replitLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "replit",
  ...libraryHeadings.replit,
  prompts: [
    {
      title: "Rapid Prototype Builder",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Fill in the fields and paste the prompt into a new Replit app, in Plan mode on a paid plan", minutes: [5, 10] },
        { step: "Read the Agent's plan, correct it and approve it", minutes: [10, 20] },
        { step: "The Agent builds the first version; you can leave it and come back", minutes: [20, 40] },
        { step: "Click through on a phone and ask for fixes, in two or three rounds", minutes: [40, 80] },
        { step: "Publish, then run the checks below before you share the link", minutes: [15, 30] },
      ],
      prompt: `You are a product builder working in Replit for a founder who does not write code. We are putting a first version of an idea in front of real people this week: real enough for honest reactions, not production-ready.

Context: [concept/product] is for [who it is for], who today [the problem they have, in one sentence]. This week I will show it to [who will see it, such as five customers or my operations team] to learn [the one question it must answer].

Steps:
1. Before you build anything, reply with a plan and wait for my approval: the screens, the one flow a first-time user tries from the first click to a visible result, and the sample data you will invent.
2. Build that one flow end to end as a single web app that works on a phone, filled with realistic sample data that is plainly fictional.
3. On every screen, add a feedback button that saves the screen name, a rating from 1 to 5 and a comment. Add an admin page that lists the feedback newest first, protected by a password kept in Replit Secrets.
4. Click through the flow yourself, at phone size too, and fix anything broken.
5. Publish it. If my plan lets me limit access to invited people, set that; if not, tell me before you publish.

Constraints: no sign-up, payments, emails or connections to other systems. No real customer, employee or financial data, and no form field that asks people for any. If what I describe needs more than one flow, build the first and list the rest.

Output: the link; who can open it and how I invite people; what you built, in five lines; what you left out and why; and a three-line script for introducing it without leading people's answers.`,
      whatYouGet:
        "What a non-developer can build this week: a clickable first version of an idea, or a one-job internal tool, with invented data, a feedback button on every screen and a link only the people you invite can open.",
      exampleInput: {
        filled: {
          "concept/product": "Dentcheck, a van-damage report for our delivery drivers",
          "who it is for": "drivers at our three depots",
          "the problem they have, in one sentence": "report van damage on a paper form that reaches the fleet manager days later",
          "who will see it, such as five customers or my operations team": "six drivers and our fleet manager",
          "the one question it must answer": "whether drivers will report damage from their phone before the end of a shift",
        },
      },
      exampleOutput: `Link
https://dentcheck.replit.app

Who can open it
Invited people only. Add the six drivers and the fleet manager in the publishing settings, under who can access the app.

What I built
- Start screen: "Report damage before you clock off", with one button.
- Report: pick a van from the sample list, tap where the damage is on a van outline, add a note and a sample photo.
- Confirmation: a reference to quote to the fleet manager.
- A feedback button on every screen: screen name, a rating from 1 to 5 and a comment.
- Admin page behind the password in Replit Secrets, feedback newest first.

What I left out, and why
- Real photo upload: drivers' photos can show people and number plates, so where they are kept is your decision first.
- An alert to the fleet manager: it needs email, which you ruled out.
- The depots and vans are invented; none of them are yours.

Introducing it
"This is a rough idea for reporting van damage; nothing is decided."
"Please report the dent on the sample van as you would after a shift."
"Tell me where you hesitated. That helps me more than what you liked."`,
      followUp:
        "Here is what the people who tried it said, with their names removed: [paste the comments from the admin page]. Group the feedback by screen with the average rating for each, tell me which screen confused people most and why, and propose the smallest change to that screen. Wait for my approval before you change anything.",
      checks: [
        "Open the link the way an invitee will, in a private browser window or on a colleague's phone, and go through the flow from start to finish.",
        "In the publishing settings, check who can access the app: invited people, not Public, unless you chose Public for a prototype that holds nothing but sample data.",
        "Read every screen for real names, emails, prices or figures: only invented sample data belongs in it.",
        "Open the admin page without the password: it must refuse you.",
        "Switch on the private development URL, or stop the app, so the preview link of your work in progress is not open to anyone who has it.",
        "Read the security scan that publishing runs, and ask the Agent to fix anything marked Critical or High before you share the link.",
      ],
      dataNote:
        "Build it with invented sample data only: don't paste customer lists, employee records, contracts or financials into the Agent chat or the app. Before any company data goes into Replit, use your company's Replit organisation if it has one, and read Replit's Terms of Service and Privacy Policy (linked at the foot of replit.com) on how app content may be used.",
      claims: [...agentClaims, ...sharingClaims, secretsClaim, privatePublishingClaim],
    },
    {
      title: "Learning Project Generator",
      timeEstimate: "4-7.5 h over 5-7 sessions",
      timeBasis: [
        { step: "Fill in the fields, read the three project ideas, choose one and read the milestone plan", minutes: [15, 30] },
        {
          step: "One milestone a session: read the explanation, make your own change, answer the two check questions",
          minutes: [45, 60],
          sessions: [5, 7],
        },
      ],
      prompt: `You are a patient teacher and software builder working in Replit. I am a [your role, such as founder or chief operating officer] with [no, a little or some] coding experience. I want to understand [technology/concept] well enough to judge the work of the people and AI tools that build it for my company, not to become a developer.

Steps:
1. Propose three small projects that use [technology/concept] in a business setting I would recognise, such as a pricing calculator, a customer feedback tracker or a sales dashboard, each with invented sample data, and let me choose one.
2. Split the chosen project into five to seven milestones. Each must fit in one sitting of about an hour and end with something I can see working.
3. For each milestone: explain the idea in plain English in under 150 words; build it with comments that say why, not what; then give me one small change to make myself, with a hint, and put the answer in a separate file I open only if I am stuck.
4. After each milestone, ask me two questions that check my understanding and wait for my answers before moving on. At the start of each later session, recap the previous milestone in three lines.
5. Use as few add-ons as possible, and tell me which parts are specific to Replit and which work anywhere.

Constraints: invented data only; no sign-in for real users, payments or connections to other systems. If I ask for more than a milestone holds, add it to a list for later.

Output at the end: a one-page summary of what I learned; five questions I should now ask anyone who builds with [technology/concept] for my company; the three most common mistakes with it; and what to build next to go one level deeper.`,
      whatYouGet:
        "Enough understanding of one technology to question the people and AI tools that build it for you, from a small business project you build yourself in five to seven sessions of about an hour.",
      exampleInput: {
        filled: {
          "your role, such as founder or chief operating officer": "chief commercial officer",
          "no, a little or some": "a little",
          "technology/concept": "how a web app stores customer records in a database and keeps each customer's records private",
        },
        firstExchange: {
          asked:
            "Which project would you like: a quote calculator, a customer feedback tracker or a renewals dashboard, each with invented customers?",
          answered: "The renewals dashboard.",
        },
      },
      exampleOutput: `What you learned
- A table is a list with fixed columns. Your renewals dashboard has one for customers and one for contracts, joined by a customer id.
- Privacy is enforced on the server: every query filters by the account manager chosen at the top of the screen. In a real app that choice comes from sign-in and is checked on the server; hiding a row on screen protects nothing.
- Changes to a table are made by migrations, written and reviewed like code; editing a live table by hand is how data gets lost.

Five questions to ask anyone who builds with it for us
- Where is each customer's data stored, and who can query it directly?
- Is access checked on the server for every request, or only on screen?
- How would we restore yesterday's data, and when did we last try?
- Which changes to tables were made by migration, and which by hand?
- What personal data sits in logs or in test copies of the database?

Three common mistakes
- Filtering private records in the browser instead of on the server.
- Testing with copies of real customer data.
- Changing a table with no tested backup.

Next
Add sign-in for invented account managers, then prove that none of them can see another's renewals.`,
      followUp:
        "Before the next milestone, quiz me on what we have built so far: ask me [number of questions] questions, one at a time, starting with the idea I found hardest, and wait for each answer. Then explain anything I got wrong with a new example from the project.",
      checks: [
        "After each milestone, explain it back in two sentences before you answer the check questions; if you can't, ask for a second explanation with a different example.",
        "Make the small change yourself before you open the answer file.",
        "At the end, put the five questions to someone who builds for your company, and note which answers you can now judge.",
      ],
      dataNote:
        "Use the invented data the prompt asks for, never a CRM export or real customer records to make it feel real: the project is for learning, not for holding your company's data.",
      claims: agentClaims,
    },
    {
      title: "API Microservice Creator",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Write the rules in plain English, each with a worked example", minutes: [15, 30] },
        { step: "Approve the inputs, the answer and the checks the Agent proposes", minutes: [10, 20] },
        { step: "The Agent builds it and runs the tests; you can leave it and come back", minutes: [20, 40] },
        { step: "Try each worked example and some bad input on the /docs page", minutes: [30, 60] },
        { step: "Publish, add the address and key to your automation and send one test record", minutes: [15, 30] },
      ],
      prompt: `You are a careful back-end builder working in Replit for an operations leader who builds automations in tools such as Zapier or n8n but does not write code. Build a small web service (an API) for [concept/product] that [functionality], so that [what will call it, such as our Zapier account or our website form] asks it for the answer instead of each automation repeating the rule.

The rules, in plain English: [the rules, each with a worked example]

Steps:
1. Before you build, reply with the inputs the service takes, the answer it returns, and how each rule becomes a check, with my worked examples as test cases. Wait for my approval.
2. Build one endpoint that answers, a health check, and a documentation page at /docs where I can try every request in the browser.
3. Require an API key, kept in Replit Secrets, on every request except the health check, and limit how many requests a key can make each minute.
4. Reject bad input with a message that a colleague who is not a developer would understand.
5. Write automated tests for every worked example and every kind of bad input, run them and show me the results.
6. Store nothing about the requests, and log only the time, the outcome and how long each took.
7. Publish it and tell me exactly where the address and the key go in [what will call it, such as our Zapier account or our website form].

Constraints: apply my rules exactly as written; if one is ambiguous, ask rather than guess. No database unless a rule needs one, and no personal data in requests, tests or logs.

Output: the address; the test results; the rules as a table with the columns Rule, Example input and Answer; and what must change before personal data goes through it.`,
      whatYouGet:
        "A small published API that applies one business rule, such as pricing a quote or scoring a lead, for your Zapier or n8n automations, with a key, tests for every worked example and a page to try it in the browser.",
      exampleInput: {
        filled: {
          "concept/product": "Corran Couriers' booking form",
          functionality: "quotes a same-day delivery price from distance and parcel weight",
          "what will call it, such as our Zapier account or our website form": "our Zapier account",
          "the rules, each with a worked example":
            "Base price £12 for up to 10 km. Add £1.20 for each km over 10. Add £8 for parcels over 20 kg. Refuse parcels over 30 kg with 'Please call us'. Examples: 8 km and 5 kg costs £12; 15 km and 22 kg costs £26; 40 km and 31 kg is refused.",
        },
      },
      exampleOutput: `Address
https://corran-quotes.replit.app/quote, with the key sent in the X-API-Key header.

Test results
Every worked example and every kind of bad input passes: a missing weight, a negative distance, text where a number belongs, and a request without the key.

| Rule | Example input | Answer |
|---|---|---|
| £12 up to 10 km | 8 km, 5 kg | £12.00 |
| £1.20 per km over 10, plus £8 over 20 kg | 15 km, 22 kg | £26.00 |
| Over 30 kg refused | 40 km, 31 kg | "Please call us" |

Each key may make 60 requests a minute (an assumption: tell me your busiest minute).

Where it goes in Zapier
Add a Webhooks by Zapier step, choose POST, paste the address, add the header X-API-Key with the key from Replit Secrets, and send distance_km and weight_kg from the booking form.

Before personal data goes through it
- Pickup and delivery addresses would make each request personal data: decide where they are processed and how long they are kept before adding them.
- Change the key whenever someone who has seen it leaves.`,
      followUp:
        "Add this rule without changing the others: [the new rule, with a worked example]. Add its worked example to the tests, run the whole suite and show me the rules table again, marking the rows whose answers changed. Publish only after I approve.",
      checks: [
        "On the /docs page, run each worked example and compare the answer with the one you worked out by hand.",
        "Send a request without the key: it must be refused.",
        "Send bad input, such as a blank field or a negative number: the message should make sense to a colleague.",
        "After a test, read the app's logs in Replit: the time, the outcome and the duration, and no request details.",
        "Run one test record through your automation before you switch it on for real traffic.",
      ],
      dataNote:
        "Describe your rules with invented examples: don't paste customer orders, addresses or contracts into the Agent chat. The API key is a password: keep it in Replit Secrets and in your automation tool's saved credentials, never in an email, a chat or the code.",
      claims: [...agentClaims, secretsClaim, ...sharingClaims.slice(0, 2)],
    },
    {
      title: "Interactive Demo Builder",
      timeEstimate: "2-4 h",
      timeBasis: [
        { step: "Fill in the fields, with your formula and the source of each figure to hand", minutes: [15, 30] },
        { step: "Read the storyboard, correct it and approve it", minutes: [10, 20] },
        { step: "The Agent builds the demo; you can leave it and come back", minutes: [20, 40] },
        { step: "Try it as a prospect on a phone and a laptop and ask for fixes, in two or three rounds", minutes: [60, 120] },
        { step: "Publish, then run the checks below", minutes: [15, 30] },
      ],
      prompt: `You are a product marketer and front-end builder working in Replit. Build an interactive demo of [concept/product] that a prospect in [industry] can try alone in a browser, in under five minutes, with no sign-up.

Context: buyers care most about [the result buyers care about, such as hours saved a month]. The demo works it out from [the inputs a buyer would change, such as team size or monthly volume] with this formula, which I can defend: [how the result is worked out, with the source of each figure].

Steps:
1. Before you build, reply with a storyboard: a one-line promise with a "Start demo" button; three steps that show the main value, each with a short tooltip; the inputs and the result; and a summary screen ending in a "Book a call" button that opens [your booking link]. Wait for my go-ahead.
2. Build it with realistic sample data for an invented company in [industry], so prospects recognise their own world.
3. Let the prospect change the inputs and see the result update at once, using exactly my formula, and show the formula on the results screen.
4. Record anonymous events (step reached, input changed, button clicked) with no cookies and nothing that identifies a person, and add a private page, protected by a password kept in Replit Secrets, that shows where people drop off.
5. Test every step on a phone and a laptop, then publish it so that anyone with the link can open it.

Constraints: use [your brand colours]; keep it clean and fast to load. No customer names, logos, quotes or results I have not given you, and no claim the formula does not support.

Output: the public link, the storyboard as built, and the three places prospects are most likely to get confused, with a fix for each.`,
      whatYouGet:
        "A public link to a five-minute demo prospects can try alone without signing up, showing what your formula gives for their own figures and ending with Book a call, plus a private page showing where people drop off.",
      exampleInput: {
        filled: {
          "concept/product": "Ledgerline, our accounts-payable automation",
          industry: "wholesale distribution",
          "the result buyers care about, such as hours saved a month": "finance-team hours saved a month",
          "the inputs a buyer would change, such as team size or monthly volume": "invoices a month, starting at 1,200",
          "how the result is worked out, with the source of each figure":
            "hours saved = invoices a month × 4 minutes saved per invoice ÷ 60; the 4 minutes is the median saving in our 11 pilot customers' logs",
          "your booking link": "https://ledgerline.example/book",
          "your brand colours": "deep teal and white",
        },
      },
      exampleOutput: `Public link
https://ledgerline-demo.replit.app

Storyboard as built
- Promise: "See how many finance-team hours a month you could get back", then Start demo.
- Step: supplier invoices arrive by email. Tooltip: "Ledgerline reads each invoice, so nobody retypes it."
- Step: each invoice is matched to its purchase order. Tooltip: "Mismatches are flagged, not paid."
- Step: approvers work from one queue. Tooltip: "Approvals happen in one place, not in email threads."
- Result: the prospect sets invoices a month, starting at 1,200. At that volume the screen shows 1,200 × 4 minutes = 4,800 minutes, or 80 hours saved a month, with the formula beneath and its source: the median of your 11 pilot customers' logs.
- Summary: what they saw, then Book a call, which opens your booking page.

Where prospects may get confused
- "Hours saved" can read as per person. Fix: label it "finance-team hours saved a month".
- The sample company looks like a real distributor. Fix: a line on every screen saying the company and its invoices are invented.
- The result jumps while the slider moves. Fix: update it when the prospect lets go, so the figure can be read.`,
      followUp:
        "Here is what the drop-off page shows after the first prospects tried it: [paste the number who reached each step]. Tell me which step loses the most people and the likely reason, propose one change to that step, and change nothing else. Wait for my approval before publishing.",
      checks: [
        "Work out one result by hand from your formula and compare it with the demo's.",
        "Read every screen and tooltip for a claim you could not back in front of a prospect: customer names, logos, quotes or results.",
        "Open the public link in a private window on a phone, finish the demo and press Book a call: it must open your booking page.",
        "Open the drop-off page without the password: it must refuse you.",
        "Ask the Agent to show you one recorded event: it should hold the step and the time, and nothing about the person.",
      ],
      dataNote:
        "The demo is public, so it holds only invented sample data and figures you can defend in front of a prospect: no real customer names, logos, quotes or results unless that customer has agreed to be shown.",
      claims: [...agentClaims, ...sharingClaims, secretsClaim],
    },
  ],
};
