// Versioned data migrations, each run once per stage: the deploy's upgrade script
// and the local stack's start run them; the ledger remembers what is done.
export * from "./types.ts";
export { runMigrations, type MigrationRun, type RunOptions } from "./run.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/migrations/repository"), when first used.
export type * from "./repository.ts";
export { stageMigrationIds, stageMigrations, type MigratedTables } from "./stage.ts";
