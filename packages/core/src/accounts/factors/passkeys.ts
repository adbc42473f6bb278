// Passkeys (WebAuthn) with SimpleWebAuthn: the relying party is the site's own origin (PUBLIC_URL),
// never the request's Host; user verification is required, so a passkey alone is two factors.
// Loaded only by the routes that use it: the library is large for a cold start.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { StoredUser } from "../repository.ts";
import type { StoredPasskey } from "./repository.ts";

export interface RelyingParty {
  /** The site's origin, e.g. https://example.com. */
  origin: string;
}
const rpIdOf = ({ origin }: RelyingParty) => new URL(origin).hostname;
const rpName = "AI for Leaders";

export function passkeyRegistrationOptions(
  rp: RelyingParty,
  user: StoredUser,
  existing: StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName,
    rpID: rpIdOf(rp),
    userName: user.email,
    userDisplayName: user.full_name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** The new passkey to store, or null when the browser's answer does not hold. */
export async function verifyPasskeyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<Pick<StoredPasskey, "credential_id" | "public_key" | "counter" | "transports"> | null> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rpIdOf(rp),
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const { credential } = verification.registrationInfo;
  return {
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    ...(credential.transports && { transports: credential.transports }),
  };
}

/** No allow list: the browser offers the passkeys it holds for this site (and autofill can too). */
export const passkeySignInOptions = (rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  generateAuthenticationOptions({ rpID: rpIdOf(rp), userVerification: "required" });

/** The passkey's new signature counter, or null when the assertion does not hold. */
export async function verifyPasskeySignIn(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredPasskey,
): Promise<number | null> {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rpIdOf(rp),
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, "base64url"),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[] | undefined,
    },
  }).catch(() => null);
  return verification?.verified ? verification.authenticationInfo.newCounter : null;
}
