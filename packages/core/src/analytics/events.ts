// What may be counted: a closed list of event names, each with bounded dimensions. The browser may
// send only the client events; the server counts the rest where they happen. No event carries an
// address, a user agent, an account or a raw path.
import * as z from "zod";
import { guideIds, toolIds } from "../content/types.ts";

export const analyticsLimits = { eventsPerBatch: 20, pathMax: 512, hostMax: 253, campaignFieldMax: 100 } as const;

export const analyticsMessages = {
  badBatch: "Send between 1 and 20 events as { events: [...] }.",
  unknownEvent: "Unknown event name.",
  badPath: "A page view needs the page's path, starting with /.",
  badHost: "The referrer must be a host name, like news.example.com.",
  badCampaign: "utm_source, utm_medium and utm_campaign are up to 100 characters each, without |.",
  badPrompt: "Unknown prompt.",
  badGuideStep: "Unknown guide or step.",
} as const;

const host = z
  .string()
  .max(analyticsLimits.hostMax, analyticsMessages.badHost)
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, analyticsMessages.badHost),
  );

// "|" separates the three in a stored key; control characters have no place in a campaign name.
const campaignField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[^|\p{Cc}]{1,100}$/u, analyticsMessages.badCampaign);

export const campaignSchema = z.object({ source: campaignField, medium: campaignField.optional(), campaign: campaignField.optional() });

/** "claude:ai-strategy-tutor": a library and a prompt's slug (core/content promptSlug). */
export const promptRefSchema = z.string().regex(new RegExp(`^(${toolIds.join("|")}):[a-z0-9-]{1,120}$`), analyticsMessages.badPrompt);

export const clientEventSchema = z.discriminatedUnion(
  "name",
  [
    z.object({
      name: z.literal("page_view"),
      path: z
        .string(analyticsMessages.badPath)
        .max(analyticsLimits.pathMax, analyticsMessages.badPath)
        .startsWith("/", analyticsMessages.badPath),
      /** The entry page's referrer host, when it was another site. */
      referrer: host.optional(),
      /** utm_source, utm_medium, utm_campaign of the entry URL. */
      utm: campaignSchema.optional(),
    }),
    z.object({ name: z.literal("prompt_copy"), prompt: promptRefSchema }),
    z.object({ name: z.literal("prompt_open_in"), prompt: promptRefSchema }),
    z.object({
      name: z.literal("guide_step"),
      guide: z.enum(guideIds, analyticsMessages.badGuideStep),
      step: z.int(analyticsMessages.badGuideStep).min(1, analyticsMessages.badGuideStep).max(20, analyticsMessages.badGuideStep),
    }),
  ],
  { error: analyticsMessages.unknownEvent },
);
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const eventBatchSchema = z.object(
  {
    events: z
      .array(clientEventSchema, analyticsMessages.badBatch)
      .min(1, analyticsMessages.badBatch)
      .max(analyticsLimits.eventsPerBatch, analyticsMessages.badBatch),
  },
  analyticsMessages.badBatch,
);

/** Counted by the server where they happen: no client is trusted with these. */
export type ServerEvent =
  | { name: "newsletter_signup" }
  | { name: "newsletter_confirm" }
  | { name: "access_granted"; label: string }
  | { name: "roast_run" }
  | { name: "roast_finished" }
  | { name: "vote" }
  | { name: "suggestion" };

export type AnalyticsEvent = ClientEvent | ServerEvent;

/** The label counted for the ACCESS_CODES setting's codes. */
export const settingsCodeLabel = "From settings";
