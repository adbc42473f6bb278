import type { ToastMessage } from "./toast.ts";

export const newsletterMessages = {
  emailRequired: { title: "Email required", description: "Please enter your email address." },
  success: { title: "Success!", description: "You've been subscribed to our newsletter." },
  failure: { title: "Error", description: "Something went wrong. Please try again." },
} as const satisfies Record<string, ToastMessage>;
