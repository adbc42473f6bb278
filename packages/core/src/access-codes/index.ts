// Access codes as records (issue 30): made, limited, counted and revoked in the console.
// The table code is imported on its own ("@ai-leaders/core/access-codes/repository").
export * from "./types.ts";
export { newAccessCodeSchema, expiryInstant, type NewAccessCode } from "./schema.ts";
export { accessCodeId, drawAccessCode, normaliseAccessCode, readableAlphabet } from "./code.ts";
export { cachedLiveCheck, withCachedLiveCheck } from "./live-check.ts";
export { closedBecause, type ClosedReason } from "./closed.ts";
