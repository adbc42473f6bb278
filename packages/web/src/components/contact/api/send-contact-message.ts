import type { ContactMessageRequest } from "@ai-leaders/core/contact";
import { contactMessages } from "@ai-leaders/core/messages";
import { api } from "../../../lib/api-client.ts";
import type { SendAgainOptions } from "../../../lib/send-again.ts";
import { sendVisitorForm } from "../../../lib/send-visitor-form.ts";

/** Sends the message, and again while the edge refuses for now or the network fails. */
export const sendContactMessage = (message: ContactMessageRequest & { submission_id: string }, sendAgain: SendAgainOptions = {}) =>
  sendVisitorForm(() => api.api.contact.$post({ json: message }), contactMessages.failure, sendAgain);
