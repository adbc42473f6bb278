import { useState } from "react";
import type { AdminResult } from "./api/admin-api.ts";

/** One request at a time from a control: busy while it runs, the server's message when refused. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(request: () => Promise<AdminResult<T>>, onDone: (value: T) => void) {
    setBusy(true);
    setError(null);
    const result = await request();
    setBusy(false);
    if (result.ok) onDone(result.value);
    else setError(result.message);
  }

  return { busy, error, run, clearError: () => setError(null) };
}
