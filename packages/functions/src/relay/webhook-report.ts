// At start, each webhook the relay cannot use (or should warn about) is logged once: the operator
// hears of it before the first record fails on it (an alarm can match `webhook_setting_unusable`).
import { webhookReport, type AppConfig } from "@ai-leaders/core/config";
import type { Log } from "../logging/index.ts";

export function reportWebhookSettings(webhooks: AppConfig["webhooks"], log: Log): void {
  for (const { setting, problem, warning } of webhookReport(webhooks)) {
    if (problem) log({ event: "webhook_setting_unusable", setting, problem });
    else if (warning) log({ event: "webhook_setting_warning", setting, warning });
  }
}
