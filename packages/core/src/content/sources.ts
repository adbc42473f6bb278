// The sources the prompt libraries and guides cite for their dated claims, named once so a card
// and a guide citing the same page cite it the same way.
import type { Claim } from "./types.ts";

type Source = Claim["source"];

export const sources = {
  lovableTrainingData: {
    title: "Lovable Docs: Manage training data and privacy",
    url: "https://docs.lovable.dev/features/business/data-opt-out",
  },
  n8nPublish: {
    title: "n8n Docs: Save and publish workflows",
    url: "https://docs.n8n.io/build/understand-workflows/save-and-publish-workflows",
  },
  n8nDataTables: {
    title: "n8n Docs: Data tables",
    url: "https://docs.n8n.io/data/data-tables/",
  },
  replitPublish: {
    title: "Replit Docs: Publish your app",
    url: "https://docs.replit.com/build/publish-your-app",
  },
  zapierFormatter: {
    title: "Zapier Help: Get started with Formatter by Zapier",
    url: "https://zapier.com/help/doc/how-get-started-formatter-zapier",
  },
  openAiEnterprisePrivacy: {
    title: "OpenAI: Enterprise privacy at OpenAI",
    url: "https://openai.com/enterprise-privacy/",
  },
  linkedinInvitationNote: {
    title: "Linked Helper glossary: LinkedIn invitation (no LinkedIn Help page on note limits was found)",
    url: "https://www.linkedhelper.com/en/glossary/linkedin-invitation",
  },
  euAiAct: {
    title: "EUR-Lex: Regulation (EU) 2024/1689 (the AI Act)",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
  },
  nycLocalLaw144: {
    title: "Office of the New York State Comptroller: Enforcement of Local Law 144 – Automated Employment Decision Tools",
    url: "https://www.osc.ny.gov/state-agencies/audits/2025/12/02/enforcement-local-law-144-automated-employment-decision-tools",
  },
  hipaaPrivacyRule: {
    title: "HHS: Summary of the HIPAA Privacy Rule",
    url: "https://www.hhs.gov/hipaa/for-professionals/privacy/laws-regulations/index.html",
  },
} satisfies Record<string, Source>;

/** The day the claims written in this round were checked against their sources. */
export const checkedNov2026 = "2026-11-27";
