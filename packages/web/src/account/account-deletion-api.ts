// Deleting one's own account, asked for with the password: everything stored for it goes.
import { api } from "../lib/api-client.ts";
import { settle } from "./auth-api.ts";

export const deleteAccountRequest = (accessToken: string, password: string) =>
  settle(
    api.api.auth.account.delete.$post({ json: { password } }, { headers: { authorization: `Bearer ${accessToken}` } }),
    (answer: { message: string }) => answer.message,
  );
