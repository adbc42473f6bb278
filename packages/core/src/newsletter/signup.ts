// A newsletter signup as its table keeps it.
import type { RelayedRecord } from "../relay/status-store.ts";
import type { MailSuppression } from "./mail-suppression.ts";

export interface NewsletterSignup extends RelayedRecord, MailSuppression {
  /** Lower-cased, so one address subscribes once. */
  email: string;
  created_at: string;
  /** Why they signed up beyond the newsletter, e.g. "suggestion:{id}" for "email me when this ships". */
  tags?: Set<string>;
  /** When its owner pressed the mailed confirmation's button (double opt-in). */
  confirmed_at?: string;
  /** When its owner unsubscribed: nothing more is mailed until they sign up and confirm again. */
  unsubscribed_at?: string;
  /** Epoch seconds, on an unconfirmed signup only: DynamoDB's TTL deletes it then (30 days). */
  expires_at?: number;
  /** When the last confirmation was mailed: a pending address is mailed at most once an hour. */
  confirmation_mailed_at?: string;
  /** The tags ("suggestion:{id}") whose ship notice this address has been sent: each goes once. */
  notified?: Set<string>;
}
