export const authMessages = {
  invalidCredentials: "Invalid email or password",
  sessionExpired: "Your session has expired. Please log in again.",
  signInRequired: { title: "Authentication Required", description: "Please sign in to analyze landing pages" },
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;
