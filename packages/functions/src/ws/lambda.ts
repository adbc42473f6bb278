import { readTokenConfig } from "@ai-leaders/core/config";
import { cloudConnections, cloudSettings } from "../cloud/environment.ts";
import { createServices } from "../wiring/index.ts";
import { createWsHandler } from "./handler.ts";

const services = createServices(cloudConnections());

export const handler = createWsHandler({
  connections: services.connections,
  tokenSecret: readTokenConfig(cloudSettings("ws")).tokenSecret,
  now: () => new Date(),
});
