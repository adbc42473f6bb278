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
  exportTooLarge: "The board is too large to export in one file (over 5 MB). Ask the developers for a table export.",
  unknownState: "Choose visible, pending or hidden.",
  unknownAction: "Choose hide, restore or approve.",
  preModerationRequired: "Say whether pre-moderation is on (true) or off (false).",
  mergeTargetRequired: "Choose the suggestion to merge into.",
  searchTooLong: "Please keep the search under 120 characters.",
  categoryNameRequired: "Please name the category.",
  categoryNameTooLong: "Please keep the category's name under 40 characters.",
  categoryNameTaken: (name: string) => `There is already a category called “${name}”.`,
  unknownColour: "Choose one of the listed colours.",
  tooManyCategories: "The board has 20 categories, the most it can have. Remove one first.",
  categoryOrderStale: "The categories changed while you were ordering them. Reload and try again.",
  categoryIdsRequired: "List every category's id, in the new order.",
  predefinedNotCategorised: "The predefined tools have no category.",
} as const;

/** The console's deliveries and AI jobs (issue 18). */
export const operationsMessages = {
  invalidCursor: "That page link is no longer valid. Please start from the first page.",
  unknownDeliveryKind: "Choose newsletter, contact, analysis or mail.",
  deliveryIdRequired: "Say which record to send again.",
  deliveryNotFound: "There is no such record. It may have been erased.",
  deliveryNotFailed: "This record is no longer failed: it is already being sent again.",
  deliveryAlreadyDelivered:
    "Not sent again: this record was delivered (for an AI job, its result has arrived), so sending it again would run the automation twice.",
  deliveryNotWaiting: "This record is no longer waiting for its webhook: it is already on its way, or was sent.",
  unknownJobKind: "Choose landing-roast, landing-improve, founder-profile or website-roast.",
  unknownJobStatus: "Choose pending, completed or failed.",
  jobNotFound: "There is no such job. Jobs are kept for 30 days.",
} as const;
