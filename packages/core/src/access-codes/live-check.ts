// Whether a stored code still opens the gate, remembered for a few seconds per process: gated
// requests need not each read the table, and a revoked code's tokens stop within that time.

/** How long one answer is trusted (README: "Access codes"). */
export const liveCheckSeconds = 5;

export interface LiveCheck {
  isLive(id: string): Promise<boolean>;
  /** Drops what this process remembers about a code: its revocation here counts at once. */
  forget(id: string): void;
  /** The same for every code that starts so (a team's grants, when the team changes). */
  forgetStartingWith(prefix: string): void;
}

export function cachedLiveCheck(
  isLive: (id: string) => Promise<boolean>,
  now: () => number = Date.now,
  seconds = liveCheckSeconds,
): LiveCheck {
  const remembered = new Map<string, { live: boolean; until: number }>();
  return {
    async isLive(id) {
      const known = remembered.get(id);
      if (known && known.until > now()) return known.live;
      const live = await isLive(id);
      remembered.set(id, { live, until: now() + seconds * 1000 });
      return live;
    },
    forget: (id) => void remembered.delete(id),
    forgetStartingWith(prefix) {
      for (const id of remembered.keys()) if (id.startsWith(prefix)) remembered.delete(id);
    },
  };
}

interface RevocableCodes<Rest extends unknown[], Outcome> {
  isLive(id: string): Promise<boolean>;
  revoke(id: string, ...rest: Rest): Promise<Outcome>;
}

/** The stored codes with their live check remembered: a code revoked here stops at once in this process. */
export function withCachedLiveCheck<Rest extends unknown[], Outcome, Codes extends RevocableCodes<Rest, Outcome>>(codes: Codes): Codes {
  const liveCheck = cachedLiveCheck(codes.isLive);
  return {
    ...codes,
    isLive: liveCheck.isLive,
    async revoke(id: string, ...rest: Rest) {
      const outcome = await codes.revoke(id, ...rest);
      liveCheck.forget(id);
      return outcome;
    },
  };
}
