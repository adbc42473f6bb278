import type { BrowserSession, AuthUser, SignInRequest, SignUpRequest } from "@ai-leaders/core/accounts";
import type { MfaChallenge } from "@ai-leaders/core/accounts/factors/schema";
import { api, readApiError } from "../lib/api-client.ts";

export type AuthResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const networkFailure = "We couldn't reach the server. Please check your connection and try again.";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's JSON as sent: pick says what it is
export async function settle<T>(request: Promise<Response>, pick: (body: any) => T): Promise<AuthResult<T>> {
  try {
    const response = await request;
    if (response.ok) return { ok: true, value: pick(await response.json()) };
    const error = await readApiError(response);
    return { ok: false, status: response.status, message: error?.message ?? networkFailure };
  } catch {
    return { ok: false, status: 0, message: networkFailure };
  }
}

const session = (body: { session: BrowserSession }) => body.session;

/** The same answer whether or not the address has an account: the mail says which. No session. */
export const signUpRequest = (request: SignUpRequest) => settle(api.api.auth.signup.$post({ json: request }), () => null);
/** A session, or (an account with a second factor) the challenge for the second step. */
export const signInRequest = (request: SignInRequest) =>
  settle(api.api.auth.signin.$post({ json: request }), (body: { session: BrowserSession } | MfaChallenge) =>
    "mfa_required" in body ? body : body.session,
  );
/** The refresh token is the HttpOnly cookie the browser sends by itself; the page never sees it. */
export const refreshRequest = () => settle(api.api.auth.refresh.$post(), session);
export const currentUserRequest = (accessToken: string) =>
  settle(api.api.auth.user.$get({}, { headers: { authorization: `Bearer ${accessToken}` } }), (body: { user: AuthUser }) => body.user);

export async function signOutRequest(): Promise<void> {
  await api.api.auth.signout.$post().catch(() => undefined);
}
