export * from "./message.ts";
export * from "./status-store.ts";
export * from "./webhook.ts";
export * from "./deliver.ts";
export * from "./batch.ts";
export * from "./publisher.ts";
