/** Double opt-in and unsubscribe: the confirmation and unsubscribe pages and their API answers. */
export const newsletterLinkMessages = {
  tokenRequired: "This link is incomplete. Open it again from the email, or copy the whole address.",
  confirmed: "You're subscribed. Thank you for confirming.",
  /** What the unsubscribe page says each list's link will stop, and then that it has (one per MailList: newsletter/schema.ts checks it). */
  unsubscribe: {
    newsletter: {
      lead: "Press the button to stop all newsletter and update mail to this address.",
      done: "You're unsubscribed. No more mail will be sent to this address.",
    },
    answers: {
      lead: "Press the button to stop the emails that say a suggestion you made or voted for on the board was answered. Other mail is not affected.",
      done: "You're unsubscribed. We won't email you again when a suggestion you made or voted for is answered.",
    },
    digest: {
      lead: "Press the button to stop the weekly digest to this address. You can turn it on again in the console.",
      done: "The weekly digest is off. You will get no more of it.",
    },
    "team-digest": {
      lead: "Press the button to stop the weekly team digest to this address, for every team you are in. Other mail is not affected.",
      done: "The weekly team digest is off. You can turn it on again on your team's page.",
    },
  },
  unsubscribeInvalid: "This unsubscribe link is not valid. Use the link in the latest email, or write to us from the contact form.",
  oneClickOnly: "Send the one-click unsubscribe form: List-Unsubscribe=One-Click.",
  linkRefused: {
    used: "This link has already been used. If you signed up again, use the newest email.",
    expired: "This link has expired: confirmation links work for 24 hours. Sign up again to get a new one.",
    unknown: "This link is not valid. Check that you opened the whole link from the email.",
  },
  signupGone: "This signup no longer exists: unconfirmed signups are deleted after 30 days. Sign up again to get a new link.",
} as const;
