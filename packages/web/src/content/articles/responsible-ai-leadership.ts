import type { ArticleBody } from "../types.ts";

/** The day the dated claims below were last checked against their sources. */
const checked = "2026-11-27";

export const body: ArticleBody = {
  intro: [
    "Responsible AI is sometimes presented as a brake on innovation. In practice it is what keeps a company's licence to use AI at all: the trust of customers who share their data, of employees whose work is changing, and of regulators who are paying closer attention every year. Companies that get it right tend to move faster, because their teams know where the lines are.",
    "This briefing covers the areas a leader needs to own: governance, data privacy, bias, transparency, accountability and regulation. It is a practical guide, not legal advice; for obligations that apply to your company in your jurisdictions, work with qualified counsel.",
  ],
  sections: [
    {
      heading: "Why responsibility sits with leadership",
      blocks: [
        {
          type: "paragraph",
          text: "AI risks rarely stay inside one department. A model that drafts customer letters raises questions for legal, brand and customer service; a tool that screens job applicants raises questions for HR, legal and the board. The trade-offs involved, such as how much error is acceptable, which data may be used and when a human must decide, are expressions of the company's values and risk appetite. Only leadership can set them consistently.",
        },
        {
          type: "paragraph",
          text: "Leaders also set the tone. If the message from the top is speed at any cost, guardrails will be treated as obstacles. If the message is that careful use is how the company earns the right to use AI more widely, people will raise problems early, when they are cheap to fix.",
        },
      ],
    },
    {
      heading: "Governance that fits your size",
      blocks: [
        {
          type: "paragraph",
          text: "Governance should be proportionate. A startup does not need a committee structure, and a large enterprise cannot run on goodwill. Most organisations need the same core elements, scaled to their size:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "An accountable executive for AI risk, with the authority to pause a deployment.",
            "A small cross-functional group, typically drawing on technology, legal, security, privacy, HR and the business, that meets regularly and decides quickly.",
            "An inventory of AI systems in use, including the AI features inside the software you already buy.",
            "Risk tiers, so that internal drafting tools get a light review and systems affecting customers, employees, money or safety get a thorough one.",
            "A short acceptable-use policy that every employee can understand in a few minutes.",
            "An incident process for when something goes wrong, and a habit of learning from it.",
          ],
        },
        {
          type: "paragraph",
          text: "Published frameworks can save you from starting with a blank page. The NIST AI Risk Management Framework, a voluntary framework from the United States, and ISO/IEC 42001, an international standard for AI management systems, are both widely used reference points.",
        },
      ],
    },
    {
      heading: "Data privacy and confidentiality",
      blocks: [
        {
          type: "paragraph",
          text: "Every AI tool is also a data flow. Before approving one, know what data goes in, where it is processed and stored, how long it is kept, who at the vendor can see it, and whether it may be used to train the vendor's models. Business and enterprise plans from major vendors generally offer stronger commitments than consumer versions, but read the terms rather than assuming.",
        },
        {
          type: "paragraph",
          text: "Privacy law does not stop applying because a model is involved. If you process personal data with AI, existing obligations on lawful basis, purpose limitation, data minimisation, security and individuals' rights still apply, under the GDPR in Europe and under comparable laws elsewhere. Internal AI systems need care too: an assistant connected to company documents must respect the same access permissions as the documents themselves, or it will happily summarise the salary file for anyone who asks.",
        },
      ],
    },
    {
      heading: "Bias and fairness",
      blocks: [
        {
          type: "paragraph",
          text: "Models learn from data that reflects the world as it was, including its inequalities, and they can reproduce or amplify them. The risk is highest where AI influences decisions about people: hiring and promotion, credit and pricing, insurance, access to services, and performance management. Some jurisdictions already regulate specific uses. AI used in recruitment and selection, such as filtering applications or evaluating candidates, is a high-risk use under the EU AI Act (Annex III, employment), and New York City's Local Law 144 requires a bias audit and notice to candidates before automated employment decision tools are used. Simulations can help a hiring panel rehearse how it discusses candidates, but they must never be used to decide on a real candidate.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Identify which systems influence decisions about individuals and treat them as high risk.",
            "Test outcomes across relevant groups before launch and at regular intervals afterwards, not just once.",
            "Keep a qualified person responsible for consequential decisions, with the time and authority to overrule the system.",
            "Document the data used, the tests run, the results and the reasoning behind the decision to deploy.",
            "Give people a route to question an outcome and have it reviewed.",
          ],
        },
      ],
    },
    {
      heading: "Transparency",
      blocks: [
        {
          type: "paragraph",
          text: "People are entitled to know when they are dealing with AI, and increasingly the law says so too. Tell customers when they are talking to an automated assistant rather than a person, and make it easy to reach a human. Consider labelling AI-generated content where it could mislead, such as synthetic images, audio or video. When AI plays a material part in a decision about someone, be ready to explain in plain language what it did and what factors mattered.",
        },
        {
          type: "paragraph",
          text: "Transparency applies inside the company as well. Employees should know which tools are approved, how their own data is used, and how AI is involved in decisions that affect them, such as scheduling, monitoring or evaluation.",
        },
      ],
    },
    {
      heading: "Accountability and human oversight",
      blocks: [
        {
          type: "paragraph",
          text: "\"The computer did it\" is not an acceptable answer to a customer, a regulator or a court. Every AI system in production needs a named business owner who is accountable for its outcomes, not just a technical owner who keeps it running. That owner should know what the system is for, how its quality is monitored, what its known limitations are and when it should be switched off.",
        },
        {
          type: "paragraph",
          text: "Human oversight must be real to count. A reviewer who approves hundreds of AI recommendations an hour without the information or time to disagree provides the appearance of control, not control. Design review steps so that people can genuinely intervene, and track how often they do.",
        },
      ],
    },
    {
      heading: "Regulation: what to track",
      blocks: [
        {
          type: "paragraph",
          text: "The regulatory picture differs by region and is still developing, so treat the following as orientation rather than a complete account.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "European Union: the EU AI Act entered into force on 1 August 2024, with obligations applying in stages. It takes a risk-based approach: certain practices are prohibited, high-risk systems face requirements on risk management, data, documentation and human oversight, some systems carry transparency duties, and providers of general-purpose AI models have their own obligations. It can apply to companies outside the EU whose AI systems are placed on the EU market or whose outputs are used there.",
            "United States: there is no single comprehensive federal AI law. Existing laws on consumer protection, discrimination, privacy and sector-specific regulation already apply to AI, and a growing number of states have passed their own AI-related rules. Executive Order 14365 of 11 December 2025, \"Ensuring a National Policy Framework for Artificial Intelligence\", sets a federal policy of a minimally burdensome national framework and directs agencies to challenge state AI laws that conflict with it; on 9 January 2026 the Attorney General set up a Justice Department AI Litigation Task Force to bring those challenges. An executive order does not repeal state laws, so state rules you are subject to still apply unless a court or Congress says otherwise.",
            "Elsewhere: many countries are issuing AI rules, guidance or codes of practice, and sector regulators in areas such as finance and healthcare increasingly expect firms to show how they manage AI risk.",
          ],
        },
        {
          type: "paragraph",
          text: "The EU AI Act's timetable, as amended by the Digital Omnibus on AI, runs as follows:",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "1 August 2024: the Act entered into force.",
            "2 February 2025: the bans on prohibited practices began to apply, together with the AI-literacy duty in Article 4.",
            "2 August 2025: obligations for providers of general-purpose AI models began to apply.",
            "2 August 2026: the Act's general date of application, which the Digital Omnibus left unchanged.",
            "December 2026: a new ban added by the Digital Omnibus applies, on AI systems that generate non-consensual sexual or intimate images of real people or child sexual abuse material; 2 December 2026 is also the new deadline for providers to mark AI-generated content.",
            "2 December 2027: obligations for the stand-alone high-risk systems listed in Annex III, such as AI used in employment, education, credit decisions and access to essential services (originally 2 August 2026).",
            "2 August 2028: obligations for high-risk AI embedded in products covered by the EU product legislation listed in Annex I, such as medical devices and machinery (originally 2 August 2027).",
          ],
        },
        {
          type: "paragraph",
          text: "These changes come from the Digital Omnibus on AI, which the European Commission proposed in November 2025 and the European Parliament and the Council adopted in June 2026. Besides moving the high-risk dates, it softens the AI-literacy duty in Article 4: organisations are no longer required to ensure a sufficient level of AI literacy among their staff, though commentators differ on how much of a duty remains, so keep training people and read the amended text with counsel. Check the EU's Official Journal for the text in force before relying on any date.",
        },
        {
          type: "paragraph",
          text: "The practical response is the same everywhere: know where you use AI, classify the risk, document your decisions and keep your inventory current. Companies that do this can adapt to new rules far more easily than those that must first discover what they are running.",
        },
      ],
    },
    {
      heading: "A checklist for leaders",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Name an accountable executive and a cross-functional group for AI risk.",
            "Build and maintain an inventory of AI systems, including vendor features.",
            "Classify each use by risk and match the review to the risk.",
            "Approve tools only after checking their data handling terms.",
            "Test high-risk systems for bias and quality before launch and regularly afterwards.",
            "Tell people when they are dealing with AI, and give them a route to a human.",
            "Give every production system a business owner and a working incident process.",
            "Review your obligations with counsel in each region where you operate.",
          ],
        },
        {
          type: "paragraph",
          text: "None of this requires slowing down. It requires deciding, in advance and at the right level, what the company will and will not do with AI, and then making those decisions easy for everyone to follow.",
        },
      ],
    },
  ],
  claims: [
    {
      text: "The Digital Omnibus on AI received the Council's final approval on 29 June 2026, moving stand-alone high-risk (Annex III) obligations to 2 December 2027 and high-risk AI in Annex I products to 2 August 2028.",
      source: {
        title: "Council of the EU press release: Artificial Intelligence: Council gives final green light to simplify and streamline rules (29 June 2026, as republished)",
        url: "https://www.pubaffairsbruxelles.eu/eu-institution-news/artificial-intelligence-council-gives-final-green-light-to-simplify-and-streamline-rules/",
      },
      checked,
    },
    {
      text: "The Digital Omnibus bans AI systems that generate non-consensual intimate images or child sexual abuse material from December 2026, and sets 2 December 2026 as the deadline for marking AI-generated content.",
      source: {
        title: "Council of the EU press release: Artificial Intelligence: Council gives final green light to simplify and streamline rules (29 June 2026, as republished)",
        url: "https://www.pubaffairsbruxelles.eu/eu-institution-news/artificial-intelligence-council-gives-final-green-light-to-simplify-and-streamline-rules/",
      },
      checked,
    },
    {
      text: "The European Parliament approved the Digital Omnibus on AI on 16 June 2026, and the AI Act's general date of application, 2 August 2026, is unchanged.",
      source: {
        title: "SRD Rechtsanwälte: Digital Omnibus AI: what is changing in the AI Act?",
        url: "https://www.srd-rechtsanwaelte.de/en/blog/digital-omnibus-ai-what-is-changing-in-the-ai-act",
      },
      checked,
    },
    {
      text: "The Digital Omnibus rewrites Article 4 so that organisations no longer have to ensure a sufficient level of AI literacy; sources differ on how much of a duty remains.",
      source: {
        title: "AI Adopt: The Digital Omnibus changes the EU AI Act. But not in the way you think",
        url: "https://aiadopt.eu/en/insights/digital-omnibus-eu-ai-act",
      },
      checked,
    },
    {
      text: "Executive Order 14365 of 11 December 2025, Ensuring a National Policy Framework for Artificial Intelligence, directs the Attorney General to set up an AI Litigation Task Force to challenge state AI laws.",
      source: {
        title: "Taft Law: Executive Order 14365: Ensuring a National Policy Framework for Artificial Intelligence",
        url: "https://www.taftlaw.com/news-events/white-house-toolkit/executive-order-14365-ensuring-a-national-policy-framework-for-artificial-intelligence",
      },
      checked,
    },
    {
      text: "The Attorney General's memorandum of 9 January 2026 established the Justice Department's AI Litigation Task Force to challenge state AI laws.",
      source: {
        title: "Baker Botts (Mondaq): Inside the DOJ's new AI Litigation Task Force",
        url: "https://www.mondaq.com/unitedstates/new-technology/1738040/inside-the-dojs-new-ai-litigation-task-force",
      },
      checked,
    },
    {
      text: "New York City's Local Law 144 requires a bias audit no more than a year before an automated employment decision tool is used, a public summary of the results and notice to candidates.",
      source: {
        title: "Office of the New York State Comptroller: Enforcement of Local Law 144 – Automated Employment Decision Tools",
        url: "https://www.osc.ny.gov/state-agencies/audits/2025/12/02/enforcement-local-law-144-automated-employment-decision-tools",
      },
      checked,
    },
  ],
};
