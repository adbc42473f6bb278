export * from "./message.ts";
export * from "./config.ts";
export * from "./send.ts";
