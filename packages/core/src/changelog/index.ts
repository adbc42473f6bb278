export * from "./types.ts";
export { changelogDraftSchema, changelogLinkSchema, type ChangelogDraft } from "./schema.ts";
export { linkableContent, resolveLinks } from "./links.ts";
