// Every user-facing text of spec §8, written once. Browser and API import from here.

export interface ToastMessage {
  title: string;
  description?: string;
}

export const newsletterMessages = {
  emailRequired: { title: "Email required", description: "Please enter your email address." },
  success: { title: "Success!", description: "You've been subscribed to our newsletter." },
  failure: { title: "Error", description: "Something went wrong. Please try again." },
} as const satisfies Record<string, ToastMessage>;

export const contactMessages = {
  success: { title: "Message sent successfully!" },
  failure: { title: "Failed to send message. Please try again." },
} as const satisfies Record<string, ToastMessage>;

export const accessMessages = {
  invalidCode: { title: "Invalid access code", description: "Please check your access code and try again." },
  tooManyAttempts: {
    title: "Too many attempts",
    description: "Too many access attempts from your network. Please wait a few minutes and try again.",
  },
  required: "An access code is required to continue.",
} as const;

export const copyMessages = {
  librarySuccess: { title: "Prompt copied to clipboard!" },
  pageSuccess: { title: "Copied to clipboard", description: "The prompt has been copied to your clipboard." },
  failure: { title: "Failed to copy prompt" },
} as const satisfies Record<string, ToastMessage>;

export const votingMessages = {
  loadFailure: { title: "Error", description: "Failed to load suggestions" },
  voteFailure: { title: "Failed to record vote" },
  commentFailure: { title: "Failed to post comment" },
  suggestionFailure: { title: "Failed to add suggestion. Please try again." },
  alreadyVotedSuggestion: { title: "Already voted", description: "You have already voted on this suggestion" },
  alreadyVotedTool: { title: "Already voted", description: "You have already voted on this tool" },
  emptyTitle: "Please enter a title for your suggestion",
  titleTooLong: "Please keep the title under 120 characters.",
  descriptionTooLong: "Please keep the description under 1,000 characters.",
  emptyComment: "Please write a comment first.",
  commentTooLong: "Please keep the comment under 2,000 characters.",
  votesFromAddressCapped: "This suggestion has had all the votes we count from your network today. Please try again tomorrow.",
  unknownSuggestion: "That suggestion no longer exists.",
  voteSuccess: { title: "Vote recorded", description: "Thank you for your vote!" },
  commentSuccess: { title: "Comment added", description: "Your comment has been posted" },
  suggestionSuccess: { title: "Success", description: "Your suggestion has been added!" },
  loading: "Loading suggestions...",
  empty: "No suggestions yet. Be the first to suggest a workflow!",
} as const;

/** The board's operator side and the visitor side added to it (issue 18). */
export const boardMessages = {
  unknownStatus: "Please choose a status: open, planned, in progress, done or declined.",
  replyTooLong: "Please keep the reply under 280 characters.",
  suggestionAwaitingApproval: { title: "Thanks!", description: "Your suggestion will appear once a moderator has approved it." },
  commentAwaitingApproval: { title: "Thanks!", description: "Your comment will appear once a moderator has approved it." },
  statusLabels: { open: "Open", planned: "Planned", in_progress: "In progress", done: "Done", declined: "Declined" },
  sortLabels: { top: "Top", new: "New", trending: "Trending" },
  trendingEmpty: "No votes in the last few weeks yet. Vote for what you want next!",
  loadMore: "Load more",
  loadingMore: "Loading...",
  similarHeading: "Similar suggestions already on the board: vote for one instead?",
  notifyMeLabel: "Email me when this ships",
  notifyMeConsent:
    "We'll add this address to our newsletter and email you when this suggestion ships. You can unsubscribe at any time.",
  notifyMeRecorded: { title: "We'll let you know", description: "We'll email you when this ships." },
  notifyMeFailure: { title: "We couldn't save your email" },
  notifyMeConsentRequired: "Please tick the box to agree, so we can email you.",
  mergeIntoItself: "A suggestion cannot be merged into itself.",
  mergedElsewhere: "That suggestion was already merged into another one.",
  predefinedNotModerated: "The predefined tools cannot be hidden, merged or deleted.",
  unknownComment: "That comment no longer exists.",
  alreadyInState: (state: string) => `Nothing to change: it is already ${state}.`,
  invalidCursor: "That page of suggestions could not be found. Please reload the board.",
  invalidSort: "Please sort by top, new or trending.",
  searchTooShort: "Please type at least 3 characters.",
} as const;

export const authMessages = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Log in instead.",
  sessionExpired: "Your session has expired. Please log in again.",
  signInRequired: { title: "Authentication Required", description: "Please sign in to analyze landing pages" },
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;

/** The four AI workflows' texts (spec §2, §5, §8). */
export const workflowMessages = {
  /** Shown on a report when the daily quota of model calls was reached. */
  modelQuotaReached: (limit: number) =>
    `You've reached today's limit of ${limit} AI ${limit === 1 ? "report" : "reports"}, so this one is the built-in analysis. AI reports are available again after midnight UTC.`,
  invalidUrlTitle: "Invalid URL",
  urlRequired: "Please enter a URL to analyze",
  improveInvalidUrl: "Please enter a valid URL (e.g., yourcompany.com)",
  roastWebsiteRequired: { title: "Required Field", description: "Please enter a URL." },
  roastWebsiteInvalid: { title: "Invalid URL", description: "Please enter a valid URL." },
  founderRequired: { title: "Required Fields", description: "Please fill in at least your name and email." },
  roastSent: { title: "Roast Request Sent" },
  roastComplete: { title: "Roast Complete" },
  roastCancelled: { title: "Roast Cancelled", description: "The roast analysis has been stopped." },
  roastCancelledText: "Roast cancelled by user.",
  roastFailed: { title: "Error", description: "Failed to send roast request. Please check the URL and try again." },
  improveStarted: (url: string) => ({ title: "Analysis Started", description: `Analyzing: ${url} - Results will appear in step 2.` }),
  improveComplete: { title: "Analysis Complete" },
  improveFailed: { title: "Error", description: "Failed to send feedback request. Please try again." },
  founderSubmitted: { title: "Profile Submitted" },
  founderFailed: { title: "Error", description: "Failed to submit your profile. Please try again." },
  websiteSubmitted: { title: "URL Submitted" },
  websiteFailed: { title: "Error", description: "Failed to submit your URL. Please try again." },
  timeout: { title: "Timeout", description: "Analysis is taking longer than expected. Please check back later" },
  roastTimeout: { title: "Timeout", description: "Roast is taking longer than expected. Please check back later" },
  /** What an automation may send before the real result; never shown as a result (spec §4). */
  placeholderResult: "Analysis completed!",
  statusWords: ["Processing", "Analyzing", "Extracting insights", "Computing scores", "Generating recommendations", "Optimizing results", "Thinking"],
} as const;

/** Messages of the reusable validators of spec §5. */
export const validationMessages = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password is too long",
  passwordWeak:
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  fullNameTooShort: "Full name must be at least 2 characters",
  fullNameTooLong: "Full name is too long",
  fullNameCharacters: "Full name can only contain letters, spaces, hyphens, and apostrophes",
  urlInvalid: "Please enter a valid URL",
  urlProtocol: "URL must use http or https protocol",
} as const;

/** Answers of the API that the spec does not word. */
export const apiMessages = {
  invalidJson: "The request body must be valid JSON.",
  payloadTooLarge: "The request is too large.",
  notFound: "Not found.",
  internal: "Something went wrong on our side. Please try again.",
  tooManyRequests: "Too many requests from your network. Please wait a few minutes and try again.",
  jsonRequired: "Send the request body as JSON (Content-Type: application/json).",
  malformedPath: "That address is malformed.",
} as const;

/** The admin console and the password change (issue 18). */
export const adminMessages = {
  signInRequired: "Please sign in with an admin account.",
  notAdmin: "This account cannot open the console. Sign in with an admin account.",
  passwordChangeRequired: "Please change your one-time password before using the console.",
  wrongCurrentPassword: "Your current password is not correct.",
  samePassword: "Please choose a new password, different from the current one.",
  tooManyPasswordAttempts: "Too many wrong passwords. Please wait a few minutes and try again.",
  invalidCursor: "That page link is no longer valid. Please start from the first page.",
  invalidSearch: "Please keep the search under 200 characters.",
  emailRequired: "Please enter the email address to erase.",
} as const;

/** The console's Board section (issue 18). */
export const adminBoardMessages = {
  unknownState: "Choose visible, pending or hidden.",
  unknownAction: "Choose hide, restore or approve.",
  preModerationRequired: "Say whether pre-moderation is on (true) or off (false).",
  mergeTargetRequired: "Choose the suggestion to merge into.",
  searchTooLong: "Please keep the search under 120 characters.",
} as const;

/** The console's deliveries and AI jobs (issue 18). */
export const operationsMessages = {
  invalidCursor: "That page link is no longer valid. Please start from the first page.",
  unknownDeliveryKind: "Choose newsletter, contact or analysis.",
  deliveryIdRequired: "Say which record to send again.",
  deliveryNotFound: "There is no such record. It may have been erased.",
  deliveryNotFailed: "This record is no longer failed: it was delivered or is already being sent again.",
  unknownJobKind: "Choose landing-roast, landing-improve, founder-profile or website-roast.",
  unknownJobStatus: "Choose pending, completed or failed.",
  jobNotFound: "There is no such job. Jobs are kept for 30 days.",
} as const;
