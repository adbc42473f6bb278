// The console's access-code requests: the list, a new code (answered once, in clear), a revocation.
import type { ConsoleAccessCode, NewAccessCode } from "@ai-leaders/core/access-codes/schema";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

export type StoredAccessCode = Extract<ConsoleAccessCode, { source: "console" }>;

const accessCodes = api.api.admin["access-codes"];
const json = <T>(response: Response) => response.json() as Promise<T>;

/** In the paged lists' shape (all in one page), so the section shares their loading and error states. */
export const accessCodesRequest = (accessToken: string) =>
  settle(accessCodes.$get({}, bearer(accessToken)), async (response) => ({
    rows: (await json<{ codes: ConsoleAccessCode[] }>(response)).codes,
    next_cursor: null,
  }));

export const createAccessCodeRequest = (accessToken: string, request: NewAccessCode) =>
  settle(accessCodes.$post({ json: request }, bearer(accessToken)), json<{ code: string; access_code: StoredAccessCode }>);

export const revokeAccessCodeRequest = (accessToken: string, id: string) =>
  settle(accessCodes[":id"].revoke.$post({ param: { id } }, bearer(accessToken)), json<{ access_code: StoredAccessCode; message: string }>);
