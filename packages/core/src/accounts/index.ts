export * from "./schema.ts";
export * from "./repository.ts";
export * from "./service.ts";
export { hashPassword, verifyPassword } from "./passwords.ts";
