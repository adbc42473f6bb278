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
  claudeLongContextTips: {
    title: "Claude Docs: Long context prompting tips",
    url: "https://platform.claude.com/docs/en/build-with-claude/prompt-engineering/long-context-tips",
  },
  claudeXmlTags: {
    title: "Claude Docs: Use XML tags to structure your prompts",
    url: "https://platform.claude.com/docs/en/build-with-claude/prompt-engineering/use-xml-tags",
  },
  claudeProjects: {
    title: "Claude Help Center: What are projects?",
    url: "https://support.claude.com/en/articles/9517075-what-are-projects",
  },
  anthropicConsumerTerms: {
    title: "Anthropic: Updates to Consumer Terms and Privacy Policy",
    url: "https://www.anthropic.com/news/updates-to-our-consumer-terms",
  },
  claudeForWorkData: {
    title: "Anthropic Privacy Center: Does Anthropic act as a data processor or controller?",
    url: "https://support.anthropic.com/en/articles/9267385-does-anthropic-act-as-a-data-processor-or-controller",
  },
  openAiModelPicker: {
    title: "OpenAI Help Center: GPT-5.5 in ChatGPT (choose a speed and reasoning level)",
    url: "https://help.openai.com/en/articles/11909943-gpt-5-5-in-chatgpt",
  },
  openAiDeepResearch: {
    title: "OpenAI Help Center: Deep research in ChatGPT",
    url: "https://help.openai.com/en/articles/10500283-deep-research-faq",
  },
  openAiIntroducingDeepResearch: {
    title: "OpenAI: Introducing deep research (2 February 2025)",
    url: "https://openai.com/index/introducing-deep-research/",
  },
  openAiProjects: {
    title: "OpenAI Help Center: Projects in ChatGPT",
    url: "https://help.openai.com/en/articles/10169521-projects-in-chatgpt",
  },
  openAiSearch: {
    title: "OpenAI Help Center: ChatGPT search",
    url: "https://help.openai.com/en/articles/9237897-chatgpt-search",
  },
  openAiCanvas: {
    title: "OpenAI: Introducing canvas",
    url: "https://openai.com/index/introducing-canvas/",
  },
  // The UK's rules beside the US and EU ones (issue 45, Deliver 3).
  icoSpecialCategoryData: {
    title: "ICO: What is special category data? (UK GDPR guidance)",
    url: "https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/lawful-basis/special-category-data/what-is-special-category-data/",
  },
  equalityAct2010: {
    title: "legislation.gov.uk: Equality Act 2010",
    url: "https://www.legislation.gov.uk/ukpga/2010/15/contents",
  },
  mhraSoftwareAiMedicalDevice: {
    title: "MHRA (GOV.UK): Software and artificial intelligence (AI) as a medical device",
    url: "https://www.gov.uk/government/publications/software-and-artificial-intelligence-ai-as-a-medical-device/software-and-artificial-intelligence-ai-as-a-medical-device",
  },
  nhsDtac: {
    title: "NHS England Transformation Directorate: Digital Technology Assessment Criteria (DTAC)",
    url: "https://transform.england.nhs.uk/key-tools-and-info/digital-technology-assessment-criteria-dtac/",
  },
  // Small libraries and guides (issue 29, Deliver 1, the remaining claims).
  appleMailPrivacy: {
    title: "Apple: Mail Privacy Protection",
    url: "https://www.apple.com/legal/privacy/data/en/mail-privacy-protection/",
  },
  xApiPricing: {
    title: "X Developer Platform: X API pay-per-usage pricing and credits",
    url: "https://docs.x.com/x-api/getting-started/pricing",
  },
  linkedinCommunityManagement: {
    title: "Microsoft Learn (LinkedIn Marketing): Community Management API overview",
    url: "https://learn.microsoft.com/en-us/linkedin/marketing/community-management/community-management-overview",
  },
  metaPagesPosts: {
    title: "Meta for Developers: Pages API, Posts",
    url: "https://developers.facebook.com/docs/pages-api/posts",
  },
  n8nLinkedInNode: {
    title: "n8n Docs: LinkedIn node",
    url: "https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.linkedin/",
  },
  n8nErrorHandling: {
    title: "n8n Docs: Handle errors gracefully (error workflows)",
    url: "https://docs.n8n.io/build/flow-logic/handle-errors-gracefully",
  },
  n8nWaysOfBuilding: {
    title: "n8n Docs: Ways of building workflows",
    url: "https://docs.n8n.io/build/ways-of-building-workflows",
  },
  zapierPricing: {
    title: "Zapier: Plans and pricing",
    url: "https://zapier.com/pricing",
  },
  authjsBetterAuth: {
    title: "Auth.js: Migrate to Better Auth",
    url: "https://authjs.dev/getting-started/migrate-to-better-auth",
  },
  replitSecrets: {
    title: "Replit Docs: Secrets",
    url: "https://docs.replit.com/replit-workspace/workspace-features/secrets",
  },
  replitDatabase: {
    title: "Replit Docs: Database connection details",
    url: "https://docs.replit.com/features/data-and-storage/connection-details",
  },
  hotjar: {
    title: "Hotjar: product overview",
    url: "https://www.hotjar.com/",
  },
  clarityFaq: {
    title: "Microsoft Learn: Clarity FAQ (pricing model)",
    url: "https://learn.microsoft.com/en-us/clarity/faq",
  },
  pageSpeedInsightsAbout: {
    title: "Google for Developers: About PageSpeed Insights",
    url: "https://developers.google.com/speed/docs/insights/v5/about",
  },
  claudeResearch: {
    title: "Claude Help: Using Research on Claude",
    url: "https://support.claude.com/en/articles/11088861-using-research-on-claude",
  },
  geminiDeepResearch: {
    title: "Gemini Apps Help: Use Deep Research in Gemini Apps",
    url: "https://support.google.com/gemini/answer/15719111",
  },
  // The Replit and Cursor libraries rewritten for leaders (issue 45, Deliver 4).
  replitAiBilling: {
    title: "Replit Docs: Replit AI Billing",
    url: "https://docs.replit.com/billing/ai-billing",
  },
  replitBilling: {
    title: "Replit Docs: Billing (usage alerts and budget limits)",
    url: "https://docs.replit.com/category/billing",
  },
  replitDevelopmentUrls: {
    title: "Replit Docs: Development URLs",
    url: "https://docs.replit.com/replit-workspace/workspace-features/development-urls",
  },
  replitSecurityScanner: {
    title: "Replit Docs: Project Security Center",
    url: "https://docs.replit.com/replit-workspace/workspace-features/security-scanner",
  },
  replitEnterprisePrivacy: {
    title: "Replit Docs: Enterprise privacy settings",
    url: "https://docs.replit.com/teams/enterprise-privacy-settings",
  },
  cursorAskMode: {
    title: "Cursor Help: Ask mode",
    url: "https://cursor.com/help/ai-features/ask-mode",
  },
  cursorPrivacy: {
    title: "Cursor Help: Privacy and data",
    url: "https://cursor.com/help/security-and-privacy/privacy",
  },
  cursorIgnoreFiles: {
    title: "Cursor Docs: Ignore files",
    url: "https://docs.cursor.com/context/ignore-files",
  },
  cursorCheckpoints: {
    title: "Cursor Docs: Checkpoints",
    url: "https://docs.cursor.com/agent/chat/checkpoints",
  },
  microsoftCopilotDataProtection: {
    title: "Microsoft Learn: Enterprise data protection in Microsoft 365 Copilot and Microsoft 365 Copilot Chat",
    url: "https://learn.microsoft.com/en-us/copilot/microsoft-365/enterprise-data-protection",
  },
  googleWorkspaceGeminiPrivacy: {
    title: "Google Workspace Admin Help: Generative AI in Google Workspace Privacy Hub",
    url: "https://support.google.com/a/answer/15706919",
  },
  geminiAppsPrivacy: {
    title: "Gemini Apps Help: Gemini Apps Privacy Hub",
    url: "https://support.google.com/gemini/answer/13594961",
  },
} satisfies Record<string, Source>;

/** The day the claims written in this round were checked against their sources. */
export const checkedNov2026 = "2026-11-27";

/** The day the Replit and Cursor claims of issue 45 were read against their sources. */
export const checkedDec2026 = "2026-12-06";
