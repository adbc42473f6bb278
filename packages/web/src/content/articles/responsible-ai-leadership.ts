import type { ArticleBody } from "../types.ts";

/** The day the dated claims below were last checked against their sources. */
const checked = "2026-11-27";

const euAiAct = {
  title: "EUR-Lex: Regulation (EU) 2024/1689 (the AI Act)",
  url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
};

const digitalOmnibus = {
  title: "EUR-Lex: Regulation (EU) 2026/1744 amending the AI Act (the Digital Omnibus on AI)",
  url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj",
};

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
          text: '"The computer did it" is not an acceptable answer to a customer, a regulator or a court. Every AI system in production needs a named business owner who is accountable for its outcomes, not just a technical owner who keeps it running. That owner should know what the system is for, how its quality is monitored, what its known limitations are and when it should be switched off.',
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
            'United States: there is no single comprehensive federal AI law. Existing laws on consumer protection, discrimination, privacy and sector-specific regulation already apply to AI, and a growing number of states have passed their own AI-related rules. Executive Order 14365 of 11 December 2025, "Ensuring a National Policy Framework for Artificial Intelligence", sets a federal policy of a minimally burdensome national framework and directs agencies to challenge state AI laws that conflict with it; on 9 January 2026 the Attorney General set up a Justice Department AI Litigation Task Force to bring those challenges. An executive order does not repeal state laws, so state rules you are subject to still apply unless a court or Congress says otherwise.',
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
            "2 August 2026: the Act's general date of application, which the Digital Omnibus left unchanged, including the transparency duties in Article 50, such as telling people when they are dealing with an AI system.",
            "2 December 2026: new bans added by the Digital Omnibus apply, on AI systems that generate non-consensual sexual or intimate images of real people or child sexual abuse material; it is also the deadline for generative AI systems already on the market before 2 August 2026 to mark their output as AI-generated.",
            "2 December 2027: obligations for the stand-alone high-risk systems listed in Annex III, such as AI used in employment, education, credit decisions and access to essential services (originally 2 August 2026).",
            "2 August 2028: obligations for high-risk AI embedded in products covered by the EU product legislation listed in Annex I, such as medical devices and machinery (originally 2 August 2027).",
          ],
        },
        {
          type: "paragraph",
          text: "These changes come from the Digital Omnibus on AI, which the European Commission proposed in November 2025 and the European Parliament and the Council adopted in June 2026. It was published in the EU's Official Journal as Regulation (EU) 2026/1744 on 24 July 2026 and entered into force on 27 July 2026. Besides moving the high-risk dates, it rewrites the AI-literacy duty in Article 4: providers and deployers must take measures to support the AI literacy of their staff and others who operate AI systems for them, but no longer have to ensure a sufficient level of it. The duty has not gone, so keep training people, and read the amended text with counsel. Check EUR-Lex for the consolidated text before relying on any date.",
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
      text: "The EU AI Act (Regulation (EU) 2024/1689) entered into force on 1 August 2024; its bans and the AI-literacy duty in Article 4 have applied since 2 February 2025 and the obligations for general-purpose AI models since 2 August 2025.",
      source: euAiAct,
      checked,
    },
    {
      text: "AI systems intended for recruitment or selection, such as filtering applications or evaluating candidates, are high-risk under Annex III, point 4 of the AI Act, and the Act applies to providers outside the EU whose systems or their outputs are used in the EU.",
      source: euAiAct,
      checked,
    },
    {
      text: "Regulation (EU) 2026/1744, the Digital Omnibus on AI, was published in the Official Journal on 24 July 2026 and entered into force on 27 July 2026; it moves stand-alone high-risk (Annex III) obligations to 2 December 2027 and high-risk AI in Annex I products to 2 August 2028, and leaves the general date of application, 2 August 2026, unchanged, the transparency duties of Article 50 included.",
      source: digitalOmnibus,
      checked,
    },
    {
      text: "Regulation (EU) 2026/1744 adds bans on AI systems that generate non-consensual intimate images of identifiable people or child sexual abuse material from 2 December 2026, and gives generative AI systems placed on the market before 2 August 2026 until 2 December 2026 to mark their output.",
      source: digitalOmnibus,
      checked,
    },
    {
      text: "As replaced by Regulation (EU) 2026/1744, Article 4 requires providers and deployers to take measures to support the AI literacy of their staff and others operating AI systems for them, and states that it does not require them to guarantee any specific level of AI literacy.",
      source: digitalOmnibus,
      checked,
    },
    {
      text: "The Council of the EU gave the Digital Omnibus on AI its final approval on 29 June 2026, after the European Parliament adopted it in June 2026.",
      source: {
        title:
          "Council of the EU press release: Artificial Intelligence: Council gives final green light to simplify and streamline rules (29 June 2026, as republished)",
        url: "https://www.pubaffairsbruxelles.eu/eu-institution-news/artificial-intelligence-council-gives-final-green-light-to-simplify-and-streamline-rules/",
      },
      checked,
    },
    {
      text: "Executive Order 14365 of 11 December 2025, Ensuring a National Policy Framework for Artificial Intelligence, sets a policy of a minimally burdensome national framework and directs the Attorney General to set up an AI Litigation Task Force to challenge state AI laws.",
      source: {
        title:
          "The White House: Executive Order 14365, Ensuring a National Policy Framework for Artificial Intelligence (11 December 2025)",
        url: "https://www.whitehouse.gov/presidential-actions/2025/12/eliminating-state-law-obstruction-of-national-artificial-intelligence-policy/",
      },
      checked,
    },
    {
      text: "The Attorney General's memorandum of 9 January 2026 established the Justice Department's AI Litigation Task Force to challenge state AI laws.",
      source: {
        title: "U.S. Department of Justice: Attorney General memorandum, Artificial Intelligence Litigation Task Force (9 January 2026)",
        url: "https://www.justice.gov/ag/media/1422986/dl?inline",
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
    {
      text: "The NIST AI Risk Management Framework (AI RMF 1.0, January 2023) is a voluntary framework from the US National Institute of Standards and Technology.",
      source: {
        title: "NIST: AI Risk Management Framework",
        url: "https://www.nist.gov/itl/ai-risk-management-framework",
      },
      checked,
    },
    {
      text: "ISO/IEC 42001 is the international standard that specifies requirements for an AI management system.",
      source: {
        title: "ISO: ISO/IEC 42001:2023, Artificial intelligence management system",
        url: "https://www.iso.org/standard/42001",
      },
      checked,
    },
    {
      text: "Under the GDPR, personal data must be processed lawfully, for specified purposes, limited to what is necessary and kept secure (Article 5), and individuals keep their rights of access, rectification, erasure and objection (Articles 15 to 22), whatever technology processes it.",
      source: {
        title: "EUR-Lex: Regulation (EU) 2016/679 (the General Data Protection Regulation)",
        url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
      },
      checked,
    },
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
