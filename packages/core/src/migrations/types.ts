import type { StartKey } from "../db/spread.ts";
import type { ChangedPage } from "../db/pages.ts";

/** A change to the stored data, run once per stage, page by page, resumable from any page. */
export interface Migration {
  /** Never reused: the ledger knows a migration by it. */
  id: string;
  /** One page from `cursor` (undefined: the start); its `next` is null once the migration is done. */
  page(cursor: StartKey | undefined): Promise<ChangedPage>;
}

/** What the ledger keeps of a migration: finished, or where its next page starts. */
export interface MigrationState {
  id: string;
  done: boolean;
  cursor?: StartKey;
  /** Records changed so far. */
  changed: number;
  updated_at: string;
}

/** Where the stage keeps its migrations' states (repository.ts: a table). */
export interface MigrationLedger {
  get(id: string): Promise<MigrationState | undefined>;
  save(state: MigrationState): Promise<void>;
}
