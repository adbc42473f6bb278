// A kept result as its readers meet it: its unguessable id, who may delete it, what they are shown.
import { createHash, randomBytes } from "node:crypto";
import type { KeptResult, ResultSummary } from "./types.ts";
import type { StoredResult } from "./repository.ts";

/** 128 random bits, URL-safe: the permalink's only secret. */
export function newResultId(): string {
  return randomBytes(16).toString("base64url");
}

export const resultIdPattern = /^[A-Za-z0-9_-]{22}$/;

export function hashDeviceKey(deviceKey: string): string {
  return createHash("sha256").update(`device:${deviceKey}`).digest("base64url");
}

export const userOwner = (userId: string) => `user#${userId}`;

export interface Requester {
  userId?: string | null;
  deviceKey?: string | null;
}

export function isOwnedBy(result: StoredResult, requester: Requester): boolean {
  if (requester.userId && result.owner === userOwner(requester.userId)) return true;
  return Boolean(requester.deviceKey && result.device_key_hash && result.device_key_hash === hashDeviceKey(requester.deviceKey));
}

export function keptResult(result: StoredResult, requester: Requester): KeptResult {
  const { result_id, kind, subject, created_at, text, report, source } = result;
  const expires_at = new Date(result.expires_at * 1000).toISOString();
  return {
    result_id,
    kind,
    subject,
    created_at,
    expires_at,
    text,
    source,
    ...(report && { report }),
    can_delete: isOwnedBy(result, requester),
  };
}

export function resultSummary({ result_id, kind, subject, created_at, report }: StoredResult): ResultSummary {
  return { result_id, kind, subject, created_at, ...(report?.kind === "page" && { score: report.score }) };
}
