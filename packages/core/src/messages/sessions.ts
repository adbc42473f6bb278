/** The account's sessions: the list, ending one, ending all. */
export const sessionMessages = {
  title: "Sessions",
  intro: "Where your account is signed in. Sign out anything you don't recognise, then change your password.",
  firstSeen: "Signed in",
  lastSeen: "Last active",
  place: "Network",
  thisDevice: "This device",
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  loading: "Loading your sessions…",
  loadFailed: "Your sessions could not be loaded. Try again.",
  ended: "That session is signed out.",
  notFound: "That session is not one of yours, or it has already ended.",
  invalidSessionId: "That is not a session id.",
  tooManyRequests: "Too many sign-outs in a row. Please wait a few minutes and try again.",
} as const;
