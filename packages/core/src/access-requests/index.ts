// "Request an access code" (issue 30): its own form, stored and relayed like a contact message,
// answered in the console. The table code is imported on its own ("@ai-leaders/core/access-requests/repository").
export * from "./schema.ts";
export type * from "./repository.ts";
export * from "./payload.ts";
