// A reader signed in as a reload finds them: the session stored on the device, unexpired.
import type { AuthUser } from "@ai-leaders/core/accounts";
import { storeSession } from "../lib/session-store.ts";

export function storeSignedIn(user: AuthUser, accessToken = `token-${user.id}`): void {
  storeSession({
    access_token: accessToken,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    expires_in: 3600,
    token_type: "bearer",
    user,
  });
}
