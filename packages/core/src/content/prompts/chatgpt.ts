// The ChatGPT library (spec §3): ten ready-to-paste prompts for an executive's real work,
// each with a role, context, numbered steps, constraints and an exact output format.
import { checkedDec2026, checkedNov2026, sources } from "../sources.ts";
import type { ChatgptMode, ChatgptRun, Claim, LargePromptLibrary, PromptCard, TimeStep } from "../types.ts";
import { libraryHeadings } from "../../library-headings/index.ts";
import { writingCardTools } from "./other-tools.ts";

// What the cards say about ChatGPT's modes, tools and Projects, each checked against OpenAI's own pages.
const modelPicker: Claim = {
  text: "In ChatGPT's model picker, Instant gives fast answers and Medium, High and Extra High give standard, extended and the highest reasoning; with Instant selected, ChatGPT can switch to more reasoning on its own.",
  source: sources.openAiModelPicker,
  checked: checkedNov2026,
};
const deepResearchPlan: Claim = {
  text: "Deep research starts from the tools menu (+) or by typing /Deepresearch, proposes a research plan you can review and change before it begins, and delivers a report with citations or source links.",
  source: sources.openAiDeepResearch,
  checked: checkedNov2026,
};
const deepResearchSources: Claim = {
  text: "By default, deep research can use the public web and the files you upload.",
  source: sources.openAiDeepResearch,
  checked: checkedNov2026,
};
const deepResearchTime: Claim = {
  text: "Deep research can take anywhere from 5 to 30 minutes to finish its work.",
  source: sources.openAiIntroducingDeepResearch,
  checked: checkedDec2026,
};
/** The run itself: the card's hands-on time leaves it out, and shows it beside the estimate. */
const deepResearchRun: TimeStep = {
  step: "Deep research runs on its own; you can leave it and come back",
  minutes: [5, 30],
  background: true,
};
const webSearch: Claim = {
  text: "ChatGPT search is available on the Free plan as well as paid plans, and answers with links to relevant web sources.",
  source: sources.openAiSearch,
  checked: checkedNov2026,
};
const canvas: Claim = {
  text: "Canvas opens a draft beside the chat, where you can edit the text yourself or highlight a passage for ChatGPT to change; writing “use canvas” in a prompt opens it.",
  source: sources.openAiCanvas,
  checked: checkedNov2026,
};
const projects: Claim = {
  text: "Projects are available on all free and paid ChatGPT plans; a project's instructions apply only inside that project and override your general custom instructions.",
  source: sources.openAiProjects,
  checked: checkedNov2026,
};

const instantForEveryone: Claim = {
  text: "GPT-5.5 Instant is ChatGPT's default for all logged-in users, and when Instant is selected ChatGPT can automatically use more reasoning for complex requests.",
  source: sources.openAiModelPicker,
  checked: checkedDec2026,
};

// What a reader on the Free plan can do (issue 45, Deliver 3). Only Instant is sure to be on every
// plan; which reasoning levels, deep-research runs and tools a plan includes is for the reader to
// check on OpenAI's pricing page, so the notes name it rather than state it.
const freePlanModes: Record<ChatgptMode, string> = {
  Instant: "Instant is ChatGPT's default for every logged-in user, so this runs as written on the Free plan.",
  Medium:
    "If Medium is not in your model picker (chatgpt.com/pricing lists what each plan includes), send the prompt in Instant, every logged-in user's default, which can switch to more reasoning on its own.",
  High: "If High is not in your model picker (chatgpt.com/pricing lists what each plan includes), send the prompt in Instant, every logged-in user's default, which can switch to more reasoning on its own; check its working more closely.",
  "Deep research":
    "If Deep research is not in your tools menu, or your runs for the month are used up (chatgpt.com/pricing lists what each plan includes), send the prompt in Instant with Web search on, which the Free plan has, and ask for the source and date of every figure.",
  "Agent mode":
    "If Agent mode is not in your tools menu (chatgpt.com/pricing lists what each plan includes), ask for the steps as a checklist you carry out yourself.",
};

const freePlanTools: Record<string, string> = {
  "Web search": "Web search is on the Free plan too.",
  Canvas: "If canvas does not open on your plan, ask for the draft in the chat and edit it there.",
};

function onFreePlan(run: ChatgptRun): string {
  return [freePlanModes[run.mode], ...run.tools.map((tool) => freePlanTools[tool] ?? "")].filter(Boolean).join(" ");
}

const projectPlans =
  'Projects are on every ChatGPT plan, Free included. Whether your Claude plan includes projects, and how many, is on Claude\'s Help Center page "What are projects?": check it before you set one up.';

/** Each card as the reader on any plan needs it: the Free plan note beside the mode, and which
 * plans include projects beside a project. */
function withPlanNotes(cards: PromptCard[]): PromptCard[] {
  return cards.map((card) => ({
    ...card,
    ...(card.runIn && {
      runIn: { ...card.runIn, onFreePlan: onFreePlan(card.runIn) },
      claims: [...(card.claims ?? []), instantForEveryone],
    }),
    ...(card.project && { project: { ...card.project, plans: projectPlans } }),
  }));
}

export const chatgptLibrary: LargePromptLibrary = {
  kind: "large",
  tool: "chatgpt",
  ...libraryHeadings.chatgpt,
  prompts: withPlanNotes([
    {
      title: "AI Tutor (Leadership Education)",
      description:
        "A patient, personal tutor that teaches you an AI or leadership topic at your level, using examples from your own industry. Each session ends with a quick check of understanding and a plan for the next one.",
      category: "Education",
      timeEstimate: "15-20 min",
      prompt: `You are an expert executive educator and AI tutor who teaches busy senior leaders through short, interactive sessions. You explain ideas in plain business language, use analogies from the learner's own industry and check understanding before moving on.

Context: I am [your name], [your role] at [company] in the [industry] industry. My current knowledge of this topic is [beginner, intermediate or advanced]. I want to learn about [topic, such as how large language models work, AI governance or leading change during AI adoption] so that I can [goal, such as make better investment decisions or explain it to my board]. I have [time available] minutes for this session.

Task:
1. Before teaching, ask me up to three short diagnostic questions to find out what I already know, then wait for my answers.
2. Based on my answers, set out a learning plan of three to five bite-sized concepts in a logical order.
3. Teach one concept at a time: a plain-language explanation of no more than 150 words, one analogy from [industry], and one concrete example of how a company like [company] could use or be affected by it.
4. After each concept, ask me one question that tests understanding rather than recall, and give feedback on my answer before continuing.
5. At the end, summarise the key takeaways and suggest one practical action I can take at work this week.

Constraints: no jargon without a one-line definition; never invent statistics, studies or quotes, and say when something is uncertain or contested; keep each message short enough to read in under two minutes; adapt the pace if I say "slower" or "faster".

Output format: for each concept use the headings "Concept", "In plain terms", "Analogy", "In your business" and "Check your understanding". Finish the session with "Key takeaways" (three bullets), "Your action this week" (one bullet) and "Next session" (the topic I should learn next and why).`,
      exampleOutput: `Concept
1 of 4: What a large language model actually does

In plain terms
A large language model predicts the next word in a piece of text, one word at a time, using patterns learned from a vast amount of writing. It does not look facts up unless it is connected to a search tool or to your documents. That is why it can write a fluent notice about a route change in seconds and, in the same reply, state a wrong delivery deadline with full confidence. Fluency is not accuracy.

Analogy
Think of an experienced transport planner who has read every job sheet Fernvale Logistics has ever produced. Ask for a plan for a Friday peak and they will sketch a convincing one from memory, but they have not checked today's driver rota. You would still confirm the rota before the lorries leave.

In your business
Fernvale's customer service team could use a model to draft replies to delay enquiries, with the live tracking status pasted in by the agent. The model handles tone and structure; the tracking system supplies the facts, and the agent checks both before sending.

Check your understanding
A depot manager tells you: "The AI says the Doncaster customer's contract lets us deliver a day late without a penalty, so we're fine." What would you ask before accepting that, and why?`,
      exampleInput: {
        filled: {
          "your name": "Rachel Dunmore",
          "your role": "Chief operating officer",
          company: "Fernvale Logistics",
          industry: "road haulage and warehousing",
          "beginner, intermediate or advanced": "beginner",
          "topic, such as how large language models work, AI governance or leading change during AI adoption":
            "how large language models work",
          "goal, such as make better investment decisions or explain it to my board": "judge the AI proposals my managers bring me",
          "time available": "20",
        },
        firstExchange: {
          asked:
            "1. Have you used a chat assistant at work, and for what? 2. What do you think happens when you type a question into one? 3. Which AI proposal is on your desk now?",
          answered:
            "1. Only to tidy up emails. 2. I assume it searches the internet. 3. Customer service wants it to answer delivery-delay enquiries.",
        },
      },
      checks: [
        "Each explanation stays under 150 words and uses an analogy from your own industry, as the prompt asks.",
        "No statistic, study or quote appears without a source or a note that it is uncertain; ask for the source of any that does.",
        "The check question makes you apply the idea to a case from your work, not recall a definition.",
      ],
      whyItWorks:
        "Diagnostic questions come first, so the lesson starts at your level, and the question after each concept tests whether you can apply the idea before the tutor moves on.",
      followUp:
        "Turn everything you have taught me in this session into a one-page briefing I can share with my leadership team: each concept in plain terms, one example from our business for each, three questions we should ask before approving any AI project, and the topic we should learn next. Keep it under 350 words.",
      runIn: {
        mode: "Instant",
        tools: [],
        why: "A tutoring session is many short turns, and Instant answers each in seconds; it can switch to more reasoning on its own when a question needs it.",
      },
      timeBasis: [
        { step: "Fill in the fields", minutes: [2, 3] },
        { step: "Answer its diagnostic questions", minutes: [2, 3] },
        { step: "Work through each concept and answer its check question", minutes: [9, 11] },
        { step: "Read the takeaways and note your action", minutes: [2, 3] },
      ],
      claims: [modelPicker],
    },
    {
      title: "Leadership Coach (Decision-Making)",
      description:
        "A coaching conversation that helps you think through a difficult decision, test your assumptions and weigh the options against what matters most. You leave with a clear recommendation and the next step to take.",
      category: "Leadership",
      timeEstimate: "15-20 min",
      prompt: `You are an experienced executive coach who specialises in high-stakes decision-making. You ask sharp questions, challenge assumptions respectfully and help leaders reach decisions they can explain and stand behind. You do not make the decision for me; you help me make it well.

Context: I am [your role] at [company]. The decision I am facing is [describe the decision]. The options I am considering are [option A], [option B] and [option C, if any]. The people affected are [key stakeholders]. I need to decide by [deadline], and what matters most to me in this decision is [your priorities or values, such as long-term growth, team trust or cost].

Task:
1. Restate the decision in one sentence and ask up to three clarifying questions. Wait for my answers before continuing.
2. Reframe the decision: is this the right question, is it reversible or hard to reverse, and is there an option I have not considered?
3. List the key assumptions behind each option and ask me which I am least sure about.
4. Build a weighted decision matrix with four to six criteria drawn from my priorities, score each option from 1 to 5 and show the weighted totals.
5. Run a pre-mortem: imagine it is a year from now and the chosen option has failed; list the three most likely reasons why.
6. Check for common biases, such as sunk cost, confirmation bias and overconfidence, and point out any that seem present.
7. Summarise where the evidence points and propose the smallest next step that reduces uncertainty.

Constraints: ask one set of questions at a time; be candid rather than reassuring; keep each response under 350 words; flag gaps in the information I give you.

Output format: finish with a "Decision brief" containing: the decision, the options, the decision matrix as a table, top risks with mitigations, the leading option, and "My next step" with an owner and a date.`,
      exampleOutput: `Decision brief

Decision
Whether Stanmoor Ceramics modernises its Longton kiln site, consolidates production into the main Burslem factory or keeps both sites as they are for another year.

Options
- A: Consolidate into Burslem (one-off cost about £650k)
- B: Modernise the Longton kilns (£1.2m over two years)
- C: Keep both sites unchanged for twelve months

Decision matrix (scores from 1 to 5)
| Criterion (proposed weight) | A: Consolidate | B: Modernise | C: Keep both |
|---|---|---|---|
| Cost (30%) | 4 | 2 | 3 |
| Team trust and retention (25%) | 2 | 4 | 3 |
| Delivery reliability (25%) | 3 | 5 | 2 |
| Reversibility (20%) | 1 | 3 | 5 |
| Weighted total | 2.65 | 3.45 | 3.15 |

Top risks and mitigations
- Installation overruns into the Christmas peak: fix the work for January to March and agree a penalty clause with the supplier.
- The savings case rests on the energy-price assumption you were least sure of: ask finance to re-run it at three price levels.
- The Longton team reads a long delay as a closure decision: tell them this month what is being decided and when.

Leading option
B, phased: replace kiln 1 first (about £500k), then decide on kiln 2 after a proposed six months of energy data.

My next step
Owner: you. By 11 December: obtain two fixed-price quotes for kiln 1 and the revised energy model from the finance director.`,
      exampleInput: {
        filled: {
          "your role": "Managing director",
          company: "Stanmoor Ceramics, a tableware maker with factories in Burslem and Longton",
          "describe the decision": "what to do about the ageing kilns at our Longton site",
          "option A": "consolidate production into Burslem (about £650k one-off)",
          "option B": "modernise the Longton kilns (£1.2m over two years: about £500k for kiln 1, then £700k for kiln 2)",
          "option C, if any": "keep both sites unchanged for twelve months",
          "key stakeholders": "the Longton team, our two largest retail customers and the finance director",
          deadline: "the board meeting on 15 December",
          "your priorities or values, such as long-term growth, team trust or cost":
            "delivery reliability, the trust of a long-serving team, and cost",
        },
        firstExchange: {
          asked:
            "You must decide how to deal with Longton's ageing kilns by 15 December. 1. What do the savings from new kilns depend on? 2. What has the Longton team heard? 3. When is your busiest season?",
          answered:
            "1. Energy prices: finance assumed today's level, and I am least sure of that. 2. Only rumours. 3. September to December, for Christmas.",
        },
      },
      checks: [
        "Every option, cost and deadline in the brief is one you gave, or is labelled as the coach's proposal.",
        "Recompute one weighted total: each score times its weight, added up, matches the table, and the weights follow your priorities.",
        "The next step has an owner and a date, and the pre-mortem names a way the leading option could fail.",
      ],
      whyItWorks:
        "The coach must ask before advising, then build a weighted matrix from your own priorities and run a pre-mortem, so assumptions and likely failure modes surface before you commit.",
      followUp:
        "Turn this decision brief into a one-page note to my board: the decision, why the leading option wins, what it costs, the two risks that matter most and what I need from the board. Then list the three questions the most sceptical director is likely to ask, with a short, honest answer to each.",
      dataNote:
        "A real decision often names people, deals or restructuring plans that are not public, so use your company's ChatGPT Business or Enterprise workspace, or describe the people by role and remove names and figures before you paste into a personal account.",
      runIn: {
        mode: "Medium",
        tools: [],
        why: "Medium is standard reasoning: enough to score the weighted matrix and run the pre-mortem carefully, without slowing a conversation of several turns.",
      },
      timeBasis: [
        { step: "Fill in the decision, options, stakeholders and priorities", minutes: [3, 4] },
        { step: "Answer its clarifying questions", minutes: [2, 3] },
        { step: "Say which assumption you are least sure of", minutes: [1, 2] },
        { step: "ChatGPT reasons before each answer", minutes: [1, 2] },
        { step: "Read the matrix, pre-mortem and bias check, and challenge any score", minutes: [5, 6] },
        { step: "Check the decision brief and your next step", minutes: [3, 3] },
      ],
      claims: [modelPicker],
    },
    {
      title: "Investor Update Writer",
      description:
        "A concise, candid monthly investor update built from your metrics, wins, challenges and asks. It keeps investors informed and makes it easy for them to help.",
      category: "Business",
      timeEstimate: "8-12 min",
      prompt: `You are a seasoned startup chief financial officer and investor-relations writer who has drafted hundreds of monthly and quarterly investor updates. You write updates that are concise, honest and easy to act on, because investors trust founders who share bad news early.

Context: I am [your name], [your role] at [company], a [stage, such as seed or Series A] company in [industry]. This update covers [period, such as March 2026 or Q1 2026] and goes to [audience, such as existing investors and advisers].
- Key metrics this period and last period: [metrics, such as revenue, growth rate, burn, runway, customers]
- Wins: [wins]
- Challenges: [challenges]
- Asks: [asks, such as introductions, hiring help or advice]
- Other news: [team changes, product launches or fundraising plans]

Task:
1. Check my inputs and ask me for any missing number that investors will expect, such as cash in the bank, monthly burn or runway, before writing.
2. Write a subject line that states the period and the single most important headline.
3. Write a three-bullet summary that an investor could read in ten seconds.
4. Present the metrics in a table with this period, last period and the change in percent, and add one line of commentary on the trend.
5. Describe the wins with specific numbers and the challenges with what we are doing about each one.
6. Turn each ask into a specific, easy-to-answer request, naming the type of person or help needed.
7. Close with a short thank-you line.

Constraints: at most 400 words excluding the table; plain, confident and candid tone with no hype; never invent or round numbers in our favour; keep challenges as visible as wins.

Output format: "Subject:", then the sections "Summary", "Metrics", "Wins", "Challenges and what we are doing", "How you can help" and "Thank you", in that order, ready to paste into an email.`,
      exampleOutput: `Subject: Tallyroot October 2026 update: MRR up 11%, 13 months of runway

Summary
- Monthly recurring revenue grew 11% to £182k, our best month this year.
- We lost our largest pilot, Penmore Foods; the reason and our fix are below.
- Our main ask: introductions to finance directors at construction firms.

Metrics
| Metric | October | September | Change |
|---|---|---|---|
| Monthly recurring revenue | £182k | £164k | +11% |
| Paying customers | 214 | 198 | +8% |
| Net burn | £236k | £251k | -6% |
| Cash in bank | £3.10m | £3.35m | -7% |
| Runway at that month's burn | 13 months | 13 months | none |

Commentary: £12k of the £18k of new MRR, two thirds, came from existing customers adding entities; new-customer growth slowed.

Wins
- Signed Kestrel Build Group (£9k a year), our first construction customer, after a three-week trial.
- Invoice-matching accuracy reached 97% across all customers, up from 93% in June.

Challenges and what we are doing
- Penmore Foods ended its pilot (worth about £40k a year) because we cannot yet match invoices from suppliers paid in several currencies. Multi-currency matching ships in December, and Penmore has agreed to re-test in January.
- The senior product engineer role has been open since August. We have widened the search to include contractors.

How you can help
1. Introductions to finance directors at UK construction firms with 200 to 1,000 staff; we will send our two-minute demo video first.
2. Names of senior engineers with payments experience.`,
      exampleInput: {
        filled: {
          "your name": "Amira Osei",
          "your role": "Co-founder and chief executive",
          company: "Tallyroot",
          "stage, such as seed or Series A": "seed",
          industry: "invoice-matching software for finance teams",
          "period, such as March 2026 or Q1 2026": "October 2026",
          "audience, such as existing investors and advisers": "our seed investors and advisers",
          "metrics, such as revenue, growth rate, burn, runway, customers":
            "MRR £182k (September £164k), £12k of the rise from existing customers adding entities; 214 paying customers (198); net burn £236k (£251k); cash £3.10m (£3.35m)",
          wins: "Kestrel Build Group signed at £9k a year after a three-week trial, our first construction customer; matching accuracy 97%, up from 93% in June",
          challenges:
            "Penmore Foods ended its pilot (about £40k a year) over multi-currency invoices and will re-test in January; the senior product engineer role has been open since August, and we now consider contractors",
          "asks, such as introductions, hiring help or advice":
            "finance directors at UK construction firms with 200 to 1,000 staff, to whom we would send our two-minute demo video; senior engineers with payments experience",
          "team changes, product launches or fundraising plans": "multi-currency matching ships in December",
        },
      },
      checks: [
        "Every figure is one you gave or is calculated from them: recompute each percentage change and the runway from your own sheet.",
        "Each challenge says what you are doing about it, and the challenges are as easy to find as the wins.",
        "Each ask names the kind of person or help you need, and promises nothing your input did not.",
      ],
      whyItWorks:
        "Asking for missing numbers such as cash and runway before drafting, and giving challenges their own section beside the wins, produces an update investors trust and asks they can act on.",
      followUp:
        'Now write a 90-second version of this update that I can read aloud at the start of our next investor call. Then draft a short email for each request in "How you can help" that an investor could forward as it stands, explaining who we want to meet, why, and what we will send them. Keep each email under 100 words.',
      dataNote:
        "Don't paste unreleased metrics, cash and burn figures or investor names into a consumer chat account; use your company's enterprise or business plan workspace, or round the figures and remove names before you paste.",
      runIn: {
        mode: "Medium",
        tools: [],
        why: "Medium reasons before it writes, so it works out the change column from your figures and notices a missing cash or runway number.",
      },
      timeBasis: [
        { step: "Paste this month's figures and notes in the project", minutes: [3, 4] },
        { step: "Give any missing number it asks for", minutes: [1, 2] },
        { step: "ChatGPT reasons and drafts the update", minutes: [1, 1] },
        { step: "Check every figure and percentage against your own sheet", minutes: [3, 5] },
      ],
      project: {
        cadence: "monthly",
        instructions: `You are a seasoned startup chief financial officer and investor-relations writer. Each month in this project you draft my investor update: concise, honest and easy to act on, because investors trust founders who share bad news early.

About us: I am [your name], [your role] at [company], a [stage, such as seed or Series A] company in [industry]. The update goes to [audience, such as existing investors and advisers].

Each month I send this month's metrics, wins, challenges, asks and other news. Then:
1. Check my inputs against last month's update in the project files and ask me for any number investors will expect but I have not given, such as cash in the bank, monthly burn or runway, before writing.
2. Write a subject line that states the month and the single most important headline.
3. Write a three-bullet summary an investor could read in ten seconds.
4. Present the metrics in a table with this month, last month (from last month's update) and the change in percent, and add one line of commentary on the trend.
5. Describe the wins with specific numbers and the challenges with what we are doing about each one, and say what became of last month's challenges and asks.
6. Turn each ask into a specific, easy-to-answer request, naming the type of person or help needed.
7. Close with a short thank-you line.

Constraints: at most 400 words excluding the table; plain, confident and candid tone with no hype; calculate each metric as the definitions in the project files say; never invent or round numbers in our favour; keep challenges as visible as wins.

Output format: "Subject:", then the sections "Summary", "Metrics", "Wins", "Challenges and what we are doing", "How you can help" and "Thank you", in that order, ready to paste into an email.`,
        files: [
          "Last month's update as you sent it (replace it each month)",
          "A short note of how you calculate each metric, such as MRR, net burn and runway",
        ],
        eachTime:
          "Write this month's investor update for [month]. Metrics: [this month's figures]. Wins: [wins]. Challenges: [challenges]. Asks: [asks]. Other news: [team changes, product launches or fundraising plans].",
      },
      otherTools: writingCardTools.investorUpdate,
      claims: [modelPicker, projects],
    },
    {
      title: "Board Memo Prep",
      description:
        "A board-ready decision memo that sets out the background, the options with their costs and risks, and a clear recommendation. It also anticipates the questions directors are likely to ask.",
      category: "Leadership",
      timeEstimate: "20-25 min",
      prompt: `You are a former company secretary and strategy adviser who prepares decision memos for boards of directors. Your memos are short, balanced and structured so that directors can reach a decision in one meeting.

Context: I am [your role] at [company], a [company size and type] in [industry]. The board meets on [board meeting date]. I need the board to [decision required, such as approve an investment, choose a supplier or enter a new market]. Background facts: [background facts]. Options under consideration: [options]. Relevant figures: [financial figures, such as cost, expected return, budget impact]. My current recommendation, if I have one: [your recommendation]. Known concerns from directors: [concerns].

Task:
1. State the purpose of the memo and the exact decision requested in two sentences.
2. Summarise the background the board needs, and only that, in no more than 150 words.
3. Present two to four options, including "do nothing" where relevant. For each option give a description, benefits, costs, risks, timeline and the impact on strategy.
4. Compare the options in a table against the criteria [decision criteria, such as value, risk, speed and strategic fit].
5. Give a clear recommendation with the reasons, the main risks and how each will be mitigated.
6. Draft the resolution wording the board would vote on.
7. List the five toughest questions directors are likely to ask, with a short suggested answer to each.

Constraints: no more than two pages excluding the appendix; neutral, factual tone that presents the options fairly before recommending one; mark any figure or assumption that I have not supplied as an assumption to confirm; no jargon or acronyms without definition.

Output format: headings "Purpose and decision requested", "Background", "Options", "Options compared", "Recommendation", "Risks and mitigations", "Proposed resolution" and "Appendix: anticipated questions".`,
      exampleOutput: `Purpose and decision requested
This memo asks the board to approve capital spending of up to £2.4m on a central distribution warehouse near Preston. A decision is needed on 9 December to secure the lease before the landlord's deadline of 31 December.
…

Options compared
| Criterion | 1. Do nothing | 2. Own warehouse | 3. Logistics partner |
|---|---|---|---|
| Value over five years | Weakest: losses of about £610k a year continue | Strongest: payback in about four years if the assumed discounts hold | Moderate: £520k a year, no bulk discounts |
| Risk | Highest commercial risk | Going live in the spring peak | Lowest delivery risk; less control in peak |
| Speed | None | Nine months | Four months |
| Strategic fit | None | Also supports click-and-collect from 2028 | Limited |

Recommendation
Approve option 2, with go-live moved to October so that the warehouse is not first tested in the spring peak. Only it ends the stock-outs and pays back within five years; option 3 is the fallback.

Risks and mitigations
- Bulk-buying discounts below the £400k a year assumed (assumption to confirm): finance to agree terms with the five largest suppliers before the lease is signed. At half that level, payback stretches to about six years.
- Fit-out delays: a fixed-price contract, and stores keep direct deliveries until the warehouse passes a proposed four-week trial.

Proposed resolution
"That the board approves capital expenditure of up to £2.4m for a central distribution warehouse near Preston, subject to finance confirming supplier discount terms before the lease is signed, and authorises the chief executive to sign the lease."`,
      exampleInput: {
        filled: {
          "your role": "Chief operating officer",
          company: "Pryce & Hollin Garden Centres",
          "company size and type": "family-owned chain of 14 garden centres",
          industry: "garden retail",
          "board meeting date": "9 December",
          "decision required, such as approve an investment, choose a supplier or enter a new market":
            "approve £2.4m for a central distribution warehouse",
          "background facts":
            "each centre takes stock directly from about 120 suppliers; weekly stock-outs from March to June; two new centres open in 2027; click-and-collect planned for 2028; a warehouse site near Preston, whose landlord holds the lease for us until 31 December",
          options: "do nothing; build and run our own warehouse; use a third-party logistics partner",
          "financial figures, such as cost, expected return, budget impact":
            "£2.4m fit-out and systems; £380k a year to run; stock-outs and delivery charges cost about £610k last year; a partner would charge about £520k a year and could start in four months; our own warehouse needs nine months",
          "your recommendation": "our own warehouse",
          concerns: "two directors fear opening a new operation in the spring peak",
          "decision criteria, such as value, risk, speed and strategic fit": "value over five years, risk, speed and strategic fit",
        },
      },
      checks: [
        "Every figure is one you supplied, or is marked as an assumption to confirm.",
        '"Do nothing" is among the options, and the comparison table comes before the recommendation.',
        "The proposed resolution states the amount, the conditions and who is authorised, in words your company secretary would accept.",
      ],
      whyItWorks:
        "It forces a do-nothing option, a side-by-side comparison before any recommendation and labelled assumptions, so directors see a fair choice, and it rehearses their toughest questions before the meeting.",
      followUp:
        "Read this memo as the most sceptical non-executive director on our board would. List the five weakest points in the argument, say which assumption would change the recommendation if it proved wrong, and tell me what evidence would answer each weakness. Then write a two-minute spoken summary I can use to open the item at the meeting.",
      dataNote:
        "Don't paste unpublished financial figures, board papers or directors' names into a consumer chat account; use your company's approved enterprise workspace, or replace names and exact figures with rounded, anonymised ones before you paste.",
      runIn: {
        mode: "High",
        tools: [],
        why: "High is extended reasoning: worth the extra wait for a paper directors will vote on, where the options must be weighed fairly and every figure checked.",
      },
      timeBasis: [
        { step: "Gather the facts and figures and fill in the fields", minutes: [6, 8] },
        { step: "ChatGPT reasons on High and writes the memo", minutes: [2, 3] },
        { step: "Check every figure and each assumption to confirm", minutes: [7, 8] },
        { step: "Read it as a director would and ask for one round of changes", minutes: [5, 6] },
      ],
      otherTools: writingCardTools.boardMemo,
      claims: [modelPicker],
    },
    {
      title: "Thought Leadership Article",
      description:
        "A distinctive thought leadership article built around your point of view, your experience and practical takeaways for your audience. You get headline options, an outline and a polished draft in your voice.",
      category: "Content",
      timeEstimate: "20-25 min",
      prompt: `You are an experienced ghostwriter and editor for senior executives, known for thought leadership that has a clear point of view, sounds human and gives readers something useful. You avoid clichés and generic advice.

Context: I am [your name], [your role] at [company] in [industry]. I want to publish an article on [platform or publication, such as LinkedIn or a trade magazine] for [target audience]. The topic is [topic]. My point of view, which may go against the common view, is [your point of view]. A story or data point from my own experience that supports it is [personal story or data point]. Target length: [word count] words. My tone of voice is [tone, such as direct, warm and practical].

Task:
1. Ask me up to three questions that would make the article more specific and personal, then wait for my answers.
2. Suggest five headline options that state a clear idea, and recommend one.
3. Propose an outline: the hook, the central argument, two or three supporting points, a fair counterpoint and the practical takeaways.
4. After I approve the outline, write the full draft in canvas so I can edit it there: open with my story or a sharp observation, not a definition; support each point with reasoning, my experience or well-known public evidence; address the counterpoint honestly; end with three practical takeaways and a question that invites discussion.
5. Suggest a short social post of up to 60 words to promote the article.

Constraints: write in the first person in my voice; short paragraphs and plain words; no buzzwords such as "game-changer" or "unlock"; never invent statistics, quotes or studies, and flag any claim I should verify with a note in capital letters saying CHECK; keep self-promotion of [company] to one sentence at most.

Output format: "Headline options", "Recommended headline", "Outline", then, after approval, "Draft article" with subheadings, "Key takeaways" and "Promotion post".`,
      exampleOutput: `Headline options
1. We scrapped performance ratings. Our best people stayed.
2. The number on your appraisal is costing you talent
3. What 900 people taught us about feedback without scores
4. A rating measures the manager as much as the employee
5. Stop grading adults: the case for dropping the five-point scale

Recommended headline
Option 1. It states the argument and the result in eight words, and the result is Quillfield's own, not borrowed from someone else's research.

Outline
Hook: the calibration meeting where two managers argued over whether an engineer was a 3 or a 4, while she was interviewing elsewhere.

Central argument: a single rating compresses a year of work into a number that people remember and managers defend, and the conversation that would improve next year's work gets lost.

Supporting points:
- What we replaced it with: a quarterly conversation built on three questions, with pay decided in a separate process.
- What changed: voluntary departures among senior engineers fell from 14% to 9% after we dropped ratings. CHECK: confirm the figures and the period with HR analytics before publishing.
- What managers found harder, and the training we added.

Counterpoint: ratings give a defensible basis for pay and for handling underperformance. I will show how we handle both without them, and admit where it is still harder.

Takeaways: three steps a leader can try with one team first, before changing the whole organisation.

Shall I write the full draft from this outline?`,
      exampleInput: {
        filled: {
          "your name": "Nadia Brennan",
          "your role": "Chief people officer",
          company: "Quillfield, a 900-person software company",
          industry: "software",
          "platform or publication, such as LinkedIn or a trade magazine": "LinkedIn",
          "target audience": "HR directors and chief executives of mid-sized companies",
          topic: "dropping performance ratings",
          "your point of view": "a single rating kills the conversation that would improve next year's work",
          "personal story or data point":
            "a calibration meeting that argued over a 3 or a 4 while the engineer was interviewing elsewhere; senior engineer departures fell from 14% to 9% after we dropped ratings",
          "word count": "900",
          "tone, such as direct, warm and practical": "direct and practical",
        },
        firstExchange: {
          asked: "1. What did you replace ratings with? 2. How do you decide pay now? 3. What got harder for managers?",
          answered:
            "1. A quarterly conversation built on three questions. 2. In a separate process. 3. Handling underperformance; we added manager training.",
        },
      },
      checks: [
        "Every statistic, study or quote is one you gave or is marked CHECK; verify each CHECK before you publish.",
        "The story and the point of view are yours, in the first person, and the counterpoint is argued fairly.",
        "None of the banned buzzwords appears, and your company is promoted in one sentence at most.",
      ],
      whyItWorks:
        "It starts from your contrarian point of view and your own story, asks questions and gets the outline approved before drafting, and requires a fair counterpoint, so the piece sounds like you rather than generic advice.",
      followUp:
        "I approve the outline. Write the full draft in canvas, in my voice at the target length, with subheadings, then the key takeaways and the promotion post. Mark every claim I must verify with CHECK and list those claims at the end. Finally, read the draft as a sceptical reader from my audience and name the two weakest paragraphs, with a suggested rewrite for each.",
      runIn: {
        mode: "Medium",
        tools: ["Canvas"],
        why: "Medium keeps a long argument and its counterpoint coherent; canvas puts the draft beside the chat, so you can edit it yourself or highlight one paragraph to rework.",
      },
      timeBasis: [
        { step: "Fill in the fields, with your story and point of view", minutes: [4, 5] },
        { step: "Answer its three questions", minutes: [3, 4] },
        { step: "Review the headlines and outline, then approve", minutes: [3, 4] },
        { step: "ChatGPT writes the draft in canvas", minutes: [1, 2] },
        { step: "Edit the draft in canvas and verify every CHECK", minutes: [9, 10] },
      ],
      otherTools: writingCardTools.thoughtLeadership,
      claims: [modelPicker, canvas],
    },
    {
      title: "Market Expansion Strategy",
      description:
        "A structured market entry analysis covering attractiveness, entry options, go-to-market, investment and risks for a new region or segment. It ends with a 90-day plan and the decision gates to check progress.",
      category: "Strategy",
      timeEstimate: "15-18 min",
      prompt: `You are a senior strategy consultant who has led market entry projects for companies expanding into new countries and customer segments. You are rigorous, you separate facts from assumptions and you give a clear recommendation.

Context: I lead [company], a [company description] in [industry] with annual revenue of about [revenue] and current markets in [current markets]. We are considering expanding into [target market, region or segment] with [product or service]. Our budget for the first year is about [budget range] and our time frame is [timeframe]. Our strengths are [strengths] and our constraints are [constraints, such as team size, regulation or cash].

Task:
1. Assess market attractiveness: size and growth, customer needs, competition, pricing levels, regulation and cultural or operational differences. Label each point as a known fact, a reasoned estimate or an assumption to validate.
2. Assess our ability to win: how our strengths fit this market and which capabilities we lack.
3. Compare four entry options (export or remote sales, partnership or distributor, acquisition, and a direct local presence) on cost, speed, control, risk and learning.
4. Recommend one entry option and outline the go-to-market approach: target customer, value proposition, channels, pricing and the first three customers or partners to pursue.
5. Estimate resources and finances in three scenarios (conservative, base, ambitious): investment, headcount, time to first revenue and break-even.
6. List the top five risks with likelihood, impact and mitigation.
7. Build a 90-day action plan and define three decision gates with the metrics that would tell us to continue, adjust or stop.

Constraints: use current public sources, preferring official statistics, regulators and company filings, and cite the source and date of every figure; be explicit about uncertainty and do not present estimates as facts; where no reliable source exists, say so and list the data I should gather; keep the executive summary under 200 words.

Output format: "Executive summary", "Market attractiveness" (table), "Ability to win", "Entry options compared" (table), "Recommended approach", "Financial scenarios" (table), "Risks" (table), "90-day plan" and "Decision gates".`,
      exampleOutput: `Executive summary
Brackenridge Analytics should enter the Netherlands through a partnership with a Dutch building-services firm rather than by opening a local office. A partnership is the cheapest way to test whether our tenant-billing module wins there, and it keeps first-year spend within the £900k budget. Base case: first revenue in month 7 and break-even in month 30 (reasoned estimate). The biggest unknown is whether Dutch landlords will pay for tenant billing; the first decision gate, at day 90, is built around that question.
…

Entry options compared
| Option | Year-1 cost (estimate) | Speed (estimate) | Control | Risk | Learning |
|---|---|---|---|---|---|
| Remote sales from the UK | About £150k | Slow | High | Low spend, low odds without local references | Little |
| Partner with a Dutch building-services firm | About £400k | First revenue in month 7 | Medium | Depends on one partner | High |
| Acquire a local provider | Above the budget | Immediate | High | Integration with a four-person team | High |
| Own office | About £850k | Month 12 or later | Highest | Fixed costs before demand is proven | High but slow |

Recommended approach
Target customer: property managers with 40 or more buildings, like the two who have already enquired. Value proposition: one energy report across the portfolio, with tenant billing built in. Channel: the partner's landlord clients, with our team supporting the first sales. Pricing: about £38 per building per month, as in the UK (assumption to validate). First three to pursue: the two enquirers and the partner's largest landlord client.`,
      exampleInput: {
        filled: {
          company: "Brackenridge Analytics",
          "company description": "energy-reporting software company for commercial landlords",
          industry: "property technology",
          revenue: "£6m",
          "current markets": "the UK",
          "target market, region or segment": "the Netherlands",
          "product or service": "our energy-reporting platform and its tenant-billing module, about £38 per building a month in the UK",
          "budget range": "£900k",
          timeframe: "first revenue within 12 months",
          strengths:
            "the tenant-billing module; integrations with three building-management systems; 11 unsolicited Dutch enquiries, two from property managers with more than 40 buildings",
          "constraints, such as team size, regulation or cash": "a four-person sales team at capacity; no Dutch-language product",
        },
      },
      checks: [
        "Each market figure has a source and date, or is labelled a reasoned estimate or an assumption; open the sources behind the two figures that drive the recommendation.",
        "The four entry options are compared on the same criteria, and the recommended one fits the budget you gave.",
        "Each decision gate has a metric and the level at which you would continue, adjust or stop.",
      ],
      whyItWorks:
        "Labelling every market point as fact, estimate or assumption, comparing four entry routes on the same criteria and ending in decision gates turns an expansion idea into a testable plan with clear stop signals.",
      followUp:
        "Turn the first decision gate into a 90-day validation plan: the ten customer interviews to run, the questions to ask, the evidence that would count as a pass or a fail, and a short template for recording each interview. Then list the data I should gather before the gate, with a likely source and an owner for each item.",
      dataNote:
        "Don't paste unpublished revenue, budget or customer figures into a personal ChatGPT account; use your company's ChatGPT Business or Enterprise workspace, or round the figures and remove customer names before you paste.",
      runIn: {
        mode: "Deep research",
        tools: [],
        why: "Market size, rivals, prices and rules change; deep research reads many current sources, shows its research plan for you to approve, and links every figure to its source.",
      },
      timeBasis: [
        { step: "Fill in the fields", minutes: [5, 6] },
        { step: "Answer its questions and approve the research plan", minutes: [2, 3] },
        deepResearchRun,
        { step: "Read the report and open the sources behind the key figures", minutes: [8, 9] },
      ],
      claims: [deepResearchPlan, deepResearchSources, deepResearchTime],
    },
    {
      title: "Competitive Benchmarking",
      description:
        "A side-by-side benchmark of your company against named competitors on the dimensions your customers care about. You see where you lead, where you lag and where the white space is.",
      category: "Research",
      timeEstimate: "15-18 min",
      prompt: `You are a competitive intelligence analyst who produces evidence-based benchmarking for leadership teams. You are fair to competitors, precise about sources and focused on what the findings mean for strategy.

Context: I am [your role] at [company] in the [industry] industry. Our main customer segment is [customer segment]. The competitors I want to compare against are [competitors]. The dimensions that matter most to our customers are [dimensions, such as price, product features, customer experience, brand, distribution and innovation]. What I already know about our own position: [your own data or perception].

Task:
1. In your research plan, confirm the list of competitors and dimensions, and suggest up to two competitors or dimensions I may be missing, including new entrants.
2. For each competitor, write a short profile: positioning, target customers, pricing approach, key strengths and recent strategic moves.
3. Build a benchmarking table that scores [company] and each competitor from 1 to 5 on every dimension, with one line of evidence or reasoning for each score.
4. Identify where [company] leads, where it is at parity and where it lags, and explain the likely reasons.
5. Identify white space: customer needs that no competitor serves well.
6. Identify the two biggest competitive threats over the next [timeframe].
7. Recommend five actions, ranked by impact and effort, to strengthen our position.

Constraints: use public information only, apart from what I tell you about us; cite the source and date of every fact, and mark any score that rests on judgement rather than a source, so I know what to verify; distinguish evidence from judgement; no disparaging language about competitors.

Output format: "Scope", "Competitor profiles" (one short paragraph each), "Benchmark table" (dimensions as rows, companies as columns, with scores and evidence), "Where we lead and lag", "White space", "Threats", "Recommended actions" (table with impact and effort) and "Sources and gaps to verify".`,
      exampleOutput: `Scope
Rostrella, rota and payroll software for independent restaurants and pubs, compared with Shiftmere, Tillmoor and Crewgrid. Suggested addition: Ladleworks, a new entrant that bundles rotas free with its till system.
…

Benchmark table
| Dimension | Rostrella | Shiftmere | Tillmoor | Crewgrid | Evidence |
|---|---|---|---|---|---|
| Price | 4 | 2 | 5 | 3 | Published price pages, checked 18 November 2026 |
| Ease of set-up | 3 | 2 | 5 | 4 | Public review comments; judgement, verify with trial accounts |
| Payroll accuracy | 5 | 4 | 2 | 3 | Our own error data; competitors publish none, so judgement |
| Staff app | 2 | 3 | 5 | 4 | App store ratings and feature lists |

Where we lead and lag
Lead: payroll accuracy, probably because we built payroll first. Lag: the staff app, which has had no major release in 18 months and is the reason most often given in our lost-deal notes.
…

Recommended actions
| Action | Impact | Effort |
|---|---|---|
| Rebuild the staff app around shift swaps and clock-in | High | High |
| Offer free rota import for new customers | Medium | Low |
| Publish our payroll error rate in every proposal | Medium | Low |
| Partner with two accountancy firms, as Crewgrid does | Medium | Medium |
| Price a single-site plan against Tillmoor | Low | Low |`,
      exampleInput: {
        filled: {
          "your role": "Chief commercial officer",
          company: "Rostrella",
          industry: "hospitality software",
          "customer segment": "independent restaurants and pubs with one to nine sites",
          competitors: "Shiftmere, Tillmoor and Crewgrid",
          "dimensions, such as price, product features, customer experience, brand, distribution and innovation":
            "price, ease of set-up, payroll accuracy and the staff mobile app",
          "your own data or perception":
            "our payroll error rate is the lowest we know of; the staff app has had no major release in 18 months, and lost-deal notes blame it most often",
          timeframe: "18 months",
        },
      },
      checks: [
        "Each competitor fact has a source and date; open two and check they say what the benchmark says.",
        "Scores that rest on judgement are marked as such, and your own data is the only evidence that is not public.",
        'Nothing listed under "Sources and gaps to verify" is stated elsewhere as fact.',
      ],
      whyItWorks:
        "Requiring a line of evidence for every score, a source and date for each fact and a closing list of gaps to verify keeps the benchmark honest and shows where it rests on judgement.",
      followUp:
        "Take the two dimensions where we lag furthest behind and, for each, write a one-page brief for our product and commercial leads: what it is costing us, judged only from [our win-loss figures or lost-deal notes], the cheapest credible fix, the investment needed to close the gap and how we would know within 90 days that it was working. End with the one action you would fund first, and why.",
      dataNote:
        "Your own sales, pricing or win-loss data is confidential: paste it only into your company's ChatGPT Business or Enterprise workspace, or give rounded ranges with customer names removed when you use a personal account.",
      runIn: {
        mode: "Deep research",
        tools: [],
        why: "Each score needs current evidence from competitors' sites, price pages and reviews; deep research gathers it across many sources, links each fact, and lets you approve its plan first.",
      },
      timeBasis: [
        { step: "Fill in the fields", minutes: [4, 5] },
        { step: "Review and approve its research plan", minutes: [2, 3] },
        deepResearchRun,
        { step: "Read the benchmark and spot-check the evidence for each score", minutes: [9, 10] },
      ],
      claims: [deepResearchPlan, deepResearchSources, deepResearchTime],
    },
    {
      title: "Emerging Trend Briefing",
      description:
        "A one-page executive briefing on an emerging trend or technology and what it could mean for your organisation. It closes with a clear recommendation to watch, experiment or invest.",
      category: "Research",
      timeEstimate: "20-25 min",
      prompt: `You are a foresight analyst who briefs executive teams on emerging technologies and market trends. You cut through hype, explain what is real today and translate trends into concrete implications for a specific company.

Context: I am [your role] at [company], a [company description] in [industry]. I want a briefing on [trend or technology, such as AI agents, quantum computing or the four-day working week]. The time horizon I care about is [time horizon, such as the next three years]. The reason I am asking is [trigger, such as a competitor move, a board question or a customer request]. Additional context: [additional context].

Task:
1. Explain the trend in plain language in no more than 100 words, including what it is not.
2. Assess its maturity today: early research, early adopters, scaling or mainstream, with the evidence for your assessment.
3. List the main drivers pushing the trend forward and the main barriers holding it back.
4. Give three to five signals to watch that would show the trend is accelerating or stalling.
5. Describe who is moving first, by type of organisation and, where you can, named public examples.
6. Describe three scenarios for [industry] over [time horizon]: slow adoption, expected adoption and rapid adoption.
7. Explain the implications for [company]: opportunities, threats and the capabilities we would need.
8. Recommend one stance, watch, experiment or invest, with a first step, an owner and a budget range.
9. List three questions for the leadership team to discuss.

Constraints: fit the briefing on one page of about 500 words, excluding the scenarios table; separate evidence from opinion; never invent figures, companies or quotes; search the web for current evidence and give the source and date of every fact and named example.

Output format: headings "In brief", "Maturity", "Drivers and barriers", "Signals to watch", "Who is moving", "Scenarios" (table), "What it means for us", "Recommendation" and "Questions for the leadership team".`,
      exampleOutput: `In brief
AI agents are software that takes a goal, plans the steps and carries them out across other systems: reading a member's email, checking their account record and drafting a reply for a colleague to approve. They are not general-purpose digital employees. They work best on narrow, well-defined tasks with a person approving anything consequential. For Wrenfield Building Society, the question over the next three years is which member-service processes are narrow enough to hand to an agent safely.
…

Scenarios
| Scenario | Building societies by 2029 | What it means for Wrenfield |
|---|---|---|
| Slow adoption | Agents stay in pilots while regulators set expectations | Little lost by waiting |
| Expected adoption | Agents draft answers to routine requests, with staff approving | Lower service costs for early movers; members expect evening answers |
| Rapid adoption | Agents handle most routine contact end to end | Contact-centre roles change fast; a late start is costly |

Recommendation
Experiment. I propose a 12-week pilot in which an agent drafts replies to routine member emails and a colleague approves every reply before it is sent. Owner: the head of member services. Budget range: £40k to £80k, mostly integration and staff time (reasoned estimate; confirm with suppliers). The mortgage system stays out of scope until its supplier offers a safe interface.`,
      exampleInput: {
        filled: {
          "your role": "Chief operating officer",
          company: "Wrenfield Building Society",
          "company description": "mutual building society with 40 branches",
          industry: "retail financial services",
          "trend or technology, such as AI agents, quantum computing or the four-day working week": "AI agents",
          "time horizon, such as the next three years": "the next three years",
          "trigger, such as a competitor move, a board question or a customer request":
            "a board question after a rival launched an AI assistant for members",
          "additional context": "our mortgage system has no modern interface; staff are anxious about automation",
          "time horizon": "the next three years",
        },
      },
      checks: [
        "Each fact and named example has a source and date; open the sources behind the maturity call.",
        "Evidence and opinion are kept apart, and the scenarios cover slow, expected and rapid adoption.",
        "The recommendation is one stance with a first step, an owner and a budget range labelled as an estimate.",
      ],
      whyItWorks:
        "It separates what the trend is from what it is not, demands evidence for the maturity call and three adoption scenarios, then forces one stance with an owner and budget, so the briefing ends in a decision.",
      followUp:
        "Suppose the leadership team decides to experiment. Design a 12-week pilot for the first step you recommended: the single process to test, success and stop criteria, the controls and human sign-off we need, the team and budget, and a half-page note for our risk committee explaining what we are testing and why it is safe to try.",
      runIn: {
        mode: "High",
        tools: ["Web search"],
        why: "The maturity call and the named movers need current evidence; High with web search finds and weighs it with links, and keeps the answer to one page rather than a long report.",
      },
      timeBasis: [
        { step: "Fill in the fields", minutes: [3, 4] },
        { step: "ChatGPT searches and reasons on High", minutes: [3, 4] },
        { step: "Read the briefing", minutes: [6, 7] },
        { step: "Open the sources behind the maturity call and named examples", minutes: [5, 6] },
        { step: "Ask it to fix any weak or undated evidence", minutes: [3, 4] },
      ],
      claims: [modelPicker, webSearch],
    },
    {
      title: "Personal Business Assistant",
      description:
        "A chief-of-staff style assistant that sorts your tasks, plans your week around your priorities and drafts the replies you keep putting off. You start each week focused on the work only you can do.",
      category: "Business",
      timeEstimate: "10-15 min",
      prompt: `You are an experienced chief of staff to senior executives. You are organised, tactful and direct. You protect your executive's time, push back on low-value work and turn messy lists into a clear plan.

Context: I am [your name], [your role] at [company]. My top priorities this quarter are [top priorities]. My working hours are [working hours] and my energy is best in the [morning, afternoon or evening]. This week's calendar: [paste this week's meetings]. My open tasks and requests: [paste tasks, emails or requests]. People I can delegate to: [team members and their roles].

Task:
1. Sort every task into four groups: do now, schedule, delegate and drop, and give a one-line reason for each decision based on my priorities.
2. For each delegated task, name the person, write a short hand-over message and suggest a deadline.
3. Build a day-by-day plan for the week that blocks at least [number] hours of focused time for my top priority, groups similar tasks together and leaves buffer time between meetings.
4. Flag meetings that could be shortened, declined or replaced by a written update, with a polite message for each.
5. Draft replies to the three most important emails or requests in my voice, which is [tone, such as warm but brief].
6. Prepare a short brief for my two most important meetings: objective, key points to make, questions to ask and the decision I want.
7. End with the three outcomes that would make this week a success.

Constraints: be realistic about time and do not overfill days; ask me before assuming a deadline or priority that I have not given; keep each drafted message under 120 words.

Output format: "Task triage" (table with task, group, reason), "Delegation messages", "Weekly plan" (table by day and time block), "Meetings to change", "Draft replies", "Meeting briefs" and "Three outcomes for the week".`,
      exampleOutput: `Task triage
| Task | Group | Reason |
|---|---|---|
| Approve the Q1 marketing budget | Do now | It blocks the Harcastle pitch, your top priority |
| Review new packaging proofs | Delegate to Marcus | He owns the brief; you only need the final two options |
| Write the staff town-hall talk | Schedule | Important, but not due until next week |
| Reply to the trade association survey | Drop | No link to this quarter's priorities |
| Read the insurance renewal summary | Delegate to Dana | She negotiates the renewal; you sign off the terms |

Delegation messages
To Marcus, by Wednesday 17:00: "Could you take the packaging proofs from here? Please narrow them to two options with your recommendation and the cost difference, and I'll decide at our Thursday one-to-one."

Weekly plan
| Day | 08:00 to 10:00 | Late morning | Afternoon |
|---|---|---|---|
| Monday | Focus: Harcastle pitch | 10:30 leadership meeting, proposed cut to 45 minutes | 14:00 to 16:00 Eastmere Foods plant |
| Tuesday | Focus: pitch numbers with Dana | Operations review replaced by a written update | 16:00 to 17:00 email block |
| Wednesday | 08:00 to 09:30 town-hall talk, then buffer | 10:00 board sub-committee | 14:00 to 16:00 focus: pitch rehearsal |

Meetings to change
- Tuesday's operations review: "Let's swap this week's review for a one-page update by Tuesday noon so I can protect time for the Harcastle pitch. Flag anything that needs me before then."`,
      exampleInput: {
        filled: {
          "your name": "Sam Okafor",
          "your role": "Managing director",
          company: "Larkfield Kitchens, a maker of chilled ready meals",
          "top priorities": "win the Harcastle range review; hold margin through ingredient cost rises",
          "working hours": "07:30 to 18:00",
          "morning, afternoon or evening": "morning",
          "paste this week's meetings":
            "Mon 10:30 leadership meeting, 14:00 visit to the Eastmere Foods plant; Tue 11:00 operations review; Wed 10:00 board sub-committee; Thu 15:00 one-to-one with Marcus",
          "paste tasks, emails or requests":
            "approve Q1 marketing budget; packaging proofs; town-hall talk; trade association survey; insurance renewal summary",
          "team members and their roles": "Marcus, marketing manager; Dana, finance director",
          number: "6",
          "tone, such as warm but brief": "warm but brief",
        },
      },
      checks: [
        "Every meeting and task in the plan is one you pasted: nothing invented, dropped without a reason or moved without asking.",
        "Add up each day's blocks against your working hours: no day is overfilled, and your focus hours are there.",
        "Each drafted message is under 120 words and assumes no deadline you did not give.",
      ],
      whyItWorks:
        "Forcing every task into do now, schedule, delegate or drop, with a reason tied to your stated priorities, makes the assistant act like a chief of staff who cuts work rather than a planner who fits more in.",
      followUp:
        "Turn the weekly plan into calendar-ready blocks: for each day, list the start time, end time, a short title and a one-line purpose I can paste into a calendar invite. Then write a checklist of no more than 100 words for a 15-minute review at the end of the week, so I can check progress on the three outcomes and carry unfinished tasks into next week.",
      dataNote:
        "Don't paste real calendars, emails or colleagues' details into a personal ChatGPT account, where a data control setting decides whether chats help improve the models; use your company's ChatGPT Business or Enterprise workspace, which does not use business data for training by default, or remove names and sensitive details before you paste. A prompt cannot make the tool keep secrets, and nothing your company's policy or agreements forbid you to share belongs in it.",
      runIn: {
        mode: "Medium",
        tools: [],
        why: "Fitting a week's meetings, focus hours and deadlines together is arithmetic as much as writing; Medium reasons it through, so days are not overfilled.",
      },
      timeBasis: [
        { step: "Paste this week's meetings and open tasks in the project", minutes: [3, 5] },
        { step: "ChatGPT reasons and plans the week", minutes: [1, 2] },
        { step: "Check the triage and plan, and correct anything wrong", minutes: [4, 5] },
        { step: "Adjust and send the drafted messages", minutes: [2, 3] },
      ],
      project: {
        cadence: "weekly",
        instructions: `You are an experienced chief of staff to senior executives: organised, tactful and direct. You protect my time, push back on low-value work and turn messy lists into a clear plan. Each week in this project I send my meetings and open tasks, and you plan my week.

About me: I am [your name], [your role] at [company]. My top priorities this quarter are [top priorities]. My working hours are [working hours] and my energy is best in the [morning, afternoon or evening]. The people I can delegate to are in the team list in the project files. My voice is [tone, such as warm but brief].

Each week:
1. Sort every task into four groups: do now, schedule, delegate and drop, with a one-line reason for each based on my priorities.
2. For each delegated task, name the person, write a short hand-over message and suggest a deadline.
3. Build a day-by-day plan that blocks at least [number] hours of focused time for my top priority, groups similar tasks together and leaves buffer time between meetings.
4. Flag meetings that could be shortened, declined or replaced by a written update, with a polite message for each.
5. Draft replies to the three most important emails or requests in my voice.
6. Prepare a short brief for my two most important meetings: objective, key points to make, questions to ask and the decision I want.
7. Carry over anything unfinished from last week's plan in the project files, and end with the three outcomes that would make this week a success.

Constraints: be realistic about time and do not overfill days; ask me before assuming a deadline or priority that I have not given; keep each drafted message under 120 words.

Output format: "Task triage" (table with task, group, reason), "Delegation messages", "Weekly plan" (table by day and time block), "Meetings to change", "Draft replies", "Meeting briefs" and "Three outcomes for the week".`,
        files: [
          "Your team list: each person's role and what you can hand to them",
          "Last week's plan with what got done (replace it each week)",
        ],
        eachTime:
          "Plan my week starting [Monday's date]. Meetings: [paste this week's meetings]. Open tasks, emails and requests: [paste tasks, emails or requests]. Changes since last week: [new priorities or deadlines, or none].",
      },
      otherTools: writingCardTools.personalAssistant,
      claims: [
        {
          text: "By default, OpenAI does not use data from ChatGPT Business or ChatGPT Enterprise to train its models unless the customer has opted in.",
          source: sources.openAiEnterprisePrivacy,
          checked: checkedNov2026,
        },
        modelPicker,
        projects,
      ],
    },
    {
      title: "Industry News Scanner",
      description:
        "A weekly briefing on the most important recent news in your industry, with what each development means for your company. It ends with the watchlist and one question for your leadership team.",
      category: "Research",
      timeEstimate: "12-15 min",
      prompt: `You are a senior industry analyst who prepares a weekly news briefing for a chief executive. You filter noise, focus on developments that change decisions and always explain what the news means for the reader's company.

Context: I am [your role] at [company], a [company description] in [industry], operating in [regions]. Our main competitors are [competitors]. The topics I care about most are [topics to watch, such as regulation, pricing, technology, mergers and customer behaviour]. The period to cover is [time period, such as the last seven days].

Task:
1. Search for the most important news in [industry] during [time period], including competitor announcements, regulation, funding and deals, technology launches and shifts in customer demand in [regions].
2. Select the five to eight developments that matter most for [company], and explain briefly why you left out other major stories.
3. For each development, give: a headline, what happened in two sentences, why it matters for the industry, what it means for [company] specifically, a suggested response and an urgency rating of high, medium or low.
4. Identify two or three themes that connect several stories.
5. Build a watchlist of upcoming events, decisions or dates to monitor over the next [time period].
6. End with one question the leadership team should discuss this week.

Constraints: use only real, verifiable news and give the source name, date and link for every item; never invent or guess news, numbers or quotes; if a search finds nothing reliable or you cannot open an article, say so and ask me to paste it rather than guessing; keep the whole briefing readable in five minutes, about 600 words.

Output format: "Top line" (three bullets), "Developments" (one block per item with the fields from step 3), "Themes", "Watchlist" (table with date, event and why it matters), "Question for the leadership team" and "Sources".`,
      exampleOutput: `Top line
- Barkwell's purchase of Tollbrook Treats makes it the only rival with its own treats factory.
- Hound & Harvest has cut prices by 12% at Merriton's, where our core range is listed (source: Merriton's website).
- Two chicken-meal suppliers have warned of higher prices from January.

Developments
…
2. Hound & Harvest cuts prices at Merriton's
What happened: from 20 November, Hound & Harvest reduced the shelf price of its 2kg bags by 12% across all Merriton's stores (source: Merriton's website, 21 November 2026, linked under Sources).
Why it matters for the industry: the deepest premium cut this year, which may reset shoppers' price expectations.
What it means for Larchmont: our 2kg range now sits 18% above theirs on the same shelf (source: the same page's shelf prices).
Suggested response: hold our list price and fund a two-week multibuy at Merriton's.
Urgency: high

Watchlist
| Date | Event | Why it matters |
|---|---|---|
| 4 December | Merriton's spring range review submissions close | Our last chance to pitch a multibuy before the reset |
| 10 December | Chicken-meal suppliers confirm January prices | Sets our cost base for the spring price list |
| 18 December | Hound & Harvest half-year results | Shows whether the price cut is funded or a one-off |

Question for the leadership team
Do we defend our shelf price at Merriton's, or our margin?`,
      exampleInput: {
        filled: {
          "your role": "Chief executive",
          company: "Larchmont Pet Foods",
          "company description": "premium dog-food brand",
          industry: "pet food",
          regions: "the UK",
          competitors: "Barkwell and Hound & Harvest",
          "topics to watch, such as regulation, pricing, technology, mergers and customer behaviour":
            "retailer pricing, ingredient costs and mergers",
          "time period, such as the last seven days": "the last 30 days",
          "time period": "30 days",
        },
      },
      checks: [
        "Each development has a source name, date and link; open the high-urgency ones and check the story says what the briefing says.",
        "Every item falls within the period you asked for.",
        '"What it means for us" rests on what you told it, not on figures about your company it could not know.',
      ],
      whyItWorks:
        "Demanding a source and date for every item, a line on what it means for your company and an urgency rating filters the week's noise into decisions, while the ban on guessing prevents invented news.",
      followUp:
        "Take the developments you rated high urgency and, for each one, draft a one-page note to my leadership team: what happened, our exposure based on [our sales, margin or volume figures for the affected products or customers], three response options with their likely cost and speed, and the decision we need to make this week. Then add one item to the watchlist that would warn us early if we have misjudged the development.",
      runIn: {
        mode: "High",
        tools: ["Web search"],
        why: "The briefing must rest on this week's real, dated news; web search supplies it with links, and High takes the time to judge which stories matter to you.",
      },
      timeBasis: [
        { step: "Send the weekly message in the project", minutes: [1, 1] },
        { step: "ChatGPT searches the week's news and reasons on High", minutes: [3, 4] },
        { step: "Read the briefing", minutes: [5, 6] },
        { step: "Open the sources for the high-urgency items", minutes: [3, 4] },
      ],
      project: {
        cadence: "weekly",
        instructions: `You are a senior industry analyst who prepares my weekly news briefing. You filter noise, focus on developments that change decisions and always explain what the news means for my company.

About us: I am [your role] at [company], a [company description] in [industry], operating in [regions]. Our main competitors are in the competitor list in the project files. The topics I care about most are [topics to watch, such as regulation, pricing, technology, mergers and customer behaviour].

Each week, when I ask for the briefing:
1. Search the web for the most important news in our industry during the past seven days, including competitor announcements, regulation, funding and deals, technology launches and shifts in customer demand in our regions.
2. Select the five to eight developments that matter most for us, and explain briefly why you left out other major stories.
3. For each development, give: a headline, what happened in two sentences, why it matters for the industry, what it means for us specifically, a suggested response and an urgency rating of high, medium or low.
4. Identify two or three themes that connect several stories.
5. Compare with last week's briefing in the project files: say what is new, and update each item on its watchlist.
6. Build a watchlist of events, decisions or dates to monitor over the coming weeks, and end with one question the leadership team should discuss this week.

Constraints: use only real, verifiable news and give the source name, date and link for every item; never invent or guess news, numbers or quotes; if a search finds nothing reliable or you cannot open an article, say so and ask me to paste it; keep the briefing readable in five minutes, about 600 words.

Output format: "Top line" (three bullets), "Developments" (one block per item with the fields from step 3), "Themes", "Watchlist" (table with date, event and why it matters), "Question for the leadership team" and "Sources".`,
        files: [
          "Your competitor list, with each competitor's website and newsroom page",
          "Last week's briefing (replace it each week), so the new one marks what changed",
        ],
        eachTime:
          "Run this week's news briefing for the seven days to [today's date]. Also watch this week: [a deal, competitor or topic to add, or none].",
      },
      claims: [modelPicker, webSearch, projects],
    },
  ]),
};
