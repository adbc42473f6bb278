import { z } from "zod";

/** What the relay can deliver; one webhook setting each. */
export const relayKinds = ["newsletter", "contact", "analysis"] as const;
export type RelayKind = (typeof relayKinds)[number];

/** The SQS message: which stored record to deliver. The record itself stays in DynamoDB. */
export const relayMessageSchema = z.object({
  kind: z.enum(relayKinds),
  id: z.string().min(1),
});
export type RelayMessage = z.infer<typeof relayMessageSchema>;

export type RelayStatus = "pending" | "delivered" | "failed" | "skipped";
