export { createFirewallHandler, type FirewallDeps, type FirewallResponse } from "./handler.ts";
