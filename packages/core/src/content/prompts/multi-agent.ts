import { healthcareLimits, hiringLimits, investorLimits, syntheticPersonaLimits } from "../simulation-limits.ts";
import type { LargePromptLibrary, TimeStep } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

/** How a five-field focus group's time goes, before the round its card names is checked. */
const focusGroupReading = [
  { step: "Fill in the five fields and paste the prompt", minutes: [1, 2] },
  { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
  { step: "Read the moderator's synthesis", minutes: [2, 2] },
] satisfies TimeStep[];

export const multiAgentLibrary: LargePromptLibrary = {
  kind: "large",
  tool: "multi-agent",
  ...libraryHeadings["multi-agent"],
  prompts: [
    {
      title: "Founder Market Test Focus Group",
      description:
        "Six distinct potential buyers react to your product idea, price and switching cost, then a moderator ranks their objections and proposes cheap experiments to test real demand.",
      category: "Focus Group",
      timeEstimate: "5-7 min",
      timeBasis: [
        { step: "Fill in the four fields and paste the prompt", minutes: [1, 2] },
        { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
        { step: "Read the moderator's synthesis", minutes: [2, 2] },
        { step: "Check the verdict against the price and stress-test rounds (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are running a simulated focus group to test a new product before I spend money building it. Play a neutral, experienced market-research moderator named Dana Whitfield and six distinct participants. Keep every participant in character for the whole session.

The product:
- Product description: [product description]
- Target market: [target market]
- Planned price and pricing model: [price and pricing model]
- What customers use today instead: [current alternative]

The participants (adapt their job titles to my target market, but keep their personalities):
1. Maya Chen, 38, operations director at a mid-size logistics firm, practical and sceptical of new software after a failed rollout last year.
2. Jamal Okafor, 29, founder of a five-person agency, an early adopter who buys quickly and cancels just as quickly.
3. Linda Brennan, 54, procurement manager at a large manufacturer, focused on contracts, security and vendor risk.
4. Carlos Mendes, 45, owner of a family business, price-sensitive and loyal to the tools he already knows.
5. Priya Nair, 33, product manager at a fast-growing tech company, who compares everything with the best tool she has used.
6. Tom Hargreaves, 61, semi-retired consultant who advises small firms on purchases, blunt and detail-oriented.

How the session runs:
1. Warm-up: each participant describes how they handle this problem today and what it costs them in time, money or frustration.
2. Concept reveal: the moderator reads the product description and price. Each participant gives a first reaction in their own voice.
3. Probing: the moderator asks about the price, the effort of switching and what would make them try it within 30 days. Participants respond to each other by name, agree, push back, and change their minds only when given a concrete reason.
4. Stress test: the moderator asks each person what would make them stop using the product after three months.
Keep disagreement realistic: not everyone likes the idea, and enthusiasm must be earned by a specific benefit.

End with the moderator's synthesis in this format:
- Verdict in one sentence: how the price and pricing model landed, labelled as simulated reactions rather than evidence of demand, and the pricing question to test with real buyers
- Where participants agreed, in three bullets
- Where they disagreed and why, in three bullets naming who
- The top five objections, ranked by how often and how strongly they came up
- Features or messages that won people over, with short quotes
- Recommended next steps: three low-cost experiments to validate demand with real customers
Finish by reminding me that this simulation sharpens my hypotheses and does not replace conversations with real buyers.`,
      exampleOutput: `3. Probing: price and switching
Dana Whitfield: ShiftLoop is £12 per user per month. Would any of you try it within 30 days?
Maya Chen: Not at a per-user price. Forty pickers on rotating shifts is £480 a month before anyone has logged in, and our last rollout died in week three.
Jamal Okafor: I'd sign up today. But Maya's right about week three. How long does importing our current rota take?
Linda Brennan: I wouldn't get as far as a trial without a data processing agreement and single sign-on.
Carlos Mendes: My supervisors run the rota in a group chat. It's free and they know it. Show me it saves two hours a week and I'll listen.

Moderator's synthesis
Verdict in one sentence (simulated reactions, not evidence of demand): £12 per user was the main barrier for larger sites, so whether warehouses would pay a flat price per site is the question to test with real buyers.
Where participants agreed
- The spreadsheet-plus-group-chat routine eats into every supervisor's week, by participants' own account.
- Importing the existing rota in minutes decides whether anyone starts a trial.
- Approving shift swaps from a phone is the feature everyone wanted.
Where they disagreed and why
- Jamal and Priya would pay for automatic rota building; Carlos and Tom see it as a nice extra.
- Linda needs security paperwork before any trial; Jamal would sort it out after the trial.
- Maya wants on-site onboarding; Priya expects the product to need none.
…`,
      exampleInput: {
        filled: {
          "product description": "ShiftLoop, an app that builds warehouse shift rotas and lets supervisors approve swaps from a phone",
          "target market": "small and mid-size warehouses in the UK",
          "price and pricing model": "£12 per user per month",
          "current alternative": "spreadsheets and group chats",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "No persona's reaction is quoted as customer evidence: the verdict is labelled simulated and ends in a question for real buyers.",
        "Each ranked objection traces to something a named participant said in the transcript.",
        "Each of the three experiments tests demand with real customers, with a cost and a result that would change your plan.",
      ],
      whyItWorks:
        "Six buyers with conflicting constraints (budget, security, rollout fatigue) must be won over by a concrete benefit, and asking what would make them quit after three months exposes churn risks a polite pitch review hides.",
      followUp:
        "Design the three low-cost experiments from your synthesis in detail: for each, the hypothesis, who I approach and how, the exact message or landing-page copy, the budget, how long it runs and the result that would make me raise, keep or drop the price. Then write five interview questions I can use with real buyers this month, avoiding leading questions.",
    },
    {
      title: "Investor Due Diligence Expert Panel",
      description:
        "Five investors and advisers put your pitch through due diligence, question you, debate the red flags among themselves and give a clear invest, pass or conditional verdict with what to fix first.",
      category: "Expert Panel",
      timeEstimate: "8-10 min",
      timeBasis: [
        { step: "Fill in the five fields, with figures rounded and names removed, and paste the prompt", minutes: [2, 2] },
        { step: "The panel opens and asks its round-one questions", minutes: [1, 1] },
        {
          step: 'Answer the questions you can in a line each and reply "continue" for the rest (full answers take longer)',
          minutes: [2, 3],
        },
        { step: "The panel debates, votes and writes the synthesis", minutes: [1, 1] },
        { step: "Read Rachel's synthesis and the flag table (reading the whole transcript is extra)", minutes: [2, 3] },
      ],
      prompt: `You are simulating an expert due diligence panel that examines my company before an investment decision. Play five distinct experts and keep each one in character. The panel is rigorous but fair, and the experts do not always agree.

My company:
- Company name and what we do: [company name and one-paragraph pitch]
- Stage and amount we are raising: [stage and amount]
- Key metrics I can share: [revenue, growth, retention, burn or other metrics]
- Team: [founders and key hires, one line each]
- Use of funds: [how the money will be spent]

The panel:
1. Rachel Goldberg, 47, general partner at a growth-stage venture fund and chair of the panel, focused on market size and unit economics.
2. David Osei, 52, former CFO turned angel investor, who scrutinises the financial model, burn rate and runway.
3. Sofia Lindqvist, 41, former CTO who leads technical due diligence, assessing architecture, AI claims and technical debt.
4. Marcus Bell, 58, venture lawyer, who looks at intellectual property ownership, the cap table, contracts and regulatory exposure.
5. Aisha Rahman, 36, former head of sales at a software company turned investor, focused on go-to-market and the team.

How the session runs:
1. Rachel opens and summarises the pitch in two sentences as the panel understands it.
2. Round one: each expert asks me their three sharpest questions. Then stop and wait for my answers. If I reply "continue", assume the weakest plausible answer to each question and say so.
3. Round two: the experts discuss my answers among themselves, challenge each other's concerns, and separate red flags, which stop a deal, from yellow flags, which need work.
4. Round three: each expert states invest, pass or invest with conditions, with the reasoning in their own voice. At least one expert should hold a minority view if the evidence allows it.

End with a synthesis from Rachel in this format:
- Panel verdict and the vote count
- Consensus view of the investment case in three sentences
- Red flags and yellow flags in a table with the columns Issue, Raised by, Severity, How to address it
- Dissenting opinions and why they matter
- Documents the panel would request in a data room
- Recommended next steps: the five things to fix or prepare before I meet real investors`,
      exampleOutput: `Round two
David Osei: £210,000 a month of burn and 11 months of runway. If this £6 million round slips a quarter, Ledgerline raises from weakness. Yellow flag, if the plan shows what gets cut.
Sofia Lindqvist: My concern is the deck's "proprietary AI". The invoice matching is mostly rules plus a third-party model. That wording won't survive a technical review.
Marcus Bell: Then check the provider's terms. Do customers' invoices leave Ledgerline's systems, and do customer contracts allow it?
Aisha Rahman: Both founders still close every deal. Net revenue retention of 108% says customers stay; can anyone else sell it?

Rachel's synthesis
Panel verdict and the vote count: invest with conditions, 4 to 1. Marcus passes until the data terms with the model provider are confirmed.
Consensus view of the investment case: Ledgerline solves a costly accounts-payable problem for mid-size manufacturers and keeps its customers. Growth still depends on the founders selling. The round must fund a first sales hire and 18 months of runway.

Red flags and yellow flags
| Issue | Raised by | Severity | How to address it |
|---|---|---|---|
| Customer data sent to a third-party model | Marcus | Red until resolved | Provider terms and customer consent in the data room |
| "Proprietary AI" claim | Sofia | Yellow | Describe the design honestly and share accuracy figures |
| 11 months of runway | David | Yellow | A plan showing what is cut if the round slips |
| Founders close every deal | Aisha | Yellow | A first sales hire with a named pipeline |
…`,
      exampleInput: {
        filled: {
          "company name and one-paragraph pitch":
            "Ledgerline: software that matches supplier invoices to orders and payments for the accounts-payable teams of mid-size manufacturers",
          "stage and amount": "Series A, £6 million",
          "revenue, growth, retention, burn or other metrics": "net burn £210,000 a month; 11 months of runway; net revenue retention 108%",
          "founders and key hires, one line each": "two co-founders, a former finance director and an engineer, who still close every deal",
          "how the money will be spent": "a first sales hire, product work and 18 months of runway",
        },
        firstExchange: {
          asked:
            "Round one, 15 questions, including David: what do you cut if the round slips a quarter? Sofia: what exactly is proprietary in your AI? Marcus: do customers' invoices go to a third-party model, and do your contracts allow it?",
          answered:
            "Burn is £210,000 a month. Matching is rules plus a third-party model. I would need to check the provider's terms. For the rest: continue.",
        },
      },
      limits: investorLimits,
      checks: [
        "The vote count matches the experts' round-three positions, and the dissent is stated.",
        'Each red or yellow flag traces to a question or answer in the transcript, and answers it assumed after "continue" are marked as assumed.',
        "No figure about your company appears that you did not give, and no persona's verdict is read as a real investor's.",
      ],
      whyItWorks:
        'Each expert owns one diligence lens, the "continue" rule assumes your weakest plausible answer, and the split between red and yellow flags plus a required minority view stops the panel from agreeing too easily.',
      followUp:
        "Act as Rachel Goldberg and turn the panel's red and yellow flags into a 30-day preparation plan before I meet real investors: for each flag, the evidence or document that resolves it, who in my team owns it and a target date. Then draft my answers to the five hardest questions the panel asked, in under 80 words each, and tell me which answers still sound weak.",
      dataNote:
        "Don't paste unreleased financials, your cap table or investors' names into a consumer chat account; use your company's approved enterprise AI workspace, or round the figures and remove names before you paste.",
    },
    {
      title: "Healthcare Adoption Roundtable",
      description:
        "Six clinicians, administrators and a patient advocate discuss whether your healthcare product would be adopted, where it fits the workflow and what a credible pilot would need to prove.",
      category: "Roundtable",
      timeEstimate: "5-8 min",
      timeBasis: [
        { step: "Fill in the five fields and paste the prompt", minutes: [1, 2] },
        { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
        { step: "Read the facilitator's synthesis, the barrier table and the proposed pilot", minutes: [2, 3] },
        { step: "Check the safety and evidence round behind it (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are facilitating a simulated roundtable on whether a healthcare organisation would adopt my product. Play an impartial facilitator named Helen Marsh and six participants with distinct backgrounds. Keep each participant in character, and let them build on and challenge each other.

The product:
- Product or solution: [healthcare product or AI solution]
- Care setting: [care setting, e.g. hospital, outpatient clinic, home care]
- Country or region: [country or region]
- What it replaces or changes in daily work: [current workflow it changes]
- Evidence I have so far: [pilots, studies, certifications or none yet]

The participants:
1. Dr. Elena Vasquez, 49, chief medical officer of a regional hospital system, focused on clinical outcomes and liability.
2. James Whitaker, 44, nurse manager in a busy emergency department, worried about workload and alert fatigue.
3. Dr. Kenji Tanaka, 56, family physician in a small independent practice, short of time and wary of extra documentation.
4. Grace Adeyemi, 39, hospital chief information officer, focused on integration with the health record system, security and vendor lock-in.
5. Robert Klein, 62, patient advocate and former long-term patient, focused on consent, privacy and trust.
6. Nina Patel, 35, compliance and privacy officer, focused on health-data regulation and documentation.

How the roundtable runs:
1. Opening: each participant says what problem in their work this product would need to solve to earn their attention.
2. Workflow: the facilitator walks through a typical day with the product. Participants point out exactly where it would help and where it would add friction.
3. Safety and evidence: what evidence each would need before use with real patients, and who would be accountable if something went wrong.
4. Data and privacy: how patient data would be handled and what patients should be told.
5. Money and decision: who pays, who approves, and how the purchase would move through the organisation.
Keep disagreement realistic: clinicians, administrators and the patient advocate will want different things.

End with the facilitator's synthesis in this format:
- Adoption readiness: ready, ready with conditions, or not yet, with one-sentence reasoning
- Points of consensus, in three bullets
- Barriers by stakeholder, in a table with the columns Stakeholder, Main concern, What would resolve it
- Unresolved disagreements
- A proposed pilot: setting, duration, success measures and safeguards
- Recommended next steps, in five bullets
Close by noting that regulatory and clinical questions must be confirmed with qualified advisers in my region.`,
      exampleOutput: `3. Safety and evidence
Helen Marsh: What would each of you need to see before WardScribe drafts a discharge summary for a real patient?
Dr. Elena Vasquez: An audit of the pilot drafts against clinician-written summaries, done by someone other than Clearnote Health. One eight-week pilot on two wards is a start, not proof.
James Whitaker: And no new alerts. If nurses must approve every draft line by line, the work has moved, not gone.
Dr. Kenji Tanaka: From the receiving end, I want shorter letters. Half of what I get now I never read.
Robert Klein: Nobody has mentioned patients. Are they told the ward round was recorded?
Nina Patel: They must be, and we need a data protection impact assessment before any recording starts.

Facilitator's synthesis
Adoption readiness: ready with conditions, because clinicians see the time saving but the evidence rests on one unaudited pilot and patient consent is not yet designed.
Points of consensus
- Late discharge summaries are a real bottleneck for wards and family doctors.
- A named doctor must review and sign every summary.
- Patients must be told, in plain language, when and why audio is recorded.

Barriers by stakeholder
| Stakeholder | Main concern | What would resolve it |
|---|---|---|
| Grace Adeyemi, information | Integration with the health record system | A tested connection in a non-live environment before the pilot |
| James Whitaker, nursing | Review workload | Doctors, not nurses, approve drafts |
| Robert Klein, patients | Consent and trust | A patient leaflet and an opt-out honoured on the ward |
…`,
      exampleInput: {
        filled: {
          "healthcare product or AI solution":
            "WardScribe, from Clearnote Health: records the ward round and drafts the discharge summary for a doctor to review",
          "care setting, e.g. hospital, outpatient clinic, home care": "hospital wards",
          "country or region": "England",
          "current workflow it changes": "junior doctors write discharge summaries by hand after the ward round, often hours later",
          "pilots, studies, certifications or none yet": "one eight-week pilot on two wards, not independently audited",
        },
      },
      ...healthcareLimits,
      checks: [
        "No real patient information went in, and nothing in the synthesis is presented as clinical evidence.",
        "Each barrier in the table traces to a named participant's concern in the transcript.",
        "The pilot names a setting, duration, success measures and safeguards, and the regulatory questions are left for qualified advisers.",
      ],
      whyItWorks:
        "Clinicians, IT, compliance and a patient advocate each carry a different stake, and walking through a real working day surfaces workflow friction and accountability questions before anyone writes a pilot proposal.",
      followUp:
        "Turn the proposed pilot into a one-page pilot proposal for the hospital's clinical and digital leads: aim, setting, duration, patient safeguards, consent approach, success measures and how each is collected, who is accountable for what, and the decision to be made at the end. Then list the questions I must confirm with qualified regulatory and clinical advisers before I send it.",
    },
    {
      title: "K–12 Parent-Teacher Focus Group",
      description:
        "Six parents and teachers react to your education product or programme, debate its value, workload and student privacy, and a moderator sums up what would win both groups over.",
      category: "Focus Group",
      timeEstimate: "5-7 min",
      timeBasis: [
        ...focusGroupReading,
        { step: "Check the cross-talk round behind it (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are running a simulated K–12 focus group of parents and teachers to test an education product or programme. Play a warm, neutral moderator named Rosa Delgado and six participants with distinct backgrounds. Keep everyone in character and let parents and teachers respond to each other directly.

What is being tested:
- Product or programme: [product or programme description]
- Grade levels: [grade levels]
- School context: [school type, district and community]
- What parents and teachers would be asked to do: [expected actions, e.g. install an app, change homework routines]
- Cost and who pays: [cost to families or to the school]

The participants:
1. Angela Brooks, 42, parent of two middle schoolers, works night shifts as a nurse and has little time for school apps.
2. Miguel Torres, 37, parent of a second grader, works in IT, keen on technology but concerned about screen time and data collection.
3. Sarah O'Connell, 51, high school English teacher with more than twenty years in the classroom, sceptical about AI and academic integrity.
4. Devon Harris, 31, fifth-grade teacher and early adopter who already uses AI tools for lesson planning.
5. Fatima Haddad, 45, parent of a child with an individualised education plan, focused on accessibility and support.
6. Lisa Nguyen, 48, parent-teacher association president with children in elementary and high school, who hears from many families.

How the session runs:
1. Warm-up: each participant describes how learning and home-school communication work for them today.
2. Concept reveal: the moderator explains the product. Each participant reacts in their own voice.
3. Deep dive: learning value, workload for teachers and families, equity for students without devices or home support, and student data privacy.
4. Cross-talk: the moderator invites parents to respond to teachers' concerns and teachers to respond to parents'. Disagreement stays respectful but real.
5. Final word: each participant says what would make them support it and what would make them oppose it.

End with the moderator's synthesis in this format:
- Overall reception from parents and from teachers, one sentence each
- Where both groups agreed
- Where they disagreed, naming who and why
- Top five objections, ranked
- Privacy and equity concerns to resolve before launch
- Recommended next steps: three changes to the product or rollout and one way to test them with a real school`,
      exampleOutput: `4. Cross-talk
Rosa Delgado: Angela has no time for another school app. Devon, how would ReadPath land with her family?
Devon Harris: It sends one message a week. Ten minutes of reading a night, and I see who is stuck before Monday.
Angela Brooks: One message a week I can live with. But after a night shift, who listens to my kids read? If the app does, fine. If it needs me, it won't happen.
Miguel Torres: Does it record my son's voice? Then I want to know where it's stored and for how long.
Sarah O'Connell: Not my grade, but I'd ask it of any AI tool: is it teaching reading or keeping children busy?
Fatima Haddad: Can my daughter's reading plan be set in it, or does she get everyone else's level?

Moderator's synthesis
Overall reception from parents: cautiously positive, provided ReadPath asks little of them and says plainly what it records.
Overall reception from teachers: Devon is keen; Sarah wants evidence it improves reading rather than filling time.
Where both groups agreed
- One message a week is the limit for families.
- Brightwell Learning must publish a one-page note on voice recordings: what is kept, where and for how long.
Where they disagreed
- Miguel wants recordings deleted after a week; Devon wants a term's worth to track progress.
- Lisa thinks the $6 per student the school pays is fair; Angela asks what families without devices will use.
…`,
      exampleInput: {
        filled: {
          "product or programme description":
            "ReadPath, from Brightwell Learning: an app that listens to children read aloud for ten minutes a night and gives teachers a weekly summary",
          "grade levels": "grades 2 to 4",
          "school type, district and community": "a public elementary school in a mixed-income suburban district",
          "expected actions, e.g. install an app, change homework routines":
            "families install the app and children read to it ten minutes a night; teachers review a weekly dashboard",
          "cost to families or to the school": "$6 per student a year, paid by the school",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "Parents' and teachers' reactions are reported separately, and each objection names who raised it.",
        "The privacy and equity concerns cover what student data is collected and how students without devices are supported.",
        "No persona's view is reported as what real parents or teachers think, and the test with a real school is concrete enough to run.",
      ],
      whyItWorks:
        "Time-poor parents, a sceptical teacher and an early adopter are made to answer each other directly, which surfaces the workload, equity and privacy trade-offs that a single audience would never raise.",
      followUp:
        "Using the three recommended changes, draft a one-page letter to parents and a short briefing for teachers that explain the product, what it asks of each group, what student data it collects and how long it is kept, and how families without devices will be supported. Then outline a two-week test with one real class, including how we will collect feedback from parents and teachers.",
    },
    {
      title: "Enterprise Buying Committee Simulation",
      description:
        "Sit in on the internal discussion your sales team never sees: six members of an enterprise buying committee weigh your product, raise their objections and reach a decision.",
      category: "Simulation",
      timeEstimate: "6-9 min",
      timeBasis: [
        { step: "Fill in the five fields, with the buyer and the figures anonymised, and paste the prompt", minutes: [2, 3] },
        { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
        { step: "Read the synthesis and the member table", minutes: [2, 3] },
        { step: "Check the debate round behind the decision (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are simulating the internal meeting of an enterprise buying committee after my sales presentation, the conversation sellers never hear. Play six committee members with distinct roles and priorities, chaired by the budget owner. Keep each in character and let them argue with each other candidly.

My offer:
- Product and the problem it solves: [product description]
- Price and contract terms: [price and contract terms]
- Target company profile: [industry, size and region of the buyer]
- Competitors the committee is also evaluating: [competitors or current solution]
- Proof I have offered: [case studies, trial results or references]

The committee:
1. Catherine Moore, 53, vice president of operations and budget owner, who chairs the meeting and must justify the return to the CFO.
2. Raj Malhotra, 46, IT director, focused on integration, maintenance and reducing the number of vendors.
3. Hannah Schultz, 39, information security lead, who runs the security review and dislikes vague answers about data.
4. Brian Kowalski, 44, procurement director, who negotiates hard and always compares three vendors.
5. Olivia Grant, 34, team lead whose people would use the product daily and the internal champion.
6. Samuel Adeleke, 50, legal counsel, focused on data processing terms, liability and clauses on AI use.

How the meeting runs:
1. First impressions: each member gives an honest reaction to the presentation.
2. Concerns by function: each raises the issue that would block them from signing.
3. Debate: Olivia argues for the product; the others test her case. Members respond to each other, form alliances and trade off priorities, as real committees do.
4. Comparison: the committee weighs my offer against the alternatives and the option of doing nothing.
5. Decision: Catherine calls for positions and the committee decides to buy, shortlist with conditions, or reject.

End with a synthesis in this format:
- Decision and the main reason in one sentence
- A table with the columns Member, Position, Main concern, What would change their mind
- Top five objections, ranked by how likely they are to stall the deal
- Where the committee agreed and where dissent remains
- The materials I should send next, such as a security pack or a return calculation
- Recommended next steps for my sales team, in five bullets`,
      exampleOutput: `3. Debate
Catherine Moore: Olivia, make the case. I need a number I can defend to the CFO.
Olivia Grant: My team spends about 30 hours a week chasing late invoices. In the Tallyhawk trial on the Benelux accounts it dropped to 12.
Brian Kowalski: One region, six weeks. And a three-year term at €96,000 a year with no exit? I'd sign one year with a capped renewal.
Hannah Schultz: I still don't know where our customers' payment data is processed or which AI model reads the emails. "Secure by design" is not an answer.
Raj Malhotra: If our ERP's own collections module covers most of this, that's one vendor fewer to maintain.
Samuel Adeleke: I need their data processing terms, and a clause saying our data is not used to train their models.

Synthesis
Decision and the main reason: shortlist with conditions; the time saving is credible, but the security answers and contract terms are not yet acceptable.

| Member | Position | Main concern | What would change their mind |
|---|---|---|---|
| Catherine Moore | Shortlist | Return beyond one region | A return calculation across all regions |
| Olivia Grant | Buy | Losing momentum | Only a failed security review |
| Hannah Schultz | Reject for now | Unknown processing location and model provider | A complete security pack |
| Brian Kowalski | Shortlist | Three-year lock-in | A one-year term |
| Raj Malhotra | Reject for now | Overlap with the ERP module | A side-by-side comparison |
| Samuel Adeleke | Shortlist | Data processing terms | A clause excluding model training on their data |
…`,
      exampleInput: {
        filled: {
          "product description": "Tallyhawk: software that chases late invoices by email and predicts which ones will be paid late",
          "price and contract terms": "€96,000 a year on a three-year term",
          "industry, size and region of the buyer": "a manufacturer with about 2,000 staff in the Benelux and Germany",
          "competitors or current solution": "the collections module of their ERP, or doing nothing",
          "case studies, trial results or references":
            "a six-week trial on the Benelux accounts: chasing time fell from about 30 to 12 hours a week",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "The member table has all six members, each with a position and what would change their mind, matching the transcript.",
        "The price, term and trial results quoted in the debate are the ones you gave.",
        "The materials to send answer the top objections, and no persona's view is read as the real buyer's.",
      ],
      whyItWorks:
        "It stages the meeting sellers never attend: each member owns a concern that could block the deal, the champion has to defend the case, and doing nothing is weighed as an option, so objections surface before the real committee raises them.",
      followUp:
        "Write the follow-up email my account executive sends to Catherine Moore after this meeting, answering the top three objections without discounting the price. Then list what the security pack for Hannah Schultz must contain, and outline a one-page return calculation for the CFO that shows which figures I need to get from the customer.",
      dataNote:
        "Don't paste a real prospect's name, contract terms or trial data into a consumer chat account; use your company's approved enterprise AI workspace, or describe the buyer and the figures in anonymised, rounded form.",
    },
    {
      title: "Consumer Product Lifestyle Focus Group",
      description:
        "Six consumers with different lives, budgets and shopping habits react to your product, name and price, and reveal where it would fit their week, what puts them off and what they would tell their friends.",
      category: "Focus Group",
      timeEstimate: "5-7 min",
      timeBasis: [
        ...focusGroupReading,
        { step: "Check the first-impressions round behind it (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are running a simulated lifestyle focus group for a consumer product. Play an upbeat but neutral moderator named Chris Porter and six consumers with distinct lives. Keep each in character and let them react to each other's views.

The product:
- Product description: [product description]
- Brand name and positioning: [brand name and how you describe it]
- Price: [price]
- Where it will be sold: [channels, e.g. own website, supermarkets, marketplaces]
- Intended customer: [target market]

The participants:
1. Emily Carter, 27, city renter and fitness enthusiast, who discovers most products through social media creators.
2. Marcus Johnson, 41, father of three in the suburbs, budget-conscious, buys in bulk and reads labels.
3. Yuki Sato, 34, remote designer who values design and sustainability and will pay more for both.
4. Harold Jensen, 67, retired teacher, cautious about new brands, reads reviews before every purchase.
5. Zara Ahmed, 22, university student, price-sensitive and quick to spot trends.
6. Carmen Ruiz, 49, small business owner and caregiver for a parent, who values convenience above all.

How the session runs:
1. Day in the life: each participant describes the moments in their week where a product like this might fit.
2. First impressions: the moderator reveals the name, description and price. Each reacts in their own voice, including what they like and what puts them off.
3. Usage: when, where and how often they would use it, and what it would replace.
4. Comparison: what they buy today instead and what would make them switch.
5. Word of mouth: what they would say about it to a friend, and what would still make them hesitate.
Keep reactions varied and realistic; some participants will not be the target customer, and that is useful to learn.

End with the moderator's synthesis in this format:
- Segment fit: which participants are the real target and why
- Reaction of each participant in one line: what drew them and what put them off, with one reason from their life, labelled as simulated reactions rather than evidence of demand
- Top objections, ranked
- Words and messages that resonated, with short quotes
- Points of consensus and points of dissent
- Recommended next steps: positioning, price and channel changes to test, in five bullets`,
      exampleOutput: `2. First impressions
Chris Porter: Here it is: Oat & Ember Protein Coffee, an iced oat-milk coffee with 15 g of plant protein, £2.80 a can.
Emily Carter: I'd try it after a gym class. The name sounds like a candle, though.
Marcus Johnson: £2.80 a can for a family of five? Show me a multipack price before I read the label.
Yuki Sato: The can is recyclable, which I like. Where does the oat come from?
Harold Jensen: Coffee with protein in it. Why? I'd wait for the reviews.
Zara Ahmed: At £2.80 it's a novelty. In a meal deal, it could be a habit.
Carmen Ruiz: As breakfast between my mother's appointments, £2.80 beats a café.

Moderator's synthesis
Segment fit: Emily and Carmen are the real target: busy adults who want a filling drink on the move. Yuki fits if the sourcing story is clear. Marcus, Harold and Zara are not the target at this price.
Reaction of each participant (simulated, not evidence of demand)
- Emily Carter: drawn by protein after the gym; put off by the name.
- Marcus Johnson: put off by single-can pricing for a family of five.
- Yuki Sato: likes the recyclable can; wants the oats' origin.
- Harold Jensen: put off by a new brand with no reviews.
- Zara Ahmed: curious at full price; drawn by a meal-deal price.
- Carmen Ruiz: drawn by breakfast between appointments.
Top objections, ranked
1. £2.80 a can feels expensive as a daily habit.
…`,
      exampleInput: {
        filled: {
          "product description": "an iced oat-milk coffee with 15 g of plant protein, in a recyclable can",
          "brand name and how you describe it": "Oat & Ember Protein Coffee: a filling coffee for busy mornings",
          price: "£2.80 a can",
          "channels, e.g. own website, supermarkets, marketplaces": "supermarkets, gyms and our own website",
          "target market": "busy adults aged 25 to 45 who skip breakfast",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "No purchase intent or demand figure appears: every reaction is labelled simulated, not evidence of demand.",
        "Participants who are not the target customer are named as such, with the reason.",
        "Each message said to resonate has a short quote from the transcript, and each next step is a test with real shoppers.",
      ],
      whyItWorks:
        "Keeping participants who are clearly not the target customer makes the synthesis separate segment fit from general liking, and each participant's reaction must come with one concrete reason from that person's life.",
      followUp:
        "Take the two participants who fit the segment best and write three positioning statements, two price points and two channel tests aimed at them. Then rerun the first-impressions round with all six participants on the strongest version, tell me whose reaction changed and why, and list the questions I should put to real shoppers to test that change.",
    },
    {
      title: "AI Policy Debate Simulation",
      description:
        "Six leaders with opposing priorities debate a proposed AI policy for your company, stress-test it against realistic incidents and produce an amended policy with owners and open questions.",
      category: "Simulation",
      timeEstimate: "5-8 min",
      timeBasis: [
        { step: "Fill in the four fields, describing current practice without names, and paste the prompt", minutes: [1, 2] },
        { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
        { step: "Read the amended policy and the rest of the synthesis", minutes: [2, 3] },
        { step: "Check how the debaters handled the three incidents (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are simulating a structured debate among my leadership team about a proposed AI policy. Play a firm, impartial moderator named Alex Morgan and six debaters with distinct priorities. Keep each in character; they should argue hard but stay professional.

The policy:
- Proposed policy: [the AI policy you are considering, e.g. allowing staff to use generative AI tools with customer data]
- Company: [company name, industry and number of employees]
- Current rules or practice: [what happens today]
- Regions where we operate: [countries or regions]

The debaters:
1. Victoria Hale, 55, general counsel, risk-averse, focused on liability, contracts and regulation.
2. Ben Adler, 36, head of product, pushing for speed and worried about falling behind competitors.
3. Dr. Amara Eze, 44, responsible-AI lead, focused on bias, transparency and the people affected by AI decisions.
4. Tom Reilly, 50, chief information security officer, focused on data leakage and third-party risk.
5. Sunita Rao, 42, HR director, focused on employees: job fears, training and fairness.
6. Kevin Park, 31, sales manager whose team already uses AI tools informally and wants clear rules, not bans.

How the debate runs:
1. Opening statements: each debater gives their position on the policy in under 100 words.
2. Rebuttals: each responds directly to the debater they most disagree with, by name.
3. Stress test: the moderator presents three realistic incidents, such as confidential data pasted into a public tool, a biased output reaching a customer, and a competitor shipping an AI feature first. Each debater says how the policy should handle it.
4. Amendments: debaters propose specific changes to the policy; the others accept, reject or modify them.
5. Final positions: each says whether they now support the amended policy.

End with the moderator's synthesis in this format:
- The amended policy in plain language, with the sections Scope, Allowed uses, Prohibited uses, Approval process, Owners, Review date
- Points of consensus
- Unresolved disagreements and the decision each requires from the CEO
- Top risks that remain, ranked
- Recommended next steps for rollout, training and monitoring, in five bullets
Note that the result is a starting draft to review with qualified legal counsel, not legal advice.`,
      exampleOutput: `3. Stress test
Alex Morgan: Incident one. A broker pastes a client's claims history into a free chatbot to draft a letter. How does the policy handle it?
Tom Reilly: Badly, as drafted. It says "approved tools" but never lists them. Publish the list and block the rest on company devices.
Kevin Park: Fine, if the approved tool is as quick. Otherwise my team finds a workaround by Friday.
Victoria Hale: Claims history is personal data, sometimes health data. It goes into an approved tool or nowhere.
Dr. Amara Eze: And the letter still needs a named person who checked it before it reaches the client.
Ben Adler: Agreed, if approving a new tool takes days, not a quarter.

Moderator's synthesis
The amended policy
Scope: all staff and contractors using generative AI for Calder & Finch work.
Allowed uses: drafting, summarising and analysis in the approved enterprise workspace, including client data, with a named reviewer for anything sent to a client.
Prohibited uses: client or employee data in any tool not on the approved list; decisions on claims or cover made without human review.
Approval process: requests go to IT security, with a decision within a proposed ten working days.
Owners: Tom Reilly for tools, Victoria Hale for the policy text, Sunita Rao for training.
Review date: six months after launch, as proposed.
Points of consensus
- A published list of approved tools matters more than any rule about prompts.
- Every output that reaches a client has a named human reviewer.
…`,
      exampleInput: {
        filled: {
          "the AI policy you are considering, e.g. allowing staff to use generative AI tools with customer data":
            "allowing staff to use generative AI tools with client data",
          "company name, industry and number of employees": "Calder & Finch, insurance broking, 350 employees",
          "what happens today": "no written policy; some staff use free chatbots",
          "countries or regions": "the UK and Ireland",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "The amended policy has all six sections: Scope, Allowed uses, Prohibited uses, Approval process, Owners and Review date.",
        "Each amendment traces to an incident argued in the transcript, and each unresolved disagreement names the decision it needs from the CEO.",
        "The draft is marked for review by legal counsel and is not presented as legal advice.",
      ],
      whyItWorks:
        "Debaters with opposing incentives must rebut each other by name and apply the policy to concrete incidents, which exposes vague rules and turns them into amendments with owners and a review date.",
      followUp:
        "Turn the amended policy into a one-page staff guide in plain language: what people can do, what they must never do, how to tell whether a tool is approved and how to request a new one, with three short realistic examples. Then draft a five-minute briefing for managers and a list of questions for our legal counsel to review before launch.",
      dataNote:
        "Describe your current practice and any past incidents in general terms, without client names, employee names or real data samples, and if the draft policy itself is confidential, run the debate in your company's approved enterprise AI workspace.",
    },
    {
      title: "Hiring Committee Simulation",
      description:
        "Rehearse a hiring discussion: five committee members score a fictional or anonymised profile against your criteria, challenge each other's biases and practise reaching a decision. It must never be used to decide on a real candidate.",
      category: "Simulation",
      timeEstimate: "6-9 min",
      timeBasis: [
        { step: "Write a short fictional practice profile, fill in the other fields and paste the prompt", minutes: [2, 3] },
        { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
        { step: "Read the synthesis, the scorecard and the lessons for your committee", minutes: [2, 3] },
        {
          step: "Check the independent scores and the bias challenge behind them (reading the whole transcript is extra)",
          minutes: [1, 1],
        },
      ],
      prompt: `You are simulating a hiring committee discussion for a senior role, as a rehearsal for my real committee. Play five committee members with distinct perspectives, chaired by the hiring manager. Keep each in character, and keep the discussion fair, evidence-based and realistic.

The role and candidate:
- Role title and level: [role title]
- Team and company context: [insert role/company context, e.g. the team size and the main challenge this hire must solve]
- Must-have criteria: [three to five criteria]
- Compensation range: [compensation range]
- Practice candidate profile: [a fictional profile, or an anonymised composite written for practice, never a real applicant's CV, interview notes or references]

The committee:
1. Laura Bennett, 48, hiring manager and chair, who needs someone effective within the first 90 days.
2. Andre Williams, 40, head of a partner team, focused on how the candidate will collaborate across teams.
3. Mei Lin, 35, HR business partner, focused on structured evaluation, fairness and pay equity.
4. Frank Delgado, 57, senior executive, focused on long-term potential and judgement.
5. Nadia Petrova, 30, senior member of the team the candidate would lead, focused on management style.

How the session runs:
1. Independent scores: before any discussion, each member scores the candidate from 1 to 5 on each must-have criterion and writes one line of evidence per score, so no one anchors on anyone else.
2. Evidence review: members share scores and explain the biggest gaps between them.
3. Challenge: Mei calls out possible biases such as the halo effect, similarity to the interviewers or over-weighting the last interview. Members must point to evidence, not impressions.
4. Debate: members argue for and against, respond to each other by name and adjust scores only when given new evidence.
5. Decision: Laura calls the vote for hire, no hire or more information needed.
Judge only against the stated criteria and evidence; never consider age, gender, ethnicity, family status or other protected characteristics.
This is a rehearsal: the vote is practice for the discussion, not a recommendation about any real person.

End with a synthesis in this format:
- Decision and the vote count
- A scorecard table with the columns Criterion, Average score, Strongest evidence, Biggest doubt
- Consensus and dissent, naming who
- Evidence gaps the practice profile exposed, and the questions our real interview process should cover
- Lessons for our real committee: where the criteria were vague, which biases appeared and how our process should change`,
      exampleOutput: `Practice profile A (fictional), for Head of Customer Operations at Brightmoor Energy, a 180-person home-energy installer in Sheffield.

3. Challenge
Mei Lin: Frank, you scored team leadership 5 and Nadia scored it 3. What's the evidence?
Frank Delgado: The profile runs a 40-person contact centre. That's a big team.
Mei Lin: That's size, not how it was led. Is the job title creating a halo?
Nadia Petrova: Attrition fell over two years, but the profile never says how. I'd want to hear about the team's worst quarter.
Andre Williams: My gap is field coordination. Nothing shows work with engineers on site, and that's half this role.
Laura Bennett: Then it's an evidence gap, not a weakness. Score what's there and note what's missing.

Synthesis
Decision and the vote count: more information needed, 3 to 2. Laura, Mei and Andre want more information; Frank voted hire, Nadia no hire.

Scorecard
| Criterion | Average score | Strongest evidence | Biggest doubt |
|---|---|---|---|
| Team leadership | 3.8 | Led a 40-person contact centre while attrition fell | No detail on how |
| Field coordination | 2.2 | Joint outage planning with a network team | No on-site work |
| Data-led improvement | 4.0 | Cut repeat calls after analysing complaint reasons | Unclear what was personally owned |

Lessons for our real committee
- "Strong leader" was not defined; rewrite it as observable behaviours.
- Frank anchored on the size of the team; scoring before discussion exposed it.
…`,
      exampleInput: {
        filled: {
          "role title": "Head of Customer Operations",
          "insert role/company context, e.g. the team size and the main challenge this hire must solve":
            "Brightmoor Energy, a 180-person home-energy installer in Sheffield; the contact centre and field engineers work apart and customers wait too long for fixes",
          "three to five criteria": "team leadership; field coordination; data-led improvement",
          "compensation range": "£70,000 to £80,000",
          "a fictional profile, or an anonymised composite written for practice, never a real applicant's CV, interview notes or references":
            "Practice profile A, fictional: runs a 40-person contact centre at a utility; attrition fell over two years; planned outages jointly with a network team; cut repeat calls after analysing complaint reasons",
        },
      },
      ...hiringLimits,
      checks: [
        "The profile is fictional or an anonymised composite: no real candidate's data went in and no real person is scored.",
        "Each average score sits on the 1-to-5 scale and has evidence from the profile, not an impression.",
        "The lessons name a vague criterion, a bias that appeared and a change to your real committee's process.",
      ],
      whyItWorks:
        "Independent scoring before discussion prevents anchoring, and a committee member whose job is to name biases forces every score back to evidence, the habit your real committee needs to practise.",
      followUp:
        "Based on the lessons from this rehearsal, rewrite our must-have criteria so each one describes observable evidence, and write two structured interview questions per criterion with what a strong and a weak answer would show. Add a one-page guide for our real committee on scoring independently before discussion and on spotting the biases that appeared here.",
      dataNote:
        "Never paste a real applicant's CV, interview notes or other personal data into an AI tool for this exercise, because using AI in hiring decisions is a regulated high-risk use under the EU AI Act; rehearse only with a fictional profile or an anonymised composite.",
    },
    {
      title: "Global Expansion Advisory Board",
      description:
        "A seven-member advisory board of seasoned international operators works through your expansion plan, argues over entry mode and sequencing, and issues a phased recommendation with kill criteria.",
      category: "Advisory Board",
      timeEstimate: "7-10 min",
      timeBasis: [
        { step: "Fill in the five fields, with budget figures rounded, and paste the prompt", minutes: [2, 3] },
        { step: "The model writes the seven-member meeting and the board resolution", minutes: [2, 3] },
        { step: "Read the board resolution", minutes: [2, 3] },
        { step: "Check the entry-mode debate behind it (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are simulating a meeting of my advisory board on an international expansion. Play seven board members with distinct expertise, chaired by Henrik Larsen. Keep each in character; they are experienced, candid and willing to disagree with each other and with me.

The plan:
- My company and what we sell: [company name and product or service]
- Current markets: [where you operate today]
- Target country or region: [target market]
- Budget and timeframe: [budget and timeframe]
- The entry approach I favour: [e.g. direct sales team, distributor, partnership, acquisition]

The board:
1. Henrik Larsen, 60, chair, a former CEO who has expanded a software company across several continents and insists on sequencing.
2. Mariana Costa, 46, regional general manager who has launched and also closed operations abroad, and knows the cost of failure.
3. Wei Zhang, 43, international tax and legal adviser, focused on entity structure, employment law and compliance.
4. Oluwaseun Balogun, 39, go-to-market leader, focused on localisation, pricing and channel partners.
5. Ingrid Muller, 52, CFO, focused on the investment case, currency risk and cash.
6. Arjun Mehta, 35, operations leader, focused on supply chain, customer support across time zones and data residency.
7. Claire Dubois, 49, people and culture leader, focused on hiring the first local team and choosing who leads it.

How the meeting runs, item by item:
1. Market attractiveness: is this the right market now, and what would have to be true for it to work?
2. Entry mode: the board compares my favoured approach with at least two alternatives and argues the trade-offs of cost, speed, control and risk.
3. Legal, tax and regulatory: what must be settled before the first sale.
4. Go-to-market and localisation: product, pricing, language and channel changes.
5. People and operations: who leads locally and how the business is supported.
6. Financial case and stop rules: how much to commit in phases and when to stop.
Members question each other across items; Henrik keeps the meeting moving and calls a vote at the end.

End with a board resolution in this format:
- Recommendation and vote: proceed, proceed with changes, or do not proceed
- Recommended entry mode and why
- Phased plan with milestones for each phase
- Kill or pivot criteria
- Dissenting views, naming who
- Top five risks and the question each raises for local advisers
- Recommended next steps for the next 90 days`,
      exampleOutput: `2. Entry mode
Henrik Larsen: Saltmarsh Software favours a direct team in Munich. Mariana, you've closed an office abroad.
Mariana Costa: Hiring three sellers before one German reference customer cost me two years. Start with a partner who already sells to facilities managers.
Oluwaseun Balogun: A partner opens doors but won't push a product it can't demo in German. Localise first, whoever sells.
Wei Zhang: A direct team means German employment contracts and an entity decision on day one. A partner lets you sell from Dublin while you learn.
Ingrid Muller: And it keeps the first €600,000 reversible.
Claire Dubois: The risk with a partner: nobody at Saltmarsh learns the market. Hire a country lead early, even if based in Dublin.

Board resolution
Recommendation and vote: proceed with changes, 6 to 1. Oluwaseun dissents, preferring a direct team once the product is localised.
Recommended entry mode: a reseller partner plus one Saltmarsh country lead, so demand is tested before the fixed costs of a direct team.

Phased plan, as proposed
- Phase 1, months 1–6: German product and materials, partner signed, country lead hired; €300,000.
- Phase 2, months 7–12: ten paying customers through the partner; €300,000.
- Phase 3, months 13–24: Munich entity and a three-person direct team; €1.2 million, released only if phase 2 meets its milestones.

Kill or pivot criteria, as proposed
- Fewer than five paying customers by month 12: change partner or stop.
- Churn above the home-market rate in the first year: pause phase 3.
…`,
      exampleInput: {
        filled: {
          "company name and product or service": "Saltmarsh Software, maintenance-scheduling software for facilities managers",
          "where you operate today": "Ireland and the UK, from Dublin",
          "target market": "Germany",
          "budget and timeframe": "about €1.8 million over two years",
          "e.g. direct sales team, distributor, partnership, acquisition": "a direct sales team in Munich",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "The phased budget adds up to no more than the budget you gave, and each phase has a milestone.",
        "Each kill or pivot criterion can be measured by a date.",
        "The tax, legal and employment questions are left for local advisers, and no persona's view of the market is taken as research.",
      ],
      whyItWorks:
        "A fixed agenda forces the board to test your favoured entry mode against two alternatives, and the demand for phased commitments and kill criteria turns enthusiasm into decisions you can reverse.",
      followUp:
        "Turn the board resolution into a one-page memo for my leadership team and a 90-day action plan: owner, deliverable and deadline for each step, the budget released in phase one, and the kill criteria we review at each board meeting. Then list the questions I must put to local tax and employment advisers before we commit to the entry mode.",
      dataNote:
        "Don't paste unreleased budgets, financial plans or prospective partners' names into a consumer chat account; use your company's approved enterprise AI workspace, or round the figures and remove names before you paste.",
    },
    {
      title: "User Adoption Feedback Council",
      description:
        "Six users with different roles and habits tell you honestly why a new tool is or is not sticking, vote on the fixes that matter most and leave you a prioritised adoption plan.",
      category: "Focus Group",
      timeEstimate: "5-8 min",
      timeBasis: [
        { step: "Fill in the five fields, summarising complaints without names, and paste the prompt", minutes: [1, 2] },
        { step: "The model writes the whole session and the synthesis", minutes: [1, 2] },
        { step: "Read the facilitator's synthesis", minutes: [2, 3] },
        { step: "Check the voting round behind the ranking (reading the whole transcript is extra)", minutes: [1, 1] },
      ],
      prompt: `You are simulating a user feedback council on the adoption of a new tool. Play a neutral facilitator named Jordan Lee and six users with distinct roles, habits and attitudes. Keep each in character and encourage them to build on or contradict each other's experiences.

The rollout:
- Tool or product being rolled out: [tool or product]
- Who is expected to use it: [teams and roles]
- What changes in their daily work: [the workflow change]
- Rollout date and training offered: [rollout date and training]
- What adoption looks like so far: [usage observations or complaints, if known]

The council:
1. Patricia Gomez, 52, customer service team lead with twenty years at the company, protective of her team's routines.
2. Daniel Kim, 28, analyst and power user who has already built workarounds for missing features.
3. Ruth Adebayo, 45, field sales representative who works mostly from her phone between meetings.
4. Steve Morrison, 59, finance controller, concerned about accuracy, approvals and the audit trail.
5. Aaliyah Thompson, 33, new hire in her second month, still learning the existing systems.
6. Omar Farouk, 40, IT support lead, who handles the help-desk tickets the tool generates.

How the session runs:
1. First experience: each member describes their first week with the tool, including one specific moment of friction and one of value.
2. Daily reality: where the tool fits their work, where they fall back to the old way, and why.
3. Cross-talk: members react to each other; power users and reluctant users should challenge each other's assumptions.
4. What would help: training, product changes, leadership signals or removing the old tool.
5. Voting: each member gets three votes to spend on the fixes proposed, and explains their choice.
Keep the tone honest; some frustration is expected and should not be smoothed over.

End with the facilitator's synthesis in this format:
- Adoption health in one sentence
- Top adoption barriers, ranked by votes, with who raised each
- Quick wins that could be done within two weeks
- Changes to training and communication
- Likely champions and how to use them
- Where the council agreed and where it was split
- Measures to track adoption, described without invented targets
- Recommended next steps, in five bullets`,
      exampleOutput: `5. Voting
Jordan Lee: Each of you has three votes. Where are they going?
Ruth Adebayo: All three on the mobile app. Logging a site visit takes eleven taps, so I write them up on Friday from memory.
Patricia Gomez: Two on keeping the old returns screen until the new one shows stock, one on Ruth's point.
Daniel Kim: Two on the mobile fix, one on turning my export workaround into a proper report so nobody needs my spreadsheet.
Steve Morrison: All three on approvals. Discounts over 10% are approved by email now, and that leaves no audit trail.
Aaliyah Thompson: Two on short how-to videos, one on Steve's approvals.
Omar Farouk: One each on mobile, approvals and videos. Those three cause most of my tickets.

Facilitator's synthesis
Adoption health: desk teams at Alderbank Building Supplies use the new CRM daily; field sales and finance are working around it.
Top adoption barriers, ranked by votes
1. Slow visit logging on the phone, 7 votes, raised by Ruth.
2. Discount approvals happening outside the system, 5 votes, raised by Steve.
3. No short how-to guidance, 3 votes, raised by Aaliyah.
4. Returns screen without stock levels, 2 votes, raised by Patricia.
5. Missing standard report, 1 vote, raised by Daniel.
Quick wins that could be done within two weeks
- Publish Daniel's export as a shared report.
- Record three short videos on the tasks that generate most tickets.
- Move discount approvals into the CRM's approval step.
…`,
      exampleInput: {
        filled: {
          "tool or product": "a new CRM",
          "teams and roles": "desk sales, field sales, finance and customer support at Alderbank Building Supplies",
          "the workflow change": "visits, quotes, discount approvals and returns recorded in the CRM instead of spreadsheets and email",
          "rollout date and training": "live since 1 October, with one half-day training session",
          "usage observations or complaints, if known":
            "field sales log visits days late; discounts over 10% still approved by email; support tickets up",
        },
      },
      limits: syntheticPersonaLimits,
      checks: [
        "The vote totals add up: each member spent three votes, and the ranking follows the totals.",
        "Each barrier names who raised it in the transcript, and the adoption measures carry no invented targets.",
        "No employee name or pasted help-desk ticket went in, and each quick win fits within two weeks.",
      ],
      whyItWorks:
        "Mixing power users, reluctant users and the help desk, then making each spend three votes, turns scattered complaints into a ranked list of fixes, each traced to the person whose work it affects.",
      followUp:
        "Turn the synthesis into a two-week adoption plan I can share with team leads: the quick wins with an owner and date for each, the changes to training, a message from me that acknowledges the frustrations raised, and how we will involve the likely champions. Then draft three short announcements for the start, middle and end of the two weeks.",
      dataNote:
        "Summarise usage patterns and complaints without employee names or pasted help-desk tickets, or use your company's approved enterprise AI workspace if you need to share the detail.",
    },
  ],
};
