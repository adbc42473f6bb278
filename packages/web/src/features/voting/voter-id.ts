// The anonymous voter id this browser keeps (design.md §3.2); the server counts one vote per id.
const voterIdKey = "ai-leaders.voter-id";

export function voterId(): string {
  try {
    const existing = localStorage.getItem(voterIdKey);
    if (existing) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(voterIdKey, created);
    return created;
  } catch {
    // Storage blocked: a per-page id still lets the server refuse repeats within this page.
    return (sessionVoterId ??= crypto.randomUUID());
  }
}
let sessionVoterId: string | undefined;
