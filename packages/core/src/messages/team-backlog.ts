import { backlogLimits as limits } from "../limits/index.ts";

/** A team's AI-opportunity backlog (issue 48, Deliver 3): the API's answers and the pages' words. */
export const backlogMessages = {
  titleRequired: "Say in a few words where AI could help, e.g. “Draft the monthly investor update”.",
  titleTooLong: `The title is at most ${limits.titleMax} characters.`,
  taskRequired: "Describe the task as it is done today.",
  taskTooLong: `The task today is at most ${limits.taskMax} characters.`,
  frequencyInvalid: "Choose how often it happens: daily, weekly, monthly, quarterly or ad hoc.",
  hoursInvalid: `Give the hours it takes each time, from ${limits.hoursMin} to ${limits.hoursMax}.`,
  dataRequired: "Say which data it would use (documents, emails, figures…).",
  dataTooLong: `The data it would use is at most ${limits.dataMax} characters.`,
  flagInvalid: "Say yes or no: does it use personal data, confidential data?",
  wrongCostInvalid: "Choose the cost of a wrong answer: low, medium or high.",
  whyTooLong: `Why a wrong answer costs that much: at most ${limits.whyMax} characters.`,
  linksTooMany: `Link at most ${limits.linksMax} cards, guides or results.`,
  linkInvalid:
    "Link a card, a guide or a kept result of this site by its path, e.g. /prompts/claude#ai-strategy-tutor, /level-3-market-decision or /r/… .",
  linkUnknown: "One of the links is not a card, a guide or a kept result of this site. Copy its address from the page.",
  statusInvalid: "Choose a status: suggested, shortlisted, doing, done or not now.",
  reasonRequired: "Say why not now: the team reads the reason beside the item.",
  reasonTooLong: `The reason is at most ${limits.reasonMax} characters.`,
  scoreInvalid: `Score value, data readiness, risk and effort, each from ${limits.scoreMin} to ${limits.scoreMax}.`,
  nothingToChange: "Nothing to change: give at least one field.",
  commentRequired: "Write a comment first.",
  commentTooLong: `A comment is at most ${limits.commentMax} characters.`,
  itemNotFound: "There is no such item on the team's backlog (any more).",
  notYours: "Only its author, the team's owner or an admin can change this item.",
  managersOnly: "Only the team's owner or an admin can score an item, move it or export the backlog.",
  shortlistedAlready: "The owner has moved this item on: only the team's owner or an admin can change it now.",
  backlogFull: `The team's backlog holds ${limits.itemsMax} items: remove or finish some first.`,
  commentsFull: `This item has ${limits.commentsMax} comments: carry on the discussion elsewhere.`,
  alreadyVoted: "You have voted for this item already.",
  notVoted: "You have not voted for this item.",
  tooManyChanges: "Too many changes to the team's backlog in a row. Please wait a few minutes and try again.",
  formerMember: "A former member",
  rankingExplained:
    "Priority = value × data readiness ÷ (risk + effort), each scored 1 to 5 by the owner or an admin. Ties go to the item with more votes, then to the older one; unscored items follow, by votes.",
} as const;

/** The statuses and choices as the pages and the export name them. */
export const backlogStatusNames = {
  suggested: "Suggested",
  shortlisted: "Shortlisted",
  doing: "Doing",
  done: "Done",
  "not-now": "Not now",
} as const;
export const backlogFrequencyNames = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  "ad-hoc": "Ad hoc",
} as const;
export const backlogWrongCostNames = { low: "Low", medium: "Medium", high: "High" } as const;
