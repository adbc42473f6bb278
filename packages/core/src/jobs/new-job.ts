// A job as it is stored before anything is relayed: whoever asked, what it counts against, and
// how long it is kept. One home for a workflow's start and a rival's roast.
import { hashDeviceKey } from "../roast/store/kept-result.ts";
import { jobTtlSeconds, newSessionId, type AnalysisKind } from "./kinds.ts";
import { modelQuotaKeys } from "./quota.ts";
import type { AnalysisJob } from "./repository.ts";

export interface JobRequest {
  kind: AnalysisKind;
  input: AnalysisJob["input"];
  created: Date;
  /** The caller's address as the limits see it, with the secret that keys it: a model call counts
   * against it. A watch's scheduled check has no caller and counts against the account only. */
  address?: { clientIp: string; tokenSecret: string };
  /** A signed-in caller: the result is listed for the account and deletable from any of its devices. */
  userId?: string;
  /** The caller's device key: the result is deletable from that device. */
  deviceKey?: string | null;
  /** "Roast again": the earlier result of the same URL, to report progress against. */
  previousResultId?: string;
  /** A rival's roast: the built-in analyzer's, never an automation's. */
  builtInOnly?: boolean;
  /** A watched page's weekly check. */
  watchId?: string;
  /** The smoke check's roast: built in, without the model, and off the console's list of jobs. */
  smoke?: boolean;
}

export function newAnalysisJob({
  kind,
  input,
  created,
  address,
  userId,
  deviceKey,
  previousResultId,
  builtInOnly,
  watchId,
  smoke,
}: JobRequest): AnalysisJob {
  return {
    session_id: newSessionId(kind, created),
    kind,
    input,
    status: "pending",
    relay_status: "pending",
    created_at: created.toISOString(),
    expires_at: Math.floor(created.getTime() / 1000) + jobTtlSeconds,
    ...(userId && { user_id: userId }),
    quota_keys: modelQuotaKeys(address ?? null, userId),
    ...(deviceKey && { device_key_hash: hashDeviceKey(deviceKey) }),
    ...(previousResultId && { previous_result_id: previousResultId }),
    ...(builtInOnly && { built_in_only: true as const }),
    ...(watchId && { watch_id: watchId }),
    ...(smoke && { smoke: true as const }),
  };
}
