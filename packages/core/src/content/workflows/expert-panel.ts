import { syntheticPersonaLimits } from "../simulation-limits.ts";
import type { GuideContents, SimulationCard } from "../types.ts";

function simulationInstructions(session: string): string[] {
  return [
    "Log into your multi-agent simulation tool, or any AI chat tool such as ChatGPT, Claude or Gemini.",
    "Copy the prompt with the Copy button and paste it into a new session.",
    "Replace every bracketed field with your own details; the more specific the context, the sharper the " + session + ".",
    "Run it, read the whole transcript, and put follow-up questions to any participant by name.",
    `Treat the result as a rehearsal, not evidence. ${syntheticPersonaLimits}`,
  ];
}

export const simulationCards: SimulationCard[] = [
  {
    title: "Customer Focus Group",
    participants: 6,
    description: "Hear how 6 different customers react to your product, offer or price before you spend on building or launching it.",
    features: [
      "6 distinct customer personas adapted to your target market",
      "A moderated session: first reactions, deep dive, price test and a closing round on what would change each mind",
      "Objections surfaced and probed rather than glossed over",
      "A moderator's report with insights, quotes and the changes to test next",
    ],
    instructions: simulationInstructions("focus group"),
    prompt: `Run a simulated customer focus group with 6 participants to test [your product or idea] with [target customers].

You are the moderator, an experienced qualitative researcher. Play each participant as a distinct person with their own voice, priorities and objections, and keep them consistent for the whole session. Adapt each participant's job and company so all of them belong to [target customers], while keeping the contrasts between them:

Participant 1: Beatriz, 34, operations manager at a mid-sized company; practical, short of time, sceptical of new tools.
Participant 2: Graham, 52, owner of a family business; careful with money, loyal to suppliers he knows.
Participant 3: Ama, 27, marketing lead at a fast-growing startup; an early adopter who compares everything with tools she already uses.
Participant 4: Stefan, 45, procurement lead at a large enterprise; focused on risk, contracts and security reviews.
Participant 5: Noor, 39, independent consultant; buys for herself and wants quick value and fair monthly pricing.
Participant 6: Rafael, 61, former executive who now advises small companies; thinks about long-term value and trust.

How the session runs:
1. Warm-up: each participant introduces themselves and describes how they deal with [the problem your product solves] today.
2. First reaction: show them this description and price: [one-paragraph description and price]. Each participant reacts in turn before hearing the others.
3. Deep dive: probe what they would use it for, what would stop them buying and what they would compare it with. Let participants challenge each other.
4. Price test: ask what price would feel like a bargain, fair, and too expensive, and why.
5. Close: each participant names the one change that would make the product more appealing to them, and the doubt that would remain.

Rules: nobody agrees just to be polite; when a reaction sounds too positive, the moderator probes for the doubt behind it. Keep budgets and the effort of switching realistic.

The session ends after the close. Then write the moderator's report: the three most important insights, the strongest objection, one quote that captures each participant's view, labelled as simulated reactions rather than evidence of demand, and the three changes to test next with real customers.`,
    promptPreview: "Run a simulated customer focus group with 6 participants to test [your product or idea] with [target customers].",
    colour: "pink",
  },
  {
    title: "Expert Panel",
    participants: 5,
    description: "Put a strategy, investment or big decision in front of 5 seasoned experts who challenge it from different angles.",
    features: [
      "5 experts covering industry, finance, technology, regulation and go-to-market",
      "Opening assessments, cross-examination and a devil's advocate round",
      "Each expert scores the plan and names the condition that would change their mind",
      "A written verdict with consensus, dissent and the next steps",
    ],
    instructions: simulationInstructions("panel's challenge"),
    prompt: `Convene a simulated expert panel of 5 specialists to evaluate this plan: [your plan or decision]. Context: [company, market and stage], with [budget and timeframe].

You are the chair, a neutral facilitator who keeps the discussion specific and on time. Play each expert with their own expertise, style and blind spots, and keep them consistent:

Participant 1: Dr. Helen Park, former chief strategy officer with 25 years in [industry]; sees the market through competitive dynamics and timing.
Participant 2: Marcus Webb, former CFO and private equity operating partner; focuses on unit economics, cash and downside risk.
Participant 3: Leila Haddad, chief technology officer who has scaled two software platforms; judges feasibility, build cost and technical debt.
Participant 4: Victor Almeida, regulatory and legal counsel who has advised companies in regulated markets; looks for compliance, liability and reputational risk.
Participant 5: Camille Laurent, go-to-market leader who has built sales teams from scratch; tests whether customers will buy and through which channel.

How the session runs:
1. Briefing: the chair summarises the plan in five sentences and states the decision the panel must advise on.
2. Opening assessments: each expert gives their view in under 150 words: the strongest point, the biggest weakness and one question for the team.
3. Cross-examination: the experts question each other's assumptions; the chair makes sure every disagreement is argued with reasons, not just stated.
4. Devil's advocate: the most supportive expert argues the strongest case against the plan.
5. Scoring: each expert scores the plan from 1 to 10 and names the one condition that would change their score.

The session ends with the chair's verdict: the panel's recommendation (proceed, proceed with changes, or stop), where the experts agree, where they disagree and why, the three biggest risks with a mitigation for each, and the first three actions for the next 30 days.`,
    promptPreview: "Convene a simulated expert panel of 5 specialists to evaluate this plan: [your plan or decision].",
    dataNote:
      "Don't paste an unpublished plan, its budget or the terms of a deal into a consumer chat account: use your company's approved enterprise AI workspace, or round the figures and remove the names of customers, partners and targets before you paste.",
    colour: "blue",
  },
  {
    title: "Policy Roundtable",
    participants: 6,
    description:
      "See how 6 stakeholders with competing interests react to a policy, regulation or public position before you take a stand.",
    features: [
      "6 stakeholders: regulator, industry, consumers, academia, civil liberties and small business",
      "Position statements, trade-off debate and a search for common ground",
      "The arguments your critics will use, heard before they are made in public",
      "A roundtable summary with agreed points, dissent and draft recommendations",
    ],
    instructions: simulationInstructions("debate"),
    prompt: `Host a simulated policy roundtable with 6 stakeholders on this question: [policy question or proposed regulation]. It affects [who is affected], in [country or region]. Our organisation's current position: [your position].

You are the facilitator, an experienced convener of public policy discussions who gives every voice equal time and presses for specifics. Play each participant with their own interests, evidence and red lines, and keep them consistent:

Participant 1: Margaret Chen, senior official at the relevant regulator; focused on enforceability, public interest and precedent.
Participant 2: Robert Alvarez, head of policy at the main industry association; focused on compliance cost, innovation and competitiveness.
Participant 3: Nadia Rahman, director of a consumer advocacy group; focused on fairness, transparency and protection of vulnerable people.
Participant 4: Professor David Keller, economist who studies regulation; focused on evidence, unintended consequences and what has worked elsewhere.
Participant 5: Theresa Okonjo, civil liberties lawyer; focused on rights, privacy and the limits of state power.
Participant 6: Sam Patel, owner of a 40-person business in the affected sector; focused on practical burden, cash flow and clarity of the rules.

How the session runs:
1. Framing: the facilitator states the question and the decision at stake in three sentences.
2. Positions: each participant states their position, the evidence behind it and their red line.
3. Trade-offs: the facilitator puts the two sharpest conflicts to the group and asks each side to propose a compromise.
4. Common ground: the group identifies what most of them could accept.
5. Final word: each participant says what they would tell the press about the outcome.

The roundtable ends after the final word. Then write a summary: areas of agreement, unresolved disagreements, the strongest argument against our position, three draft recommendations, and how each stakeholder is likely to react in public.`,
    promptPreview: "Host a simulated policy roundtable with 6 stakeholders on this question: [policy question or proposed regulation].",
    colour: "teal",
  },
  {
    title: "Board Simulation",
    participants: 6,
    description: "Rehearse a board meeting with 6 demanding board members before you present a major proposal for real.",
    features: [
      "6 board members: chair, investors, independents and an audit committee chair",
      "You present as CEO and answer the board's questions live",
      "Tough questions on strategy, numbers, risk and execution",
      "A vote, the resolution as minuted, and the conditions attached",
    ],
    instructions: simulationInstructions("rehearsal"),
    prompt: `Simulate a board meeting of [company] with 6 board members. I am the CEO presenting this proposal: [your proposal, such as a new market, a fundraise or an acquisition]. Key facts and numbers: [summary of financials, plan and ask].

Play each board member with their own priorities, questioning style and level of support, and keep them consistent:

Participant 1: Elizabeth Grant, independent chair and former CEO of a listed company; runs a tight meeting and pushes for a clear decision.
Participant 2: Michael Torres, director appointed by the lead investor; focused on growth, returns and the timing of the next raise.
Participant 3: Anjali Mehta, audit committee chair and former CFO; tests the numbers, cash runway and financial controls.
Participant 4: Olumide Bakare, independent director who has run operations in [industry]; asks how the plan will actually be executed.
Participant 5: Hannah Weiss, director appointed by a second investor; sceptical, focused on downside risk and what could go wrong.
Participant 6: Kenji Sato, independent director with a background in people and culture; asks about leadership capacity, hiring and morale.

How the meeting runs:
1. The chair opens and states the decision the board is asked to make.
2. Present my proposal in summary from the facts above, then pause and ask me to add anything before questions.
3. Questions: each board member asks their hardest question in turn. After each question, stop and wait for my answer before continuing. Follow up when my answer is vague.
4. Debate: the board discusses the proposal among themselves, with me present, and raises the conditions they would attach.
5. Vote: each member votes for, against or abstains, and gives a one-sentence reason.

The meeting ends after the vote. Then write the minutes: the resolution as passed or rejected, the conditions attached, the concerns to address before the next meeting, and feedback on where my answers were strongest and weakest.`,
    promptPreview: "Simulate a board meeting of [company] with 6 board members.",
    dataNote:
      "Don't paste unpublished accounts, forecasts or deal terms into a consumer chat account: use your company's enterprise AI workspace, or round the figures and remove names of investors, customers and targets before you paste.",
    colour: "green",
  },
];

export const expertPanelGuide: GuideContents["expert-panel"] = { guide: "expert-panel", cards: simulationCards };
