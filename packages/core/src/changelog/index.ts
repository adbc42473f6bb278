export * from "./types.ts";
export { changelogLimits } from "../limits/index.ts";
export { changelogDraftSchema, changelogLinkSchema, type ChangelogDraft } from "./schema.ts";
export { linkableContent, resolveLinks } from "./links.ts";
export { accountIdsIn, answerRecipients, entryMailKey } from "./answer-mail.ts";
