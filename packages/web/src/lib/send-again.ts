// Sends a visitor's signup or message again while the edge refuses it for now or the network
// fails, waiting longer each time, so a burst of traffic doesn't lose what they typed.
import { isRefusedForNow } from "./api-errors.ts";

export const sendAgainPlan = {
  /** Sends in all, the first included. */
  attempts: 5,
  /** Waits before the 2nd, 3rd… send when the answer names none, each ±25 % (jitter). */
  backoffSeconds: [1, 2, 4, 8],
  /** A Retry-After longer than this is not waited out on the page: the visitor is told instead. */
  longestWaitSeconds: 60,
};

export interface SendAgainNotice {
  /** "refused": the edge said not now; "unreachable": the request never got an answer. */
  reason: "refused" | "unreachable";
  waitSeconds: number;
}

export interface SendAgainOptions {
  /** Told before each wait, so the page can show that it is trying again. */
  onWait?: (notice: SendAgainNotice) => void;
  random?: () => number;
}

/**
 * The last answer (a success, a refusal of ours, or the refusal that outlasted the attempts), or
 * the last network error, thrown. `send` must be safe to repeat: the server stores once.
 */
export async function sendAgainWhileRefused(
  send: () => Promise<Response>,
  { onWait, random = Math.random }: SendAgainOptions = {},
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const isLast = attempt >= sendAgainPlan.attempts;
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (isLast) throw error;
      await pause({ reason: "unreachable", waitSeconds: backoff(attempt, random) }, onWait);
      continue;
    }
    if (isLast || !(await isRefusedForNow(response))) return response;
    const waitSeconds = retryAfterSeconds(response) ?? backoff(attempt, random);
    if (waitSeconds > sendAgainPlan.longestWaitSeconds) return response;
    await pause({ reason: "refused", waitSeconds }, onWait);
  }
}

function backoff(attempt: number, random: () => number): number {
  const base = sendAgainPlan.backoffSeconds[Math.min(attempt, sendAgainPlan.backoffSeconds.length) - 1]!;
  return Math.round(base * (0.75 + random() * 0.5) * 10) / 10;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(response: Response): number | null {
  const value = response.headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

async function pause(notice: SendAgainNotice, onWait: SendAgainOptions["onWait"]): Promise<void> {
  onWait?.(notice);
  await new Promise((resolve) => setTimeout(resolve, notice.waitSeconds * 1000));
}
