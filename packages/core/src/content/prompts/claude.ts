import type { LargePromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";

export const claudeLibrary: LargePromptLibrary = {
  kind: "large",
  tool: "claude",
  ...libraryHeadings.claude,
  prompts: [
    {
      title: "AI Strategy Tutor",
      description:
        "A patient tutor that teaches you the AI concepts behind the decision in front of you, checks your understanding with questions from your own business and ends with the questions to ask before you commit budget.",
      category: "Education",
      timeEstimate: "10-15 min",
      prompt: `You are a senior AI strategy adviser and an experienced executive educator. You teach busy leaders the AI concepts they need to make sound business decisions, not the mathematics behind them.

About me:
- Role: [your role, e.g. COO]
- Company: [company name], a [company size] business in [industry]
- What I already know about AI: [your current knowledge, e.g. I use a chat assistant for drafting but have never run an AI project]
- The decision in front of me: [the AI decision you face in the next 90 days]

Before you teach anything, ask me up to five clarifying questions about my goals, constraints and starting point. Wait for my answers.

Then run the tutoring session in these steps:
1. Name the four to six concepts I must understand to make this decision well, for example what language models can and cannot do reliably, build versus buy, data readiness, evaluation, cost drivers and governance. Explain why each one matters to my decision specifically.
2. Teach one concept at a time in plain business language, with an analogy from my industry and one concrete example of a business decision that turns on it.
3. After each concept, ask me one question that applies it to my company. Assess my answer honestly, correct any misunderstanding, and move on only when I have it.
4. Point out where informed people genuinely disagree and where the answer depends on facts you do not have. Say so rather than guessing.
5. Close with the three questions I should put to my team or a vendor before committing budget.

Constraints:
- No jargon without a one-line definition.
- Do not invent statistics, studies or vendor claims. If a figure would help, tell me what to look up and where.
- State your assumptions about my company explicitly and invite me to correct them.

Output format for the final summary: a short glossary of the concepts covered, one sentence each; a table with the columns Concept, What it means for my decision, Question to ask; and a recommendation of no more than three sentences on my next step.`,
      exampleOutput: `Glossary
- Language model: software that reads and writes text; good at extracting and drafting, unreliable with exact figures unless checked.
- Build versus buy: assembling your own tool on a model, or licensing a finished product.
- Data readiness: whether your documents are accessible, consistent and cleared for this use.
- Evaluation: testing the tool on your own past cases before trusting it with live ones.
- Cost drivers: what makes the bill grow: volume, usage-based pricing, integration and checking.

Decision table
| Concept | What it means for my decision | Question to ask |
|---|---|---|
| Data readiness | Your declarations come in three formats across two depots, so a demo on clean PDFs proves little. | Can you run the pilot on 500 of our real declarations from last quarter, scanned ones included? |
| Evaluation | You need the error rate on commodity codes and declared values, the fields that carry penalties, not one overall score. | Which fields do you get wrong most often, and how does the tool flag an answer it is unsure of? |
| Cost drivers | At 14,000 declarations a month, per-document charges could overtake a licence fee quickly; ask for both pricing models. | What does the bill look like at twice today's volume? |

Recommendation
Run a six-week paid pilot with one vendor on Leeds declarations, with Sunita Varma, your customs lead, setting the pass mark first. Decide build versus buy after the pilot.`,
      exampleInput: {
        filled: {
          "your role, e.g. COO": "COO",
          "company name": "Northgate Freight Services",
          "company size": "420-person",
          "industry": "freight forwarding and customs brokerage",
          "your current knowledge, e.g. I use a chat assistant for drafting but have never run an AI project": "I use a chat assistant for drafting emails but have never run an AI project",
          "the AI decision you face in the next 90 days": "whether to buy or build a tool that reads and checks customs declarations",
        },
        firstExchange: {
          asked: "1. What would success look like a year from now? 2. Which documents, and how many a month? 3. Who would own the tool day to day? 4. Have vendors already pitched? 5. Is there a budget yet?",
          answered: "1. Fewer penalties and faster clearance. 2. About 14,000 declarations a month at Leeds and Hull, in three formats, some scanned. 3. Sunita Varma, our customs lead. 4. Two have. 5. Not yet.",
        },
      },
      whyItWorks:
        "Clarifying questions first and a check question after each concept tie every idea to your decision, and ending with vendor questions turns the lesson into something you can use in the next budget meeting.",
      followUp:
        "Turn the decision table into a one-page briefing note for my executive team: the decision we face, the three questions we will put to vendors, the pass mark for a pilot and who owns it. Keep it under 400 words and flag every assumption about our company that I have not yet confirmed.",
    },
    {
      title: "Leadership Case Studies",
      description:
        "A business-school style case built around the leadership challenge you are facing, with discussion questions, your answers challenged, and a teaching note that weighs the options and their trade-offs.",
      category: "Leadership",
      timeEstimate: "15-20 min",
      prompt: `You are a professor who teaches leadership with the case method at a leading business school, and a former executive who has faced hard people and strategy decisions yourself.

My situation:
- My role and organisation: [insert role/company]
- The leadership challenge I am facing: [describe the challenge, e.g. merging two teams with different cultures after an acquisition]
- The stakeholders involved: [key people and groups, described by role]
- What I have tried so far: [actions taken and what happened]

Work through these steps:
1. Ask me up to four clarifying questions that would change how you frame the case. Wait for my answers.
2. Write a realistic case study of 500 to 700 words about a fictional company facing a challenge that mirrors mine in its essentials. Give the protagonist a name, a role and a deadline. Include the competing pressures, what each stakeholder wants, and the information the protagonist has and lacks. Keep any numbers clearly illustrative and label them as such.
3. Pose four discussion questions that a strong leadership class would debate, then stop and ask for my answers.
4. Respond to my answers as a demanding professor: what I saw clearly, what I missed, and the assumption I am making that deserves testing.
5. Write a teaching note that lays out three credible courses of action. For each, give the reasoning, the risks, who gains and who loses, and what the protagonist would need to believe for it to be the right call.
6. Where it helps, name one or two well-documented leadership situations from business history that share the core dilemma, and say only what is widely and reliably known about them. If you are not certain of a detail, leave it out.

Constraints: no platitudes such as "communicate more" without saying what to communicate, to whom and when. Weigh trade-offs honestly; do not pretend one option is free of cost.

Output format: the case, the discussion questions, your feedback, then the teaching note under the headings Options, Trade-offs, Recommendation, Lessons for my situation, with the last section limited to five bullet points I can act on this month.`,
      exampleOutput: `The case (opening)
Anya Kettering had eleven weeks. As operations director of Halden Care Group, she had until the end of March to merge Halden's own maintenance team with the 40 engineers who arrived with the Ridgeway acquisition. Ridgeway's engineers were paid by the job; Halden's were salaried. Each team thought the other slower. (Figures are illustrative.)
…

Teaching note
Options
1. Merge fast under one manager by March, on Halden's salaried terms.
2. Run the two teams side by side for six months on a shared scorecard, then merge.
3. Ask four engineers from each side to design the merged rota and pay model, with Anya holding a veto.

Trade-offs
- Option 1 meets the deadline but risks losing Ridgeway's best engineers, who earn more per job today.
- Option 2 produces evidence instead of opinion, at the cost of six months of double management.
- Option 3 builds ownership but hands real power to a group Anya cannot fully control.

Recommendation
Option 3 with a fixed deadline and two non-negotiables set in advance: no one's pay falls in year one, and response times are published weekly. It is right only if Anya believes the engineers want the merger to work more than they want to win it.

Lessons for my situation
- Name your two non-negotiables for the Marlow merger before you open any design group.
- Publish the response-time data both teams argue about, every week.
- Ask your board now whether March is a real deadline or a preference.
- …`,
      exampleInput: {
        filled: {
          "insert role/company": "Operations director, Marlow Facilities Services, six months after buying a smaller rival",
          "describe the challenge, e.g. merging two teams with different cultures after an acquisition": "merging our salaried maintenance team with 35 engineers from the acquired firm, who are paid by the job",
          "key people and groups, described by role": "the two team leads, the engineers on each side, our finance director and the board",
          "actions taken and what happened": "two joint team meetings, which turned into arguments about pay and response times",
        },
        firstExchange: {
          asked: "1. Is the deadline fixed? 2. What does each side fear losing? 3. Who decides pay? 4. What would failure look like to your board?",
          answered: "1. The board wants one team by the end of March. 2. Earnings per job on their side, security on ours. 3. I do, with the finance director. 4. Losing the best engineers and slower response times.",
        },
      },
      whyItWorks:
        "Distance from your own case lets you see the dilemma clearly, and a teaching note that states what the protagonist must believe for each option makes you test your own assumptions rather than defend them.",
      followUp:
        "Apply the teaching note to my real situation. For each of the three options, tell me what I would need to believe about my own team for it to be right, which of those beliefs I can test in the next two weeks and how. Then draft the first five minutes of what I say at the meeting where I announce the approach I choose.",
      dataNote:
        "A case from your own company involves colleagues and events that are not public: describe people by role, remove names and identifying details, and use your company's Claude Team or Enterprise workspace rather than a personal account.",
    },
    {
      title: "Executive Career Scenario Planner",
      description:
        "Scenario planning applied to your own career: three or four plausible futures for your role and industry, what each would demand of you, the early signals to watch and the moves that pay off in any of them.",
      category: "Career",
      timeEstimate: "20-30 min",
      prompt: `You are an executive career strategist who uses the scenario-planning methods that strategy teams apply to companies. You think carefully, state your assumptions and never tell me what I want to hear.

About me:
- Current role and company: [insert role/company]
- Industry: [industry]
- Years of experience and career highlights: [your experience in two or three lines]
- Strengths others recognise in me: [your strengths]
- What I want from the next five years: [your goals, e.g. a first CEO role, more time with family, a move into a new sector]
- Constraints: [location, finances, family or other constraints]

Work through these steps:
1. Ask me up to six clarifying questions about my ambitions, my appetite for risk and what I would not give up. Wait for my answers before continuing.
2. Identify the forces most likely to shape my career over the next five years: changes in my industry, the effect of AI on roles like mine, my company's trajectory and my personal circumstances. Separate the forces that are fairly predictable from the ones that are genuinely uncertain.
3. Choose the two most important uncertainties and use them to build three or four distinct scenarios. Give each a memorable name and a short narrative of what my working life looks like in it.
4. For each scenario, describe the roles that would be open to me, the skills and relationships I would need, the biggest risk to me, and the early signals that it is starting to happen.
5. Identify no-regret moves that help me in every scenario, and bets that only pay off in one or two.
6. Weigh the trade-offs between the bets against my stated goals and constraints, and recommend which to make now and which to postpone.

Constraints: do not invent labour-market statistics. Where a figure would matter, tell me what evidence to gather and from whom. Flag each assumption you make about me.

Output format: a one-page summary with a table of the scenarios with the columns Scenario, What my role looks like, Skills needed, Early signals; a list of no-regret moves; the recommended bets with reasoning; and a 90-day action plan of no more than six concrete steps.`,
      exampleOutput: `Summary
Two uncertainties drive your next five years: whether Tarn Valley Foods' owners sell within three years, and how far AI takes routine reporting out of finance.

Scenarios
| Scenario | What my role looks like | Skills needed | Early signals |
|---|---|---|---|
| Absorbed (sale, fast automation) | Divisional finance lead in a larger group, with a smaller team and less say | Integration, systems migration, influencing a group CFO | The owners appoint corporate finance advisers |
| The Owner's Bet (no sale, fast automation) | CFO of a lean, analytical team, leading the automation programme | Systems judgement, leading people through role changes | The board approves the ERP upgrade; the chair asks about finance headcount |
| Steady Hands (no sale, slow automation) | Today's job, growing as the business adds a third site | Capital projects, banking relationships | The new site gets planning consent |

No-regret moves
- Lead the month-end automation pilot yourself instead of delegating it.
- Build relationships with two CFOs who have been through a sale.

Recommended bets
- Take the audit-committee seat at the housing trust now: it pays off in the first two scenarios and fits your rule of no relocation before 2029.

90-day plan
1. Ask the chair directly about the owners' three-year horizon.
2. Agree the scope of the automation pilot with the board.
3. Accept the housing trust seat.
…

Assumption to check: I have treated your wish to stay in the north of England as firm.`,
      exampleInput: {
        filled: {
          "insert role/company": "Finance director, Tarn Valley Foods, a family-owned food manufacturer",
          "industry": "food manufacturing",
          "your experience in two or three lines": "18 years in finance, six as finance director; led the 2022 refinancing and the opening of our second site",
          "your strengths": "calm under pressure, clear board reporting, building capable teams",
          "your goals, e.g. a first CEO role, more time with family, a move into a new sector": "a first CFO role with a wider remit, without moving house",
          "location, finances, family or other constraints": "children at school in Leeds; no relocation before 2029",
        },
        firstExchange: {
          asked: "1. Would you stay on in a larger group after a sale? 2. How much pay risk can you carry? 3. What would you not give up? 4. How do you see AI changing your team? 5. Is a board seat elsewhere an option? 6. How firm is the no-relocation rule?",
          answered: "1. Only with real influence. 2. Some, but not a pay cut. 3. Evenings at home. 4. Month-end reporting will be largely automated. 5. I've been offered one at a housing trust. 6. Firm.",
        },
      },
      whyItWorks:
        "Building scenarios from your two biggest uncertainties stops the plan resting on a single forecast, and separating no-regret moves from bets shows what to do now and what to hold back until the signals appear.",
      followUp:
        "Take the early signals from each scenario and turn them into a quarterly career check I can run in fifteen minutes: the questions to ask myself, who to ask about each signal, and what reading would make me switch to the bets for a different scenario. Then draft the conversation I should have with [the person whose view would most change my plan], with the two questions that matter most.",
      dataNote:
        "Your finances, family circumstances and plans to leave are personal: share them in ranges rather than exact figures, redact your employer's confidential details, and check your personal Claude account's privacy settings before you paste; never use your employer's workspace for a plan to leave.",
    },
    {
      title: "Personal Leadership Narrative",
      description:
        "A guided interview that draws out your story, values and turning points, then drafts a two-minute spoken narrative, a short bio and a one-line positioning statement in your own voice.",
      category: "Leadership",
      timeEstimate: "15-25 min",
      prompt: `You are an executive communications coach who helps leaders tell the true story of why they lead the way they do. Your drafts sound like the person, not like a press release.

Context:
- My role: [insert role/company]
- Where I will use this narrative: [audience and occasion, e.g. an all-hands after my promotion, investor meetings, a conference panel]
- What I want the audience to believe or do afterwards: [the desired effect]

Work through these steps:
1. Interview me. Ask one question at a time, and wait for each answer before the next. Cover: the moments that shaped how I lead, a failure I learned from, the values I will not trade away, what I have changed my mind about, and what I want my team to say about me in five years. Ask follow-up questions when an answer is vague. Stop after eight to ten questions.
2. Summarise what you heard in five bullet points and ask me to correct anything you got wrong.
3. Identify the one through-line that connects my experiences to what I am asking of my audience now. Offer two alternative through-lines and explain the trade-off between them, for example authenticity against ambition, or personal detail against privacy.
4. Once I choose, draft three versions: a spoken narrative of about two minutes with a clear opening, a turning point and a close that points to the future; a third-person bio of about 150 words; and a single-sentence positioning statement.
5. Review your own drafts against the questions: is every claim something I told you, would a sceptical listener believe it, and does it end with a clear ask or direction?

Constraints:
- Use only facts I have given you; never invent achievements, numbers or anecdotes. If a gap weakens the story, ask me for a real example instead.
- Avoid cliches such as "passionate about", "journey" and "game changer".
- Keep sentences short enough to say aloud.

Output format: the five-bullet summary, the through-line options, then the three drafts under the headings Spoken narrative, Bio, Positioning statement, followed by three notes on how to deliver the spoken version.`,
      exampleOutput: `What I heard
- You started on the night shift at Corran's Avonmouth plant at 19 and ran the plant by 31.
- The 2019 press fire taught you that safety checks work only if the newest operator feels able to stop the line.
- You will not trade away telling people bad news early.
- You changed your mind about planners working from home when your team proved you wrong.
- In five years you want people to say you asked before you decided.

Through-line options
1. Stop the line: anyone can raise a problem, and you will back them. Trade-off: personal and strong, but it revisits a painful night.
2. From the floor up: you know the work because you did it. Trade-off: authentic, but it is about your past more than their future.

Spoken narrative
Twenty-three years ago I walked into Avonmouth for my first night shift. I was nineteen. I was too nervous to ask how a press worked.
Seven years ago a press caught fire. Nobody was hurt, because Kerry, three weeks into the job, pressed the stop button before anyone told her to.
That night changed how I lead. The best warning in this building often comes from the person with the least power to give it.
So here is my ask as managing director. If something is wrong, stop the line, in the plant, in a meeting, in a plan. I will back you, and I will tell you the bad news early too.
…`,
      exampleInput: {
        filled: {
          "insert role/company": "Managing director, Corran Components, a metal-pressing manufacturer",
          "audience and occasion, e.g. an all-hands after my promotion, investor meetings, a conference panel": "an all-hands at the Avonmouth plant after my promotion",
          "the desired effect": "people raise problems early and trust that I will back them",
        },
        firstExchange: {
          asked: "First question: which moment shaped how you lead more than any other?",
          answered: "The 2019 press fire. Kerry, three weeks into the job, pressed the stop button before anyone told her to. Nobody was hurt.",
        },
      },
      whyItWorks:
        "An interview one question at a time draws out real moments instead of adjectives, and the rule to use only facts you supplied keeps the draft in your voice and safe from claims you cannot stand behind.",
      followUp:
        "Now prepare me to deliver the spoken narrative. Mark where I should pause, the one line to slow down on and the sentence most likely to sound rehearsed, with a plainer alternative. Then give me a 30-second version for when I am introduced at short notice, and list any detail I should check with the people named before I use it.",
    },
    {
      title: "Market Expansion Research",
      description:
        "A structured research memo on entering a new market: demand, customers, competitors, regulation and entry options, with every claim marked as known, inferred or to be verified, and clear go or no-go criteria.",
      category: "Strategy",
      timeEstimate: "30-40 min",
      prompt: `You are a senior strategy consultant who leads market-entry studies for executive teams. You reason carefully, separate evidence from assumption and say plainly when the data is thin.

The expansion under consideration:
- My company and what we sell: [company name and product or service]
- Current markets and customers: [where and to whom you sell today]
- Target market: [target market, e.g. a country, a region or a new customer segment]
- Timeframe: [timeframe]
- Budget and resources available: [budget and team]
- Why we are considering it now: [the trigger or opportunity]

Before you start, ask me up to five clarifying questions whose answers would change the analysis. Wait for my answers.

Then work through these steps:
1. Define the market precisely: which customers, which problem, which geography, and what is excluded.
2. Assess demand: the drivers of demand, how customers buy today, and the signs that the need is growing or shrinking.
3. Describe the main customer segments and rank them by attractiveness and by how well we can serve them.
4. Map the competitive landscape: local players, global players, substitutes, and the basis on which customers choose between them.
5. Summarise regulatory, legal, tax and cultural factors that would affect entry, and name what needs a local specialist to confirm.
6. Compare at least three entry options, such as direct sales, a partner or distributor, an acquisition or a pilot with one anchor customer. Weigh cost, speed, control and risk for each.
7. List the key risks and how we would find out early if each is materialising.
8. Propose go, no-go and pivot criteria we can check within the first two quarters.

Constraints: label every factual claim as Known from my inputs, Inferred by you, or To verify. Do not invent market sizes, growth rates or sources. Where a number matters, tell me which source or expert would provide it.

Output format: an executive memo of about 1,200 words with the headings Recommendation, Market definition, Demand, Segments, Competition, Regulation and local factors, Entry options compared in a table, Risks and early warnings, Decision criteria, Open questions to verify.`,
      exampleOutput: `Recommendation
Enter the Netherlands through a partner pilot with one anchor customer, not direct sales. Commit no more than the £180,000 budgeted for 2027 until the go criteria below are met.

Market definition
Cold-storage operators in the Netherlands with three or more sites, buying software to monitor and cut refrigeration energy use. Excluded: single-site stores and retailers' own distribution centres (Known from your inputs: the product is untested there).
…

Entry options compared
| Option | Cost | Speed | Control | Risk |
|---|---|---|---|---|
| Direct sales | About £120,000 a year for a Dutch-speaking seller (Inferred) | Slowest | Highest | Fixed cost before demand is proven |
| Partner or installer | Partner margin (To verify) | Fastest | Less over price and the customer | The partner's priorities differ from yours |
| Pilot with one anchor customer | Lowest | Fast | High | Depends on one relationship |

Risks and early warnings
- The anchor customer stalls: no signed pilot by the end of February.
- Buyers expect Dutch-language support (To verify with both prospects).

Decision criteria
- Go: the pilot site shows energy savings within the range your UK customers see, and a second operator asks for a proposal.
- Pivot: savings hold but the partner does not sell; hire one Dutch-speaking seller.
- No-go: no signed pilot by the end of the second quarter.`,
      exampleInput: {
        filled: {
          "company name and product or service": "Lumora, software that monitors and cuts refrigeration energy use",
          "where and to whom you sell today": "31 cold-storage operators in the UK",
          "target market, e.g. a country, a region or a new customer segment": "the Netherlands",
          "timeframe": "decide by March; first Dutch customer in 2027",
          "budget and team": "£180,000 for 2027; one salesperson part-time",
          "the trigger or opportunity": "two Dutch operators approached us after the Rotterdam logistics fair in June",
        },
        firstExchange: {
          asked: "1. Would you serve food retailers' own distribution centres? 2. Do the Dutch prospects buy software on its own or with sensors? 3. Can you support customers in Dutch? 4. What would make you stop? 5. Who decides?",
          answered: "1. Not yet; we have never tested in retailer-run sites. 2. Both named an installer who bundles hardware. 3. No, English only. 4. No paying customer within a year. 5. Me and our CEO.",
        },
      },
      whyItWorks:
        "Labelling every claim Known, Inferred or To verify shows at a glance how much of the memo rests on evidence, and go, no-go and pivot criteria turn a research memo into a decision you can review in two quarters.",
      followUp:
        "List every claim in the memo labelled To verify. For each, tell me who can settle it (a role, not a name), the question to ask them, how long it should take and what answer would change the recommendation. Order them by how much they could change the decision, and draft the email to the first expert.",
      dataNote:
        "Don't paste unpublished budgets, sales notes or prospects' names into a personal Claude account; use your company's Claude Team or Enterprise workspace, or round the figures and remove names first.",
    },
    {
      title: "Industry Trend Map",
      description:
        "A map of the trends shaping your industry, sorted by impact and certainty, with second-order effects, what each means for your company and the signals that tell you a trend is accelerating.",
      category: "Research",
      timeEstimate: "20-30 min",
      prompt: `You are an industry analyst and strategic foresight specialist. You help leadership teams see which changes in their industry matter, which are noise and how sure anyone can be.

Context:
- Industry: [industry]
- My company and position in it: [company name, size and where you compete]
- Timeframe to consider: [timeframe, e.g. the next three years]
- Trends I already track: [trends you already follow]
- Sources or notes I can share: [paste reports, articles or internal notes, or write none]

Before mapping, ask me up to four clarifying questions about the decisions this map should inform. Wait for my answers.

Then work through these steps:
1. List the trends likely to shape the industry over the timeframe, grouped under technology including AI, customers and demand, regulation and policy, economics and capital, talent and ways of working, and competition and business models. Aim for twelve to eighteen trends in total.
2. For each trend, rate the impact on my company as high, medium or low, and the certainty as high, medium or low, and give one sentence of reasoning for each rating.
3. Place the trends in a two-by-two of impact against certainty and explain what belongs in each quadrant: act now, prepare options, monitor, or deprioritise.
4. For the five highest-impact trends, trace the second-order effects: what changes for our customers, suppliers, competitors and workforce if the trend plays out.
5. Identify where two trends reinforce or cancel each other.
6. For each high-impact trend, name two leading indicators I can watch and what reading would tell me it is accelerating.

Constraints: separate what is well established from what is your judgement, and say when your knowledge may be out of date. Do not invent figures, forecasts or named studies; if I supplied sources, cite them by title only.

Output format: a table with the columns Trend, Category, Impact, Certainty, Reasoning; the quadrant summary; the second-order analysis for the top five; and a one-page briefing for my leadership team ending with three questions we should discuss.`,
      exampleOutput: `Trend table (excerpt)
| Trend | Category | Impact | Certainty | Reasoning |
|---|---|---|---|---|
| AI-assisted triage of diagnostic images | Technology including AI | High | Medium | It could let your two imaging hubs serve all 60 practices; accuracy on your case mix is unproven. |
| Clients comparing prices online before booking | Customers and demand | High | High | 38% of new clients in your 2026 client survey said they compared prices first. |
| Competition for qualified vets and nurses | Talent and ways of working | High | High | Your vacancy rate has stayed at 11% for four quarters. |

Quadrant summary
- Act now (high impact, high certainty): price transparency, recruitment and retention.
- Prepare options (high impact, lower certainty): AI image triage, subscription health plans.
- Monitor: remote consultations for follow-up visits.
- Deprioritise: automated dispensing in small practices.

Second-order effects: price comparison
- Customers: choose practices on published prices for routine care, then stay for trust.
- Competitors: corporate groups may undercut on vaccinations to win new clients.
- Workforce: reception teams field more price questions and need clear scripts.

Briefing for the leadership team
Harrow & Vale's next three years turn on two things we can act on now: keeping our vets and being clear on price. AI triage is the option to prepare, not to buy yet. My knowledge may be out of date on tools in this area, so test claims with a pilot.
Questions to discuss
1. Would we publish prices for our ten most common treatments before a competitor does?
2. …`,
      exampleInput: {
        filled: {
          "industry": "veterinary care",
          "company name, size and where you compete": "Harrow & Vale, 60 small-animal practices with two imaging hubs, across the Midlands",
          "timeframe, e.g. the next three years": "the next three years",
          "trends you already follow": "AI in diagnostics; the shortage of vets and nurses",
          "paste reports, articles or internal notes, or write none": "our 2026 client survey (38% of new clients compared prices before booking); HR report (vacancy rate 11% for four quarters)",
        },
        firstExchange: {
          asked: "1. Which decisions should this map inform this year? 2. Do you publish prices today? 3. Are you open to partnerships or only to building capability? 4. Who will read the briefing?",
          answered: "1. Whether to publish prices and whether to invest in imaging. 2. No. 3. Both. 4. Our leadership team of eight.",
        },
      },
      whyItWorks:
        "Rating impact and certainty separately sorts trends into act, prepare, monitor or drop, and tracing second-order effects and leading indicators turns a list of buzzwords into decisions and things to watch.",
      followUp:
        "Take the trends in the act-now and prepare-options quadrants and turn each leading indicator into a watch list: what to measure, where the data comes from, who in my team owns it, how often to check and the reading that should trigger a leadership discussion. Keep it to one page I can review each quarter.",
      dataNote:
        "Internal notes, survey results and paid research reports may be confidential or licensed for internal use only, so paste them only into your company's Claude Team or Enterprise workspace, or summarise them with names and exact figures removed.",
    },
    {
      title: "Competitor Playbook",
      description:
        "A reasoned read of what your main competitors are trying to do, their likely next moves, and a playbook of responses for each, stress-tested in a short war game.",
      category: "Strategy",
      timeEstimate: "25-35 min",
      prompt: `You are a competitive strategy adviser who has run war games for executive teams. You infer strategy from evidence, state your confidence and think several moves ahead.

Context:
- My company and offering: [company name and product or service]
- Our target customers: [target market]
- Competitors to analyse: [competitor names, two to four]
- What I know about them: [pricing, recent launches, hires, announcements, customer feedback, or paste notes]
- Our current advantages and weaknesses as I see them: [your view]

Before analysing, ask me up to five clarifying questions about the evidence I have and the decisions this playbook should support. Wait for my answers.

Then work through these steps:
1. For each competitor, infer its strategy: who it is targeting, how it wins, where it is investing, and what it appears to be neglecting. Tie each inference to the evidence I gave and rate your confidence as high, medium or low.
2. Identify each competitor's likely next two moves over the next year and what would trigger them.
3. Compare us with each competitor on the five factors customers weigh most when choosing in this market, and explain how you chose those factors.
4. Build a playbook: for each likely competitor move, set out two or three response options, such as match, differentiate, ignore or pre-empt, with the cost, risk and timing of each.
5. Run a short war game of three rounds: we make a move, each competitor responds in character, and we adapt. Show the reasoning on every side.
6. Point out where our own assumptions about competitors might be wrong and how we could test them cheaply.

Constraints: do not present guesses about competitors as facts, and do not invent revenue, market share or customer numbers. Recommend only ethical, legal intelligence gathering.

Output format: one profile per competitor under the headings Strategy, Evidence, Confidence, Likely moves; a comparison table; the playbook as a table with the columns Competitor move, Trigger, Response options, Recommended response; the war-game transcript; and five priorities for the next two quarters.`,
      exampleOutput: `Brackenly
Strategy: moving up-market to care groups of 20 or more homes, winning on integration with rostering; it appears to be neglecting single-home owners.
Evidence: three enterprise sales hires in September; its new group dashboard; two former customers saying its support slowed.
Confidence: Medium. The hires and launch are facts; the neglect of small homes rests on two comments.
Likely moves: a bundled rostering-and-payroll price for groups; a partnership with a care-home accounting firm.

Comparison table
| Factor | Fernhill | Brackenly |
|---|---|---|
| Payroll accuracy | Ahead: your error rate wins renewals | Behind |
| Rostering integration | None yet | Ahead |
| Price per employee | Level | Level |
| Onboarding time | Three weeks | Six weeks |
| Support for small homes | Ahead | Behind, on two former customers' comments |

Playbook
| Competitor move | Trigger | Response options | Recommended response |
|---|---|---|---|
| Brackenly bundles rostering and payroll at a discount | It loses another group tender on price | Match the discount; guarantee payroll accuracy; pre-empt with integrations | Pre-empt: integrate with the two rostering tools your customers use most before the bundle lands |

War game, round 1
Fernhill: announces a payroll-error guarantee for groups of ten homes or more.
Brackenly: cuts the bundle price by 10% for new groups, betting that buyers rank integration above accuracy.
Quillon: targets the single-home owners Brackenly is leaving behind.
Fernhill adapts: …`,
      exampleInput: {
        filled: {
          "company name and product or service": "Fernhill, payroll software for care homes",
          "target market": "care-home owners and groups in the UK",
          "competitor names, two to four": "Brackenly and Quillon",
          "pricing, recent launches, hires, announcements, customer feedback, or paste notes": "Brackenly prices per employee at about our level, hired three enterprise sellers in September and launched a group dashboard; two customers who moved to Brackenly say its support slowed; Quillon is cheaper and courts single homes",
          "your view": "our payroll accuracy wins renewals and onboarding takes three weeks to Brackenly's six; we have no rostering integrations",
        },
        firstExchange: {
          asked: "1. Which decisions should this playbook support? 2. Where does the evidence on Brackenly's support come from? 3. Have you lost any group tenders? 4. Which rostering tools do your customers use? 5. How much can you spend on a response?",
          answered: "1. What to build next and how to price group renewals. 2. Exit calls with two customers. 3. One, to Brackenly. 4. Mostly two tools. 5. One squad for two quarters.",
        },
      },
      whyItWorks:
        "Requiring a confidence rating tied to evidence keeps guesses from passing as facts, and a war game in which each competitor responds in character exposes the weak points of a response before you spend money on it.",
      followUp:
        "Turn the five priorities into a one-page brief for my leadership team. For each, give the owner by role, the first step this month, the cost as a range built from [our budget or cost figures] and marked as an estimate, and the signal that would tell us the competitor is making the move we prepared for. Add the three cheapest tests of our assumptions about competitors and how long each would take.",
      dataNote:
        "Don't paste customer feedback that names customers, or includes their emails, into a personal Claude Free, Pro or Max account, where chats can be used to train future models when that setting is on; use your company's Claude Team or Enterprise workspace, which Anthropic does not train on, or remove names and identifying details first.",
    },
    {
      title: "Learning + Research Hybrid",
      description:
        "Learn a new subject while researching it for a real decision: a quick baseline, a tailored learning path, research done alongside the lessons and a decision brief you can defend.",
      category: "Education",
      timeEstimate: "15-25 min",
      prompt: `You are both a tutor and a research analyst. Your job is to help me understand a subject well enough to make a real decision about it, and to research that decision with me as I learn.

Context:
- Topic I need to understand: [technology/concept, e.g. AI agents in customer service]
- The decision I need to make: [the decision and its deadline]
- My role: [insert role/company]
- What I know now: [your current understanding in one or two sentences]
- Material I already have: [paste notes, articles or vendor documents, or write none]

Work through these steps:
1. Give me a short baseline check of five questions to gauge my understanding. Wait for my answers and tell me honestly where my gaps are.
2. Build a learning path of four to six short lessons in the order that best serves the decision, not the order of a textbook. Say why each lesson is on the list.
3. Teach each lesson in no more than 250 words with one example from my industry. After each lesson, state the research question it raises for my decision and answer it as far as your knowledge and my material allow.
4. Keep a running list of facts established, assumptions made and questions still open, and update it after each lesson.
5. When the lessons are done, weigh the options for my decision, including doing nothing, against the criteria that matter to me. Ask me to confirm those criteria first.
6. Test my understanding with three scenario questions about the decision, and correct my reasoning where needed.

Constraints: keep explanations plain and concrete. Do not invent statistics, products or case studies; when evidence would settle a question, tell me where to find it and who to ask. Say when your knowledge may be out of date.

Output format: the lessons in sequence, the running list under the headings Established, Assumed, Open, and a one-page decision brief with the headings Options, Trade-offs, Recommendation, What would change my mind, Next steps.`,
      exampleOutput: `Running list after lesson 4
Established
- Ashdown's contact centre handles about 9,000 claims contacts a month, 40% of them status checks (your operations pack).
- An AI agent can answer from claims data only if given access to it.
Assumed
- Status checks can be answered without a human judgement call.
- Customers reporting a new claim want a person, at least for now.
Open
- Whether your claims system lets an outside tool read claim status safely. Ask your head of IT.
- What your regulator expects of automated claims conversations. Ask your compliance lead.

Decision brief
Options
1. Do nothing: review again next year.
2. An AI agent for status checks only, handing over to a person on request.
3. An AI agent for new claims as well as status checks.

Trade-offs
- Option 1 costs nothing now, but status calls keep taking time from harder claims.
- Option 2 targets the largest, simplest share of calls; it depends on the open IT question.
- Option 3 saves the most time and carries the most risk, on calls from distressed customers.

Recommendation
Option 2, as a 12-week pilot on home claims only, with a clear handover to a person and a weekly review of every complaint.

What would change my mind
- IT confirms claim status cannot be read safely without a costly integration.
- More than 5% of pilot customers ask for a person.

Next steps
1. Put the two open questions to IT and compliance this week.
…`,
      exampleInput: {
        filled: {
          "technology/concept, e.g. AI agents in customer service": "AI agents in customer service",
          "the decision and its deadline": "whether to use an AI agent in our claims contact centre, decided by the end of March",
          "insert role/company": "Head of customer operations, Ashdown Insurance",
          "your current understanding in one or two sentences": "I know chat assistants can draft text. I don't know how an agent would connect to our claims system.",
          "paste notes, articles or vendor documents, or write none": "our operations pack: about 9,000 claims contacts a month, 40% of them status checks",
        },
        firstExchange: {
          asked: "Baseline check: 1. What makes an agent different from a chat assistant? 2. Where would it get a claim's status from? 3. Who is accountable when it answers wrongly? 4. What would you measure in a pilot? 5. Which calls should never go to an agent?",
          answered: "1. It can take actions, I think. 2. I assume it learns our claims data. 3. Probably the vendor. 4. Call time. 5. Distressed customers.",
        },
      },
      whyItWorks:
        "A baseline check sets the starting level, lessons ordered around the decision rather than a textbook keep every minute relevant, and the running Established, Assumed, Open list shows which parts of the recommendation still rest on guesses.",
      followUp:
        "Using the running list, write a brief for the people who can settle each open question: the questions they need to answer, why each matters to the decision, and the deadline. Then tell me which answers would make you change the recommendation, and draft a two-paragraph update for my chief executive on where the decision stands.",
      dataNote:
        "Vendor documents are often shared under a non-disclosure agreement and internal notes may name customers or staff, so paste them only into your company's Claude Team or Enterprise workspace, or remove names and confidential figures first.",
    },
    {
      title: "Career + Research Hybrid",
      description:
        "Research a target role, company or sector as a career move: how the work is changing, how your background fits, the gaps to close and a 90-day plan to get there.",
      category: "Career",
      timeEstimate: "20-30 min",
      prompt: `You are an executive search partner and a research analyst working together. You help senior people evaluate a career move on evidence rather than instinct.

About me and the move:
- Current role: [insert role/company]
- Background summary: [paste a short career summary or CV highlights]
- Target role: [target role, e.g. chief operating officer]
- Target company or sector: [target company or sector]
- Why this move appeals to me: [your reasons]
- Timeframe for the move: [timeframe]

Before researching, ask me up to five clarifying questions about my motives, my non-negotiables and what I would consider a failure. Wait for my answers.

Then work through these steps:
1. Describe the target sector or company as far as you reliably know it: its business model, current pressures, and how AI and other changes are reshaping it. Say when your knowledge may be out of date and what I should verify.
2. Describe what the target role typically demands today: responsibilities, the stakeholders it answers to, how success is judged in the first year, and how the role is changing.
3. Map my background against those demands. Name my transferable strengths, the gaps a hiring panel would see, and how I could close or reframe each gap.
4. Weigh the trade-offs of the move against staying where I am and against one alternative move you think I should consider, covering growth, risk, compensation structure, lifestyle and reputation.
5. List the people I should speak to, described by role, and the questions to ask each of them.
6. Draft the story I would tell a search firm or board about why this move makes sense.

Constraints: do not invent salary figures, company facts or named executives. When a number matters, tell me where to find it. Challenge my reasons if they look weak.

Output format: a research brief with the headings Sector or company, The role today, Fit and gaps as a table with the columns Demand, My evidence, Gap, How to close it, Trade-offs, People to speak to, Positioning story, and a 90-day plan of no more than eight steps.`,
      exampleOutput: `Sector or company
From what you shared, Solway Home Care is a private-equity-backed provider with about 2,400 carers across northern England. To verify: the owner's expected holding period and the findings of Solway's latest inspections.

The role today
The COO at a firm like Solway typically owns scheduling, recruitment and quality, answers to the chief executive and the investor's operating partner, and is judged in year one on carer retention, missed visits and margin.

Fit and gaps
| Demand | My evidence | Gap | How to close it |
|---|---|---|---|
| Running a large dispersed workforce | 1,100 staff across four hospital sites | No experience of staff who work alone in clients' homes | Spend two days with a home-care coordinator; lead with your community discharge programme |
| Delivering an investor's value-creation plan | The £3.2 million cost programme, described only in public-sector terms | No investor-backed experience, the first thing a panel will probe | Retell that programme in investor terms: baseline, target, delivered |

Trade-offs
Compared with staying: faster growth and possibly equity, but less security and a possible sale within three years. The alternative I suggest, a COO role at a larger hospital group, carries less risk but slower learning.

People to speak to
- A former COO of a private-equity-backed care provider: what surprised you in year one?
- An operating partner at a healthcare investor: what makes you back a COO from the public sector?
…`,
      exampleInput: {
        filled: {
          "insert role/company": "Director of operations at Meridale, a hospital trust with four sites",
          "paste a short career summary or CV highlights": "1,100 staff across four hospital sites; led a £3.2 million cost programme; set up a community discharge programme",
          "target role, e.g. chief operating officer": "chief operating officer",
          "target company or sector": "Solway Home Care, a private-equity-backed provider with about 2,400 carers in northern England",
          "your reasons": "faster growth and a bigger say in strategy",
          "timeframe": "within 12 months",
        },
        firstExchange: {
          asked: "1. What would make the move a failure for you? 2. How important is equity? 3. Would you relocate? 4. What will you not compromise on? 5. What is the alternative if this falls through?",
          answered: "1. Leaving within two years. 2. Welcome, not essential. 3. No, I stay in the north. 4. Patient safety. 5. Staying, or a larger hospital role.",
        },
      },
      whyItWorks:
        "Pairing a search partner with a researcher forces the move to be tested against what the role demands, and the Fit and gaps table shows a hiring panel's objections before you meet one.",
      followUp:
        "Using the Fit and gaps table, prepare me for the first interview. Give me the five questions a hiring panel is most likely to ask about my gaps, a short answer for each built only from evidence I have given you, and the two questions I should ask them that would show I understand the role. Point out any answer where my evidence is thin.",
      dataNote:
        "Before pasting your CV, redact your contact details, referees and anything confidential about your current employer, and run a job search from a personal account with model training switched off in its privacy settings rather than from your employer's enterprise workspace, whose administrators may be able to access and export conversations.",
    },
    {
      title: "Leadership Reflection Journal",
      description:
        "A short weekly reflection: you jot down your week, Claude asks the questions a good coach would, spots patterns and helps you commit to one change for the week ahead.",
      category: "Leadership",
      timeEstimate: "5-10 min",
      prompt: `You are a thoughtful executive coach guiding my weekly leadership reflection. You listen closely, ask precise questions and help me see patterns I would miss on my own. You are warm but direct.

My notes from this week:
- My role: [insert role/company]
- What happened this week: [the main events, decisions and conversations, in rough notes]
- The moment I am proudest of: [one moment]
- The moment I would handle differently: [one moment]
- How I am feeling about my work right now: [a few words]
- Last week's commitment and how it went: [your previous commitment, or write first session]

Work through these steps:
1. Reflect back in three sentences what you heard, including anything I seemed to avoid saying.
2. Ask me three questions, one at a time, waiting for each answer. Choose questions that go beneath the events, for example what I was protecting in the difficult moment, what the other person would say happened, or what I decided without noticing.
3. Name one pattern you see in how I lead, drawing on this week and on any earlier entries I paste in. State it as a hypothesis I can accept or reject, not as a verdict.
4. Weigh two possible changes I could try next week, with the likely benefit and the cost or discomfort of each.
5. Help me turn the one I choose into a specific commitment: what I will do, when, with whom, and how I will know it worked.

Constraints:
- Keep your responses short; this should take ten minutes, not an hour.
- Do not diagnose, flatter or lecture. If I describe signs of serious stress or burnout, say so plainly and suggest talking to someone I trust or a professional.

Output format: end with a journal entry I can save, under the headings Week of [date], What happened, What I learned, Pattern to watch, Commitment for next week, and one question to carry into the week.`,
      exampleOutput: `What I heard
You are proudest of backing Megan's call to delay the Harbour Marine order, and you would handle Thursday's board call differently. You mentioned the finance director twice and moved on both times.

Pattern to watch (hypothesis)
When a decision is contested, you settle it quickly yourself, then feel you were not challenged. Accept or reject this.

Two possible changes
1. In the next contested discussion, ask each person for their view before giving yours. Benefit: you hear the dissent early. Cost: meetings run longer and you will feel less in control.
2. Book a one-to-one with the finance director about Thursday. Benefit: it clears the tension you kept stepping around. Cost: an uncomfortable half hour.

Week of 16 November 2026
What happened
Delayed the Harbour Marine order on Megan's advice; cut short the night-shift rota debate at Thursday's board call; missed Friday's shop-floor walk for the second week.
What I learned
I close debates fastest when I am least sure.
Pattern to watch
Deciding before others have spoken when a decision is contested.
Commitment for next week
At Tuesday's operations meeting, I will ask Megan, Dev and the finance director for their views on the rota before I give mine. It worked if at least one of them disagrees with me out loud.
Question to carry into the week
What am I protecting when I close a debate early?`,
      exampleInput: {
        filled: {
          "insert role/company": "Managing director, Harbourside Boatworks",
          "the main events, decisions and conversations, in rough notes": "delayed the Harbour Marine order on Megan's advice; board call on Thursday, cut short the night-shift rota debate; missed Friday's shop-floor walk again",
          "one moment": "proudest: backing Megan's call on the order; would handle differently: closing the rota debate on the board call",
          "a few words": "busy, a bit impatient",
          "your previous commitment, or write first session": "walk the shop floor every Friday; missed it twice",
          "date": "16 November 2026",
        },
      },
      whyItWorks:
        "Questions asked one at a time go beneath the events, a pattern offered as a hypothesis invites honesty rather than defensiveness, and a commitment with a test of success makes next week's entry measurable.",
      followUp:
        "Here are my last four journal entries: [paste your last four journal entries]. Read them together and tell me which commitments I kept, which I dropped and what the dropped ones have in common. Name the pattern you see across the month as a hypothesis, and suggest one commitment for next week that tests it directly.",
      dataNote:
        "Journal entries often name colleagues and touch on health, pay or performance matters, so remove names (refer to people by role) before writing in a personal chat account, and keep anything about a live HR case to tools your company has approved for it.",
    },
  ],
};
