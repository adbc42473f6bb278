// Runs the stage's migrations in order, each once: a finished one is passed over without reading
// its data, and one left unfinished (the time ran out) goes on from the page where it stopped.
import type { Migration, MigrationLedger } from "./types.ts";

export interface MigrationRun {
  /** Finished by this run. */
  finished: string[];
  /** Still to do, or to go on with: the time ran out. */
  pending: string[];
  changed: number;
}

export interface RunOptions {
  /** Whether there is time for one more page (a page ends well inside a minute). */
  hasTimeForAPage: () => boolean;
  now?: () => Date;
}

export async function runMigrations(migrations: Migration[], ledger: MigrationLedger, options: RunOptions): Promise<MigrationRun> {
  const now = options.now ?? (() => new Date());
  const run: MigrationRun = { finished: [], pending: [], changed: 0 };
  for (const migration of migrations) {
    let state = (await ledger.get(migration.id)) ?? { id: migration.id, done: false, changed: 0, updated_at: now().toISOString() };
    while (!state.done && options.hasTimeForAPage()) {
      const { next, changed } = await migration.page(state.cursor);
      const { cursor: _spent, ...rest } = state;
      state = {
        ...rest,
        done: next === null,
        ...(next && { cursor: next }),
        changed: state.changed + changed,
        updated_at: now().toISOString(),
      };
      await ledger.save(state);
      run.changed += changed;
      if (state.done) run.finished.push(migration.id);
    }
    if (!state.done) run.pending.push(migration.id);
  }
  return run;
}
