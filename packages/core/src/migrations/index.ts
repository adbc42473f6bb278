// Versioned data migrations, each run once per stage: the deploy's upgrade script and the local
// stack's start run them; the ledger (repository.ts, imported on its own) remembers what is done.
export * from "./types.ts";
export { runMigrations, type MigrationRun, type RunOptions } from "./run.ts";
export { stageMigrationIds, stageMigrations, type MigratedTables } from "./stage.ts";
