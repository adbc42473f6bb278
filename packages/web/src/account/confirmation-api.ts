// A new account's address: confirm it with the mailed token, or ask for a new link.
import type { ConfirmationOutcome } from "@ai-leaders/core/accounts";
import { api } from "../lib/api-client.ts";
import { settle } from "./auth-api.ts";

export type ConfirmationRefusal = Exclude<ConfirmationOutcome, "confirmed">;

/** A refused link (410) says why: used, expired or unknown. */
export async function confirmAccountRequest(token: string) {
  let refusal: ConfirmationRefusal | undefined;
  const request = api.api.auth.confirm.$post({ json: { token } }).then(async (response) => {
    if (response.status === 410) refusal = ((await response.clone().json()) as { status: ConfirmationRefusal }).status;
    return response;
  });
  const result = await settle(request, (body: { email: string }) => body.email);
  return { ...result, refusal };
}

export const resendConfirmationRequest = (accessToken: string) =>
  settle(
    api.api.auth.confirm.resend.$post({}, { headers: { authorization: `Bearer ${accessToken}` } }),
    (body: { message: string }) => body.message,
  );
