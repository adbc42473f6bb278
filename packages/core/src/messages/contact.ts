import type { ToastMessage } from "./toast.ts";

export const contactMessages = {
  success: { title: "Message sent successfully!" },
  failure: { title: "Failed to send message. Please try again." },
} as const satisfies Record<string, ToastMessage>;
