// The writing cards in Microsoft 365 Copilot and in Gemini (issue 45, Deliver 8): many leaders
// have only Copilot or Gemini at work. The prompt stays as written; these are the instructions
// beside it, and what happens to the data on a work or school account versus a personal one.
import { checkedDec2026, sources } from "../sources.ts";
import type { Claim, OtherTools } from "../types.ts";

const copilotWorkAccount: Claim = {
  text: "Microsoft 365 Copilot Chat gives enterprise data protection when you sign in with a work or school (Microsoft Entra) account: your prompts and Copilot's responses are not used to train foundation models.",
  source: sources.microsoftCopilotDataProtection,
  checked: checkedDec2026,
};
const copilotPersonalAccount: Claim = {
  text: "Enterprise data protection applies when you are signed in to Copilot with a work or school (Microsoft Entra) account, not with a personal Microsoft account.",
  source: sources.microsoftCopilotDataProtection,
  checked: checkedDec2026,
};
const geminiWorkAccount: Claim = {
  text: "With a qualifying Google Workspace edition, Gemini in Workspace (such as Help me write and the side panel) and the Gemini app do not use your content, prompts or responses to train generative AI models without permission, and your content is not human reviewed outside your organisation without permission.",
  source: sources.googleWorkspaceGeminiPrivacy,
  checked: checkedDec2026,
};
const geminiPersonalAccount: Claim = {
  text: "For personal Google accounts, the Gemini Apps Privacy Hub asks you not to enter confidential information that you would not want a reviewer to see or Google to use to improve its services.",
  source: sources.geminiAppsPrivacy,
  checked: checkedDec2026,
};

const copilotWhere =
  "Microsoft 365 Copilot Chat, signed in with your work or school account: in the Microsoft 365 Copilot app or on the web, or in the Copilot pane of Word or Outlook where your organisation has turned it on.";
const geminiWhere =
  "The Gemini app (gemini.google.com or the mobile app), signed in with your work or school Google account, or Gemini in Google Docs and Gmail where your organisation's Workspace edition includes it.";

/** What a writing card says about each tool: the run beside the prompt, and the material that
 * must not go into a personal account. */
interface WritingCardTools {
  copilot: string;
  gemini: string;
  /** The card's confidential material, as in "keep … out of a personal account". */
  confidential: string;
}

function writingCard({ copilot, gemini, confidential }: WritingCardTools): OtherTools {
  return {
    copilot: {
      where: copilotWhere,
      howTo: copilot,
      dataNote: `Use your work or school account: your organisation's agreement with Microsoft covers what you paste, and your prompts are not used to train the models. A personal Microsoft account has no enterprise data protection, so keep ${confidential} out of it, or read Microsoft's consumer privacy terms first.`,
      claims: [copilotWorkAccount, copilotPersonalAccount],
    },
    gemini: {
      where: geminiWhere,
      howTo: gemini,
      dataNote: `Use your Google Workspace work or school account: your organisation's Workspace agreement covers Gemini, and your content is not used to train models without permission. On a personal Google account, human reviewers may read chats and Google may use them to improve its products, so keep ${confidential} out of it; the Gemini Apps Privacy Hub shows the activity settings.`,
      claims: [geminiWorkAccount, geminiPersonalAccount],
    },
  };
}

/** The writing cards of the ChatGPT and Claude libraries: the ones whose job is a draft to send. */
export const writingCardTools = {
  investorUpdate: writingCard({
    copilot:
      "Paste the filled-in prompt as is. If your metrics sit in a spreadsheet, attach it and write “see the attached file” in the metrics field. Copy the draft into Word or Outlook to edit and send it.",
    gemini:
      "Paste the filled-in prompt as is. If your metrics sit in a spreadsheet, attach it and write “see the attached file” in the metrics field. Sending one every month? Save the prompt as a gem and fill in only the month's figures each time.",
    confidential: "unannounced figures, runway and fundraising plans",
  }),
  boardMemo: writingCard({
    copilot:
      "Paste the filled-in prompt as is. Attach long background papers or financials rather than pasting them, and name the file in the field it answers. Copy the memo into Word for the board's template and tracked changes.",
    gemini:
      "Paste the filled-in prompt as is. Attach long background papers or financials rather than pasting them, and name the file in the field it answers. Export the memo to Google Docs to put it in the board's template.",
    confidential: "board papers, undisclosed figures and directors' concerns",
  }),
  thoughtLeadership: writingCard({
    copilot:
      "Paste the filled-in prompt as is and answer its three questions in the same chat. Copy the article into Word to edit it; ask Copilot there to tighten a paragraph you have selected.",
    gemini:
      "Paste the filled-in prompt as is and answer its three questions in the same chat. Export the article to Google Docs and use Help me write there to rework a paragraph.",
    confidential: "client names, unpublished data and anything not yet announced",
  }),
  personalAssistant: writingCard({
    copilot:
      "Paste the filled-in prompt as is, with this week's meetings and tasks copied into their fields. Copy each drafted reply into Outlook and read it before you send it.",
    gemini:
      "Paste the filled-in prompt as is, with this week's meetings and tasks copied into their fields. Paste each drafted reply into Gmail, where Help me write can adjust its tone, and read it before you send it.",
    confidential: "your calendar, other people's emails and personal details",
  }),
  leadershipNarrative: writingCard({
    copilot:
      "Paste the prompt as is: the document tags are plain text that Copilot reads too. Keep your bio pasted between them, or attach it and write “see the attached bio” there. Answer the interview questions in the same chat.",
    gemini:
      "Paste the prompt as is: the document tags are plain text that Gemini reads too. Keep your bio pasted between them, or attach it and write “see the attached bio” there. Answer the interview questions in the same chat, then export the narrative to Google Docs.",
    confidential: "other people's names and private details from your story",
  }),
} satisfies Record<string, OtherTools>;
