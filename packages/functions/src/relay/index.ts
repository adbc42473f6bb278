export { createRelayHandler, type RelayHandlerDeps } from "./handler.ts";
export { createRelayTargets, relaySources, type RelayContext } from "./targets.ts";
export { createFailedDeliveriesService } from "./failed-deliveries.ts";
