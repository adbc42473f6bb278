// An admin the console opens to, made over HTTP as an operator does: `npm run admin -- add`, the
// one-time password, a password of their own, an authenticator app set up (codes computed here, as
// the app would), and the session that proved it (aal 2).
import type { LocalStack } from "@ai-leaders/local";
import { totpCodeAt, totpPeriodSeconds } from "@ai-leaders/core/accounts/factors";
import { addAdmin } from "../../packages/local/src/admin-cli-add.ts";
import { postJson } from "./test-stack.ts";

export interface ConsoleAdmin {
  email: string;
  password: string;
  /** The authenticator app's secret (base 32). */
  totpSecret: string;
  recoveryCodes: string[];
  /** An aal-2 access token: the console opens to it. */
  accessToken: string;
}

const withBearer = (token: string) => ({ headers: { "content-type": "application/json", authorization: `Bearer ${token}` } });

/** The code the app shows `stepsAhead` time steps from now (each code works once; the server accepts the next step). */
export const authenticatorCode = (secret: string, stepsAhead = 0) =>
  totpCodeAt(secret, new Date(Date.now() + stepsAhead * totpPeriodSeconds * 1000));

async function expectOk(response: Promise<{ status: number; json: any }>, what: string) {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Turns on an authenticator app for the signed-in user; answers its secret, recovery codes and the aal-2 session. */
export async function enrolAuthenticator(stack: Pick<LocalStack, "request">, accessToken: string) {
  const { secret } = await expectOk(
    postJson(stack.request, `/api/auth/factors/totp`, {}, withBearer(accessToken)),
    "start the authenticator app",
  );
  const confirmed = await expectOk(
    postJson(stack.request, `/api/auth/factors/totp/confirm`, { code: authenticatorCode(secret) }, withBearer(accessToken)),
    "confirm the authenticator app",
  );
  return {
    totpSecret: secret as string,
    recoveryCodes: confirmed.recovery_codes as string[],
    accessToken: confirmed.session.access_token as string,
  };
}

export async function signedInConsoleAdmin(stack: LocalStack, email: string, password = "Console2026Ready"): Promise<ConsoleAdmin> {
  const made = await addAdmin(stack.services, email, stack.config.adminEmails, "npm run admin", new Date());
  if (!made.ok) throw new Error(made.message);
  const signedIn = await expectOk(
    postJson(stack.request, `/api/auth/signin`, { email, password: made.password }),
    "sign in with the one-time password",
  );
  const firstToken = signedIn.session.access_token as string;
  await expectOk(
    postJson(stack.request, `/api/auth/password`, { current_password: made.password, new_password: password }, withBearer(firstToken)),
    "choose a password",
  );
  return { email, password, ...(await enrolAuthenticator(stack, firstToken)) };
}
