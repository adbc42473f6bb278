import { checkedNov2026, sources } from "../sources.ts";
import type { GuideContents, MarketDecisionStep } from "../types.ts";
import { deepResearchClaims } from "./research-report.ts";

const quantitativePrompt = `Act as a market analyst helping me choose the first target market for [your product], which helps [who it helps] to [main outcome]. Compare these candidate markets: [market 1], [market 2] and [market 3]. Our constraints: [budget, team size and timeframe].

Use current, credible sources and cite every figure with its source and date. Where no reliable figure exists, say so and give a reasoned range with your assumptions instead of guessing.

For each market, assess:
1. Size: the number of potential customers and their typical annual spend on this problem, and the part we could realistically reach in our first year.
2. Growth: the direction of the market over the next three years and what drives it.
3. Pain: how urgent the problem is and what customers use today, including doing nothing.
4. Willingness to pay: prices of current alternatives and who owns the budget.
5. Competition: how many competitors there are, how strong they are and how crowded the space is.
6. Access: how easily we can reach buyers through channels we control, and the typical length of the sales cycle.
7. Fit: how well our product and team match what this market needs.

Then build a table that scores each market from 1 to 5 on these seven criteria, counting pain, willingness to pay and access double, and show the weighted totals.

Finish with: the market to test first and the runner-up, the three assumptions that most need checking in conversations with users and experts, and the signal that would make us switch to the runner-up.`;

const interviewPrompt = `Simulate a set of discovery interviews for [your product] in [chosen market]. I want to learn whether the problem is real and urgent before I build anything.

Create 8 interviewees: 5 potential users and 3 experts. The users differ in company size, role, seniority and how they solve [the problem] today. The experts are an industry analyst who follows [chosen market], a consultant who implements solutions for these buyers, and a former buyer who has run a purchasing decision for a similar product. Give each a name, background and a clear point of view, and keep them consistent.

Interview each person separately, as an experienced researcher would:
- ask about their last real experience of [the problem], not their opinions about the future;
- ask what they tried, what it cost them and why it did or did not work;
- ask who else is involved in a purchase and what budget it would come from;
- only at the end, describe [your product] in two sentences and ask what would make them try it or reject it.

Rules: no interviewee is enthusiastic just to be helpful, and every claim about money or time comes from a specific past situation.

Then write: the patterns across users, where the experts disagree with the users, the three riskiest assumptions the interviews did not settle, and a 10-question interview guide I can use with real people in [chosen market] this week.`;

const liveTestPrompt = `Build a landing page for [your product] aimed at [chosen market], set up as an A/B test of two value propositions.

Variant A headline: "[headline focused on the first benefit]". Variant B headline: "[headline focused on the second benefit]". Everything else on the page stays the same, so the test measures the message and nothing else.

Page: a hero with the headline, a one-sentence subheadline and a "Join the early access list" button; a problem section in the customer's words; three benefits; a short FAQ; and a form for name, work email, company and role that saves each sign-up with the variant the visitor saw.

Testing: assign each new visitor at random to A or B and keep them on the same variant on return visits. Record a page view and, on sign-up, a conversion, both tagged with the variant and the traffic source.

Add a private results page that shows, for each variant, visitors, sign-ups and conversion rate, and applies these rules from my test plan:
- do not call a result until each variant has at least 300 visitors per variant (a floor, not a guarantee: the sample you need depends on your baseline conversion rate and the lift you want to detect, so check it with a sample-size calculator);
- call a winner only at 95 percent confidence, and show the confidence level next to the result;
- treat a difference below a 20 percent lift as no meaningful difference, and say "keep testing or change the message" instead of naming a winner.

Style: [your brand colours], mobile-first, fast to load, plain copy without hype.`;

const pipelineWorkflow = `Lead pipeline for [your product] in n8n or Zapier. Copy this description into the tool's AI workflow builder if your plan includes one, or build it step by step.

Trigger: a new sign-up from the landing page form or the lead capture form (a webhook in n8n, or the form tool's new-entry trigger in Zapier), carrying name, work email, company, role, company size, the variant seen and answers to the qualifying questions.

Steps:
1. Clean the data: trim spaces, lowercase the email, and extract the email domain.
2. Enrich: look up the company's industry, size and country with your enrichment tool; carry on without it if nothing is found.
3. Score each lead out of 10: role matches the buyer you identified, up to 3 points; company size in your target range, up to 2; industry is [chosen market], up to 2; the problem is urgent according to their answer, up to 2; they asked for a demo or a call, 1.
4. Route on the score. A lead scoring 7 of 10 or higher is qualified: create or update the contact and a deal in [your CRM], assign an owner and alert them in Slack or by email to follow up the same day. A lead scoring 4 to 6 joins a nurture email sequence. Below 4, store the lead and take no action.
5. Log every lead, with its score, variant and source, in a Google Sheet so you can compare lead quality between the variants and channels from the live test.
6. Every Monday, send a summary: new leads, qualified leads, and qualified rate by source.

Error handling: retry failed calls to the enrichment tool and [your CRM] up to 3 times; if the CRM write still fails, save the lead to a backup sheet and alert the owner of the workflow.`;

const outreachPrompt = `Write a personalised outreach sequence to a potential customer for [your product] in [chosen market].

About the lead: [name, role, company, and anything specific you know, such as a recent post, hire, funding round or product launch].
About us: [your product] helps [who it helps] to [main outcome]. Our proof so far: [early results, pilots or credentials, only if true].
What I want: [the next step, such as a 20-minute call or feedback on a prototype].

Write three messages:
1. A LinkedIn connection request. It must stay within 280 characters, including spaces, and give me a second version within 200 characters in case my account allows only a shorter note. Mention one specific thing about them, say why I am reaching out, and do not pitch or include a link.
2. A LinkedIn follow-up message for after they accept, under 80 words: one sentence on the problem we see in their market, one question about how they handle it today, and a low-pressure ask for the next step.
3. A cold email for leads who do not respond on LinkedIn within a week: a subject line under 7 words, a body under 120 words, one clear ask, and a plain-text signature.

Rules: write as one professional to another; no flattery, no hype words, no claims I have not given you; make every message make sense if it is the only one they read.

After the messages, give the character count of the connection request, and suggest two alternative opening lines I can test.`;

const leadCaptureTemplate = `Lead capture form: [your product] early access

Form title: Get early access to [your product]
Intro text: We are working with a small group of [target customers] to shape [your product]. Tell us a little about you and we will be in touch within two working days.

Fields:
1. Full name (required)
2. Work email (required, email format)
3. Company (required)
4. Role (required, choice): Founder or CEO / Executive / Manager / Individual contributor / Other
5. Company size (required, choice): 1-10 / 11-50 / 51-200 / 201-1,000 / more than 1,000
6. How do you handle [the problem] today? (long text)
7. How urgent is solving this for you? (required, choice): This quarter / This year / Just exploring
8. What would you like from us? (choice): A 20-minute call / A demo / Updates only
9. Consent (required, checkbox): I agree that [your company] may contact me about [your product]. Link to [your privacy policy].

Hidden fields: utm_source, utm_campaign and the landing page variant, so every lead keeps its source.

Thank-you message: Thanks, [first name]. We read every answer. If you asked for a call, pick a time here: [your booking link].

After setup: connect the form to the step 4 pipeline so answers to questions 4, 5, 7 and 8 feed the lead score.`;

export const marketDecisionSteps: MarketDecisionStep[] = [
  {
    step: 1,
    title: "Quantitative Analysis",
    description: "Compare your candidate markets on size, pain, willingness to pay, competition and access before you commit to one.",
    features: [
      "A side-by-side view of up to three candidate markets",
      "Sourced estimates of size and growth, with assumptions shown",
      "A weighted scoring table that makes the trade-offs explicit",
      "The assumptions to test with users and experts in step 2",
    ],
    howToGenerate: [
      "Open ChatGPT, Claude or Gemini and switch on deep-research mode (Deep research in ChatGPT and Gemini, Research in Claude).",
      "Copy the prompt and replace the bracketed fields with your product and the three markets you are considering.",
      "Run it, then check the sources behind the figures that decide the ranking.",
      "Adjust the weights if your priorities differ, and note the top market and its riskiest assumptions.",
    ],
    assetKind: "prompt",
    asset: quantitativePrompt,
    colour: "blue",
    dataNote:
      "Your budget, team size and plans are confidential: give the AI rounded ranges rather than exact figures, and use your company's approved enterprise AI workspace rather than a personal account if you need to share more.",
    claims: deepResearchClaims,
  },
  {
    step: 2,
    title: "Talk to AI Users & Experts",
    description: "Interview simulated users and experts in your top market to sharpen your questions, then take the guide to real people.",
    features: [
      "8 simulated interviews: 5 potential users and 3 experts",
      "Questions about real past behaviour, not opinions about the future",
      "Where experts and users disagree",
      "A 10-question interview guide for real conversations",
    ],
    howToGenerate: [
      "Open a multi-agent simulation tool, or ChatGPT, Claude or Gemini.",
      "Copy the prompt and fill in your product, your chosen market and the problem you solve.",
      "Run it and ask follow-up questions to the interviewees whose answers surprised you.",
      "Use the interview guide with at least a handful of real people in the market before moving on.",
    ],
    assetKind: "prompt",
    asset: interviewPrompt,
    colour: "purple",
  },
  {
    step: 3,
    title: "Build a Website & Test Live",
    description: "Put two versions of your message in front of real visitors and let their sign-ups, not opinions, decide which one works.",
    features: [
      "A landing page with two headline variants and random assignment",
      "Sign-ups stored with the variant and traffic source",
      "A results page with the test rules built in: 300 visitors per variant, 95 percent confidence, 20 percent lift",
    ],
    howToGenerate: [
      "Open Lovable or another web-app builder and paste the prompt with your two headlines filled in.",
      "Check that both variants appear and that a test sign-up is stored with its variant.",
      "Publish the page and send traffic from the channels you would really use, such as LinkedIn posts, communities or a small ad budget.",
      "Wait for at least 300 visitors per variant, a floor rather than a guarantee: the sample you need depends on your baseline conversion rate and the lift you want to detect, so check it with a sample-size calculator. Then read the results page; if no variant reaches 95 percent confidence with at least a 20 percent lift, keep testing or change the message.",
    ],
    assetKind: "prompt",
    asset: liveTestPrompt,
    colour: "green",
  },
  {
    step: 4,
    title: "Manage Demand Pipeline with an automation tool",
    description: "Score and route every lead automatically so qualified prospects get a same-day response and nobody slips through.",
    features: [
      "Every sign-up cleaned, enriched and scored out of 10",
      "Leads scoring 7 of 10 or higher sent straight to an owner",
      "A nurture path for the rest",
      "A weekly summary of lead quality by source and variant",
    ],
    howToGenerate: [
      "Open n8n or Zapier and start a new workflow or Zap.",
      "Copy the workflow description and paste it into the tool's AI workflow builder if your plan includes one, or build it step by step.",
      "Adjust the scoring rules to your buyer, keeping 7 of 10 as the qualified threshold until you have data to change it.",
      "Send three test leads, one high, one middle and one low score, and check each lands in the right place.",
    ],
    assetKind: "workflow",
    asset: pipelineWorkflow,
    colour: "orange",
    claims: [
      {
        text: "n8n lists building a workflow with AI from a description among its ways of building, alongside templates, MCP and building by hand.",
        source: sources.n8nWaysOfBuilding,
        checked: checkedNov2026,
      },
    ],
  },
  {
    step: 5,
    title: "Reach Out to Potential Leads",
    description: "Contact the best-fit prospects directly with short, personal messages that start conversations instead of pitching.",
    features: [
      "A LinkedIn connection request within 280 characters",
      "A follow-up message for when they accept",
      "A cold email for leads who do not respond",
      "Alternative opening lines to test",
    ],
    howToGenerate: [
      "List your qualified leads and one specific fact about each.",
      "Copy the prompt into ChatGPT or Claude and fill in the lead, your product and the next step you want.",
      "Check that every claim is true, then paste the connection request into LinkedIn's note box: the note limit differs between free and Premium accounts, so use the 200-character version if the longer one does not fit.",
      "Send, log each contact in your CRM, and follow up once after a week.",
    ],
    assetKind: "prompt",
    asset: outreachPrompt,
    colour: "pink",
    dataNote:
      "What you know about each lead is personal data: give the AI only their name, role, company and the public fact you will mention, and use your company's approved AI workspace rather than a personal account for a list of real leads.",
    claims: [
      {
        text: "LinkedIn's limit for a note on a connection request differs between free (Basic) and Premium accounts.",
        source: sources.linkedinInvitationNote,
        checked: checkedNov2026,
      },
    ],
  },
  {
    step: 6,
    title: "Capture Leads via a template link",
    description: "Give every interested person one link to a short form that captures their details and the answers your lead score needs.",
    features: [
      "A ready-made form structure with qualifying questions",
      "Hidden fields that keep the source of every lead",
      "Consent and a thank-you message with a booking link",
      "Answers that feed the step 4 pipeline",
    ],
    howToGenerate: [
      "Open the form template gallery from the link and choose a lead generation template.",
      "Copy this template and rebuild its fields, questions and thank-you message in the form.",
      "Connect the form to your step 4 workflow and submit a test entry.",
      "Share the form link in your outreach messages, on your website and in your social profiles.",
    ],
    assetKind: "template",
    asset: leadCaptureTemplate,
    templateLink: { label: "Tally form templates", url: "https://tally.so/templates" },
    colour: "teal",
  },
];

export const marketDecisionGuide: GuideContents["market-decision"] = { guide: "market-decision", steps: marketDecisionSteps };
