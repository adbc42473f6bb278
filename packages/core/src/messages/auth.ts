export const authMessages = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Log in instead.",
  sessionExpired: "Your session has expired. Please log in again.",
  signInRequired: { title: "Authentication Required", description: "Please sign in to analyze landing pages" },
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;
