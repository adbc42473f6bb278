import { checkedNov2026, sources } from "../sources.ts";
import type { Claim, SmallPromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

/** What the prompts that publish an app rely on: publishing, secrets and the database. */
const publishedAppClaims: Claim[] = [
  {
    text: 'Replit calls putting an app live "publishing": the Publish button in the Project Editor takes the app to a public URL.',
    source: sources.replitPublish,
    checked: checkedNov2026,
  },
  {
    text: "Replit's Secrets tool encrypts API keys and other credentials and gives them to the app as environment variables, so they stay out of the code.",
    source: sources.replitSecrets,
    checked: checkedNov2026,
  },
  {
    text: "Replit Database is a managed SQL database added from the Project Editor; the app reaches it through the DATABASE_URL environment variable, and any PostgreSQL-compatible client can connect to the production database.",
    source: sources.replitDatabase,
    checked: checkedNov2026,
  },
];

export const replitLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "replit",
  ...libraryHeadings.replit,
  prompts: [
    {
      title: "Rapid Prototype Builder",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Fill in the fields and paste the prompt into a new Replit app", minutes: [5, 10] },
        { step: "Read the Agent's plan, correct it and approve it", minutes: [10, 20] },
        { step: "The Agent builds the first version; you can leave it and come back", minutes: [20, 40] },
        { step: "Click through on a phone and ask for fixes, in two or three rounds", minutes: [40, 80] },
        { step: "Publish, then check the link and the feedback page before you share it", minutes: [15, 30] },
      ],
      prompt: `Build a clickable prototype of [concept/product] that I can show to potential customers this week. It must feel real enough to get honest feedback; it does not need to be production-ready.

Include:
- a landing screen that says in one sentence who it is for and what problem it solves;
- the single core flow a first-time user would try, from the first click to a visible result, filled with realistic sample data;
- a feedback button on every screen that saves the screen name, a rating from 1 to 5 and a comment to the database;
- an admin page, protected by a password kept in Replit Secrets, that lists all feedback with the newest first.

Keep it simple: one web app with a React front end, a small back end and Replit's built-in database, and a layout that works on a phone. No sign-up, payments or emails.

Before building, show me the screens and the flow as a short plan and wait for my approval. After building, click through the flow yourself and fix anything broken. Then publish it so I get a shareable link, and give me a three-line script for introducing the prototype to a customer without leading their answers.`,
      whatYouGet:
        "A live link to a prototype customers can click through on a phone this week, with a feedback button on every screen, a private page listing the feedback and a three-line script for introducing it.",
      claims: publishedAppClaims,
    },
    {
      title: "Learning Project Generator",
      timeEstimate: "3-6 h over 5-7 sessions",
      timeBasis: [
        { step: "Read the three ideas, choose one and read the milestone plan", minutes: [30, 45] },
        {
          step: "One milestone a session: read, build, make your own change and answer the two check questions",
          minutes: [30, 45],
          sessions: [5, 7],
        },
      ],
      prompt: `I want to learn [technology/concept] by building something small and real. I am a business leader with [beginner or intermediate] coding experience and about 30 minutes a day.

1. Propose three project ideas that use [technology/concept] in a business setting I would recognise, such as a pricing calculator, a customer feedback tracker or a sales dashboard, and let me choose one.
2. Split the chosen project into five to seven milestones. Each must fit in one sitting and end with something visibly working.
3. For each milestone: explain the idea in plain English in under 150 words, build the code with comments that explain why rather than what, then give me one small change to make myself, with a hint, and put the answer in a separate file I can open if I get stuck.
4. After each milestone, ask me two questions that check my understanding, and wait for my answers before moving on.
5. Use as few dependencies as possible, and tell me which parts are specific to Replit and which work anywhere.

At the end, give me a one-page summary of what I learned, the three most common mistakes people make with [technology/concept], and what to build next to go one level deeper.`,
      whatYouGet:
        "A small business tool you built yourself in five to seven short sessions, with exercises, answer files and understanding checks, plus a one-page summary of what you learned and what to build next.",
    },
    {
      title: "API Microservice Creator",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Fill in the fields and describe what the service must do", minutes: [10, 20] },
        { step: "Approve the resource, its fields and the endpoints", minutes: [10, 20] },
        { step: "The Agent builds and runs the tests; you can leave it and come back", minutes: [20, 40] },
        { step: "Try each request against the published service and read the results", minutes: [30, 60] },
        { step: "Read the list of what must change before real customer data goes through it", minutes: [20, 40] },
      ],
      prompt: `Build a small, deployable API microservice that provides [functionality] for [concept/product].

Before coding, show me the main resource with its fields and the list of endpoints, and wait for my approval.

Requirements:
- Python with FastAPI, or Node with Express if you judge it a better fit (tell me why).
- Endpoints: a health check, plus create, read, list and update for the main resource.
- Input validation with clear error messages and the right status codes: 400 for bad input, 401 without a valid API key, 404 when a record is missing, 429 when a caller is rate limited.
- Authentication with an API key sent in a request header and stored in Replit Secrets.
- Simple rate limiting per API key.
- Data stored in Replit's PostgreSQL database, with a setup script for the tables.
- Generated OpenAPI documentation at /docs.
- Structured logs with request id and duration, and no personal data in the logs.

Write automated tests for every endpoint, including the error cases, and run them. Then publish it with Replit's Publish button and give me the base URL, example curl requests I can paste into a terminal, and a short list of what must change before real customer data goes through it.`,
      whatYouGet:
        "A published API with its base URL, API-key access, rate limiting, a PostgreSQL database, documentation at /docs, passing tests, ready-to-paste curl requests and a list of what must change before real customer data goes through it.",
      claims: publishedAppClaims,
    },
    {
      title: "Interactive Demo Builder",
      timeEstimate: "2-4 h",
      timeBasis: [
        { step: "Fill in the fields with your booking link and brand colours to hand", minutes: [10, 20] },
        { step: "Read the storyboard, correct it and approve it", minutes: [10, 20] },
        { step: "The Agent builds the demo; you can leave it and come back", minutes: [20, 40] },
        { step: "Try it as a prospect on a phone and a laptop and ask for fixes, in two or three rounds", minutes: [60, 120] },
        { step: "Publish, then test the booking button and the drop-off page", minutes: [20, 40] },
      ],
      prompt: `Build an interactive demo of [concept/product] that a prospect can try alone in a browser, in under five minutes, with no sign-up.

The demo should:
- open with a one-line promise and a "Start demo" button;
- walk through three steps that show the main value of [concept/product], with a short tooltip at each step explaining what is happening and why it matters to the buyer;
- use realistic sample data for a company in [industry], so the prospect recognises their own world;
- let the prospect change two or three inputs, such as team size or monthly volume, and see the result update instantly;
- end with a summary of what they saw and a "Book a call" button that opens [your booking link];
- record anonymous events (step reached, input changed, button clicked) in the database, with a simple private page that shows where people drop off.

Design: clean, fast to load, works on a phone, using [your brand colours].

Show me a storyboard of the screens first and wait for my go-ahead. Then build it, test every step yourself, publish it, and give me the public link plus the three places where prospects are most likely to get confused.`,
      whatYouGet:
        "A public link to a five-minute product demo prospects can try alone without signing up, ending with a Book a call button, plus a private page showing where people drop off.",
      claims: [
        {
          text: 'Replit calls putting an app live "publishing": the Publish button in the Project Editor takes the app to a public URL.',
          source: sources.replitPublish,
          checked: checkedNov2026,
        },
        {
          text: "Replit Database is a managed SQL database added from the Project Editor; the app reaches it through the DATABASE_URL environment variable, and any PostgreSQL-compatible client can connect to the production database.",
          source: sources.replitDatabase,
          checked: checkedNov2026,
        },
      ],
    },
  ],
};
