// The Claude library (spec §3): ten prompts for an executive's thinking, learning and research
// work, written in the structure Anthropic documents for long inputs (issue 29, Deliver 4): the
// reader's documents first, each in <document> tags with <source> and <document_content>; then the
// role, the reader's short details in their own XML block, the steps and the output format; the
// task itself last. Where documents are given, Claude quotes the passages it will rely on inside
// <quotes></quotes> tags before it answers.
import { checkedDec2026, checkedNov2026, sources } from "../sources.ts";
import type { Claim, LargePromptLibrary } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";
import { writingCardTools } from "./other-tools.ts";

/** What every card's structure rests on, as Anthropic's prompting guide states it. */
const longContextStructure: Claim = {
  text: "Anthropic's long-context prompting guide advises putting long documents at the top of the prompt, above the instructions and the question, wrapping each document in <document> tags with <source> and <document_content> subtags, and asking Claude to quote the relevant parts of the documents before it carries out the task.",
  source: sources.claudeLongContextTips,
  checked: checkedNov2026,
};

const xmlTags: Claim = {
  text: "Anthropic's prompting guide recommends XML tags to separate the parts of a prompt, such as context, instructions and examples, so that Claude does not mistake one part for another.",
  source: sources.claudeXmlTags,
  checked: checkedNov2026,
};

const consumerTraining: Claim = {
  text: "On Claude Free, Pro and Max accounts, chats can be used to train Anthropic's models when the model-improvement setting in the privacy settings is on; the setting can be changed at any time.",
  source: sources.anthropicConsumerTerms,
  checked: checkedNov2026,
};

const workspaceData: Claim = {
  text: "On Claude for Work (Team and Enterprise), the customer organisation controls its users' data and can access and export it, and Anthropic does not use that data to train its models unless the customer joins its Development Partner Program.",
  source: sources.claudeForWorkData,
  checked: checkedNov2026,
};

export const claudeLibrary: LargePromptLibrary = {
  kind: "large",
  tool: "claude",
  ...libraryHeadings.claude,
  prompts: [
    {
      title: "AI Strategy Tutor",
      description:
        "A patient tutor that teaches you the AI concepts behind the decision in front of you, using the proposal or business case you already have, checks your understanding with questions from your own business and ends with the questions to ask before you commit budget.",
      category: "Education",
      timeEstimate: "20-30 min",
      prompt: `<documents>
<document index="1">
<source>[name of the document, e.g. vendor proposal, October 2026]</source>
<document_content>
[paste the vendor proposal, business case or internal paper behind the decision, or write none]
</document_content>
</document>
</documents>

You are a senior AI strategy adviser and an experienced executive educator. You teach busy leaders the AI concepts they need to make sound business decisions, not the mathematics behind them.

<about_me>
Role: [your role, e.g. COO]
Company: [company name], a [company size] business in [industry]
What I already know about AI: [your current knowledge, e.g. I use a chat assistant for drafting but have never run an AI project]
The decision in front of me: [the AI decision you face in the next 90 days]
</about_me>

Work in this order:
1. Quote first. Before anything else, find the passages of the document that bear on my decision, such as its claims about accuracy, cost, data, timelines and support, and copy them word for word inside <quotes></quotes> tags, each with its document index. If I wrote none, say so and go on.
2. Ask me up to five clarifying questions about my goals, constraints and starting point. Wait for my answers.
3. Name the four to six concepts I must understand to make this decision well, for example what language models can and cannot do reliably, build versus buy, data readiness, evaluation, cost drivers and governance. Explain why each one matters to my decision specifically.
4. Teach one concept at a time in plain business language, with an analogy from my industry and, where a quoted claim turns on the concept, that claim.
5. After each concept, ask me one question that applies it to my company. Assess my answer honestly, correct any misunderstanding, and move on only when I have it.
6. Point out where informed people genuinely disagree and where the answer depends on facts you do not have. Say so rather than guessing.

Constraints:
- No jargon without a one-line definition.
- Treat every claim in the document as the author's claim until it is tested, not as a fact.
- Do not invent statistics, studies or vendor claims. If a figure would help, tell me what to look up and where.
- State your assumptions about my company explicitly and invite me to correct them.

Output format: after the quotes and the lessons, end with a final summary under the headings Glossary, Decision table and Recommendation. The glossary gives each concept covered in one sentence; the decision table is a table with the columns Concept, What it means for my decision, Question to ask, with the three questions I should put to my team or a vendor before committing budget; the recommendation is no more than three sentences on my next step.

Your task: using the document and the details in <about_me></about_me>, tutor me until I understand this decision well enough to commit budget or decline. Start with the quotes.`,
      exampleOutput: `Glossary
- Language model: software that reads and writes text; good at extracting and drafting, unreliable with exact figures unless checked.
- Build versus buy: assembling your own tool on a model, or licensing a finished product.
- Data readiness: whether your documents are accessible, consistent and cleared for this use.
- Evaluation: testing the tool on your own past cases before trusting it with live ones.
- Cost drivers: what makes the bill grow: volume, usage-based pricing, integration and checking.

Decision table
| Concept | What it means for my decision | Question to ask |
|---|---|---|
| Data readiness | Your declarations come in three formats across two depots, and the proposal's pilot used clean PDFs only, so its results prove little. | Can you run the pilot on our real declarations from last quarter, scanned ones included? |
| Evaluation | The proposal quotes one overall accuracy score; you need the error rate on commodity codes and declared values, the fields that carry penalties. | Which fields do you get wrong most often, and how does the tool flag an answer it is unsure of? |
| Cost drivers | At 14,000 declarations a month, the per-document charge in section 6 could overtake a licence fee quickly. | What does the bill look like at twice today's volume? |

Recommendation
I propose a six-week paid pilot with one vendor on Leeds declarations, with Sunita Varma, your customs lead, setting the pass mark first. Decide build versus buy after the pilot.`,
      exampleInput: {
        filled: {
          "name of the document, e.g. vendor proposal, October 2026": "Clearlane Systems' proposal to Northgate, October 2026",
          "paste the vendor proposal, business case or internal paper behind the decision, or write none":
            "the vendor's 12-page proposal for a tool that reads and checks customs declarations, with its pilot results and pricing",
          "your role, e.g. COO": "COO",
          "company name": "Northgate Freight Services",
          "company size": "420-person",
          industry: "freight forwarding and customs brokerage",
          "your current knowledge, e.g. I use a chat assistant for drafting but have never run an AI project":
            "I use a chat assistant for drafting emails but have never run an AI project",
          "the AI decision you face in the next 90 days": "whether to buy or build a tool that reads and checks customs declarations",
        },
        firstExchange: {
          asked:
            "(After quoting the proposal's claims on accuracy, pilot data and per-document pricing) 1. What would success look like a year from now? 2. Which documents, and how many a month? 3. Who would own the tool day to day? 4. Have other vendors pitched? 5. Is there a budget yet?",
          answered:
            "1. Fewer penalties and faster clearance. 2. About 14,000 declarations a month at Leeds and Hull, in three formats, some scanned. 3. Sunita Varma, our customs lead. 4. One other has. 5. Not yet.",
        },
      },
      checks: [
        "Find two of the quoted passages in your document and check they say what the tutor builds on them.",
        "The decision table holds three questions you could put to a vendor or your team tomorrow, each tied to your decision.",
        "The recommendation is three sentences at most, and any pilot length or figure your document lacks is marked as a proposal.",
      ],
      whyItWorks:
        "The proposal sits first and Claude quotes its claims before teaching, as Anthropic's long-context guide advises, so every concept is tied to what the vendor actually promised; check questions and closing vendor questions make the lesson usable at the next budget meeting.",
      followUp:
        "Turn the decision table into a one-page briefing note for my executive team: the decision we face, the three questions we will put to vendors, the pass mark for a pilot and who owns it. Keep it under 400 words, quote the document wherever a point rests on it, and flag every assumption about our company that I have not yet confirmed.",
      dataNote:
        "Vendor proposals are often shared under a non-disclosure agreement and business cases carry unpublished figures, so paste them only into your company's Claude Team or Enterprise workspace, or remove prices, names and confidential figures first.",
      claims: [longContextStructure],
      timeBasis: [
        { step: "Fill in your details and paste the document", minutes: [3, 5] },
        { step: "Answer Claude's clarifying questions", minutes: [3, 5] },
        { step: "Work through the four to six concepts, answering a check question on each", minutes: [10, 15] },
        { step: "Read and check the summary and decision table", minutes: [4, 5] },
      ],
    },
    {
      title: "Leadership Case Studies",
      description:
        "A business-school style case built around the leadership challenge you are facing and your own notes on it, with discussion questions, your answers challenged, and a teaching note that weighs the options and their trade-offs.",
      category: "Leadership",
      timeEstimate: "20-30 min",
      prompt: `<documents>
<document index="1">
<source>[name of the document, e.g. my notes from the last two team meetings]</source>
<document_content>
[paste your notes on the situation, such as meeting notes, survey comments or a board paper, with people's names replaced by their roles]
</document_content>
</document>
</documents>

You are a professor who teaches leadership with the case method at a leading business school, and a former executive who has faced hard people and strategy decisions yourself.

<my_situation>
My role and organisation: [insert role/company]
The leadership challenge I am facing: [describe the challenge, e.g. merging two teams with different cultures after an acquisition]
The stakeholders involved: [key people and groups, described by role]
What I have tried so far: [actions taken and what happened]
</my_situation>

Work through these steps:
1. Quote first. Find the passages of my notes that show what each stakeholder wants, fears or has said, and the facts that constrain me, and copy them word for word inside <quotes></quotes> tags, each with its document index. Use them to make the case realistic, but never carry a name or identifying detail into the case.
2. Ask me up to four clarifying questions that would change how you frame the case. Wait for my answers.
3. Write a realistic case study of 500 to 700 words about a fictional company facing a challenge that mirrors mine in its essentials. Give the protagonist a name, a role and a deadline. Include the competing pressures, what each stakeholder wants, and the information the protagonist has and lacks. Keep any numbers clearly illustrative and label them as such.
4. Pose four discussion questions that a strong leadership class would debate, then stop and ask for my answers.
5. Respond to my answers as a demanding professor: what I saw clearly, what I missed, and the assumption I am making that deserves testing.
6. Write a teaching note that lays out three credible courses of action. For each, give the reasoning, the risks, who gains and who loses, and what the protagonist would need to believe for it to be the right call.
7. Where it helps, name one or two well-documented leadership situations from business history that share the core dilemma, and say only what is widely and reliably known about them. If you are not certain of a detail, leave it out.

Constraints: no platitudes such as "communicate more" without saying what to communicate, to whom and when. Weigh trade-offs honestly; do not pretend one option is free of cost.

Output format: after the quotes, the case, the discussion questions, your feedback, then the teaching note under the headings Options, Trade-offs, Recommendation, Lessons for my situation, with the last section limited to five bullet points I can act on this month.

Your task: using my notes and the details in <my_situation></my_situation>, build and teach a case that helps me decide how to handle my challenge. Start with the quotes, then your clarifying questions.`,
      exampleOutput: `The case (opening)
Anya Kettering had until the end of March. As operations director of Halden Care Group, she had to merge Halden's own maintenance team with the 35 engineers who arrived with the Ridgeway acquisition. Ridgeway's engineers were paid by the job; Halden's were salaried. Each team thought the other slower.
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
          "name of the document, e.g. my notes from the last two team meetings": "Notes from the two joint team meetings, October 2026",
          "paste your notes on the situation, such as meeting notes, survey comments or a board paper, with people's names replaced by their roles":
            "two pages of notes from the joint meetings, with names replaced by roles, including both team leads' complaints about pay and response times",
          "insert role/company": "Operations director, Marlow Facilities Services, six months after buying a smaller rival",
          "describe the challenge, e.g. merging two teams with different cultures after an acquisition":
            "merging our salaried maintenance team with 35 engineers from the acquired firm, who are paid by the job",
          "key people and groups, described by role": "the two team leads, the engineers on each side, our finance director and the board",
          "actions taken and what happened": "two joint team meetings, which turned into arguments about pay and response times",
        },
        firstExchange: {
          asked:
            "(After quoting both team leads from your notes) 1. Is the deadline fixed? 2. What does each side fear losing? 3. Who decides pay? 4. What would failure look like to your board?",
          answered:
            "1. The board wants one team by the end of March. 2. Earnings per job on their side, security on ours. 3. I do, with the finance director. 4. Losing the best engineers and slower response times.",
        },
      },
      checks: [
        "The quotes at the start are word for word from your notes; check two.",
        "The case keeps your situation's facts (deadline, team sizes, who decides) while disguising names.",
        '"Lessons for my situation" has five bullets at most, each something you could do this month.',
      ],
      whyItWorks:
        "Quoting your own notes first keeps the fictional case true to the pressures you face, distance from your company lets you see the dilemma clearly, and a teaching note that states what each option requires you to believe makes you test your assumptions.",
      followUp:
        "Apply the teaching note to my real situation. For each of the three options, tell me what I would need to believe about my own team for it to be right, which quoted passage from my notes supports or undermines that belief, and how I can test it in the next two weeks. Then draft the first five minutes of what I say at the meeting where I announce the approach I choose.",
      dataNote:
        "Notes on a live situation involve colleagues and events that are not public: describe people by role, remove names and identifying details, and use your company's Claude Team or Enterprise workspace rather than a personal account.",
      claims: [longContextStructure],
      timeBasis: [
        { step: "Fill in your situation and paste your notes", minutes: [3, 5] },
        { step: "Answer Claude's clarifying questions", minutes: [2, 4] },
        { step: "Read the case", minutes: [3, 4] },
        { step: "Answer the four discussion questions", minutes: [7, 10] },
        { step: "Read the feedback and the teaching note", minutes: [5, 7] },
      ],
    },
    {
      title: "Executive Career Scenario Planner",
      description:
        "Scenario planning applied to your own career, grounded in your CV: three or four plausible futures for your role and industry, what each would demand of you, the early signals to watch and the moves that pay off in any of them.",
      category: "Career",
      timeEstimate: "25-35 min",
      prompt: `<documents>
<document index="1">
<source>[name of the first document, e.g. my CV, updated 2026]</source>
<document_content>
[paste your CV or LinkedIn profile, with contact details and referees removed]
</document_content>
</document>
<document index="2">
<source>[name of the second document, e.g. our published 2026 strategy summary]</source>
<document_content>
[paste your company's published strategy summary or annual report highlights, or write none]
</document_content>
</document>
</documents>

You are an executive career strategist who uses the scenario-planning methods that strategy teams apply to companies. You think carefully, state your assumptions and never tell me what I want to hear.

<about_me>
Current role and company: [insert role/company]
Industry: [industry]
Years of experience and career highlights: [your experience in two or three lines]
Strengths others recognise in me: [your strengths]
What I want from the next five years: [your goals, e.g. a first CEO role, more time with family, a move into a new sector]
Constraints: [location, finances, family or other constraints]
</about_me>

Work through these steps:
1. Quote first. Find the passages of the documents that show my track record, the skills I have evidence for, and where my company says it is heading, and copy them word for word inside <quotes></quotes> tags, each with its document index.
2. Ask me up to six clarifying questions about my ambitions, my appetite for risk and what I would not give up. Wait for my answers before continuing.
3. Identify the forces most likely to shape my career over the next five years: changes in my industry, the effect of AI on roles like mine, my company's trajectory and my personal circumstances. Separate the forces that are fairly predictable from the ones that are genuinely uncertain.
4. Choose the two most important uncertainties and use them to build three or four distinct scenarios. Give each a memorable name and a short narrative of what my working life looks like in it.
5. For each scenario, describe the roles that would be open to me, the skills and relationships I would need, the biggest risk to me, and the early signals that it is starting to happen. Where my CV shows evidence for a skill, say which quote.
6. Identify no-regret moves that help me in every scenario, and bets that only pay off in one or two.
7. Weigh the trade-offs between the bets against my stated goals and constraints, and recommend which to make now and which to postpone.

Constraints: do not invent labour-market statistics. Where a figure would matter, tell me what evidence to gather and from whom. Flag each assumption you make about me.

Output format: after the quotes, a one-page summary with a table of the scenarios with the columns Scenario, What my role looks like, Skills needed, Early signals; a list of no-regret moves; the recommended bets with reasoning; and a 90-day action plan of no more than six concrete steps.

Your task: using my documents and the details in <about_me></about_me>, build the scenarios for my next five years and tell me what to do in the next 90 days. Start with the quotes, then your clarifying questions.`,
      exampleOutput: `Summary
Two uncertainties drive your next five years: whether Tarn Valley Foods' owners sell within three years, and how far AI takes routine reporting out of finance.

Scenarios
| Scenario | What my role looks like | Skills needed | Early signals |
|---|---|---|---|
| Absorbed (sale, fast automation) | Divisional finance lead in a larger group, with a smaller team and less say | Integration, systems migration, influencing a group CFO | The owners appoint corporate finance advisers |
| The Owner's Bet (no sale, fast automation) | CFO of a lean, analytical team, leading the automation programme | Systems judgement, leading people through role changes | The board approves the ERP upgrade; the chair asks about finance headcount |
| Steady Hands (no sale, slow automation) | Today's job, growing as the business adds a third site | Capital projects, banking relationships (your CV's 2022 refinancing is the evidence) | The new site gets planning consent |

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
          "name of the first document, e.g. my CV, updated 2026": "My CV, updated October 2026",
          "paste your CV or LinkedIn profile, with contact details and referees removed":
            "a two-page CV without contact details or referees",
          "name of the second document, e.g. our published 2026 strategy summary": "Tarn Valley Foods strategy summary, 2026",
          "paste your company's published strategy summary or annual report highlights, or write none":
            "the one-page strategy summary from our published accounts, including the plan for a third site",
          "insert role/company": "Finance director, Tarn Valley Foods, a family-owned food manufacturer",
          industry: "food manufacturing",
          "your experience in two or three lines":
            "18 years in finance, six as finance director; led the 2022 refinancing and the opening of our second site",
          "your strengths": "calm under pressure, clear board reporting, building capable teams",
          "your goals, e.g. a first CEO role, more time with family, a move into a new sector":
            "a first CFO role with a wider remit, without moving house",
          "location, finances, family or other constraints": "children at school in Leeds; no relocation before 2029",
        },
        firstExchange: {
          asked:
            "(After quoting your CV on the 2022 refinancing and the strategy summary on the third site) 1. Would you stay on in a larger group after a sale? 2. How much pay risk can you carry? 3. What would you not give up? 4. How do you see AI changing your team? 5. Is a board seat elsewhere an option? 6. How firm is the no-relocation rule?",
          answered:
            "1. Only with real influence; the chair has hinted the owners may sell within three years. 2. Some, but not a pay cut. 3. Evenings at home. 4. Month-end reporting will be largely automated. 5. I've been offered one at a housing trust. 6. Firm.",
        },
      },
      checks: [
        "The quotes are word for word from your CV and strategy summary; check two.",
        "Each scenario's early signals are things you could observe within a year, and no pay or market figure appears that you did not give.",
        "The 90-day plan has six steps at most, and every bet respects the constraints you stated.",
      ],
      whyItWorks:
        "Your CV sits first and Claude quotes its evidence before planning, as Anthropic's long-context guide advises, so skills are claimed only where you have proof; scenarios built from two uncertainties, and no-regret moves kept apart from bets, show what to do now.",
      followUp:
        "Take the early signals from each scenario and turn them into a quarterly career check I can run in fifteen minutes: the questions to ask myself, who to ask about each signal, and what reading would make me switch to the bets for a different scenario. Then draft the conversation I should have with [the person whose view would most change my plan], with the two questions that matter most.",
      dataNote:
        "Your CV, finances, family circumstances and plans to leave are personal: redact contact details and referees, share money in ranges, remove your employer's confidential details, and use a personal Claude account with model training switched off in its privacy settings; never use your employer's workspace for a plan to leave.",
      claims: [longContextStructure, consumerTraining, workspaceData],
      timeBasis: [
        { step: "Fill in your details and paste your CV and the strategy summary", minutes: [5, 7] },
        { step: "Answer Claude's clarifying questions", minutes: [5, 8] },
        { step: "Read the scenarios, the bets and the 90-day plan", minutes: [10, 12] },
        { step: "Check the flagged assumptions and correct any that are wrong", minutes: [5, 8] },
      ],
    },
    {
      title: "Personal Leadership Narrative",
      description:
        "A guided interview that draws out your story, values and turning points, checked against your current bio, then drafts a two-minute spoken narrative, a short bio and a one-line positioning statement in your own voice.",
      category: "Leadership",
      timeEstimate: "25-35 min",
      prompt: `<documents>
<document index="1">
<source>[name of the document, e.g. my current bio and notes from a talk I gave]</source>
<document_content>
[paste your current bio, a past speech or the notes of a talk you gave, so Claude hears how you speak]
</document_content>
</document>
</documents>

You are an executive communications coach who helps leaders tell the true story of why they lead the way they do. Your drafts sound like the person, not like a press release.

<context>
My role: [insert role/company]
Where I will use this narrative: [audience and occasion, e.g. an all-hands after my promotion, investor meetings, a conference panel]
What I want the audience to believe or do afterwards: [the desired effect]
</context>

Work through these steps:
1. Quote first. Find the facts about my career in the document, and the phrases that sound most like me, and copy them word for word inside <quotes></quotes> tags, each with its document index. Only these quotes and my interview answers count as facts.
2. Interview me. Ask one question at a time, and wait for each answer before the next. Cover: the moments that shaped how I lead, a failure I learned from, the values I will not trade away, what I have changed my mind about, and what I want my team to say about me in five years. Ask follow-up questions when an answer is vague. Stop after eight to ten questions.
3. Summarise what you heard in five bullet points and ask me to correct anything you got wrong.
4. Identify the one through-line that connects my experiences to what I am asking of my audience now. Offer two alternative through-lines and explain the trade-off between them, for example authenticity against ambition, or personal detail against privacy.
5. Once I choose, draft three versions: a spoken narrative of about two minutes with a clear opening, a turning point and a close that points to the future; a third-person bio of about 150 words; and a single-sentence positioning statement.
6. Review your own drafts against the questions: is every claim in the quotes or my answers, would a sceptical listener believe it, does it sound like the quoted phrases, and does it end with a clear ask or direction?

Constraints:
- Never invent achievements, numbers or anecdotes. If a gap weakens the story, ask me for a real example instead.
- Avoid cliches such as passionate about, journey and game changer.
- Keep sentences short enough to say aloud.

Output format: after the quotes, the five-bullet summary, the through-line options, then the three drafts under the headings Spoken narrative, Bio, Positioning statement, followed by three notes on how to deliver the spoken version.

Your task: using the document and the details in <context></context>, interview me and draft my leadership narrative for this occasion. Start with the quotes, then your first interview question.`,
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
At nineteen I walked into Avonmouth for my first night shift. I was too nervous to ask how a press worked.
In 2019 a press caught fire. Nobody was hurt, because Kerry, three weeks into the job, pressed the stop button before anyone told her to.
That night changed how I lead. The best warning in this building often comes from the person with the least power to give it.
So here is my ask as managing director. If something is wrong, stop the line, in the plant, in a meeting, in a plan. I will back you, and I will tell you the bad news early too.
…`,
      exampleInput: {
        filled: {
          "name of the document, e.g. my current bio and notes from a talk I gave":
            "My bio on the Corran website and notes from my 2025 apprentice graduation talk",
          "paste your current bio, a past speech or the notes of a talk you gave, so Claude hears how you speak":
            "a 120-word website bio and a page of talk notes in my own words",
          "insert role/company": "Managing director, Corran Components, a metal-pressing manufacturer",
          "audience and occasion, e.g. an all-hands after my promotion, investor meetings, a conference panel":
            "an all-hands at the Avonmouth plant after my promotion",
          "the desired effect": "people raise problems early and trust that I will back them",
        },
        firstExchange: {
          asked:
            "(After quoting your bio on starting on the Avonmouth night shift at 19 and running the plant by 31, and your talk notes) First question: which moment shaped how you lead more than any other?",
          answered:
            "The 2019 press fire. Kerry, three weeks into the job, pressed the stop button before anyone told her to. Nobody was hurt.",
        },
      },
      checks: [
        "Every date, age and event in the drafts appears in your bio, notes or answers; nothing is embellished.",
        "Read the spoken narrative aloud and time it; cut any line you would not say yourself.",
        "The bio and positioning statement claim no result you cannot back.",
      ],
      whyItWorks:
        "Quoting your bio and talk notes first gives Claude your facts and your phrasing, an interview one question at a time draws out real moments rather than adjectives, and using only quoted facts and your answers keeps every claim yours.",
      followUp:
        "Now prepare me to deliver the spoken narrative. Mark where I should pause, the one line to slow down on and the sentence most likely to sound rehearsed, with a plainer alternative. Then give me a 30-second version for when I am introduced at short notice, and list any detail I should check with the people named before I use it.",
      dataNote:
        "A CV, a bio or stories about your team can carry colleagues' names and details your employer has not made public: remove contact details, describe people by role until they agree to be named, and keep anything confidential to your company's Claude Team or Enterprise workspace.",
      otherTools: writingCardTools.leadershipNarrative,
      claims: [longContextStructure],
      timeBasis: [
        { step: "Fill in the occasion and paste your bio or talk notes", minutes: [2, 3] },
        { step: "Answer the interview, eight to ten questions one at a time", minutes: [12, 16] },
        { step: "Correct the summary and choose a through-line", minutes: [4, 6] },
        { step: "Read the three drafts, checking every claim is yours", minutes: [7, 10] },
      ],
    },
    {
      title: "Market Expansion Research",
      description:
        "A structured research memo on entering a new market, built on your own strategy papers and prospect notes: demand, customers, competitors, regulation and entry options, every claim marked known, inferred or to verify, and clear go or no-go criteria.",
      category: "Strategy",
      timeEstimate: "30-40 min",
      prompt: `<documents>
<document index="1">
<source>[name of the first document, e.g. board paper on the expansion, September 2026]</source>
<document_content>
[paste your internal paper on the expansion: strategy note, business case or board paper]
</document_content>
</document>
<document index="2">
<source>[name of the second document, e.g. notes from calls with two prospects]</source>
<document_content>
[paste market reports, prospect or partner notes, or write none]
</document_content>
</document>
</documents>

You are a senior strategy consultant who leads market-entry studies for executive teams. You reason carefully, separate evidence from assumption and say plainly when the data is thin.

<expansion>
My company and what we sell: [company name and product or service]
Current markets and customers: [where and to whom you sell today]
Target market: [target market, e.g. a country, a region or a new customer segment]
Timeframe: [timeframe]
Budget and resources available: [budget and team]
Why we are considering it now: [the trigger or opportunity]
</expansion>

Work through these steps:
1. Quote first. Find the passages of the documents that bear on demand, customers, competitors, regulation, budget and the case for entering, and copy them word for word inside <quotes></quotes> tags, each with its document index.
2. Ask me up to five clarifying questions whose answers would change the analysis. Wait for my answers.
3. Define the market precisely: which customers, which problem, which geography, and what is excluded.
4. Assess demand: the drivers of demand, how customers buy today, and the signs that the need is growing or shrinking.
5. Describe the main customer segments and rank them by attractiveness and by how well we can serve them.
6. Map the competitive landscape: local players, global players, substitutes, and the basis on which customers choose between them.
7. Summarise regulatory, legal, tax and cultural factors that would affect entry, and name what needs a local specialist to confirm.
8. Compare at least three entry options, such as direct sales, a partner or distributor, an acquisition or a pilot with one anchor customer. Weigh cost, speed, control and risk for each.
9. List the key risks and how we would find out early if each is materialising.
10. Propose go, no-go and pivot criteria we can check within the first two quarters.

Constraints: label every factual claim as Known (from a quote or my inputs, with the document index where there is one), Inferred by you, or To verify. Do not invent market sizes, growth rates or sources. Where a number matters, tell me which source or expert would provide it.

Output format: after the quotes, an executive memo of about 1,200 words with the headings Recommendation, Market definition, Demand, Segments, Competition, Regulation and local factors, Entry options compared in a table, Risks and early warnings, Decision criteria, Open questions to verify.

Your task: using the documents and the details in <expansion></expansion>, tell me whether and how we should enter the target market. Start with the quotes, then your clarifying questions.`,
      exampleOutput: `Recommendation
Enter the Netherlands through a partner pilot with one anchor customer, not direct sales. Commit no more than the £180,000 budgeted for 2027 until the go criteria below are met.

Market definition
Cold-storage operators in the Netherlands with three or more sites, buying software to monitor and cut refrigeration energy use. Excluded: single-site stores and retailers' own distribution centres (Known, document 1: the product is untested there).
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
          "name of the first document, e.g. board paper on the expansion, September 2026":
            "Lumora board paper: European expansion options, September 2026",
          "paste your internal paper on the expansion: strategy note, business case or board paper":
            "the six-page board paper, including the 2027 budget and the note that the product is untested in retailer-run sites",
          "name of the second document, e.g. notes from calls with two prospects": "Notes from calls with two Dutch operators, July 2026",
          "paste market reports, prospect or partner notes, or write none":
            "a page of call notes from each prospect, both naming the installer that bundles hardware with software",
          "company name and product or service": "Lumora, software that monitors and cuts refrigeration energy use",
          "where and to whom you sell today": "31 cold-storage operators in the UK",
          "target market, e.g. a country, a region or a new customer segment": "the Netherlands",
          timeframe: "decide by March; first Dutch customer in 2027",
          "budget and team": "£180,000 for 2027; one salesperson part-time",
          "the trigger or opportunity": "two Dutch operators approached us after the Rotterdam logistics fair in June",
        },
        firstExchange: {
          asked:
            "(After quoting the board paper's budget and both prospects' notes on the installer) 1. Would you serve food retailers' own distribution centres? 2. Would you sell through the installer the prospects named? 3. Can you support customers in Dutch? 4. What would make you stop? 5. Who decides?",
          answered:
            "1. Not yet; we have never tested in retailer-run sites. 2. Possibly, if we keep the customer relationship. 3. No, English only. 4. No paying customer within a year. 5. Me and our CEO.",
        },
      },
      checks: [
        "Each figure is quoted from your documents or labelled as inferred; open the document behind the two that matter most.",
        "The entry options table compares every option on the same criteria, and the recommendation fits your budget and team.",
        'Nothing under "Open questions to verify" is stated elsewhere as fact.',
      ],
      whyItWorks:
        "Your papers sit first and Claude quotes them before analysing, as Anthropic's long-context guide advises, so every claim labelled Known points to its source; go, no-go and pivot criteria turn the memo into a decision you can review in two quarters.",
      followUp:
        "List every claim in the memo labelled To verify. For each, tell me who can settle it (a role, not a name), the question to ask them, how long it should take and what answer would change the recommendation. Order them by how much they could change the decision, and draft the email to the first expert.",
      dataNote:
        "Don't paste unpublished budgets, board papers, sales notes or prospects' names into a personal Claude account; use your company's Claude Team or Enterprise workspace, or round the figures and remove names first.",
      claims: [longContextStructure],
      timeBasis: [
        { step: "Fill in the expansion details and paste your papers and notes", minutes: [5, 7] },
        { step: "Answer Claude's clarifying questions", minutes: [4, 6] },
        { step: "Claude reads the documents and writes the memo", minutes: [2, 3] },
        { step: "Read the memo and check each Known label against its quote", minutes: [12, 15] },
        { step: "List the To verify claims and who can settle each", minutes: [7, 9] },
      ],
    },
    {
      title: "Industry Trend Map",
      description:
        "A map of the trends shaping your industry, drawn from the reports and notes you already hold, sorted by impact and certainty, with second-order effects, what each means for your company and the signals that tell you a trend is accelerating.",
      category: "Research",
      timeEstimate: "20-30 min",
      prompt: `<documents>
<document index="1">
<source>[name of the first document, e.g. our 2026 client survey]</source>
<document_content>
[paste reports, articles or internal notes, or write none]
</document_content>
</document>
<document index="2">
<source>[name of the second document, e.g. an industry body's annual report]</source>
<document_content>
[paste a second report or article, or write none]
</document_content>
</document>
</documents>

You are an industry analyst and strategic foresight specialist. You help leadership teams see which changes in their industry matter, which are noise and how sure anyone can be.

<context>
Industry: [industry]
My company and position in it: [company name, size and where you compete]
Timeframe to consider: [timeframe, e.g. the next three years]
Trends I already track: [trends you already follow]
</context>

Work through these steps:
1. Quote first. Find the passages of the documents that point to a trend, a shift in customers or costs, or a figure, and copy them word for word inside <quotes></quotes> tags, each with its document index.
2. Ask me up to four clarifying questions about the decisions this map should inform. Wait for my answers.
3. List the trends likely to shape the industry over the timeframe, grouped under technology including AI, customers and demand, regulation and policy, economics and capital, talent and ways of working, and competition and business models. Aim for twelve to eighteen trends in total.
4. For each trend, rate the impact on my company as high, medium or low, and the certainty as high, medium or low, and give one sentence of reasoning for each rating, citing the document index where a quote supports it.
5. Place the trends in a two-by-two of impact against certainty and explain what belongs in each quadrant: act now, prepare options, monitor, or deprioritise.
6. For the five highest-impact trends, trace the second-order effects: what changes for our customers, suppliers, competitors and workforce if the trend plays out.
7. Identify where two trends reinforce or cancel each other.
8. For each high-impact trend, name two leading indicators I can watch and what reading would tell me it is accelerating.

Constraints: separate what is well established from what is your judgement, and say when your knowledge may be out of date. Use figures only from the quotes or my inputs; do not invent figures, forecasts or named studies.

Output format: after the quotes, a table with the columns Trend, Category, Impact, Certainty, Reasoning; the quadrant summary; the second-order analysis for the top five; and a one-page briefing for my leadership team ending with three questions we should discuss.

Your task: using the documents and the details in <context></context>, map the trends that will shape my industry over the timeframe and what they mean for my company. Start with the quotes, then your clarifying questions.`,
      exampleOutput: `Trend table (excerpt)
| Trend | Category | Impact | Certainty | Reasoning |
|---|---|---|---|---|
| AI-assisted triage of diagnostic images | Technology including AI | High | Medium | It could let your two imaging hubs serve all 60 practices; accuracy on your case mix is unproven. |
| Clients comparing prices online before booking | Customers and demand | High | High | 38% of new clients in your 2026 client survey said they compared prices first (document 1). |
| Competition for qualified vets and nurses | Talent and ways of working | High | High | Your vacancy rate has stayed at 11% for four quarters (document 2). |

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
          "name of the first document, e.g. our 2026 client survey": "Harrow & Vale client survey 2026",
          "paste reports, articles or internal notes, or write none":
            "the survey summary: 38% of new clients compared prices before booking",
          "name of the second document, e.g. an industry body's annual report": "Harrow & Vale HR quarterly report, Q3 2026",
          "paste a second report or article, or write none": "the HR report: vacancy rate for vets and nurses at 11% for four quarters",
          industry: "veterinary care",
          "company name, size and where you compete": "Harrow & Vale, 60 small-animal practices with two imaging hubs, across the Midlands",
          "timeframe, e.g. the next three years": "the next three years",
          "trends you already follow": "AI in diagnostics; the shortage of vets and nurses",
        },
        firstExchange: {
          asked:
            "(After quoting the survey on price comparison and the HR report on vacancies) 1. Which decisions should this map inform this year? 2. Do you publish prices today? 3. Are you open to partnerships or only to building capability? 4. Who will read the briefing?",
          answered: "1. Whether to publish prices and whether to invest in imaging. 2. No. 3. Both. 4. Our leadership team of eight.",
        },
      },
      checks: [
        "Each trend's reasoning rests on a quoted passage or is marked as Claude's own knowledge, which may be out of date.",
        "A trend rated high certainty rests on more than one source.",
        "The briefing ends with three questions your leadership team can discuss.",
      ],
      whyItWorks:
        "Your reports sit first and Claude quotes them before mapping, as Anthropic's long-context guide advises, so figures come from your sources rather than memory; rating impact and certainty separately sorts trends into act, prepare, monitor or drop.",
      followUp:
        "Take the trends in the act-now and prepare-options quadrants and turn each leading indicator into a watch list: what to measure, where the data comes from, who in my team owns it, how often to check and the reading that should trigger a leadership discussion. Keep it to one page I can review each quarter.",
      dataNote:
        "Internal notes, survey results and paid research reports may be confidential or licensed for internal use only, so paste them only into your company's Claude Team or Enterprise workspace, or summarise them with names and exact figures removed.",
      claims: [longContextStructure],
      timeBasis: [
        { step: "Fill in the context and paste your reports and notes", minutes: [4, 6] },
        { step: "Answer Claude's clarifying questions", minutes: [3, 4] },
        { step: "Claude reads the documents and maps the trends", minutes: [2, 3] },
        { step: "Read and check the trend table and quadrants", minutes: [8, 12] },
        { step: "Adapt the briefing for your leadership team", minutes: [3, 5] },
      ],
    },
    {
      title: "Competitor Playbook",
      description:
        "A reasoned read of what your main competitors are trying to do, built from their own pages and your win-loss notes, their likely next moves, and a playbook of responses for each, stress-tested in a short war game.",
      category: "Strategy",
      timeEstimate: "25-35 min",
      prompt: `<documents>
<document index="1">
<source>[name of the first document, e.g. competitors' pricing pages and announcements]</source>
<document_content>
[paste competitors' pricing pages, press releases, product updates or job adverts]
</document_content>
</document>
<document index="2">
<source>[name of the second document, e.g. win-loss notes, last two quarters]</source>
<document_content>
[paste win-loss or exit-call notes with customer names removed, or write none]
</document_content>
</document>
</documents>

You are a competitive strategy adviser who has run war games for executive teams. You infer strategy from evidence, state your confidence and think several moves ahead.

<context>
My company and offering: [company name and product or service]
Our target customers: [target market]
Competitors to analyse: [competitor names, two to four]
What else I know about them: [pricing, recent launches, hires, announcements, customer feedback, or paste notes]
Our current advantages and weaknesses as I see them: [your view]
</context>

Work through these steps:
1. Quote first. Find the passages of the documents that show what each competitor charges, launches, hires, says about itself, or is praised or criticised for, and copy them word for word inside <quotes></quotes> tags, each with its document index.
2. Ask me up to five clarifying questions about the evidence I have and the decisions this playbook should support. Wait for my answers.
3. For each competitor, infer its strategy: who it is targeting, how it wins, where it is investing, and what it appears to be neglecting. Tie each inference to a quote or to what I told you, and rate your confidence as high, medium or low.
4. Identify each competitor's likely next two moves over the next year and what would trigger them.
5. Compare us with each competitor on the five factors customers weigh most when choosing in this market, and explain how you chose those factors.
6. Build a playbook: for each likely competitor move, set out two or three response options, such as match, differentiate, ignore or pre-empt, with the cost, risk and timing of each.
7. Run a short war game of three rounds: we make a move, each competitor responds in character, and we adapt. Show the reasoning on every side.
8. Point out where our own assumptions about competitors might be wrong and how we could test them cheaply.

Constraints: do not present guesses about competitors as facts, and do not invent revenue, market share or customer numbers. Recommend only ethical, legal intelligence gathering.

Output format: after the quotes, one profile per competitor under the headings Strategy, Evidence, Confidence, Likely moves; a comparison table; the playbook as a table with the columns Competitor move, Trigger, Response options, Recommended response; the war-game transcript; and five priorities for the next two quarters.

Your task: using the documents and the details in <context></context>, tell me what my competitors are likely to do next and how we should respond. Start with the quotes, then your clarifying questions.`,
      exampleOutput: `Brackenly
Strategy: moving up-market to care groups of 20 or more homes, winning on integration with rostering; it appears to be neglecting single-home owners.
Evidence: three enterprise sales hires in September and its new group dashboard (document 1); two former customers saying its support slowed (document 2).
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
Brackenly: cuts the bundle price for new groups, betting that buyers rank integration above accuracy.
Quillon: targets the single-home owners Brackenly is leaving behind.
Fernhill adapts: …`,
      exampleInput: {
        filled: {
          "name of the first document, e.g. competitors' pricing pages and announcements":
            "Brackenly and Quillon pricing pages, and Brackenly's September announcements",
          "paste competitors' pricing pages, press releases, product updates or job adverts":
            "both pricing pages, Brackenly's press release on its dashboard for care groups of 20 or more homes, and its three enterprise sales job adverts",
          "name of the second document, e.g. win-loss notes, last two quarters": "Exit-call notes, two customers who moved to Brackenly",
          "paste win-loss or exit-call notes with customer names removed, or write none":
            "notes from two exit calls, customer names removed, both saying Brackenly's support slowed",
          "company name and product or service": "Fernhill, payroll software for care homes",
          "target market": "care-home owners and groups in the UK",
          "competitor names, two to four": "Brackenly and Quillon",
          "pricing, recent launches, hires, announcements, customer feedback, or paste notes":
            "Quillon is cheaper and courts single homes; we lost one group tender to Brackenly this year",
          "your view":
            "our payroll accuracy wins renewals and onboarding takes three weeks, where Brackenly's takes six weeks; we have no rostering integrations",
        },
        firstExchange: {
          asked:
            "(After quoting both pricing pages, Brackenly's announcements and the exit-call notes) 1. Which decisions should this playbook support? 2. Did the exit calls name anything besides support? 3. Why did you lose the group tender? 4. Which rostering tools do your customers use? 5. How much can you spend on a response?",
          answered:
            "1. What to build next and how to price group renewals. 2. No. 3. Price, and no rostering link. 4. Mostly two tools. 5. One squad for two quarters.",
        },
      },
      checks: [
        "Each evidence line points to a quoted document; check two quotes against the originals.",
        'Confidence ratings match the evidence: a "High" rests on facts, not on one customer\'s comment.',
        "The war game's moves are read as hypotheses, and the five priorities fit the resources you said you have.",
      ],
      whyItWorks:
        "Competitors' own pages and your win-loss notes sit first and Claude quotes them before inferring, as Anthropic's long-context guide advises, so every confidence rating rests on evidence; a war game in which each competitor responds in character exposes weak responses before you spend money.",
      followUp:
        "Turn the five priorities into a one-page brief for my leadership team. For each, give the owner by role, the first step this month, the cost as a range built from [our budget or cost figures] and marked as an estimate, and the signal that would tell us the competitor is making the move we prepared for. Add the three cheapest tests of our assumptions about competitors and how long each would take.",
      dataNote:
        "Don't paste customer feedback that names customers, or includes their emails, into a personal Claude Free, Pro or Max account, where chats can be used to train future models when that setting is on; use your company's Claude Team or Enterprise workspace, which Anthropic does not train on, or remove names and identifying details first.",
      claims: [longContextStructure, consumerTraining, workspaceData],
      timeBasis: [
        { step: "Fill in the context and paste competitors' pages and your win-loss notes", minutes: [6, 8] },
        { step: "Answer Claude's clarifying questions", minutes: [4, 5] },
        { step: "Claude reads the documents and writes the playbook", minutes: [2, 3] },
        { step: "Read the profiles and playbook, checking each inference against its evidence", minutes: [8, 11] },
        { step: "Read the war game and the five priorities", minutes: [5, 8] },
      ],
    },
    {
      title: "Learning + Research Hybrid",
      description:
        "Learn a new subject while researching it for a real decision, using the notes and vendor documents you already have: a quick baseline, a tailored learning path, research done alongside the lessons and a decision brief you can defend.",
      category: "Education",
      timeEstimate: "25-35 min",
      prompt: `<documents>
<document index="1">
<source>[name of the document, e.g. our operations pack, third quarter]</source>
<document_content>
[paste notes, articles or vendor documents, or write none]
</document_content>
</document>
</documents>

You are both a tutor and a research analyst. Your job is to help me understand a subject well enough to make a real decision about it, and to research that decision with me as I learn.

<context>
Topic I need to understand: [technology/concept, e.g. AI agents in customer service]
The decision I need to make: [the decision and its deadline]
My role: [insert role/company]
What I know now: [your current understanding in one or two sentences]
</context>

Work through these steps:
1. Quote first. Find the passages of the documents that bear on the decision, such as volumes, costs, constraints and vendors' claims, and copy them word for word inside <quotes></quotes> tags, each with its document index.
2. Give me a short baseline check of five questions to gauge my understanding. Wait for my answers and tell me honestly where my gaps are.
3. Build a learning path of four to six short lessons in the order that best serves the decision, not the order of a textbook. Say why each lesson is on the list.
4. Teach each lesson in no more than 250 words with one example from my industry. After each lesson, state the research question it raises for my decision and answer it as far as your knowledge and the quotes allow.
5. Keep a running list of facts established, assumptions made and questions still open, and update it after each lesson. A fact counts as established only when a quote or my answers support it; say which.
6. When the lessons are done, weigh the options for my decision, including doing nothing, against the criteria that matter to me. Ask me to confirm those criteria first.
7. Test my understanding with three scenario questions about the decision, and correct my reasoning where needed.

Constraints: keep explanations plain and concrete. Treat vendors' claims as claims, not facts. Do not invent statistics, products or case studies; when evidence would settle a question, tell me where to find it and who to ask. Say when your knowledge may be out of date.

Output format: after the quotes, the lessons in sequence, the running list under the headings Established, Assumed, Open, and a one-page decision brief with the headings Options, Trade-offs, Recommendation, What would change my mind, Next steps.

Your task: using the documents and the details in <context></context>, teach me this subject and research my decision alongside the lessons until I can defend a recommendation. Start with the quotes, then the baseline check.`,
      exampleOutput: `Running list after lesson 4
Established
- Ashdown's contact centre handles about 9,000 claims contacts a month, 40% of them status checks (operations pack, document 1).
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
Option 2, as a pilot on home claims only (I propose 12 weeks), with a handover to a person and a weekly review of every complaint.

What would change my mind
- IT confirms claim status cannot be read safely without a costly integration.
- More pilot customers ask for a person than the threshold set beforehand.

Next steps
1. Put the two open questions to IT and compliance this week.
…`,
      exampleInput: {
        filled: {
          "name of the document, e.g. our operations pack, third quarter": "Ashdown contact-centre operations pack, Q3 2026",
          "paste notes, articles or vendor documents, or write none":
            "our operations pack: about 9,000 claims contacts a month, 40% of them status checks",
          "technology/concept, e.g. AI agents in customer service": "AI agents in customer service",
          "the decision and its deadline": "whether to use an AI agent in our claims contact centre, decided by the end of March",
          "insert role/company": "Head of customer operations, Ashdown Insurance",
          "your current understanding in one or two sentences":
            "I know chat assistants can draft text. I don't know how an agent would connect to our claims system.",
        },
        firstExchange: {
          asked:
            "(After quoting the operations pack on contact volumes and status checks) Baseline check: 1. What makes an agent different from a chat assistant? 2. Where would it get a claim's status from? 3. Who is accountable when it answers wrongly? 4. What would you measure in a pilot? 5. Which calls should never go to an agent?",
          answered:
            "1. It can take actions, I think. 2. I assume it learns our claims data. 3. Probably the vendor. 4. Call time. 5. Distressed customers.",
        },
      },
      checks: [
        '"Established" holds only what your documents or cited sources support; everything else sits under Assumed or Open.',
        "Each open question names who can answer it.",
        "The recommendation says what would change its mind, and any pilot length or threshold is marked as a proposal.",
      ],
      whyItWorks:
        "Your material sits first and Claude quotes it before teaching, as Anthropic's long-context guide advises, so a fact counts as established only when a quote supports it; lessons ordered around the decision keep every minute relevant, and the running list shows what rests on guesses.",
      followUp:
        "Using the running list, write a brief for the people who can settle each open question: the questions they need to answer, why each matters to the decision, and the deadline. Then tell me which answers would make you change the recommendation, and draft a two-paragraph update for my chief executive on where the decision stands.",
      dataNote:
        "Vendor documents are often shared under a non-disclosure agreement and internal notes may name customers or staff, so paste them only into your company's Claude Team or Enterprise workspace, or remove names and confidential figures first.",
      claims: [longContextStructure],
      timeBasis: [
        { step: "Fill in the context and paste your notes or vendor documents", minutes: [3, 5] },
        { step: "Answer the five baseline questions", minutes: [3, 5] },
        { step: "Read the four to six lessons and their research notes", minutes: [9, 12] },
        { step: "Confirm your decision criteria", minutes: [1, 2] },
        { step: "Answer the three scenario questions", minutes: [5, 6] },
        { step: "Read the running list and the decision brief", minutes: [4, 5] },
      ],
    },
    {
      title: "Career + Research Hybrid",
      description:
        "Research a target role, company or sector as a career move, against your CV and the job description: how the work is changing, how your background fits, the gaps to close and a 90-day plan to get there.",
      category: "Career",
      timeEstimate: "20-30 min",
      prompt: `<documents>
<document index="1">
<source>[name of the first document, e.g. my CV]</source>
<document_content>
[paste a short career summary or CV highlights]
</document_content>
</document>
<document index="2">
<source>[name of the second document, e.g. the job description]</source>
<document_content>
[paste the job description, or the target company's annual report or strategy page, or write none]
</document_content>
</document>
</documents>

You are an executive search partner and a research analyst working together. You help senior people evaluate a career move on evidence rather than instinct.

<about_the_move>
Current role: [insert role/company]
Target role: [target role, e.g. chief operating officer]
Target company or sector: [target company or sector]
Why this move appeals to me: [your reasons]
Timeframe for the move: [timeframe]
</about_the_move>

Work through these steps:
1. Quote first. Find the passages that show what the role demands and where the company is heading, and the passages of my career summary that are evidence for those demands, and copy them word for word inside <quotes></quotes> tags, each with its document index.
2. Ask me up to five clarifying questions about my motives, my non-negotiables and what I would consider a failure. Wait for my answers.
3. Describe the target sector or company as far as the documents and your knowledge reliably allow: its business model, current pressures, and how AI and other changes are reshaping it. Say when your knowledge may be out of date and what I should verify.
4. Describe what the target role typically demands today: responsibilities, the stakeholders it answers to, how success is judged in the first year, and how the role is changing.
5. Map my background against those demands, using only the quotes and my answers as my evidence. Name my transferable strengths, the gaps a hiring panel would see, and how I could close or reframe each gap.
6. Weigh the trade-offs of the move against staying where I am and against one alternative move you think I should consider, covering growth, risk, compensation structure, lifestyle and reputation.
7. List the people I should speak to, described by role, and the questions to ask each of them.
8. Draft the story I would tell a search firm or board about why this move makes sense.

Constraints: do not invent salary figures, company facts or named executives. When a number matters, tell me where to find it. Challenge my reasons if they look weak.

Output format: after the quotes, a research brief with the headings Sector or company, The role today, Fit and gaps as a table with the columns Demand, My evidence, Gap, How to close it, Trade-offs, People to speak to, Positioning story, and a 90-day plan of no more than eight steps.

Your task: using the documents and the details in <about_the_move></about_the_move>, tell me whether this move makes sense and how to make it. Start with the quotes, then your clarifying questions.`,
      exampleOutput: `Sector or company
From the company's annual report, Solway Home Care is a private-equity-backed provider with about 2,400 carers across northern England. To verify: the owner's expected holding period and the findings of Solway's latest inspections.

The role today
The COO at a firm like Solway typically owns scheduling, recruitment and quality, answers to the chief executive and the investor's operating partner, and is judged in year one on carer retention, missed visits and margin.

Fit and gaps
| Demand | My evidence | Gap | How to close it |
|---|---|---|---|
| Running a large dispersed workforce | 1,100 staff across four hospital sites (document 1) | No experience of staff who work alone in clients' homes | Shadow a home-care coordinator; lead with your community discharge programme |
| Delivering an investor's value-creation plan | The £3.2 million cost programme, described only in public-sector terms | No investor-backed experience, the first thing a panel will probe | Retell that programme in investor terms: baseline, target, delivered |

Trade-offs
Compared with staying: faster growth and possibly equity, but less security and a likely sale when the investor exits, on a timetable still to verify. The alternative I suggest, a COO role at a larger hospital group, carries less risk but slower learning.

People to speak to
- A former COO of a private-equity-backed care provider: what surprised you in year one?
- An operating partner at a healthcare investor: what makes you back a COO from the public sector?
…`,
      exampleInput: {
        filled: {
          "name of the first document, e.g. my CV": "My career summary, 2026",
          "paste a short career summary or CV highlights":
            "1,100 staff across four hospital sites; led a £3.2 million cost programme; set up a community discharge programme",
          "name of the second document, e.g. the job description": "Solway Home Care annual report 2025, strategy section",
          "paste the job description, or the target company's annual report or strategy page, or write none":
            "the four-page strategy section of the annual report, including the carer numbers and the regions served",
          "insert role/company": "Director of operations at Meridale, a hospital trust with four sites",
          "target role, e.g. chief operating officer": "chief operating officer",
          "target company or sector": "Solway Home Care, a private-equity-backed provider with about 2,400 carers in northern England",
          "your reasons": "faster growth and a bigger say in strategy",
          timeframe: "within 12 months",
        },
        firstExchange: {
          asked:
            "(After quoting your career summary and the annual report's strategy section) 1. What would make the move a failure for you? 2. How important is equity? 3. Would you relocate? 4. What will you not compromise on? 5. What is the alternative if this falls through?",
          answered:
            "1. Leaving within two years. 2. Welcome, not essential. 3. No, I stay in the north. 4. Patient safety. 5. Staying, or a larger hospital role.",
        },
      },
      checks: [
        "Every fact about the target company is quoted from your documents or marked to verify; no salary figure is invented.",
        "Each gap in the table has a way to close it that you could start within 90 days.",
        "The 90-day plan has eight steps at most, and the people to speak to are described by role.",
      ],
      whyItWorks:
        "Your CV and the target's own documents sit first and Claude quotes them before judging, as Anthropic's long-context guide advises, so the Fit and gaps table counts only evidence you can show and reveals a hiring panel's objections before you meet one.",
      followUp:
        "Using the Fit and gaps table, prepare me for the first interview. Give me the five questions a hiring panel is most likely to ask about my gaps, a short answer for each built only from the quotes and the answers I have given you, and the two questions I should ask them that would show I understand the role. Point out any answer where my evidence is thin.",
      dataNote:
        "Before pasting your CV, redact your contact details, referees and anything confidential about your current employer, and run a job search from a personal account with model training switched off in its privacy settings rather than from your employer's enterprise workspace, whose administrators may be able to access and export conversations.",
      claims: [longContextStructure, consumerTraining, workspaceData],
      timeBasis: [
        { step: "Fill in the move and paste your CV and the job description", minutes: [4, 6] },
        { step: "Answer Claude's clarifying questions", minutes: [3, 5] },
        { step: "Claude reads the documents and writes the brief", minutes: [2, 3] },
        { step: "Read the brief and check the Fit and gaps table", minutes: [8, 11] },
        { step: "Adjust the positioning story in your own words", minutes: [3, 5] },
      ],
    },
    {
      title: "Leadership Reflection Journal",
      description:
        "A short weekly reflection: you jot down your week, Claude reads your earlier entries, asks the questions a good coach would, spots patterns and helps you commit to one change for the week ahead. Save it once as a Claude project and each week takes one message.",
      category: "Leadership",
      timeEstimate: "5-10 min",
      prompt: `<documents>
<document index="1">
<source>[name of the document, e.g. my journal entries from the last four weeks]</source>
<document_content>
[paste your last three or four journal entries, or write first session]
</document_content>
</document>
</documents>

You are a thoughtful executive coach guiding my weekly leadership reflection. You listen closely, ask precise questions and help me see patterns I would miss on my own. You are warm but direct.

<this_week>
My role: [insert role/company]
What happened this week: [the main events, decisions and conversations, in rough notes]
The moment I am proudest of: [one moment]
The moment I would handle differently: [one moment]
How I am feeling about my work right now: [a few words]
Last week's commitment and how it went: [your previous commitment, or write first session]
</this_week>

Work through these steps:
1. Quote first. From my earlier entries, copy word for word inside <quotes></quotes> tags, each with its document index, the commitments I made and any theme that keeps coming back, no more than five passages. If this is my first session, say so and go on.
2. Reflect back in three sentences what you heard this week, including anything I seemed to avoid saying.
3. Ask me three questions, one at a time, waiting for each answer. Choose questions that go beneath the events, for example what I was protecting in the difficult moment, what the other person would say happened, or what I decided without noticing.
4. Name one pattern you see in how I lead, drawing on this week and on the quoted entries. State it as a hypothesis I can accept or reject, not as a verdict.
5. Weigh two possible changes I could try next week, with the likely benefit and the cost or discomfort of each.
6. Help me turn the one I choose into a specific commitment: what I will do, when, with whom, and how I will know it worked.

Constraints:
- Keep your responses short; this should take ten minutes, not an hour.
- Do not diagnose, flatter or lecture. If I describe signs of serious stress or burnout, say so plainly and suggest talking to someone I trust or a professional.

Output format: after the quotes and our exchange, end with a journal entry I can save, under the headings Week of [date], What happened, What I learned, Pattern to watch, Commitment for next week, and one question to carry into the week.

Your task: using my earlier entries and the notes in <this_week></this_week>, guide this week's reflection and help me commit to one change. Start with the quotes.`,
      exampleOutput: `What I heard
You are proudest of backing Megan's call to delay the Harbour Marine order, and you would handle Thursday's board call differently. You mentioned the finance director twice and moved on both times.

Pattern to watch (hypothesis)
When a decision is contested, you settle it quickly yourself, then feel you were not challenged. Your entry for 26 October describes the same thing at the pricing review. Accept or reject this.

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
          "name of the document, e.g. my journal entries from the last four weeks":
            "Journal entries, weeks of 19 October to 9 November 2026",
          "paste your last three or four journal entries, or write first session":
            "my last four saved entries, including the pricing review of 26 October and the commitment to walk the shop floor every Friday",
          "insert role/company": "Managing director, Harbourside Boatworks",
          "the main events, decisions and conversations, in rough notes":
            "delayed the Harbour Marine order on Megan's advice; board call on Thursday, cut short the night-shift rota debate; missed Friday's shop-floor walk again",
          "one moment": "proudest: backing Megan's call on the order; would handle differently: closing the rota debate on the board call",
          "a few words": "busy, a bit impatient",
          "your previous commitment, or write first session": "walk the shop floor every Friday; missed it twice",
          date: "16 November 2026",
        },
      },
      checks: [
        "The quoted commitments are word for word from your earlier entries.",
        "The pattern is offered as a hypothesis you can accept or reject, not a verdict.",
        "Your commitment says what you will do, when, with whom and how you will know it worked.",
      ],
      whyItWorks:
        "Earlier entries sit first and this week's notes in their own tags, so Claude quotes your past commitments before asking anything, as Anthropic's prompting guides advise; questions one at a time go beneath the events, and a commitment with a test makes next week measurable.",
      followUp:
        "Read my journal entries from the last month together: they are in the project knowledge, or if I am not using a project, here they are: [paste your last four journal entries]. Quote the commitments I made, tell me which I kept, which I dropped and what the dropped ones have in common. Name the pattern you see across the month as a hypothesis, and suggest one commitment for next week that tests it directly.",
      dataNote:
        "Journal entries often name colleagues and touch on health, pay or performance matters, so remove names (refer to people by role), keep the journal in a private project in a personal account with model training switched off in its privacy settings, and keep anything about a live HR case to tools your company has approved for it.",
      claims: [
        longContextStructure,
        xmlTags,
        {
          text: "A Claude project is a workspace with its own chat history and knowledge base: the documents added to the project knowledge and the project instructions are used in every chat in that project, and only Team and Enterprise plans can share a project with colleagues.",
          source: sources.claudeProjects,
          checked: checkedDec2026,
        },
        {
          text: "Projects are available on all free and paid ChatGPT plans; a project's instructions apply only inside that project and override your general custom instructions.",
          source: sources.openAiProjects,
          checked: checkedNov2026,
        },
        consumerTraining,
      ],
      timeBasis: [
        { step: "Jot down this week's notes (setting up the project the first time is extra)", minutes: [2, 3] },
        { step: "Answer Claude's three questions, one at a time", minutes: [2, 4] },
        { step: "Choose a change and shape the commitment", minutes: [1, 2] },
        { step: "Save the journal entry to the project knowledge", minutes: [0, 1] },
      ],
      project: {
        cadence: "weekly",
        instructions: `You are a thoughtful executive coach guiding my weekly leadership reflection. You listen closely, ask precise questions and help me see patterns I would miss on my own. You are warm but direct.

About me: I am [your role and organisation]. [anything a coach should know, e.g. first year in the role, or a merger under way]

The project knowledge holds my earlier journal entries, one file per week. Each week I send my notes for the week. Then:
1. Quote first: copy word for word inside <quotes></quotes> tags, each with the name of the entry it comes from, the commitments I made and any theme that keeps coming back, no more than five passages.
2. Reflect back in three sentences what you heard this week, including anything I seemed to avoid saying.
3. Ask me three questions, one at a time, waiting for each answer, that go beneath the events.
4. Name one pattern in how I lead, drawing on this week and the earlier entries, as a hypothesis I can accept or reject, not a verdict.
5. Weigh two possible changes for next week, with the likely benefit and the cost or discomfort of each.
6. Help me turn the one I choose into a specific commitment: what I will do, when, with whom, and how I will know it worked.

Keep responses short; a session should take ten minutes. Do not diagnose, flatter or lecture. If I describe signs of serious stress or burnout, say so plainly and suggest talking to someone I trust or a professional.

End with a journal entry I can save, under the headings Week of (the date I give), What happened, What I learned, Pattern to watch, Commitment for next week, and one question to carry into the week.`,
        files: [
          "Your saved journal entries, one file per week named with its date; add each new entry after the session",
          "Optional: your objectives for the year or your role profile, so patterns can be read against what you are there to do",
        ],
        // Issue 45, Deliver 3: Claude's plans for projects re-checked; reports differ on the Free
        // plan, so the card names the page to check instead of stating it.
        plans:
          'Whether your Claude plan includes projects, and how many, is on Claude\'s Help Center page "What are projects?": check it before you set one up. In ChatGPT, projects are on every plan, Free included.',
        eachTime:
          "My notes for the week of [date]. What happened: [the main events, decisions and conversations]. Proudest moment: [one moment]. Would handle differently: [one moment]. How I feel about my work: [a few words]. Last week's commitment and how it went: [your previous commitment and how it went].",
      },
    },
  ],
};
