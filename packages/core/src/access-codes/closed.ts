import type { AccessCode } from "./types.ts";

export type ClosedReason = "Revoked" | "Expired" | "Used up";

/**
 * Why a stored code no longer lets anyone in, or null while it still does: the same test as the
 * repository's conditional entry (redeem), read off a record.
 */
export function closedBecause(code: Pick<AccessCode, "revoked_at" | "expires_at" | "use_limit" | "uses">, now: Date): ClosedReason | null {
  if (code.revoked_at) return "Revoked";
  if (code.expires_at && Date.parse(code.expires_at) <= now.getTime()) return "Expired";
  if (code.use_limit !== undefined && code.uses >= code.use_limit) return "Used up";
  return null;
}
