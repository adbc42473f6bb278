// A console session for the benches: the stack's first ADMIN_EMAILS address, made admin by the
// CLI's own function, signed in, its one-time password changed and a second factor set up.
import type { LocalStack } from "@ai-leaders/local";
import { signedInConsoleAdmin } from "../support/console-admin.ts";

export async function benchAdminToken(stack: LocalStack): Promise<string> {
  const email = stack.config.adminEmails[0];
  if (!email) throw new Error("The console benches need ADMIN_EMAILS set on its stack");
  return (await signedInConsoleAdmin(stack, email, "Bench2026Export")).accessToken;
}
