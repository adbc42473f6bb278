// SES bounces and complaints fed back to the audience (issue 26): the mail-feedback handler, given
// SNS deliveries of SES's own example records, against DynamoDB Local; then what the console lists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SNSEvent } from "aws-lambda";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { LocalStack } from "@ai-leaders/local";
import { createNewsletterRepository } from "@ai-leaders/core/newsletter/repository";
import { createAudienceRepository } from "@ai-leaders/core/audience/repository";
import { csvPage, exportPageLimits, signupExport } from "@ai-leaders/core/audience";
import { createMailFeedbackHandler } from "@ai-leaders/functions/mail-feedback";
import { scanTable, startTestStack, stackDatabase } from "../support/test-stack.ts";

// "Examples of event data that Amazon SES publishes to Amazon SNS" (Amazon SES Developer Guide).
const exampleMail = {
  timestamp: "2017-08-05T00:40:02.012Z",
  source: "Sender Name <sender@example.com>",
  sourceArn: "arn:aws:ses:us-east-1:123456789012:identity/sender@example.com",
  sendingAccountId: "123456789012",
  messageId: "EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000",
  destination: ["recipient@example.com"],
  headersTruncated: false,
  headers: [
    { name: "From", value: "Sender Name <sender@example.com>" },
    { name: "To", value: "recipient@example.com" },
    { name: "Subject", value: "Message sent from Amazon SES" },
    { name: "MIME-Version", value: "1.0" },
    { name: "Content-Type", value: 'multipart/alternative; boundary="----=_Part_7307378_1629847660.1516840721503"' },
  ],
  commonHeaders: {
    from: ["Sender Name <sender@example.com>"],
    to: ["recipient@example.com"],
    messageId: "EXAMPLE7c191be45-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000",
    subject: "Message sent from Amazon SES",
  },
  tags: {
    "ses:configuration-set": ["ConfigSet"],
    "ses:source-ip": ["192.0.2.0"],
    "ses:from-domain": ["example.com"],
    "ses:caller-identity": ["ses_user"],
  },
};
const bounceRecord = {
  eventType: "Bounce",
  bounce: {
    bounceType: "Permanent",
    bounceSubType: "General",
    bouncedRecipients: [
      { emailAddress: "recipient@example.com", action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" },
    ],
    timestamp: "2017-08-05T00:41:02.669Z",
    feedbackId: "01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000",
    reportingMTA: "dsn; mta.example.com",
  },
  mail: exampleMail,
};
const complaintRecord = {
  eventType: "Complaint",
  complaint: {
    complainedRecipients: [{ emailAddress: "recipient@example.com" }],
    timestamp: "2017-08-05T00:41:02.669Z",
    feedbackId: "01000157c44f053b-61b59c11-9236-11e6-8f96-7be8aexample-000000",
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.90 Safari/537.36",
    complaintFeedbackType: "abuse",
    arrivalDate: "2017-08-05T00:41:02.669Z",
  },
  mail: { ...exampleMail, timestamp: "2017-08-05T00:40:01.123Z" },
};

/** The example record, sent to someone else. */
function to(record: typeof bounceRecord | typeof complaintRecord, address: string) {
  const copy = structuredClone(record) as any;
  copy.mail.destination = [address];
  if (copy.bounce) copy.bounce.bouncedRecipients[0].emailAddress = address;
  if (copy.complaint) copy.complaint.complainedRecipients[0].emailAddress = address;
  return copy;
}

/** How Lambda hands SNS deliveries to a function: each record's message is the text SES published. */
function snsEvent(...messages: Array<string | object>): SNSEvent {
  return {
    Records: messages.map((message, index) => ({
      EventSource: "aws:sns",
      EventVersion: "1.0",
      EventSubscriptionArn: "arn:aws:sns:us-east-1:123456789012:mail-feedback:2bcfbf39-05c3-41de-beaa-fcfcc21c8f55",
      Sns: {
        Type: "Notification",
        MessageId: `95df01b4-ee98-5cb9-9903-4c221d41eb5${index}`,
        TopicArn: "arn:aws:sns:us-east-1:123456789012:mail-feedback",
        Subject: null as unknown as string,
        Message: typeof message === "string" ? message : JSON.stringify(message),
        Timestamp: "2017-08-05T00:41:03.000Z",
        SignatureVersion: "1",
        Signature: "EXAMPLE",
        SigningCertUrl: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-EXAMPLE.pem",
        UnsubscribeUrl: "https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe",
        MessageAttributes: {},
      },
    })),
  };
}

describe("bounces and complaints fed back to the audience", () => {
  let stack: LocalStack;
  let db: DynamoDBDocumentClient;
  const logged: Array<Record<string, unknown>> = [];
  let applyFeedback: ReturnType<typeof createMailFeedbackHandler>;
  const signup = async (email: string) => (await scanTable(stack, "newsletterSignups")).find((item) => item.email === email);

  beforeAll(async () => {
    stack = await startTestStack();
    db = stackDatabase(stack);
    applyFeedback = createMailFeedbackHandler({ db, signupsTable: stack.tableNames.newsletterSignups, log: (entry) => logged.push(entry) });
    const newsletter = createNewsletterRepository(db, stack.tableNames.newsletterSignups);
    for (const email of ["recipient@example.com", "complainer@example.com", "busy@example.com", "also-bounced@example.com"]) {
      await newsletter.subscribe(email, new Date("2017-08-01T09:00:00.000Z"));
    }
  });
  afterAll(async () => {
    db?.destroy();
    await stack?.stop();
  });

  it("marks a permanently bounced address's signup, which the console lists and exports as bounced", async () => {
    logged.length = 0;
    await applyFeedback(snsEvent(bounceRecord));

    expect(await signup("recipient@example.com")).toMatchObject({
      mail_suppressed: "bounce",
      mail_suppressed_at: "2017-08-05T00:41:02.669Z",
    });
    const audience = createAudienceRepository(db, {
      signups: stack.tableNames.newsletterSignups,
      contacts: stack.tableNames.contactMessages,
    });
    // The signups are unconfirmed, so the console lists them only within their 30 days.
    const inTheirMonth = new Date("2017-08-06T00:00:00.000Z");
    const listed = await audience.listSignups({ search: "recipient@", now: inTheirMonth });
    expect(listed).toMatchObject({
      rows: [{ email: "recipient@example.com", mail_suppressed: "bounce", mail_suppressed_at: "2017-08-05T00:41:02.669Z" }],
    });
    const csv = (await csvPage(await audience.signupsAfter(undefined, inTheirMonth), signupExport.columns, true, exportPageLimits)).csv;
    expect(csv).toContain(",mail_suppressed\r\n");
    expect(csv).toMatch(/recipient@example\.com,[^\r\n]*,bounce\r\n/);
    // One line, with counts and no address.
    expect(logged).toEqual([
      {
        event: "mail_feedback",
        event_type: "Bounce",
        bounce_type: "Permanent",
        message_id: exampleMail.messageId,
        recipients: 1,
        signups_marked: 1,
      },
    ]);
  });

  it("marks a complaining address's signup, whatever the case SES reports it in", async () => {
    await applyFeedback(snsEvent(to(complaintRecord, "Complainer@Example.COM")));
    expect(await signup("complainer@example.com")).toMatchObject({
      mail_suppressed: "complaint",
      mail_suppressed_at: "2017-08-05T00:41:02.669Z",
    });
  });

  it("only logs a transient bounce: the address may take mail again", async () => {
    logged.length = 0;
    const transient = to(bounceRecord, "busy@example.com");
    transient.bounce.bounceType = "Transient";
    transient.bounce.bounceSubType = "MailboxFull";
    await applyFeedback(snsEvent(transient));
    expect(await signup("busy@example.com")).not.toHaveProperty("mail_suppressed");
    expect(logged).toEqual([
      expect.objectContaining({ event: "mail_feedback", bounce_type: "Transient", recipients: 1, signups_marked: 0 }),
    ]);
  });

  it("creates no signup for an address that has none", async () => {
    await applyFeedback(snsEvent(to(complaintRecord, "stranger@example.com")));
    expect(await signup("stranger@example.com")).toBeUndefined();
  });

  it("logs and drops a message it cannot read, and still applies the rest of the delivery", async () => {
    logged.length = 0;
    const unknownType = { ...bounceRecord, eventType: "Delivery" };
    await expect(applyFeedback(snsEvent("not json", unknownType, to(bounceRecord, "also-bounced@example.com")))).resolves.toBeUndefined();
    expect(logged.filter((entry) => entry.event === "mail_feedback_unreadable")).toHaveLength(2);
    expect(JSON.stringify(logged)).not.toContain("@example.com");
    expect(await signup("also-bounced@example.com")).toMatchObject({ mail_suppressed: "bounce" });
  });
});
