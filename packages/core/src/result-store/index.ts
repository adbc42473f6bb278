export * from "./repository.ts";
