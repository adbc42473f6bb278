// The console's requests: each carries the signed-in admin's access token; the server checks the role.
import type { ErasureReport } from "@ai-leaders/core/erasure";
import type { AudienceList, AudiencePage, ContactRow, SignupRow } from "@ai-leaders/core/audience";
import type { AuditPage } from "@ai-leaders/core/audit";
import { nextCursorHeader, pageRowsHeader } from "@ai-leaders/core/audience/schema";
import { api, readApiError } from "../../../lib/api-client.ts";

export type AdminResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export const networkFailure = "We couldn't reach the server. Please check your connection and try again.";

export const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

export async function settle<T>(request: Promise<Response>, read: (response: Response) => Promise<T>): Promise<AdminResult<T>> {
  try {
    const response = await request;
    if (response.ok) return { ok: true, value: await read(response) };
    const error = await readApiError(response);
    return { ok: false, status: response.status, message: error?.message ?? networkFailure };
  } catch {
    return { ok: false, status: 0, message: networkFailure };
  }
}
const json = <T>(response: Response) => response.json() as Promise<T>;

export interface AdminSession {
  email: string;
  must_change_password: boolean;
  /** What still keeps the console shut: a verified address, a second factor, a sign-in proved by it. */
  requirement: "verify-email" | "enrol-factor" | "step-up" | null;
}

export const adminSessionRequest = (accessToken: string) =>
  settle(api.api.admin.session.$get({}, bearer(accessToken)), async (response) => (await json<{ admin: AdminSession }>(response)).admin);

export const changePasswordRequest = (accessToken: string, body: { current_password: string; new_password: string }) =>
  settle(api.api.auth.password.$post({ json: body }, bearer(accessToken)), json<{ changed: true; other_sessions_ended: number }>);

export interface ListQuery {
  search?: string;
  cursor?: string;
}
const query = ({ search, cursor }: ListQuery) => ({ query: { ...(search && { search }), ...(cursor && { cursor }) } });

export const signupsRequest = (accessToken: string, list: ListQuery) =>
  settle(api.api.admin.audience.signups.$get(query(list), bearer(accessToken)), json<AudiencePage<SignupRow>>);

export const contactsRequest = (accessToken: string, list: ListQuery) =>
  settle(api.api.admin.audience.contacts.$get(query(list), bearer(accessToken)), json<AudiencePage<ContactRow>>);

/** The log's page in the lists' shape: rows and the next cursor. */
export const auditRequest = (accessToken: string, { cursor }: ListQuery) =>
  settle(api.api.admin.audit.$get({ query: cursor ? { cursor } : {} }, bearer(accessToken)), async (response) => {
    const page = await json<AuditPage>(response);
    return { rows: page.entries, next_cursor: page.next_cursor };
  });

export const eraseRequest = (accessToken: string, email: string) =>
  settle(
    api.api.admin.audience.erase.$post({ json: { email } }, bearer(accessToken)),
    async (response) => (await json<{ erased: ErasureReport }>(response)).erased,
  );

export type AudienceExport = AudienceList;

/** A CSV file made in the console, ready to download. */
export interface ExportedFile {
  file: Blob;
  fileName: string;
  rows: number;
}

export interface ExportPage {
  csv: Blob;
  rows: number;
  fileName: string;
  nextCursor: string | null;
}

/** One page of an export: the API answers in bounded pages (see exportAudience). */
export function exportPageRequest(accessToken: string, list: AudienceExport, cursor?: string) {
  const audience = api.api.admin.audience;
  const query = { query: cursor ? { cursor } : {} };
  const request =
    list === "signups"
      ? audience["signups.csv"].$get(query, bearer(accessToken))
      : audience["contacts.csv"].$get(query, bearer(accessToken));
  return settle(request, async (response): Promise<ExportPage> => ({
    csv: await response.blob(),
    rows: Number(response.headers.get(pageRowsHeader) ?? 0),
    fileName: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `${list}.csv`,
    nextCursor: response.headers.get(nextCursorHeader),
  }));
}

/**
 * The whole list as one file: its pages fetched one after another and joined in a Blob (Chromium
 * keeps a large one on disk, not in memory). `onProgress` hears the rows so far after each page.
 */
export async function exportAudience(
  accessToken: string,
  list: AudienceExport,
  onProgress: (rows: number) => void,
): Promise<AdminResult<ExportedFile>> {
  const pages: Blob[] = [];
  let rows = 0;
  let fileName = `${list}.csv`;
  let cursor: string | undefined;
  do {
    const page = await exportPageRequest(accessToken, list, cursor);
    if (!page.ok) return page;
    if (pages.length === 0) fileName = page.value.fileName;
    pages.push(page.value.csv);
    rows += page.value.rows;
    onProgress(rows);
    cursor = page.value.nextCursor ?? undefined;
  } while (cursor);
  return { ok: true, value: { file: new Blob(pages, { type: "text/csv;charset=utf-8" }), fileName, rows } };
}
