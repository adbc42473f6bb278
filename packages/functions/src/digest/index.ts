export { sendWeeklyDigests, sendDigestNow, type DigestDeps } from "./send.ts";
export { digestContent, digestSuggestionMax } from "./content.ts";
