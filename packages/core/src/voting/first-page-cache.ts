// What every visitor of the board reads first (the first page of each sort, the predefined tools),
// kept for a few seconds in the function: a crowd opening the board at once costs one read of each
// per instance. A write in this instance drops it at once, so whoever adds a suggestion sees it on
// reload; other instances catch up within the same few seconds.

export const firstPageSeconds = 5;

export function createFirstPageCache<Key, Value>(clock: () => number = Date.now) {
  const kept = new Map<Key, { at: number; value: Promise<Value> }>();
  return {
    get(key: Key, load: () => Promise<Value>): Promise<Value> {
      const entry = kept.get(key);
      if (entry && clock() - entry.at < firstPageSeconds * 1000) return entry.value;
      const value = load();
      kept.set(key, { at: clock(), value });
      // A failed read is not kept: the next visitor tries again.
      value.catch(() => kept.delete(key));
      return value;
    },
    forget() {
      kept.clear();
    },
  };
}
