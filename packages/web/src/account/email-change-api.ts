// Changing the account's address from the page: asked for with the password, confirmed from the new inbox.
import { api } from "../lib/api-client.ts";
import { settle } from "./auth-api.ts";

const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

/** The answer to show: the same whether or not the new address can be used. */
export const changeEmailRequest = (accessToken: string, body: { new_email: string; password: string }) =>
  settle(api.api.auth.email.$post({ json: body }, bearer(accessToken)), (answer: { message: string }) => answer.message);

export const confirmEmailChangeRequest = (token: string) =>
  settle(api.api.auth.email.confirm.$post({ json: { token } }), (answer: { email: string }) => answer.email);
