import { watchLimitPerAccount } from "../limits/index.ts";

/** "Watch this page": the API's answers and the page's words. */
export const watchMessages = {
  pageOnly: "Only a page roast can be watched.",
  notYours: "Only the account that made this report can watch its page.",
  confirmAddressFirst:
    "Confirm your email address first: the link we mailed you when you signed up. A watch writes to it when the page gets worse.",
  limitReached: `You are watching ${watchLimitPerAccount} pages, the most one account may. Remove one in Your results to watch this page.`,
  notFound: "You don't watch this page (any more).",
  unknownResult: "Unknown report.",
} as const;
