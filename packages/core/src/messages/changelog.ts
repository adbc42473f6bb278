import { changelogLimits } from "../limits/index.ts";

/** "What's new": the console's refusals and the page's words. */
export const changelogMessages = {
  emptyTitle: "Please give the entry a title.",
  titleTooLong: `Please keep the title under ${changelogLimits.titleMax} characters.`,
  emptySummary: "Please say in a sentence or two what changed.",
  summaryTooLong: `Please keep the text under ${changelogLimits.summaryMax} characters.`,
  invalidDate: "Please give the date as YYYY-MM-DD.",
  tooManyLinks: `Link at most ${changelogLimits.linksMax} guides, prompts or articles.`,
  unknownLink: "One of the links is not a page of the toolkit. Pick it from the list.",
  tooManySuggestions: `Answer at most ${changelogLimits.suggestionsMax} suggestions with one entry.`,
  unknownSuggestion: "One of the suggestions is not on the board (any more).",
  notFound: "No such entry.",
  alreadyPublished: "This entry is published already.",
  publishedNotice: (notified: number) =>
    notified === 0
      ? "Published. No one had asked to hear about its suggestions, so no email went out."
      : `Published. ${notified === 1 ? "1 person who asked to hear was" : `${notified} people who asked to hear were`} emailed.`,
  empty: "Nothing new yet. When something you voted for ships, it appears here first.",
} as const;
