// The setting that names each webhook: read by the relay's schemas and by the API without zod.
export const webhookSettings = {
  newsletter: "NEWSLETTER_WEBHOOK_URL",
  contact: "CONTACT_WEBHOOK_URL",
  landingRoast: "LANDING_ROAST_WEBHOOK_URL",
  landingImprove: "LANDING_IMPROVE_WEBHOOK_URL",
  founderProfile: "FOUNDER_PROFILE_WEBHOOK_URL",
  websiteRoast: "WEBSITE_ROAST_WEBHOOK_URL",
  board: "BOARD_WEBHOOK_URL",
} as const;
export type WebhookKind = keyof typeof webhookSettings;
