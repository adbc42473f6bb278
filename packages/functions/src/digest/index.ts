export { sendWeeklyDigests, sendDigestNow, type DigestDeps } from "./send.ts";
export { digestContent, digestSuggestionMax } from "./content.ts";
export { sendTeamDigests, type TeamDigestDeps } from "./team-digest.ts";
