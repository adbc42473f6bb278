export * from "./schema.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/accounts/repository"), when first used.
export type * from "./repository.ts";
export * from "./service.ts";
export * from "./recovery.ts";
export * from "./confirmation.ts";
export * from "./email-change/index.ts";
export { hashPassword, verifyPassword } from "./passwords.ts";
export { isAdmin, isAdminEmail, oneTimePassword, provisionAdmin, type ProvisionedAdmin } from "./admins.ts";
