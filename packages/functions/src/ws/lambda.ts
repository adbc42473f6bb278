import { cloudConnections } from "../cloud/environment.ts";
import { createServices } from "../wiring/index.ts";
import { createWsHandler } from "./handler.ts";

const services = createServices(cloudConnections());

export const handler = createWsHandler({ connections: services.connections, now: () => new Date() });
