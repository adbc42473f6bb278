// An account: its user record, its refresh tokens and its sessions, each in a repository of its
// own; this joins them where one act touches more than one.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { createUserRepository, type StoredUser } from "./users-repository.ts";
import { createRefreshTokenRepository, type IssuedRefreshToken } from "./refresh-tokens-repository.ts";
import { createSessionRepository } from "./sessions-repository.ts";

export type { StoredUser } from "./users-repository.ts";
export { hashRefreshToken, type IssuedRefreshToken, type StoredRefreshToken } from "./refresh-tokens-repository.ts";
export type { ActiveSession, SessionClient } from "./sessions-repository.ts";

export interface AccountTables {
  users: string;
  refreshTokens: string;
}

export function createAccountRepository(db: DynamoDBDocumentClient, tables: AccountTables) {
  const users = createUserRepository(db, tables.users);
  const tokens = createRefreshTokenRepository(db, tables.refreshTokens);
  const sessions = createSessionRepository(db, tables.refreshTokens, tokens);

  return {
    createUser: users.createUser,
    setPassword: users.setPassword,
    markEmailVerified: users.markEmailVerified,
    upsertAdmin: users.upsertAdmin,
    findUser: users.findUser,
    moveAccount: users.moveAccount,

    issueRefreshToken: tokens.issue,
    isSessionRevoked: sessions.isRevoked,
    endSessions: sessions.endAll,
    noteSession: sessions.note,
    activeSessions: sessions.active,
    endSession: sessions.end,

    /** Spends a refresh token (refresh-tokens-repository.ts); a token reused too late revokes its whole session. */
    async rotateRefreshToken(token: string, now: Date): Promise<{ refreshToken: IssuedRefreshToken; userEmail: string } | null> {
      const rotation = await tokens.rotate(token, now);
      if (!rotation || !("reused" in rotation)) return rotation;
      await sessions.revoke(rotation.reused.family_id, now);
      return null;
    },

    /** Sign out: the token and every token of its family stop working. */
    async revokeRefreshToken(token: string, now: Date): Promise<void> {
      const found = await tokens.find(token);
      if (found) await sessions.revoke(found.family_id, now);
    },

    /** Erasure: the account and every refresh token it was ever given; the user as it was, and how many sessions it had. */
    async eraseAccount(email: string): Promise<{ user: StoredUser | undefined; sessions: number }> {
      const user = await users.deleteUser(email);
      const records = await tokens.deleteAllOf(email);
      return { user, sessions: new Set(records.map((record) => record.family_id)).size };
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
