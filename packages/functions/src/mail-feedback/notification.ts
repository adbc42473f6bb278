// The SES event publishing record SNS delivers for a bounce or a complaint: "Contents of event data
// that Amazon SES publishes to Amazon SNS" (Amazon SES Developer Guide). Only what we act on is read.
import * as z from "zod/mini";
import type { MailSuppressionReason } from "@ai-leaders/core/audience/repository";

const recipients = z.array(z.object({ emailAddress: z.string().check(z.minLength(1)) }));
const mail = z.object({ messageId: z.string() });

const record = z.discriminatedUnion("eventType", [
  z.object({
    eventType: z.literal("Bounce"),
    mail,
    bounce: z.object({
      bounceType: z.enum(["Permanent", "Transient", "Undetermined"]),
      bouncedRecipients: recipients,
      timestamp: z.iso.datetime(),
    }),
  }),
  z.object({
    eventType: z.literal("Complaint"),
    mail,
    complaint: z.object({ complainedRecipients: recipients, timestamp: z.iso.datetime() }),
  }),
]);

/** What a record says about its recipients: `suppress` unset for a bounce that may yet clear. */
export interface MailFeedback {
  eventType: "Bounce" | "Complaint";
  bounceType?: "Permanent" | "Transient" | "Undetermined";
  suppress?: MailSuppressionReason;
  /** Lower-cased, as signups are stored. */
  addresses: string[];
  at: string;
  messageId: string;
}

/** The record's meaning, or the paths of what could not be read (no values: they may hold addresses). */
export function readMailFeedback(message: string): { feedback: MailFeedback } | { unreadable: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { unreadable: ["(not JSON)"] };
  }
  const parsed = record.safeParse(json);
  if (!parsed.success) return { unreadable: parsed.error.issues.map((issue) => issue.path.join(".") || "(record)") };
  const event = parsed.data;
  const lowerCased = (list: z.infer<typeof recipients>) => [
    ...new Set(list.map((recipient) => recipient.emailAddress.trim().toLowerCase())),
  ];
  if (event.eventType === "Complaint") {
    const { complainedRecipients, timestamp } = event.complaint;
    return {
      feedback: {
        eventType: "Complaint",
        suppress: "complaint",
        addresses: lowerCased(complainedRecipients),
        at: timestamp,
        messageId: event.mail.messageId,
      },
    };
  }
  const { bounceType, bouncedRecipients, timestamp } = event.bounce;
  return {
    feedback: {
      eventType: "Bounce",
      bounceType,
      // Only a permanent bounce is final: SES retries a transient one, and an undetermined one may clear.
      ...(bounceType === "Permanent" && { suppress: "bounce" as const }),
      addresses: lowerCased(bouncedRecipients),
      at: timestamp,
      messageId: event.mail.messageId,
    },
  };
}
