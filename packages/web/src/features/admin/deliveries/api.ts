// The Deliveries section's requests: failed deliveries and records waiting for their webhook, a page
// at a time; "Send again" and "Send now" for one or all; and a test email to the signed-in admin.
import type { FailedDelivery, RelayKind } from "@ai-leaders/core/relay";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

const deliveries = api.api.admin.deliveries;

const asPage = async (response: Response) => {
  const page = (await response.json()) as { deliveries: FailedDelivery[]; next_cursor: string | null };
  return { rows: page.deliveries, next_cursor: page.next_cursor };
};
const cursorQuery = (cursor?: string) => ({ query: cursor ? { cursor } : {} });

export const failedDeliveriesRequest = (accessToken: string, cursor?: string) =>
  settle(deliveries.$get(cursorQuery(cursor), bearer(accessToken)), asPage);

export const waitingDeliveriesRequest = (accessToken: string, cursor?: string) =>
  settle(deliveries.waiting.$get(cursorQuery(cursor), bearer(accessToken)), asPage);

export const sendAgainRequest = (accessToken: string, kind: RelayKind, id: string) =>
  settle(
    deliveries["send-again"].$post({ json: { kind, id } }, bearer(accessToken)),
    async (response) => ((await response.json()) as { outcome: "queued" }).outcome,
  );

export const sendAllAgainRequest = (accessToken: string) =>
  settle(
    deliveries["send-all-again"].$post({}, bearer(accessToken)),
    async (response) => (await response.json()) as { queued: number; skipped: number },
  );

export const sendNowRequest = (accessToken: string, kind: RelayKind, id: string) =>
  settle(
    deliveries["send-now"].$post({ json: { kind, id } }, bearer(accessToken)),
    async (response) => ((await response.json()) as { outcome: "queued" }).outcome,
  );

export const sendAllNowRequest = (accessToken: string) =>
  settle(
    deliveries["send-all-now"].$post({}, bearer(accessToken)),
    async (response) => (await response.json()) as { queued: number; skipped: number },
  );

export const sendTestEmailRequest = (accessToken: string) =>
  settle(
    api.api.admin.mail.test.$post({}, bearer(accessToken)),
    async (response) => ((await response.json()) as { message: string }).message,
  );
