// A console session for the benches: the stack's first ADMIN_EMAILS address, made admin by the
// CLI's own function, signed in, its one-time password changed.
import type { LocalStack } from "@ai-leaders/local";
import { addAdmin } from "../../packages/local/src/admin-cli-add.ts";

/** The stack's first ADMIN_EMAILS address, made admin with a password of its own. */
export async function benchAdminToken(stack: LocalStack): Promise<string> {
  const email = stack.config.adminEmails[0];
  if (!email) throw new Error("The console benches need ADMIN_EMAILS set on its stack");
  const made = await addAdmin(stack.services, email, stack.config.adminEmails, "npm run bench", new Date());
  if (!made.ok) throw new Error(made.message);
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${stack.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  const signIn = await post("/api/auth/signin", { email, password: made.password });
  const { session } = (await signIn.json()) as { session: { access_token: string } };
  const changed = await post("/api/auth/password", { current_password: made.password, new_password: "Bench2026Export" }, session.access_token);
  if (!changed.ok) throw new Error(`The bench admin's password change answered ${changed.status}`);
  return session.access_token;
}
