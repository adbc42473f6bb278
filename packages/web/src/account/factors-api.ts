// Second factors from the page: the sign-in's second step, passkeys (the WebAuthn library loads
// only when someone uses one) and the security dialog's calls.
import type { BrowserSession } from "@ai-leaders/core/accounts";
import type { FactorSummary, PasskeyCredential } from "@ai-leaders/core/accounts/factors/schema";
import { api } from "../lib/api-client.ts";
import { settle, type AuthResult } from "./auth-api.ts";
import type { AuthContextValue } from "./auth-context.ts";

const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });
const session = (body: { session: BrowserSession }) => body.session;
const json = <T>(body: T) => body;

export const mfaVerifyRequest = (mfaToken: string, code: string) =>
  settle(api.api.auth.mfa.verify.$post({ json: { mfa_token: mfaToken, code } }), session);

/** Whether the browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

/** The browser offers saved passkeys in the email field's autofill (conditional UI). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const { browserSupportsWebAuthnAutofill } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthnAutofill();
}

const cancelled = "The passkey request was cancelled.";

/**
 * Why the browser would not make or use a passkey, in words that say what to do. A site on an IP
 * address (http://127.0.0.1) can hold no passkey: WebAuthn needs a domain name such as localhost.
 */
export function passkeyRefusal(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  const onIpAddress = typeof location !== "undefined" && /^(\d+\.){3}\d+$|^\[.*\]$/.test(location.hostname);
  if (name === "SecurityError" || onIpAddress)
    return `Passkeys need the site's name, not an IP address: open ${typeof location !== "undefined" ? location.href.replace(location.hostname, "localhost") : "the site at localhost"} and try again.`;
  if (name === "InvalidStateError") return "This device already has a passkey for your account.";
  if (name === "NotSupportedError") return "This browser or device cannot make a passkey. Try another browser, or an authenticator app.";
  return cancelled;
}

/** Sign-in with a passkey: from the button, or (autofill) when one is picked from the email field. */
export async function passkeySignIn(autofill = false): Promise<AuthResult<BrowserSession>> {
  const begun = await settle(api.api.auth.passkeys.signin.options.$post(), json);
  if (!begun.ok) return begun;
  const { startAuthentication } = await import("@simplewebauthn/browser");
  let credential: PasskeyCredential;
  try {
    credential = (await startAuthentication({
      optionsJSON: begun.value.options,
      useBrowserAutofill: autofill,
    })) as unknown as PasskeyCredential;
  } catch (error) {
    return { ok: false, status: 0, message: passkeyRefusal(error) };
  }
  return settle(api.api.auth.passkeys.signin.$post({ json: { ceremony: begun.value.ceremony, credential } }), session);
}

export const factorsRequest = (accessToken: string) =>
  settle(api.api.auth.factors.$get({}, bearer(accessToken)), (body: { factors: FactorSummary }) => body.factors);

export const startTotpRequest = (accessToken: string) =>
  settle(api.api.auth.factors.totp.$post({}, bearer(accessToken)), json<{ secret: string; uri: string }>);

export const confirmTotpRequest = (accessToken: string, code: string) =>
  settle(
    api.api.auth.factors.totp.confirm.$post({ json: { code } }, bearer(accessToken)),
    json<{ recovery_codes: string[]; session: BrowserSession }>,
  );

export const removeTotpRequest = (accessToken: string, proof: { password: string } | { code: string }) =>
  settle(api.api.auth.factors.totp.remove.$post({ json: proof }, bearer(accessToken)), json);

/** Registers a passkey on this device under `name`; answers the new list and the session it proved. */
export async function addPasskey(
  accessToken: string,
  name: string,
): Promise<AuthResult<{ factors: FactorSummary; session: BrowserSession }>> {
  const begun = await settle(api.api.auth.factors.passkeys.options.$post({}, bearer(accessToken)), json);
  if (!begun.ok) return begun;
  const { startRegistration } = await import("@simplewebauthn/browser");
  let credential: PasskeyCredential;
  try {
    credential = (await startRegistration({ optionsJSON: begun.value.options })) as unknown as PasskeyCredential;
  } catch (error) {
    return { ok: false, status: 0, message: passkeyRefusal(error) };
  }
  return settle(
    api.api.auth.factors.passkeys.$post({ json: { ceremony: begun.value.ceremony, name, credential } }, bearer(accessToken)),
    json,
  );
}

export const removePasskeyRequest = (accessToken: string, id: string) =>
  settle(
    api.api.auth.factors.passkeys[":id"].$delete({ param: { id } }, bearer(accessToken)),
    (body: { factors: FactorSummary }) => body.factors,
  );

/** The sign-in's second step: the session is the page's once the code is taken. */
export async function verifySecondFactor(
  auth: Pick<AuthContextValue, "adoptSession">,
  mfaToken: string,
  code: string,
): Promise<string | null> {
  const result = await mfaVerifyRequest(mfaToken, code);
  if (result.ok) auth.adoptSession(result.value, "MFA_CHALLENGE_VERIFIED");
  return result.ok ? null : result.message;
}

/** A passkey sign-in (two factors at once): the session is the page's once the passkey is checked. */
export async function signInWithPasskey(auth: Pick<AuthContextValue, "adoptSession">, autofill = false): Promise<string | null> {
  const result = await passkeySignIn(autofill);
  if (result.ok) auth.adoptSession(result.value, "SIGNED_IN");
  return result.ok ? null : result.message;
}
