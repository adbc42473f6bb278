import { cloudConnections } from "../cloud/connections.ts";
import { defaultLog } from "../http/index.ts";
import { createServices } from "../wiring/index.ts";
import { createSweeperHandler } from "./handler.ts";

export const handler = createSweeperHandler({ services: createServices(cloudConnections()), now: () => new Date(), log: defaultLog });
