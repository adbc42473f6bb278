import { checkedNov2026, sources } from "../sources.ts";
import type { SmallPromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

export const cursorLibrary: SmallPromptLibrary = {
  kind: "small",
  tool: "cursor",
  ...libraryHeadings.cursor,
  prompts: [
    {
      title: "Full-Stack App Generator",
      timeEstimate: "3-6 h",
      timeBasis: [
        { step: "Fill in the fields, paste the prompt in Agent mode and approve the plan", minutes: [15, 30] },
        { step: "Set up the database and the environment variables the README lists", minutes: [30, 60] },
        { step: "Review and accept each step as the Agent builds, runs the type checker and fixes failures", minutes: [105, 210] },
        { step: "Review the three riskiest parts it flags", minutes: [30, 60] },
      ],
      prompt: `Build a working first version of [app idea] in this empty project. Before writing any code, show me a short plan: the pages, the data model, the API routes and the order you will build them in. Wait for my go-ahead.

Stack: Next.js with TypeScript and the App Router, Tailwind CSS and PostgreSQL through Prisma. For sign-in, use Better Auth, which the Auth.js project (now part of Better Auth) recommends for new projects, following its current documentation, and never write your own password hashing or session handling. If another choice fits [app idea] clearly better, say why in one line, but use mine unless I agree.

Requirements:
- The core feature, [functionality], works end to end for a signed-in user.
- Every table has created and updated timestamps, and every record belongs to a user, so no user can see another user's data.
- Every input is validated on the server with Zod, and errors appear next to the form field they concern.
- Every page has loading, empty and error states.
- A seed script fills the app with realistic sample data so I can demo it straight away.
- A README covers setup, environment variables and running it locally.

Work in small steps. After each step run the type checker and the tests, fix what fails, then continue. Do not add features I did not ask for.

At the end, list what you built, what you skipped and why, and the three riskiest parts of the code for me to review.`,
      whatYouGet:
        "A working first version of your app on Next.js and PostgreSQL, with sign-in, data kept private to each user, validated forms, demo data and a README, plus the three riskiest parts flagged for review.",
      claims: [
        {
          text: "The Auth.js project is now part of Better Auth, and its documentation strongly recommends Better Auth for new projects while Auth.js keeps receiving security patches.",
          source: sources.authjsBetterAuth,
          checked: checkedNov2026,
        },
      ],
    },
    {
      title: "Code Refactoring Assistant",
      timeEstimate: "2-4 h",
      timeBasis: [
        { step: "Read the map, the five problems and the plan, then approve it", minutes: [20, 40] },
        { step: "Review the characterisation tests it writes first", minutes: [30, 60] },
        { step: "Review and accept each refactoring step as the tests pass", minutes: [50, 100] },
        { step: "Read the summary and decide on each suspected bug", minutes: [20, 40] },
      ],
      prompt: `Refactor the code that handles [functionality] so it is easier to change, without changing what it does.

First read the relevant files (I will @-mention the ones I know about; search the codebase for the rest) and give me:
- a map of where [functionality] lives today: files, functions and what calls them;
- the five biggest problems, such as duplicated logic, functions over 50 lines, hidden side effects, unclear names, missing types, or business rules tangled up with database or UI code;
- a refactoring plan ordered from the smallest safe step to the largest.

Wait for my approval, then work one step at a time:
1. If no test covers the behaviour you are about to move, first write characterisation tests that pin down what the code does today, edge cases included.
2. Make one kind of change per step: extract a function, rename, move code into its own module, replace a chain of conditionals with a lookup, or add a type.
3. Run the tests and the type checker after every step; if anything fails, fix it or revert before moving on.
4. Keep public interfaces unchanged unless I agree otherwise.

Finish with a summary of each change and why you made it, any behaviour that looks like a bug (report it, do not silently fix it), and what you would refactor next.`,
      whatYouGet:
        "The same feature with the same behaviour in smaller, clearer code, pinned by characterisation tests, plus a map of where it lives, a summary of every change and a list of suspected bugs for you to decide on.",
    },
    {
      title: "Test Suite Generator",
      timeEstimate: "1.5-3 h",
      timeBasis: [
        { step: "Read the list of behaviours to test and approve it", minutes: [20, 40] },
        { step: "Review the tests as they are written and run", minutes: [50, 100] },
        { step: "Read the coverage, the expected failures and the paths left untested", minutes: [20, 40] },
      ],
      prompt: `Write a test suite for [functionality] in this codebase, using the test framework the project already uses. Check the project's dependencies first; if there is no test framework, propose one and wait for my approval.

Start by reading the code behind [functionality] and list the behaviours worth testing, grouped as:
- the main success paths that users depend on;
- edge cases: empty input, very long input, boundary values, time zones, duplicates, two requests at once;
- failure paths: invalid input, a dependency that times out or returns an error, a user without permission.

Show me the list and wait for my go-ahead. Then write the tests:
- one behaviour per test, named as a sentence about what the user gets;
- arrange, act, assert, with no branching logic inside tests;
- fake only what is outside our control, such as the network, the clock or the payment provider, and use the real code for everything else;
- no snapshot tests for business logic.

Run the suite. If a test fails because the code is wrong, do not change the code: mark the test as an expected failure with a note and tell me. Finish with coverage for the files involved and the risky paths that remain untested, with the reason for each.`,
      whatYouGet:
        "A running test suite for one feature covering success paths, edge cases and failures, with known bugs marked as expected failures, a coverage figure and the risky paths still untested, each with its reason.",
    },
    {
      title: "API Integration Builder",
      timeEstimate: "2-4 h",
      timeBasis: [
        {
          step: "Attach the provider's documentation and approve the endpoints, authentication and limits it will rely on",
          minutes: [20, 40],
        },
        { step: "Review and accept the module as the Agent builds it", minutes: [60, 120] },
        { step: "Review the tests for success, rate limits, timeouts and malformed answers", minutes: [30, 60] },
        { step: "Read the README section and try the setup it describes", minutes: [10, 20] },
      ],
      prompt: `Add an integration with the [service] API to this project so that [functionality]. Read the official API documentation first (I will attach or paste the relevant pages) and tell me which endpoints, authentication method and rate limits you will rely on before you write code.

Build it as one module with a narrow interface that the rest of the app calls, so the provider can be mocked or replaced later:
- typed request and response models, validated at runtime, because the API may return fields we do not expect;
- API keys read from environment variables, never committed, with a clear error at startup if one is missing;
- a timeout on every call, and retries with exponential backoff only for rate limits and temporary server errors, never for client errors;
- idempotency keys on any call that creates a record or moves money;
- logs with request id, status and duration, and never personal data or secrets;
- if the provider sends webhooks, an endpoint that verifies the signature before trusting the payload.

Write tests against a mocked provider for success, rate limiting, timeouts and malformed responses, and run them. Finish with a README section on setup, the environment variables, and what users see when the provider is down.`,
      whatYouGet:
        "A tested integration with the outside service behind one replaceable module, with keys kept out of the code, safe retries, verified webhooks and a README on setup and what users see when the provider is down.",
    },
  ],
};
