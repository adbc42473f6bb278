// The cloud's weekly rule (stacks/api.ts) runs this: the digest to each admin who turned it on, and
// the weekly team digest to each team's members who did not turn it off.
import { readAdminConfig, readSiteConfig, readTokenConfig } from "@ai-leaders/core/config";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createServices } from "../services/index.ts";
import { sendWeeklyDigests } from "./send.ts";
import { sendTeamDigests } from "./team-digest.ts";

const services = createServices(cloudConnections("digest"));

const run = withCloudSettings("digest", (settings) => {
  const deps = {
    services,
    adminEmails: readAdminConfig(settings).adminEmails,
    siteUrl: readSiteConfig(settings).publicUrl,
    tokenSecret: readTokenConfig(settings).tokenSecret,
    log: structuredLog,
  };
  return async () => {
    const now = new Date();
    await sendWeeklyDigests(deps, now);
    await sendTeamDigests(deps, now);
  };
});

export const handler = withInvocationLog("digest", async () => {
  await run();
});
