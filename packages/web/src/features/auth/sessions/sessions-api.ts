// The account's sessions from the page: list, end one, end all (this one too); ending asks for the password.
import { api } from "../../../lib/api-client.ts";
import { settle } from "../../../account/auth-api.ts";

export interface SessionRow {
  id: string;
  device: string;
  network: string;
  first_seen: string;
  last_seen: string;
  current: boolean;
}

const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

export const sessionsRequest = (accessToken: string) =>
  settle(api.api.auth.sessions.$get({}, bearer(accessToken)), (body: { sessions: SessionRow[] }) => body.sessions);

export const endSessionRequest = (accessToken: string, id: string, password: string) =>
  settle(api.api.auth.sessions[":id"].end.$post({ param: { id }, json: { password } }, bearer(accessToken)), () => null);

export const endAllSessionsRequest = (accessToken: string, password: string) =>
  settle(
    api.api.auth.sessions["end-all"].$post({ json: { password } }, bearer(accessToken)),
    (body: { sessions_ended: number }) => body.sessions_ended,
  );
