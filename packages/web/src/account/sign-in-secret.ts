// The password of this tab's latest sign-in, kept in memory (never stored) for a few minutes: an
// operator who signed in with a one-time password must replace it at once, and the change form
// sends it as the current password instead of asking for it a second time.
const keptMs = 5 * 60_000;

let kept: { password: string; at: number } | null = null;

export function keepSignInPassword(password: string): void {
  kept = { password, at: Date.now() };
}

/** The password just signed in with, while it is fresh; null after a reload or a few minutes. */
export function signInPassword(): string | null {
  return kept && Date.now() - kept.at < keptMs ? kept.password : null;
}

export function forgetSignInPassword(): void {
  kept = null;
}
