// Where a signup stands: pending confirmation (and deleted after 30 days), confirmed, or unsubscribed.
import type { NewsletterSignup } from "./signup.ts";

/** Unconfirmed signups are deleted after this long (README, privacy page). */
export const unconfirmedSignupDays = 30;
export const confirmationMailGapMs = 60 * 60 * 1000;

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** TTL deletes "within a few days" of expiry: until then an expired unconfirmed signup reads as gone. */
export const isLapsed = (signup: NewsletterSignup, now: Date) => signup.expires_at !== undefined && signup.expires_at <= epochSeconds(now);

/** Whether product mail may go to this signup: confirmed, still subscribed, and not bounced or complained. */
export const isMailable = (signup: NewsletterSignup) => Boolean(signup.confirmed_at && !signup.unsubscribed_at && !signup.mail_suppressed);

/** Whether the address said no to all mail (unsubscribed) or cannot take it (bounced or complained): no notice goes to it either. */
export const refusesMail = (signup: NewsletterSignup | undefined) => Boolean(signup && (signup.unsubscribed_at || signup.mail_suppressed));
