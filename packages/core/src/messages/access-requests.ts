import type { ToastMessage } from "./toast.ts";

/** "Request an access code": what the visitor is told. */
export const accessRequestMessages = {
  success: { title: "Request sent", description: "We reply by email, usually within two working days." },
  failure: { title: "Failed to send your request. Please try again." },
} as const satisfies Record<string, ToastMessage>;

/** The console's access requests: its refusals and notices. */
export const accessRequestConsoleMessages = {
  notFound: "No such access request.",
  alreadyAnswered: "This request has been answered already. Reload the list to see how.",
  approvedNotice: (name: string) => `Approved: ${name}'s personal code is on its way by email.`,
  declinedNotice: (name: string, noteSent: boolean) =>
    noteSent ? `Declined ${name}'s request and sent a polite note.` : `Declined ${name}'s request; no mail was sent.`,
} as const;
