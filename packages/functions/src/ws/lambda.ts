import { readTokenConfig } from "@ai-leaders/core/config";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { createServices } from "../wiring/index.ts";
import { createWsHandler } from "./handler.ts";

const services = createServices(cloudConnections());

export const handler = withCloudSettings("ws", (settings) =>
  createWsHandler({
    connections: services.connections,
    tokenSecret: readTokenConfig(settings).tokenSecret,
    now: () => new Date(),
  }),
);
