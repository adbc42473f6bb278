// The console's access requests: a page of the list, Approve, Decline.
import type { AccessRequestRow } from "@ai-leaders/core/access-requests/schema";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

const requests = api.api.admin["access-requests"];
const json = <T>(response: Response) => response.json() as Promise<T>;
type Answered = { request: AccessRequestRow; message: string };

export const accessRequestsPage = (accessToken: string, cursor?: string) =>
  settle(requests.$get({ query: cursor ? { cursor } : {} }, bearer(accessToken)), async (response) => {
    const page = await json<{ requests: AccessRequestRow[]; next_cursor: string | null }>(response);
    return { rows: page.requests, next_cursor: page.next_cursor };
  });

export const approveAccessRequest = (accessToken: string, id: string) =>
  settle(requests[":id"].approve.$post({ param: { id } }, bearer(accessToken)), json<Answered>);

export const declineAccessRequest = (accessToken: string, id: string, sendNote: boolean) =>
  settle(requests[":id"].decline.$post({ param: { id }, json: { send_note: sendNote } }, bearer(accessToken)), json<Answered>);
