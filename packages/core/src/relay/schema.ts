// What crosses the console's boundary about deliveries; light enough for any cold start.
import * as z from "zod/mini";
import { operationsMessages } from "../messages/index.ts";

/** What the relay can deliver: a webhook setting each (the board's events one for all), and mail, sent through the mailer. */
export const relayKinds = ["newsletter", "contact", "analysis", "mail", "board", "access-request"] as const;
export type RelayKind = (typeof relayKinds)[number];

/** A page of failed deliveries: the cursor is opaque, checked again when decoded. */
export const failedPageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(4_096, operationsMessages.invalidCursor))),
});

/** "Send again" for one record. */
export const sendAgainSchema = z.object({
  kind: z.enum(relayKinds, { error: operationsMessages.unknownDeliveryKind }),
  id: z
    .string({ error: operationsMessages.deliveryIdRequired })
    .check(z.minLength(1, operationsMessages.deliveryIdRequired), z.maxLength(512, operationsMessages.deliveryNotFound)),
});
