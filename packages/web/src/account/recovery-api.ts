// Password recovery's calls: ask for a link, check a link without spending it, spend it on a new password.
import type { RecoveryLinkStatus } from "@ai-leaders/core/accounts";
import { api } from "../lib/api-client.ts";
import { settle } from "./auth-api.ts";

export type LinkRefusal = Exclude<RecoveryLinkStatus, "valid">;

export const recoverRequest = (email: string) => settle(api.api.auth.recover.$post({ json: { email } }), () => null);

export const checkResetLinkRequest = (token: string) =>
  settle(api.api.auth.recover.check.$post({ json: { token } }), (body: { status: RecoveryLinkStatus }) => body.status);

/** A refused link (410) says why: used, expired or unknown. */
export async function resetPasswordRequest(token: string, password: string) {
  let refusal: LinkRefusal | undefined;
  const request = api.api.auth.reset.$post({ json: { token, password } }).then(async (response) => {
    if (response.status === 410) refusal = ((await response.clone().json()) as { status: LinkRefusal }).status;
    return response;
  });
  const result = await settle(request, () => null);
  return { ...result, refusal };
}
