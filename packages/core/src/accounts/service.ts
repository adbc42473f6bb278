// Sign up, sign in, refresh, sign out: sessions of a short-lived access token and a rotating
// refresh token (design.md §3.6).
import { signToken, verifyToken } from "../tokens/index.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import type { AccountRepository, IssuedRefreshToken, StoredUser } from "./repository.ts";
import type { AuthSession, AuthUser, SignInRequest, SignUpRequest } from "./schema.ts";

export const authTokenSubject = "auth";
export const authAccessTokenTtlSeconds = 15 * 60;

const presentUser = (user: StoredUser): AuthUser => ({
  id: user.id,
  email: user.email,
  created_at: user.created_at,
  user_metadata: { full_name: user.full_name },
});

export function createAccountService(accounts: AccountRepository, secret: string, now: () => Date) {
  async function sessionFor(user: StoredUser, refreshToken: IssuedRefreshToken): Promise<AuthSession> {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + authAccessTokenTtlSeconds;
    return {
      access_token: signToken({ sub: authTokenSubject, uid: user.id, email: user.email, fam: refreshToken.familyId, iat, exp }, secret),
      refresh_token: refreshToken.token,
      expires_at: exp,
      expires_in: authAccessTokenTtlSeconds,
      token_type: "bearer",
      user: presentUser(user),
    };
  }

  return {
    async signUp({ email, password, full_name }: SignUpRequest): Promise<AuthSession | "email-taken"> {
      const user = await accounts.createUser({
        email,
        id: crypto.randomUUID(),
        full_name,
        password_hash: await hashPassword(password),
        created_at: now().toISOString(),
      });
      if (!user) return "email-taken";
      return sessionFor(user, await accounts.issueRefreshToken(user.email, now()));
    },

    /** The same null for an unknown email and a wrong password, after the same work. */
    async signIn({ email, password }: SignInRequest): Promise<AuthSession | null> {
      const user = await accounts.findUser(email);
      const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !matches) return null;
      return sessionFor(user, await accounts.issueRefreshToken(user.email, now()));
    },

    async refresh(refreshToken: string): Promise<AuthSession | null> {
      const rotated = await accounts.rotateRefreshToken(refreshToken, now());
      if (!rotated) return null;
      const user = await accounts.findUser(rotated.userEmail);
      return user ? sessionFor(user, rotated.refreshToken) : null;
    },

    signOut: (refreshToken: string) => accounts.revokeRefreshToken(refreshToken, now()),

    async userFromAccessToken(accessToken: string | null): Promise<AuthUser | null> {
      const claims = accessToken ? verifyToken(accessToken, secret, authTokenSubject, now()) : null;
      if (!claims?.email) return null;
      if (claims.fam && (await accounts.isSessionRevoked(claims.fam))) return null;
      const user = await accounts.findUser(claims.email);
      return user && user.id === claims.uid ? presentUser(user) : null;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
