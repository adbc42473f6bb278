import { startTransition, useEffect, useState } from "react";

/**
 * The value once it has stayed the same for `ms`: while it keeps changing (a visitor typing),
 * the last settled one. What waits on it is drawn in a transition, so a key pressed meanwhile is
 * never held behind it.
 */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(() => value)), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
