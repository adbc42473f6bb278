export const accessMessages = {
  invalidCode: { title: "Invalid access code", description: "Please check your access code and try again." },
  tooManyAttempts: {
    title: "Too many attempts",
    description: "Too many access attempts from your network. Please wait a few minutes and try again.",
  },
  required: "An access code is required to continue.",
} as const;
