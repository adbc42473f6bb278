// The Deliveries section's requests: failed deliveries a page at a time, "Send again" for one or all,
// and a test email to the signed-in admin.
import type { FailedDelivery, RelayKind } from "@ai-leaders/core/relay";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

const deliveries = api.api.admin.deliveries;

export const failedDeliveriesRequest = (accessToken: string, cursor?: string) =>
  settle(deliveries.$get({ query: cursor ? { cursor } : {} }, bearer(accessToken)), async (response) => {
    const page = (await response.json()) as { deliveries: FailedDelivery[]; next_cursor: string | null };
    return { rows: page.deliveries, next_cursor: page.next_cursor };
  });

export const sendAgainRequest = (accessToken: string, kind: RelayKind, id: string) =>
  settle(deliveries["send-again"].$post({ json: { kind, id } }, bearer(accessToken)), async (response) => ((await response.json()) as { outcome: "queued" }).outcome);

export const sendAllAgainRequest = (accessToken: string) =>
  settle(deliveries["send-all-again"].$post({}, bearer(accessToken)), async (response) => (await response.json()) as { queued: number; skipped: number });

export const sendTestEmailRequest = (accessToken: string) =>
  settle(api.api.admin.mail.test.$post({}, bearer(accessToken)), async (response) => ((await response.json()) as { message: string }).message);
