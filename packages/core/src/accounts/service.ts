// Sign up, sign in, refresh, sign out: sessions of a short-lived access token and a rotating
// refresh token (design.md §3.6).
import { signToken, verifyToken } from "../tokens/index.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import type { AccountRepository, IssuedRefreshToken, StoredUser } from "./repository.ts";
import type { AuthSession, AuthUser, ChangePasswordRequest, SignInRequest, SignUpRequest } from "./schema.ts";
import { isAdmin, isAdminEmail } from "./admins.ts";
import type { FactorService, MfaChallenge } from "./factors/index.ts";

export const authTokenSubject = "auth";
export { authAccessTokenTtlSeconds, refreshTokenTtlSeconds } from "./lifetimes.ts";
import { authAccessTokenTtlSeconds } from "./lifetimes.ts";
/** The second step of a sign-in: a signed token good for 5 minutes, no session. */
/** The password was right, and the account has a second factor: no session until it is proved. */
export interface SecondStepNeeded {
  second_step: true;
  user: StoredUser;
  factors: MfaChallenge["factors"];
}

const presentUser = (user: StoredUser): AuthUser => ({
  id: user.id,
  email: user.email,
  created_at: user.created_at,
  email_confirmed_at: user.email_verified_at ?? null,
  user_metadata: { full_name: user.full_name },
});

/** What the console knows of its caller: signed out, signed in without the role, or an admin. */
export type AdminCaller = "signed-out" | "not-admin" | { user: StoredUser; mustChangePassword: boolean; aal: 1 | 2 };

export function createAccountService(
  accounts: AccountRepository,
  secret: string,
  now: () => Date,
  adminEmails: readonly string[] = [],
  factors?: Pick<FactorService, "enrolled">,
) {
  async function sessionFor(user: StoredUser, refreshToken: IssuedRefreshToken): Promise<AuthSession> {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + authAccessTokenTtlSeconds;
    // A session begun with a second factor (or a passkey) keeps its assurance through every refresh.
    const assurance = refreshToken.amr ? { aal: 2 as const, amr: refreshToken.amr } : {};
    return {
      access_token: signToken(
        { sub: authTokenSubject, uid: user.id, email: user.email, fam: refreshToken.familyId, iat, exp, ...assurance },
        secret,
      ),
      refresh_token: refreshToken.token,
      expires_at: exp,
      expires_in: authAccessTokenTtlSeconds,
      token_type: "bearer",
      user: presentUser(user),
    };
  }

  return {
    /**
     * Stores a new, unconfirmed account; an address already registered (or reserved for an admin:
     * only the operator makes that account) changes nothing. The password is hashed either way, so
     * both take the same time: the caller answers them alike.
     */
    async signUp({ email, password, full_name }: SignUpRequest): Promise<"created" | "registered" | "reserved"> {
      const passwordHash = await hashPassword(password);
      // A reserved address reads the table where another writes it: the same work for every address.
      if (isAdminEmail(email, adminEmails)) {
        await accounts.findUser(email);
        return "reserved";
      }
      const user = await accounts.createUser({
        email,
        id: crypto.randomUUID(),
        full_name,
        password_hash: passwordHash,
        created_at: now().toISOString(),
      });
      return user ? "created" : "registered";
    },

    /**
     * The same null for an unknown email and a wrong password, after the same work. An account
     * with a second factor gets no session yet: the caller issues the second step's challenge.
     */
    async signIn({ email, password }: SignInRequest): Promise<AuthSession | SecondStepNeeded | null> {
      const user = await accounts.findUser(email);
      const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !matches) return null;
      const enrolled = factors ? await factors.enrolled(user) : [];
      if (enrolled.length > 0) return { second_step: true, user, factors: enrolled };
      return sessionFor(user, await accounts.issueRefreshToken(user.email, now()));
    },

    /** A new session proved by more than a password: `amr` says how (e.g. ["pwd", "otp"], ["passkey"]). */
    sessionWithSecondFactor: async (user: StoredUser, amr: string[]) =>
      sessionFor(user, await accounts.issueRefreshToken(user.email, now(), crypto.randomUUID(), amr)),

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
      const caller = await callerFromAccessToken(accessToken);
      if (!caller) return "signed-out";
      if (!isAdmin(caller.user, adminEmails)) return "not-admin";
      return { user: caller.user, mustChangePassword: caller.user.must_change_password === true, aal: caller.claims.aal ?? 1 };
    },

    /** The signed-in user and how their session was proved (aal 2: a second factor or a passkey). */
    async assuranceFromAccessToken(accessToken: string | null): Promise<{ user: StoredUser; aal: 1 | 2 } | null> {
      const caller = await callerFromAccessToken(accessToken);
      return caller && { user: caller.user, aal: caller.claims.aal ?? 1 };
    },

    /**
     * "wrong-password" when the current one does not match; the new one is never a one-time one.
     * "already-changed" when the new one is the account's already: a retry of a change that went
     * through while its answer was lost (the current one it names is the old one by then).
     */
    async changePassword(
      user: StoredUser,
      { current_password, new_password }: ChangePasswordRequest,
    ): Promise<"changed" | "already-changed" | "wrong-password" | "unchanged"> {
      if (!(await verifyPassword(user.password_hash, current_password))) {
        return (await verifyPassword(user.password_hash, new_password)) ? "already-changed" : "wrong-password";
      }
      if (new_password === current_password) return "unchanged";
      await accounts.setPassword(user.email, await hashPassword(new_password), false);
      return "changed";
    },

    storedUserFromAccessToken,
  };

  async function storedUserFromAccessToken(accessToken: string | null): Promise<StoredUser | null> {
    return (await callerFromAccessToken(accessToken))?.user ?? null;
  }

  async function callerFromAccessToken(accessToken: string | null) {
    const claims = accessToken ? verifyToken(accessToken, secret, authTokenSubject, now()) : null;
    if (!claims?.email) return null;
    if (claims.fam && (await accounts.isSessionRevoked(claims.fam))) return null;
    const user = await accounts.findUser(claims.email);
    return user && user.id === claims.uid ? { user, claims } : null;
  }
}
export type AccountService = ReturnType<typeof createAccountService>;
