export { createRelayHandler, type RelayHandlerDeps } from "./handler.ts";
