import * as z from "zod/mini";
import { relayKinds } from "./schema.ts";

export { relayKinds, type RelayKind } from "./schema.ts";

/** The SQS message: which stored record to deliver. The record itself stays in DynamoDB. */
export const relayMessageSchema = z.object({
  kind: z.enum(relayKinds),
  id: z.string().check(z.minLength(1)),
});
export type RelayMessage = z.infer<typeof relayMessageSchema>;

export type RelayStatus = "pending" | "delivered" | "failed" | "skipped";
