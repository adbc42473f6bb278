/** Password recovery: the "Forgot password?" form, the mailed link's page, and a changed password. */
export const recoveryMessages = {
  forgotPassword: "Forgot password?",
  resetTitle: "Reset your password",
  resetIntro: "Enter the email you signed up with. If it has an account, we'll email you a link to choose a new password.",
  sendLink: "Email me a link",
  checkEmail: "If an account uses that address, a link to reset its password is on its way. It works for 30 minutes.",
  backToSignIn: "Back to sign in",
  chooseTitle: "Choose a new password",
  newPassword: "New password",
  repeatPassword: "New password again",
  passwordsDiffer: "The two passwords don't match",
  endsEverySession: "Setting a new password signs you out on every device, this one included.",
  savePassword: "Set new password",
  checking: "Checking your link…",
  changed: "Your password has been changed. Log in with it.",
  signIn: "Log in",
  linkRefused: {
    used: "This link has already been used. Ask for a new one below.",
    expired: "This link has expired: reset links work for 30 minutes. Ask for a new one below.",
    unknown: "This link isn't valid. It may have been replaced by a newer one. Ask for a new one below.",
  },
  otherSessionsEnded: (count: number) =>
    count === 0 ? "No other sessions were signed in." : `Signed out of ${count} other ${count === 1 ? "session" : "sessions"}.`,
} as const;
