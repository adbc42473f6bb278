// Sign up, sign in, refresh, sign out: sessions of a short-lived access token and a rotating
// refresh token (design.md §3.6).
import { signToken, verifyToken } from "../tokens/index.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import type { AccountRepository, IssuedRefreshToken, StoredUser } from "./repository.ts";
import type { AuthSession, AuthUser, ChangePasswordRequest, SignInRequest, SignUpRequest } from "./schema.ts";
import { isAdmin, isAdminEmail } from "./admins.ts";

export const authTokenSubject = "auth";
export const authAccessTokenTtlSeconds = 15 * 60;
export const refreshTokenTtlSeconds = 30 * 24 * 60 * 60;

const presentUser = (user: StoredUser): AuthUser => ({
  id: user.id,
  email: user.email,
  created_at: user.created_at,
  user_metadata: { full_name: user.full_name },
});

/** What the console knows of its caller: signed out, signed in without the role, or an admin. */
export type AdminCaller = "signed-out" | "not-admin" | { user: StoredUser; mustChangePassword: boolean };

export function createAccountService(accounts: AccountRepository, secret: string, now: () => Date, adminEmails: readonly string[] = []) {
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
    /** An admin's address is answered exactly like a taken one: only the operator makes that account. */
    async signUp({ email, password, full_name }: SignUpRequest): Promise<AuthSession | "email-taken"> {
      const passwordHash = await hashPassword(password);
      if (isAdminEmail(email, adminEmails)) return "email-taken";
      const user = await accounts.createUser({
        email,
        id: crypto.randomUUID(),
        full_name,
        password_hash: passwordHash,
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
      const user = await storedUserFromAccessToken(accessToken);
      return user ? presentUser(user) : null;
    },

    /** The role is read from the table and ADMIN_EMAILS on every call, never from the token. */
    async adminFromAccessToken(accessToken: string | null): Promise<AdminCaller> {
      const user = await storedUserFromAccessToken(accessToken);
      if (!user) return "signed-out";
      if (!isAdmin(user, adminEmails)) return "not-admin";
      return { user, mustChangePassword: user.must_change_password === true };
    },

    /** "wrong-password" when the current one does not match; the new one is never a one-time one. */
    async changePassword(
      user: StoredUser,
      { current_password, new_password }: ChangePasswordRequest,
    ): Promise<"changed" | "wrong-password" | "unchanged"> {
      if (!(await verifyPassword(user.password_hash, current_password))) return "wrong-password";
      if (new_password === current_password) return "unchanged";
      await accounts.setPassword(user.email, await hashPassword(new_password), false);
      return "changed";
    },

    storedUserFromAccessToken,
  };

  async function storedUserFromAccessToken(accessToken: string | null): Promise<StoredUser | null> {
    const claims = accessToken ? verifyToken(accessToken, secret, authTokenSubject, now()) : null;
    if (!claims?.email) return null;
    if (claims.fam && (await accounts.isSessionRevoked(claims.fam))) return null;
    const user = await accounts.findUser(claims.email);
    return user && user.id === claims.uid ? user : null;
  }
}
export type AccountService = ReturnType<typeof createAccountService>;
