import type { ArticleBody } from "../types.ts";

/** The day the dated claims below were last checked against their sources. */
const checked = "2026-11-27";

export const body: ArticleBody = {
  intro: [
    "Many leaders accept that AI matters and then stall at the next question: where do we actually begin? The honest answer is smaller and more personal than most transformation plans suggest. You begin by using the tools yourself, putting a few simple rules in place, and running a handful of well-measured experiments on real work.",
    "This guide sets out a practical sequence for the first ninety days. It assumes no technical background and no large budget, only the willingness to learn in public and to judge results honestly.",
  ],
  sections: [
    {
      heading: "Start with your own work",
      blocks: [
        {
          type: "paragraph",
          text: "The single most useful thing an executive can do is spend two weeks using a capable AI assistant on their own work, every day. Reading about AI does not build judgement; using it does. You will quickly learn where it saves you an hour and where it produces confident nonsense, and that experience will make you a far better sponsor, buyer and critic.",
        },
        {
          type: "paragraph",
          text: "Choose tasks you already do and can evaluate, so you can tell a good answer from a plausible one:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Prepare for a meeting: paste the agenda and background papers, and ask for the three questions you should be ready to answer.",
            "Draft a memo or update, then ask the assistant to critique it as a sceptical board member would.",
            "Summarise a long report and ask what it leaves out or where its evidence is weakest.",
            "Stress-test a decision: describe the options and ask for the strongest case against your preferred one.",
            "Turn messy notes from a call into clear actions, owners and dates.",
          ],
        },
        {
          type: "paragraph",
          text: "Write requests the way you would brief a capable new colleague. Say who you are, who the output is for, what good looks like, what format you want and what to avoid. Ask the assistant to put its questions to you before it starts on anything complex. Treat the first answer as a draft and push back on it. These habits matter more than any list of clever prompts.",
        },
      ],
    },
    {
      heading: "Put basic guardrails in place",
      blocks: [
        {
          type: "paragraph",
          text: "Before you encourage wider use, settle a few rules. They do not need to be long; a single page that people actually read beats a policy nobody opens. Cover at least these points:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Approved tools: which assistants staff may use for work, ideally business or enterprise plans whose terms say your inputs are not used to train the vendor's models.",
            "Data rules: what must never be entered, such as customer personal data, unreleased financial results, credentials or material under confidentiality agreements, unless a tool has been approved for it.",
            "Human review: anything sent to customers, published or used in a decision about a person is checked by someone accountable for it.",
            "Disclosure: when the company tells customers or partners that AI was involved.",
            "A contact: one person or small group who answers questions quickly and keeps the rules current.",
          ],
        },
        {
          type: "paragraph",
          text: "Make the approved route the easy route. If the sanctioned tool is harder to reach than a free consumer app, people will keep using the consumer app.",
        },
      ],
    },
    {
      heading: "Choose the first use cases",
      blocks: [
        {
          type: "paragraph",
          text: "The best first use cases are rarely the most exciting ones. Look for work that is common, tedious and easy to check. A good candidate meets most of these criteria:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "It happens often, so small time savings add up.",
            "It is mainly reading, writing or summarising text.",
            "A mistake is cheap to catch and cheap to fix before it reaches a customer.",
            "You can measure today's performance, in time, quality or volume.",
            "A manager wants it to work and will give the pilot attention.",
          ],
        },
        {
          type: "paragraph",
          text: "Typical examples include first drafts of proposals and tender responses, summaries of customer calls for the account team, answers to internal policy questions drawn from your own documents, first-pass review of standard contracts against a checklist, and analysis of open-text customer feedback. Leave fully automated decisions about customers, money or employees for later, when you have experience and governance to match.",
        },
      ],
    },
    {
      heading: "Run small pilots with a clear question",
      blocks: [
        {
          type: "paragraph",
          text: "A pilot is an experiment, so it needs a question it can answer. Frame each one as a hypothesis, for example: with an AI assistant, our bid team can produce a first draft of a tender response in half the time without lowering quality. Then design the pilot to test exactly that.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Record a baseline: how long the task takes now and how its quality is judged.",
            "Pick a small team of willing volunteers and give them the tool, short training and a shared place to swap tips.",
            "Run it for a fixed period, typically four to eight weeks, on real work rather than invented exercises.",
            "Review weekly: what worked, what failed, which instructions helped, what risks appeared.",
            "At the end, decide to scale, adjust or stop, and write down why.",
          ],
        },
        {
          type: "paragraph",
          text: "Stopping a pilot that did not work is a success of the process, not a failure. The aim is to learn cheaply which uses deserve investment.",
        },
      ],
    },
    {
      heading: "Measure what matters",
      blocks: [
        {
          type: "paragraph",
          text: "Vague claims that people feel more productive will not survive a budget discussion. Choose a few measures before the pilot starts:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Time per task or cycle time, compared with the baseline.",
            "Quality: error rates, rework, reviewer scores or customer satisfaction on the affected work.",
            "Throughput: how much more the team completes with the same people.",
            "Adoption: how many people use the tool in a typical week after the novelty wears off.",
            "Cost: licences and usage charges against the value of the time saved.",
          ],
        },
        {
          type: "paragraph",
          text: "Avoid vanity numbers such as the count of prompts sent or accounts created. They measure activity, not value. And be clear about what happens to saved time: more customer work, faster delivery or lower cost are all valid answers, but they should be chosen deliberately.",
        },
      ],
    },
    {
      heading: "Build capability across the team",
      blocks: [
        {
          type: "paragraph",
          text: "Tools are easy to buy; the skill to use them well is not. Short, role-specific training works better than general awareness sessions: show a finance team how to use AI on a variance analysis, and a sales team how to use it to prepare for a client meeting. Identify a few enthusiasts in each function to act as champions, give them time to help colleagues, and collect the instructions that work into a shared library.",
        },
        {
          type: "paragraph",
          text: "Be open with staff about intentions. People learn faster when they believe AI is there to remove drudgery and help them do better work, and slower when they suspect every experiment is a headcount exercise in disguise. If roles will change, say so early and explain how the company will help people move.",
        },
      ],
    },
    {
      heading: "Common mistakes to avoid",
      blocks: [
        {
          type: "list",
          ordered: false,
          items: [
            "Delegating the whole topic to IT or to a single innovation team, so the business never owns the results.",
            "Launching a large programme before anyone has hands-on experience.",
            "Banning all tools, which pushes use underground rather than stopping it.",
            "Judging tools on impressive demonstrations instead of on your own work and data.",
            "Skipping the baseline, so no one can tell later whether anything improved.",
            "Treating the first choice of vendor as permanent in a market that changes quickly.",
          ],
        },
      ],
    },
    {
      heading: "A ninety-day plan",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Days 1 to 30: use an assistant daily yourself, ask your leadership team to do the same, publish a one-page set of rules and an approved tool, and find out what people already use.",
            "Days 31 to 60: choose two or three use cases, record baselines, launch pilots with volunteer teams and review them every week.",
            "Days 61 to 90: decide which pilots to scale, adjust or stop, share the results openly, and set the next quarter's priorities and budget based on evidence.",
          ],
        },
        {
          type: "paragraph",
          text: "Ninety days will not transform a company. It will give you personal fluency, a safe way for people to use AI, evidence about where it pays off in your business, and a team that has learned how to run the next round of experiments. That is a solid foundation for building a real AI strategy.",
        },
      ],
    },
  ],
  claims: [
    {
      text: "OpenAI does not train its models on business data from ChatGPT Business, ChatGPT Enterprise or its API platform by default.",
      source: {
        title: "OpenAI: Enterprise privacy at OpenAI",
        url: "https://openai.com/enterprise-privacy/",
      },
      checked,
    },
  ],
};
