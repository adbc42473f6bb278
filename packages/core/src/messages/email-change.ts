/** Changing an account's email address: the form, its link's page and the API's answers. */
export const emailChangeMessages = {
  newEmailRequired: "Please enter the new email address.",
  passwordRequired: "Please enter your current password.",
  sameAddress: "That is already your address.",
  wrongPassword: "That password isn't right.",
  adminAddress: "An operator's address is set in ADMIN_EMAILS: change it there, then with npm run admin.",
  checkNewInbox: "If that address can be used, we sent it a link. Your address changes when you open it and press the button.",
  confirmTitle: "Confirm your new email address",
  confirmLead: "Press the button to make this your account's address. You will then log in with it.",
  confirmButton: "Use this address",
  changed: "Your address is changed. Log in with it from now on.",
  taken: "That address already has an account, so this account's address was not changed.",
  accountGone: "The account this link was for no longer exists.",
  linkRefused: {
    used: "This link has already been used.",
    expired: "This link has expired: links to confirm a new address work for 24 hours. Ask for a new one from the account menu.",
    unknown: "This link is not valid. Check that you opened the whole link from the email.",
  },
} as const;
