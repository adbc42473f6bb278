import type { NewAccessRequest } from "@ai-leaders/core/access-requests/schema";
import { accessRequestMessages } from "@ai-leaders/core/messages";
import { api } from "../../../lib/api-client.ts";
import type { SendAgainOptions } from "../../../lib/send-again.ts";
import { sendVisitorForm } from "../../../lib/send-visitor-form.ts";

/** Sends the request, and again while the edge refuses for now or the network fails. */
export const sendAccessRequest = (request: NewAccessRequest & { submission_id: string }, sendAgain: SendAgainOptions = {}) =>
  sendVisitorForm(() => api.api["access-requests"].$post({ json: request }), accessRequestMessages.failure, sendAgain);
