export * from "./schema.ts";
export * from "./service.ts";
export { totpCodeAt, matchTotp, newTotpSecret, totpEnrolmentUri, totpStepAt, totpPeriodSeconds } from "./totp.ts";
export { newRecoveryCodes, hashRecoveryCode, recoveryCodeCount } from "./recovery-codes.ts";
export { sealSecret, openSecret } from "./secret-box.ts";
// Types only: the table code and WebAuthn load on their own, when first used.
export type * from "./repository.ts";
