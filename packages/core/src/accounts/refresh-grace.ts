// Two tabs refreshing at once present the same token: the second, within a few seconds of the
// rotation, gets the successor the first got instead of being taken for a thief. The successor is
// kept sealed with a key only the old token gives (HKDF, then AES-256-GCM): nothing usable at rest.
import { open, seal } from "../tokens/sealed.ts";

/** How long after its rotation a used refresh token still answers with its successor. */
export const refreshGraceSeconds = 30;

/** HKDF's purpose for a successor: the key comes from the old token itself. */
const purpose = "refresh-token-successor";

export const sealSuccessor = (oldToken: string, successor: string): string => seal(oldToken, purpose, successor);

/** The successor, or null when the box was not sealed with this token. */
export const openSuccessor = (oldToken: string, box: string): string | null => open(oldToken, purpose, box);
