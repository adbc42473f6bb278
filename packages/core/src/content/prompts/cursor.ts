// The Cursor library (issue 45, Deliver 4): what a leader does with an AI code editor. The first
// card is what a non-developer can build on their own laptop this week; the second reads the
// company's code in Ask mode, changing nothing; the last two are briefs to hand a developer, each
// with the plan or table that comes back for the leader to check.
import { checkedDec2026, sources } from "../sources.ts";
import type { Claim, SmallPromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

const privacyModeClaim: Claim = {
  text: "With Cursor's Privacy Mode on, model providers never store your code or use it for training; on team plans it is on by default and admins can enforce it for every member.",
  source: sources.cursorPrivacy,
  checked: checkedDec2026,
};

const ignoreFilesClaim: Claim = {
  text: "Cursor keeps files listed in a project's .cursorignore away from its AI features, but says full protection cannot be guaranteed, and commands the Agent runs in the terminal are not blocked from reading them.",
  source: sources.cursorIgnoreFiles,
  checked: checkedDec2026,
};

export const cursorLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "cursor",
  ...libraryHeadings.cursor,
  prompts: [
    {
      title: "Full-Stack App Generator",
      timeEstimate: "2-4 h",
      timeBasis: [
        { step: "Install Cursor and whatever the Agent says the computer lacks (the first time only)", minutes: [15, 30] },
        { step: "Fill in the fields, paste the prompt in Agent mode and approve the plan", minutes: [15, 30] },
        { step: "The Agent builds in steps; read each command's one-line explanation and approve it", minutes: [30, 60] },
        { step: "Try the tool and ask for fixes, in two or three rounds", minutes: [45, 90] },
        { step: "Run the checks below", minutes: [15, 30] },
      ],
      prompt: `You are a senior developer pairing with a founder who does not write code. We are in an empty folder in Cursor, in Agent mode. Build a first version of [app idea] that runs on my own laptop and that I can show colleagues this week.

Context: it is for [who will use it], who today [how they do it today]. The one job it must do: [functionality].

Steps:
1. Before writing code, check what is installed on this computer and tell me in plain English what I must install and how. Then show me a short plan: the screens, the data it keeps, and the order you will build them in. Wait for my approval.
2. Set up Git and commit after every step that works, with a one-line message, so I can return to any working version.
3. Build the one job end to end first, with invented sample data, then stop and tell me how to start it and open it in my browser.
4. Before each terminal command, tell me in one line what it does; never touch files outside this folder.
5. After each step, run the app and any tests, fix what fails, then continue.

Constraints: one small web app that runs only on my laptop, with its data in a single local file; no sign-in, payments, emails, hosting or connections to other systems; the simplest tools that do the job, and nothing I did not ask for.

Output: how to start it each time, in three lines; what you built; what you left out; and, for a developer who may take it further, the three things they must add or change before anyone else uses it with real data.`,
      whatYouGet:
        "What a non-developer can build this week: a small tool for one job, running on your own laptop with invented data and saved step by step, plus the three changes a developer must make before anyone else uses it.",
      exampleInput: {
        filled: {
          "app idea": "a supplier-onboarding tracker",
          "who will use it": "our two purchasing managers",
          "how they do it today": "chase new suppliers' documents from a shared spreadsheet nobody trusts",
          functionality: "show each new supplier's missing documents and who is chasing them",
        },
      },
      exampleOutput: `Start it each time
- Open this folder in Cursor.
- In the terminal, type: npm run dev
- Open the address it prints, which begins with http://localhost.

What I built
- Suppliers: every new supplier with a red, amber or green status from its documents.
- Supplier page: the documents we require (insurance certificate, bank details form, signed terms), each marked received or missing, with who is chasing it and when they last chased.
- Chase list: every missing document across suppliers, the longest-waiting first.
- Sample data: invented suppliers only, kept in one database file in this folder.
- A Git commit after every working step, so any earlier version can be restored.

What I left out
- Sign-in: anyone at this laptop can change anything.
- Email reminders: you ruled out emails.

For a developer taking it further
- Add sign-in, and decide who may mark a document as received.
- Move the data from the local file to a managed database with backups.
- Hold real bank details only after a security review: they are the documents fraudsters target.`,
      followUp:
        "Add one thing to the tool: [the change, in one sentence]. Show me the plan first and wait for my approval, commit before and after the change, and tell me how to go back to the previous version if I don't like it.",
      checks: [
        "Close Cursor, reopen the folder and start the tool from the three lines alone.",
        "Do the one job with a made-up case from start to finish, then try to break it: a blank field, a very long name, the same entry twice.",
        "Ask the Agent to list the saved versions (its Git commits): there should be one for each working step.",
        "Ask the Agent to list what the data file holds: invented records only.",
        "Show it on your own laptop; don't send the folder or put it online, because it has no sign-in and is not built for real data.",
      ],
      dataNote:
        "Use invented data only, and switch on Privacy Mode in Cursor Settings (General) before you start: it is the setting you want later too, when you open company code.",
      claims: [
        privacyModeClaim,
        {
          text: "Cursor's checkpoints are local snapshots of the Agent's changes, not version control; Cursor's documentation points to Git for a lasting history.",
          source: sources.cursorCheckpoints,
          checked: checkedDec2026,
        },
      ],
    },
    {
      title: "Code Refactoring Assistant",
      timeEstimate: "50-100 min + read access to the code",
      timeBasis: [
        {
          step: "Your engineering lead grants you read access to the repository, if you do not have it yet",
          minutes: [0, 0],
          waiting: true,
        },
        { step: "Open the repository in Cursor and switch the chat to Ask mode", minutes: [10, 20] },
        { step: "Fill in the fields and paste the prompt", minutes: [5, 10] },
        { step: "Cursor reads the code and answers", minutes: [5, 10] },
        { step: "Read the map and the assessment, and open the files it names", minutes: [20, 40] },
        { step: "Ask your follow-up questions", minutes: [10, 20] },
      ],
      prompt: `You are a principal engineer explaining our own codebase to a [your role, such as CEO or head of product] who can read a little code but does not write it. Stay in Ask mode: read and explain, change nothing.

Context: my team proposes to [the refactor they propose, in their words], estimated at [their estimate], because [the reason they give]. I must decide whether to fund it now, later or not at all. The part of the product it touches: [functionality].

Steps:
1. Find where [functionality] lives: the main files, what calls them and what they call, as a short map with the file paths.
2. Explain in plain English how it works today, as the sequence of what happens when a customer uses it.
3. Assess the code as it stands: logic written twice, very long functions, business rules tangled with database or screen code, and whether tests cover the behaviour. Name the file and function for each point.
4. Assess the proposal: what it would change, what could break, which tests must exist first, and whether the estimate looks small, about right or large for what you see, with your reasons.

Constraints: say "I could not find this" rather than guess; mark what you read in the code and what you infer; change no files and run no command that changes anything.

Output: the map; how it works today; the assessment as a table with the columns Issue, Where, Risk to customers, Evidence; your view of the proposal; and five questions for my team that evidence can answer.`,
      whatYouGet:
        "A plain-English map of how one part of your product works, an assessment of its code with the evidence, and five questions for your team, before you decide whether to fund the refactor they propose.",
      exampleInput: {
        filled: {
          "your role, such as CEO or head of product": "CEO",
          "the refactor they propose, in their words": "move billing out of the main app into its own service",
          "their estimate": "six weeks for two engineers",
          "the reason they give": "every pricing change takes a week and breaks something",
          functionality: "how a customer's monthly invoice is calculated",
        },
      },
      exampleOutput: `Map
- billing/invoice_builder.rb builds each invoice; jobs/monthly_invoices.rb calls it every night.
- models/plan.rb and models/discount.rb hold the prices and discount rules.
- controllers/checkout_controller.rb works out upgrade prices with its own copy of the discount rules.

How it works today
On a customer's billing date, the nightly job loads the plan, applies discounts, adds usage, saves the invoice and emails it, all in one method.

Assessment
| Issue | Where | Risk to customers | Evidence |
|---|---|---|---|
| Discount rules written twice | invoice_builder.rb, checkout_controller.rb | An upgrade price that differs from the invoice | Each file computes annual discounts its own way (read) |
| No tests for mid-month upgrades | spec/billing | A wrong first invoice after an upgrade | No test mentions proration (read) |
| Invoicing and email in one method | invoice_builder.rb, build_and_send | A failed email can stop invoicing | The email is sent before the invoice is saved (read) |

My view of the proposal
A separate service fixes none of these by itself. One shared discount module, tests for upgrades and invoicing split from email would tackle the slow, fragile pricing changes first; whether a separate service is needed after that depends on load and plans I cannot see (inferred).

Questions for your team
- Which pricing changes took a week, and what broke each time?
- Would the new service keep both copies of the discount rules, or one?
- Which tests will exist before the first line moves?
- What could the move itself break on a billing date?
- What would we see if a nightly run stopped halfway?`,
      followUp:
        "Stay in Ask mode. My team answered your questions: [paste their answers]. Say which answers the code supports, which it contradicts and which it cannot show, naming the file and function each time, and tell me what you would still ask before deciding.",
      checks: [
        "Before you paste, check that the chat's mode picker says Ask: Ask mode reads and explains without editing.",
        "Open two files the map names and find the functions it cites: if one is missing, treat the whole answer with suspicion.",
        "Ask your engineering lead whether the map matches how they would describe it.",
        "Take the questions to your team as questions, not verdicts: Cursor sees the code, not the customers, history or constraints behind it.",
      ],
      dataNote:
        "Your company's code is confidential: open it in Cursor only with your engineering lead's agreement, ideally under your company's Cursor team plan, with Privacy Mode on. Ask them first to list secrets and any files of customer data in a .cursorignore file, which Cursor says cannot guarantee full protection.",
      claims: [
        {
          text: "Cursor's Ask mode is read-only: the Agent answers questions and explores the code without making any edits.",
          source: sources.cursorAskMode,
          checked: checkedDec2026,
        },
        privacyModeClaim,
        ignoreFilesClaim,
      ],
    },
    {
      title: "Test Suite Generator",
      timeEstimate: "1-2 h + your developer's time",
      timeBasis: [
        { step: "Write the rules in plain English, with a worked example for each", minutes: [30, 60] },
        { step: "Your developer runs the brief in Cursor and sends back the rule list", minutes: [0, 0], waiting: true },
        { step: "Check the rule list against what you wrote and approve it", minutes: [15, 30] },
        { step: "Your developer has the tests written and run", minutes: [0, 0], waiting: true },
        { step: "Read the results table and decide each failure", minutes: [15, 30] },
      ],
      prompt: `You are a senior developer writing tests that protect the business rules of [functionality]. The business owner, [your name and role], wrote the rules below and does not read code; a developer runs this in Cursor's Agent mode and passes your questions on. Use the test framework this project already uses.

The rules, each with a worked example: [the rules in plain English, each with a worked example]

Steps:
1. Read the code behind [functionality]. For each rule, say in one plain-English line where the code applies it, or that you could not find it, and list any rule the code applies that is not on my list. Stop here until the developer confirms the business owner has approved the list.
2. Write one test per rule from its worked example, plus edge cases: zero, the exact boundary, the largest value a customer could realistically enter, and a missing value.
3. Name each test as a sentence the business owner can read, such as "an annual plan cancelled within the refund window is refunded in full".
4. Fake only what is outside our control: the payment provider, the clock, the network.
5. Run the suite. If a test fails because the code breaks a rule, mark it as an expected failure with a note.

Constraints: change no application code in this task, even where a test shows it is wrong; add no test framework or library without asking; use invented customers in test data, never real ones.

Output: for the business owner, a table with the columns Rule, Test and Result (passes, fails, or not found in the code), and one line on what each failure means for customers; for the developer, the files added and how to run the tests.`,
      whatYouGet:
        "A brief your developer runs in Cursor to pin the business rules of one part of your product with tests, and a plain-English table back showing which rules the code keeps, which it breaks and which it never applies.",
      exampleInput: {
        filled: {
          functionality: "refunds on cancelled subscriptions",
          "your name and role": "Maya Lindqvist, chief financial officer",
          "the rules in plain English, each with a worked example":
            "1. Cancelled within 14 days of purchase: full refund. 2. After 14 days, an annual plan is refunded for each whole month not yet started; a monthly plan is not refunded. 3. A refund never exceeds what was paid. Examples: an annual plan at £1,200 bought on 1 March and cancelled on 10 March gets £1,200 back; the same plan cancelled on 20 June has 8 whole months not yet started and gets £800 back; a monthly plan at £100 cancelled on day 20 gets nothing back.",
        },
      },
      exampleOutput: `For the business owner

| Rule | Test | Result |
|---|---|---|
| Full refund within 14 days | an annual plan cancelled on 10 March gets £1,200 back | Passes |
| Annual plan: whole months not yet started | an annual plan cancelled on 20 June gets £800 back | Fails: the code refunds the month of cancellation too |
| Monthly plan: no refund after 14 days | a monthly plan cancelled on day 20 gets nothing back | Passes |
| A refund never exceeds what was paid | a refund after a discount is capped at the amount paid | Not found in the code |
| Applied by the code, not on your list | a plan paid with account credit is refunded as credit, not cash | Passes; please confirm you intend this |

What the failure means for customers
Annual customers who cancel after the refund window are also refunded for the month they cancel in, which your rule excludes, so refunds run above policy.

What the missing rule means
Nothing stops a refund larger than the payment when a discount was applied.

For the developer
Added tests/billing/test_refund_rules.py; run it with: pytest tests/billing. The proration test is marked as an expected failure, with a note.`,
      followUp:
        "The business owner has decided on each finding: [paste the decision for each failing or missing rule: fix the code, or change the rule]. For each code fix, make the smallest change that turns its expected failure into a pass without breaking another test, then run the whole suite and send back the same table.",
      checks: [
        "Before you approve the rule list, check that every rule you wrote is there in your words, and that you agree with any rule the code applies that you did not list.",
        "Read the test names: each should read as a rule you recognise.",
        "Decide each failure yourself, fix the code or change the rule, so none is fixed silently.",
        "Ask your developer to break one rule on purpose and show you its test failing.",
        "Check that no test data holds a real customer's name, email or card details.",
      ],
      dataNote:
        "Write the rules and worked examples with invented customers and round figures, never real invoices, refunds or card data. Your developer should run the brief only in your company's approved Cursor account, with Privacy Mode on.",
      claims: [privacyModeClaim],
    },
    {
      title: "API Integration Builder",
      timeEstimate: "1-2 h + your developer's time",
      timeBasis: [
        { step: "Fill in the decisions: the account, the fields that may be sent, the budget and what users see", minutes: [20, 40] },
        { step: "Your developer runs the brief in Cursor and sends you the one-page plan", minutes: [0, 0], waiting: true },
        { step: "Read the plan, open its links and approve or correct it", minutes: [15, 30] },
        { step: "Your developer has it built and tested", minutes: [0, 0], waiting: true },
        { step: "Watch the demo on test data and run the checks below", minutes: [25, 50] },
      ],
      prompt: `You are a senior developer adding an integration with [service] so that [functionality]. The business owner, [your name and role], approves the plan and does not read code, so write everything addressed to them in plain English. A developer runs this in Cursor's Agent mode.

Decided by the business owner:
- the account and plan we use with [service]: [the account and plan];
- the only data that may leave our systems: [the fields that may be sent];
- the most it may cost a month: [monthly budget];
- what users see when [service] is down: [what users should see].

Steps:
1. Read the official API documentation of [service] (the developer will attach the pages) and our code. Then write a one-page plan for the business owner: what is sent and received; which endpoints and sign-in method you will rely on; the rate limits and prices as the documentation states them, each with its link; the expected monthly cost, with the working; and what users see when [service] is down. Stop there until the developer confirms the business owner has approved it.
2. Build it as one module the rest of the app calls, so that [service] can be replaced later.
3. Send only the approved fields. Read keys from environment variables, never from code. Put a timeout on every call, retry only temporary failures, and log the time, outcome and duration, never personal data or keys.
4. Write tests against a fake [service] for success, rate limiting, timeouts and malformed answers, and run them.

Constraints: send nothing the business owner has not approved; where the documentation states no limit or price, say so rather than guess; sign up for no new account or paid plan without approval.

Output: for the business owner, the plan updated with anything that changed, and a demo script to run on test data; for the developer, the files changed and how to run the tests.`,
      whatYouGet:
        "A brief your developer pastes into Cursor to connect an outside service, with a one-page plan for you to approve first: what data leaves, what it costs, what users see when the service is down, and a demo on test data.",
      exampleInput: {
        filled: {
          service: "Trackway, our courier's tracking API",
          functionality: "customers see their parcel's delivery status on their order page",
          "your name and role": "Tom Achebe, head of operations",
          "the account and plan": "the API access included in our courier contract",
          "the fields that may be sent": "the tracking number only",
          "monthly budget": "£150",
          "what users should see": "the last status we stored, with the time it was checked",
        },
      },
      exampleOutput: `Plan for approval: delivery status on the order page

Sent and received
- Sent to Trackway: the tracking number, nothing else.
- Received: the status, the time of the last scan and the expected delivery day.

What it relies on
- Trackway's shipment-status endpoint, signed in with our API key in a request header (link in the plan).
- Their published rate limit, compared with our busiest hour of order-page visits (link in the plan).

Cost
The attached pricing page says API use is included in our courier contract, so nothing counts against the £150 a month. If that changes, each status is kept for 15 minutes before we ask again (an assumption to agree), which caps the number of calls.

When Trackway is down
Customers see the last status we stored, with the time it was checked. The rest of the order page loads without waiting for Trackway.

Demo script on test data
- Open a test order: the status reads "Out for delivery".
- Switch the fake Trackway off: the page shows the stored status and its time.
- Send a malformed answer: the page still loads, and the log records the error without personal data.`,
      followUp:
        "The plan is approved with these changes: [the changes]. Build it as agreed, then send the business owner a one-paragraph note: what was built, anything that differs from the plan and why, and when to review the first month's cost and errors together.",
      checks: [
        "Before you approve the plan, compare what is sent with the fields you allowed: anything extra is a no.",
        "Open the linked pricing and rate-limit pages yourself, and approve no figure without its link.",
        "At the demo, ask to see the page with the service switched off, and with a malformed answer.",
        "Ask where the key is kept: in the environment or a secrets manager, never in the code, a ticket or a chat.",
        "Check that your contract or data processing agreement with the service covers the fields you allowed.",
      ],
      dataNote:
        "The brief holds decisions, not data: don't paste API keys, customer records or contracts into it. Your developer should run it only in your company's approved Cursor account, with Privacy Mode on.",
      claims: [privacyModeClaim],
    },
  ],
};
