export * from "./tables.ts";
export * from "./queues.ts";
export * from "./config.ts";
export * from "./site.ts";
export * from "./site-routing.ts";
export * from "./app-loader.ts";
export * from "./edge.ts";
export * from "./edge-firewall.ts";
