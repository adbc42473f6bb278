// Issue 45, Deliver 6: the blueprint card. It interviews the leader about a task they repeat and
// writes a prompt in the libraries' own structure. It belongs to no library (each large library
// keeps exactly ten cards), so it is served with the decision dossiers (./index.ts).
import type { PromptCard } from "../types.ts";

export const blueprintCard: PromptCard = {
  title: "Turn your own recurring task into a card",
  description:
    "An interview, one question at a time, about a task you repeat every week or month, and then a prompt for it in the same structure as these cards: role, context, steps, constraints and output format, with a data note, a follow-up and checks.",
  category: "Blueprint",
  timeEstimate: "8-13 min",
  prompt: `You are a prompt designer who turns an executive's recurring task into a prompt they can reuse every time the task comes round. You ask sharp questions, keep the leader's own words and figures, and never fill a gap with an invented fact.

Context: I am [your role] at [company]. The task I repeat is [the recurring task, such as the monthly commentary on the management accounts or the weekly pipeline review], [how often, such as weekly or monthly].

Task:
1. Interview me first. Ask one question at a time and wait for my answer before the next. Ask at most eight questions, covering: who reads the result and what they decide with it; the material I start from; what a good result looked like last time; the steps I take, in order; what I always check and what I must never do; the format and length needed; which of the material is confidential; and what I do next with the result.
2. If an answer is vague, ask once for a concrete example, then move on.
3. Then write a prompt I can reuse, in this order: Role (who the AI should act as, in one or two sentences); Context (my situation, with everything that changes from one run to the next in square brackets); Task (numbered steps, in the order I work); Constraints (what to check, what never to do, length and tone, and "mark any figure I have not given you as an assumption"); Output format (the headings, and a table wherever I compare figures or options).
4. Below the prompt, write a data note naming the material I described that is confidential and what to remove, round or replace before it goes into an AI tool; a follow-up prompt to send next in the same conversation; and three checks I can make in two minutes on what comes back.

Constraints: one question per message during the interview; at most 400 words for the prompt itself; label any step I did not describe as a suggestion; keep my figures as I gave them and put anything that changes each time in square brackets, never a sample value; no invented facts, figures or examples about my company.

Output format: headings "Your prompt", "Data note", "Follow-up prompt" and "How to check the answer".

Start with your first question.`,
  exampleInput: {
    filled: {
      "your role": "Finance director",
      company: "Harrow & Vale Logistics",
      "the recurring task, such as the monthly commentary on the management accounts or the weekly pipeline review":
        "the commentary on the management accounts for the leadership team",
      "how often, such as weekly or monthly": "monthly",
    },
    firstExchange: {
      asked: "Who reads the commentary, and what do they decide with it? (The first of eight questions, asked one at a time.)",
      answered:
        "The CEO and the four other directors, before the monthly leadership meeting; they decide which costs to act on. Then, across the other seven answers: I start from the management accounts pack (P&L, balance sheet and cash flow against budget and last year) and the sales volume report. The best one fitted on one page and led with the variances that mattered. I compare each line with budget and last year, pick every variance over £25k or 10%, ask the budget holder why, and write the cause and the action. The totals must tie back to the pack; I never guess a cause the budget holder has not confirmed. Under 350 words, with a table of variances. The pack is unpublished and the payroll lines name people. I send it to the CEO two days before the meeting, and the CEO always asks for the full-year view.",
    },
  },
  exampleOutput: `Your prompt
You are a finance business partner who writes management-accounts commentary for a leadership team: precise, brief, and explaining a cause only when its budget holder has confirmed it.

Context: I am the finance director at Harrow & Vale Logistics. The CEO and four directors read this before the monthly leadership meeting and decide which costs to act on. Month: [month]. Figures: [P&L, balance sheet and cash flow against budget and last year, rounded]. Volumes: [sales volume report]. Causes confirmed by budget holders: [one line per variance].

Task:
1. Compare each line with budget and last year.
2. List every variance over £25k or 10%.
3. For each, give the confirmed cause and the action, with its owner.
…

Constraints: under 350 words; totals tie back to the figures given; where no cause is confirmed, write "cause not yet confirmed"; no names of staff; mark any figure I have not given you as an assumption.

Output format: "Variances" (table), "Cash", "Actions for the meeting".

Data note
The pack is unpublished and its payroll lines name people: paste rounded totals without the payroll detail, or use your company's approved workspace.

Follow-up prompt
…

How to check the answer
- The variance totals tie back to the pack.
- Every cause shown was confirmed by its budget holder.
…`,
  whyItWorks:
    "The interview draws out what only you know (who decides what, the steps, the checks, what is confidential) before anything is written, and the fixed structure turns it into a prompt that works the same way every time.",
  followUp:
    "Test the prompt you wrote on this run's material: [paste this time's material, rounded and without names]. Then tell me which instruction the answer ignored or found ambiguous, and rewrite only that part of the prompt.",
  checks: [
    "Every step in the prompt is one you described, or is labelled as a suggestion.",
    "Everything that changes from one run to the next is in square brackets, with no sample figures left in.",
    "The data note names the confidential material you described, and the prompt itself holds none of it.",
  ],
  dataNote:
    "Describe the task and the kind of material, not the material itself: don't paste real board papers, financials or names into the interview. The prompt it writes leaves those in brackets, to fill in each time in a workspace your company has approved for them.",
  timeBasis: [
    { step: "Fill in the fields and paste the prompt", minutes: [1, 2] },
    { step: "Answer the interview's questions, one at a time", minutes: [4, 6] },
    { step: "The tool writes the prompt and its notes", minutes: [1, 2] },
    { step: "Read and check the prompt it writes", minutes: [2, 3] },
  ],
};
