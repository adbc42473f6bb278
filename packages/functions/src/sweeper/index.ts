export { createSweeperHandler, stalePendingMs, type SweeperDeps } from "./handler.ts";
