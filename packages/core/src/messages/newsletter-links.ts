/** Double opt-in and unsubscribe: the confirmation and unsubscribe pages and their API answers. */
export const newsletterLinkMessages = {
  tokenRequired: "This link is incomplete. Open it again from the email, or copy the whole address.",
  confirmed: "You're subscribed. Thank you for confirming.",
  unsubscribed: "You're unsubscribed. No more mail will be sent to this address.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Use the link in the latest email, or write to us from the contact form.",
  oneClickOnly: "Send the one-click unsubscribe form: List-Unsubscribe=One-Click.",
  linkRefused: {
    used: "This link has already been used. If you signed up again, use the newest email.",
    expired: "This link has expired: confirmation links work for 24 hours. Sign up again to get a new one.",
    unknown: "This link is not valid. Check that you opened the whole link from the email.",
  },
  signupGone: "This signup no longer exists: unconfirmed signups are deleted after 30 days. Sign up again to get a new link.",
} as const;
