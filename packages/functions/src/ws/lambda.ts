import { readTokenConfig } from "@ai-leaders/core/config";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { createServices } from "../services/index.ts";
import { createWsHandler } from "./handler.ts";
import { withInvocationLog } from "../logging/index.ts";

const services = createServices(cloudConnections("ws"));

const wsHandler = withCloudSettings("ws", (settings) =>
  createWsHandler({
    connections: services.connections,
    tokenSecret: readTokenConfig(settings).tokenSecret,
    now: () => new Date(),
  }),
);

export const handler = withInvocationLog("ws", wsHandler);
