// What a simulated panel of personas cannot tell a leader, said on every simulation card (issue
// 29): synthetic personas are a model's guess, not evidence; they drift into stereotypes; and they
// tend to agree with the framing they are given. Uses that touch health, money or hiring also
// name the rules that govern the real decision.
import { checkedDec2026, checkedNov2026, sources } from "./sources.ts";
import type { Claim } from "./types.ts";

export const syntheticPersonaLimits =
  "Synthetic personas are not evidence: they are a model's guess at how such people might react, so use them to sharpen your questions for real conversations, never to size demand or report purchase intent. Models slip into stereotypes of age, gender, culture and job, and tend to agree with the framing you give them, so watch for both and test every conclusion with real people.";

/** Health data in the UK: the healthcare and hiring limits both rest on it. */
const ukSpecialCategoryData: Claim = {
  text: "The UK GDPR gives extra protection to special category data, which includes data concerning health and personal data revealing racial or ethnic origin, religious or philosophical beliefs, or sexual orientation.",
  source: sources.icoSpecialCategoryData,
  checked: checkedDec2026,
};

/** Limits for a simulation whose real-world decision is governed by named rules. */
export interface RegulatedLimits {
  limits: string;
  claims: Claim[];
}

export const healthcareLimits: RegulatedLimits = {
  limits: `${syntheticPersonaLimits} Real adoption rests on clinical evidence and the rules of your market: in the US, the HIPAA Privacy Rule governs patient health information held by providers, health plans and their business associates; in the EU, AI that is part of a medical device is high-risk under the AI Act (Annex I); in the UK, health data is special category data under the UK GDPR, the MHRA regulates much software and AI with a medical purpose as a medical device, and NHS and social care buyers in England assess digital health technology against the Digital Technology Assessment Criteria (DTAC). Never paste real patient information into the simulation.`,
  claims: [
    {
      text: "The HIPAA Privacy Rule sets national standards for protecting individually identifiable health information held by covered entities (health plans, clearinghouses and providers) and their business associates.",
      source: sources.hipaaPrivacyRule,
      checked: checkedNov2026,
    },
    {
      text: "Under the EU AI Act, AI that is a safety component of, or is itself, a product covered by the EU legislation in Annex I, such as the Medical Devices Regulation, is high-risk.",
      source: sources.euAiAct,
      checked: checkedNov2026,
    },
    ukSpecialCategoryData,
    {
      text: "In the UK, many software and AI products used in health and social care are regulated by the MHRA as medical devices or in vitro diagnostic medical devices.",
      source: sources.mhraSoftwareAiMedicalDevice,
      checked: checkedDec2026,
    },
    {
      text: "NHS and social care organisations in England should assess new digital health technologies against the Digital Technology Assessment Criteria (DTAC), which cover clinical safety, data protection, technical security, interoperability, and usability and accessibility.",
      source: sources.nhsDtac,
      checked: checkedDec2026,
    },
  ],
};

export const hiringLimits: RegulatedLimits = {
  limits: `${syntheticPersonaLimits} This rehearses how your committee debates a candidate, so it can sharpen its criteria and interview questions. Never use it to judge a real candidate, or to decide on, score or rank one. Real hiring decisions are made by people, on real evidence, under your company's process, and are governed by equality and employment law wherever you hire; in the UK, the Equality Act 2010 protects applicants from discrimination because of a protected characteristic, whatever tool is used, and the UK GDPR governs their personal data; in the EU, AI used to recruit, select or evaluate candidates is high-risk under the AI Act (Annex III); and in New York City, Local Law 144 requires a bias audit and notice to candidates before an automated employment decision tool is used.`,
  claims: [
    {
      text: "The Equality Act 2010 protects job applicants from discrimination by employers because of a protected characteristic: age, disability, gender reassignment, marriage and civil partnership, pregnancy and maternity, race, religion or belief, sex, and sexual orientation.",
      source: sources.equalityAct2010,
      checked: checkedDec2026,
    },
    ukSpecialCategoryData,
    {
      text: "The EU AI Act lists AI systems used to recruit or select people, including filtering applications and evaluating candidates, as high-risk (Annex III, point 4).",
      source: sources.euAiAct,
      checked: checkedNov2026,
    },
    {
      text: "New York City's Local Law 144 requires a bias audit no more than a year before an automated employment decision tool is used, a public summary of the results and notice to candidates.",
      source: sources.nycLocalLaw144,
      checked: checkedNov2026,
    },
  ],
};

export const investorLimits = `${syntheticPersonaLimits} A simulated investor panel is not investment or legal advice and cannot predict a real investor's decision; what you tell real investors is governed by the securities and financial-promotion rules of your jurisdiction, so have counsel check any forecast or offer before you share it.`;
