export { createUpgradeHandler, type UpgradeDeps } from "./handler.ts";
