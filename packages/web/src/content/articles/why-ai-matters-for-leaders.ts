import type { ArticleBody } from "../types.ts";
import { censusAiDiffusion } from "./shared-sources.ts";

/** The day the findings below were last checked against their sources. */
const checked = "2026-12-06";

const noyZhang = {
  title: "Science: Noy and Zhang, Experimental evidence on the productivity effects of generative artificial intelligence (July 2023)",
  url: "https://www.science.org/doi/10.1126/science.adh2586",
};

const brynjolfssonLiRaymond = {
  title: "The Quarterly Journal of Economics: Brynjolfsson, Li and Raymond, Generative AI at Work (2025)",
  url: "https://academic.oup.com/qje/article/140/2/889/7990658",
};

export const body: ArticleBody = {
  intro: [
    "Most executives no longer need convincing that artificial intelligence is important. What they need is a clear view of why it matters to their business in particular, which decisions it forces on them, and how much of it they should handle personally rather than delegate. This briefing answers those questions in business terms, without the hype that surrounds the subject.",
    "The short version: AI has made first drafts of thinking work cheap. Analysis, writing, summarising, coding and research can now be started by software in seconds. That does not replace judgement, but it changes what a team of a given size can produce, how fast a company can learn, and which skills become scarce. Those are leadership questions, not technology questions.",
  ],
  sections: [
    {
      heading: "What has actually changed",
      blocks: [
        {
          type: "paragraph",
          text: "For decades, software could only do what someone had explicitly programmed. Modern language models are different in one important way: they work in natural language, which is the medium most knowledge work happens in. A model can read a contract, a customer complaint or a quarterly report, and produce a useful summary, a draft reply or a list of risks, without anyone writing rules for that specific task.",
        },
        {
          type: "paragraph",
          text: "Three things make this a business shift rather than a laboratory curiosity. The capability is good enough for a wide range of everyday tasks. Access is cheap and immediate, through chat assistants, office suites and the software your teams already use. And the tools keep improving, so a task that failed last year may work well today.",
        },
        {
          type: "paragraph",
          text: "The limits matter just as much. Models can state wrong things with complete confidence. They know nothing about your company unless you give them that context. They do not own outcomes, cannot be held accountable, and will not tell you when a question is the wrong one to ask. Leaders who understand both the strengths and the limits make better calls than those who see only one side.",
        },
      ],
    },
    {
      heading: "Why this is a leadership issue, not an IT project",
      blocks: [
        {
          type: "paragraph",
          text: "Previous waves of enterprise technology could largely be run by the IT department: choose a system, implement it, train users. AI does not fit that pattern, because its value comes from changing how work is done in every function. A sales team that drafts proposals with AI, a finance team that reconciles with it and a legal team that reviews contracts with it each face different questions about quality, risk and roles. Only leadership can make those trade-offs consistently.",
        },
        {
          type: "paragraph",
          text: "It is also safe to assume that some of your people are already using consumer AI tools at work, with or without permission. Survey data point the same way: in a working paper published in April 2026, economists at the US Census Bureau report that 18% of US firms used AI in a business function between November 2025 and January 2026, 32% weighted by employment, and that workers sometimes use AI in their tasks where the firm has not formally adopted it. That is a sign of demand, and a risk if company or customer data is going into tools whose terms you have never read. Ignoring AI does not keep it out of the company; it only means it arrives without guidance.",
        },
        {
          type: "paragraph",
          text: "Finally, AI touches decisions that belong at the top: what data the company is willing to share with vendors, which customer-facing outputs need human review, how roles and hiring plans change, and where to invest. These are questions of strategy, risk appetite and culture.",
        },
      ],
    },
    {
      heading: "Where the value shows up first",
      blocks: [
        {
          type: "paragraph",
          text: "The earliest and most reliable returns tend to come from tasks that are frequent, text-heavy and easy to check. Typical examples:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Drafting and editing: proposals, policies, job descriptions, customer emails and board papers, with a person refining the draft rather than starting from a blank page.",
            "Summarising and synthesis: long reports, meeting transcripts, research papers and customer feedback condensed into the points that matter for a decision.",
            "Analysis of unstructured information: themes in support tickets, unusual clauses across a set of contracts, patterns in survey comments.",
            "Software development: writing, explaining, testing and reviewing code, where developers check the output before it ships.",
            "Customer service: suggested replies, faster routing and answers drawn from your own knowledge base, with escalation to a person when needed.",
            "Preparation and research: briefings before a client meeting, a first view of a new market, or a structured critique of a plan before it goes to the board.",
          ],
        },
        {
          type: "paragraph",
          text: "None of these removes the need for expertise. They move the expert's time from producing the first version to judging, correcting and deciding, which is usually the more valuable part of the job.",
        },
        {
          type: "paragraph",
          text: "Two widely cited studies have measured the gains. In a preregistered experiment published in Science in July 2023, Shakked Noy and Whitney Zhang gave 453 college-educated professionals writing tasks from their own occupations and gave half of them ChatGPT: the average time taken fell by 40% and the quality of the output rose by 18%. In a study of 5,172 customer-support agents at one company, published in The Quarterly Journal of Economics in 2025, Erik Brynjolfsson, Danielle Li and Lindsey Raymond found that an AI assistant raised the number of issues resolved per hour by 15% on average.",
        },
        {
          type: "paragraph",
          text: "The same support study shows why the gains need managing rather than assuming. Less experienced and lower-skilled agents improved both the speed and the quality of their work, while the most experienced and highest-skilled saw small gains in speed and small declines in quality. AI narrows the gap between newcomers and experts on routine work, which changes how you train and hire, and it can quietly lower the standard of your best people if nobody checks. Both studies measured specific, well-defined tasks: read their figures as proof that the gains are real, not as the saving your own teams will make.",
        },
      ],
    },
    {
      heading: "Where the advantage really lies",
      blocks: [
        {
          type: "paragraph",
          text: "Access to capable models is not a competitive advantage, because your competitors can buy the same ones. Advantage comes from what you combine them with and how quickly your organisation learns to use them well. Four sources matter most.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Proprietary knowledge and data: your customer history, product know-how and internal documents, made accessible to AI tools with the right permissions.",
            "Redesigned workflows: gains come from changing the process around the tool, not from adding a chatbot to an unchanged process.",
            "Organisational learning: teams that experiment, share what works and drop what does not will compound their lead over teams that wait for a finished playbook.",
            "Trust: customers and employees who believe you use AI carefully give you room to use it more.",
          ],
        },
      ],
    },
    {
      heading: "The risk of moving too fast, and of moving too slowly",
      blocks: [
        {
          type: "paragraph",
          text: "Moving too fast has real costs. Confidential data pasted into unmanaged tools, unchecked errors in customer-facing content, automated decisions that treat people unfairly and embarrassing public mistakes are all avoidable with basic guardrails. Over-promising to the board or to staff about savings that never arrive damages credibility for the next initiative.",
        },
        {
          type: "paragraph",
          text: "Moving too slowly carries quieter costs that are harder to reverse. Competitors build capability and lower their cost of serving customers. Talented people, particularly early in their careers, prefer employers where they can work with modern tools. Unofficial use grows without policy or training. And the organisation misses the period when mistakes are cheap and learning is fastest.",
        },
        {
          type: "paragraph",
          text: "The sensible position for most companies is deliberate speed: start now, start small, put simple rules in place, and scale what proves itself.",
        },
      ],
    },
    {
      heading: "What leaders personally need to know",
      blocks: [
        {
          type: "paragraph",
          text: "You do not need to understand how models are trained or write a line of code. You do need enough hands-on experience to judge proposals, vendors and results for yourself. In practice that means knowing:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "What current tools do well and badly, learned by using them on your own work every week.",
            "Why models make things up, and how grounding them in your own documents and asking for sources reduces the problem without eliminating it.",
            "How vendors handle your data: whether inputs are used for training, how long they are kept and where they are stored.",
            "How costs work: per-user licences for assistants, and usage-based charges that grow with volume for anything built on top of models.",
            "Which uses in your business are low risk and which touch customers, money, safety or people's livelihoods and so need more care.",
          ],
        },
      ],
    },
    {
      heading: "Questions to ask your team this quarter",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Which AI tools are people using today, officially or not, and with what data?",
            "Which approved tools do we offer, under what contract terms, and who may use them?",
            "Which three workflows would benefit most from AI, and how would we measure the improvement?",
            "Who owns AI decisions across the company, and how do teams get a quick answer on what is allowed?",
            "What have we learned from the experiments already running, and what should we stop?",
          ],
        },
      ],
    },
    {
      heading: "The bottom line",
      blocks: [
        {
          type: "paragraph",
          text: "AI matters to leaders because it changes the economics of thinking work, and therefore the shape of teams, processes and competition. The right response is neither a grand transformation programme nor waiting to see what happens. It is personal fluency at the top, clear and simple rules, a few well-chosen experiments with honest measurement, and the discipline to scale what works. The rest of The Executive Briefing covers each of those steps in turn.",
        },
      ],
    },
  ],
  claims: [
    {
      text: "In a preregistered online experiment, 453 college-educated professionals were given occupation-specific, incentivised writing tasks and half were randomly given ChatGPT: the average time taken decreased by 40% and output quality rose by 18%.",
      source: noyZhang,
      checked,
    },
    {
      text: "Across 5,172 customer-support agents, access to a generative AI assistant increased issues resolved per hour by 15% on average; less experienced and lower-skilled workers improved both the speed and quality of their output, while the most experienced and highest-skilled saw small gains in speed and small declines in quality. The study was first circulated as NBER Working Paper 31161 in April 2023.",
      source: brynjolfssonLiRaymond,
      checked,
    },
    {
      text: "In the 2026 AI supplement to the Business Trends and Outlook Survey, covering November 2025 to January 2026, 18% of US firms used AI in a business function, 32% weighted by employment, and worker use of AI in tasks sometimes occurred without formal adoption by the firm.",
      source: censusAiDiffusion,
      checked,
    },
  ],
};
