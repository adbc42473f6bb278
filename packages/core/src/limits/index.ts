// The limits a person meets in a form: enforced by the schemas and worded by the messages, so they
// live below both (a message that imported a domain folder for its number tied the folders in a circle).

/** An access code's label, its length and how many uses it may be given. */
export const accessCodeLimits = { labelMax: 80, codeMin: 6, codeMax: 40, useLimitMax: 100_000 } as const;

/** A what's-new entry: its title, summary, links and the suggestions it answers. */
export const changelogLimits = { titleMax: 120, summaryMax: 600, linksMax: 6, suggestionsMax: 10 } as const;

/** How long a note on a prompt may be. */
export const feedbackLimits = { noteMax: 500 } as const;

/** How many pages one account may watch. */
export const watchLimitPerAccount = 10;

/** Teams (issue 48): a team's words, its seats, and how long an invitation's link works. */
export const teamLimits = { nameMax: 80, companyMax: 120, contextFieldMax: 300, seatsMax: 500, invitationDays: 7 } as const;

/**
 * A team's AI-opportunity backlog (issue 48, Deliver 3): an item's words, its hours each time, its
 * links, a comment, and how many items one team's board holds.
 */
export const backlogLimits = {
  titleMax: 120,
  taskMax: 1_000,
  dataMax: 500,
  whyMax: 500,
  reasonMax: 500,
  commentMax: 1_000,
  hoursMin: 0.25,
  hoursMax: 200,
  linksMax: 6,
  linkPathMax: 300,
  scoreMin: 1,
  scoreMax: 5,
  itemsMax: 300,
  commentsMax: 500,
} as const;
