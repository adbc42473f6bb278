/** A new account's address: the confirmation link's page, and asking for a new link. */
export const confirmationMessages = {
  title: "Confirm your email address",
  intro: "Press the button to confirm this address for your AI for Leaders account.",
  confirm: "Confirm my email address",
  confirmed: "Your email address is confirmed.",
  continue: "Continue to AI for Leaders",
  checking: "Checking your link…",
  unconfirmedNote: "Confirm your email address",
  resend: "Resend the link",
  checkEmailTitle: "Check your email",
  checkEmail: "If this address can be used, we've sent a link to confirm it. You can log in now.",
  signInAfterwards: "Log in",
  sendNewLink: "Send a new link",
  resent: "A new link is on its way. It works for 24 hours.",
  alreadyConfirmed: "This address is already confirmed.",
  linkRefused: {
    used: "This link has already been used. If your address still shows as unconfirmed, ask for a new link from your account menu.",
    expired: "This link has expired: confirmation links work for 24 hours. Ask for a new link from your account menu.",
    unknown: "This link isn't valid. It may have been replaced by a newer one. Ask for a new link from your account menu.",
  },
} as const;
