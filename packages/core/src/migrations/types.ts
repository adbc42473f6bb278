import type { StartKey } from "../db/spread.ts";
import type { ChangedPage } from "../db/pages.ts";

export { changePageSize as migrationPageSize } from "../db/pages.ts";

/** What one page of a migration did: where the next page starts (null: it is done), and how many records it changed. */
export type MigrationPage = ChangedPage;

/** A change to the stored data, run once per stage, page by page, resumable from any page. */
export interface Migration {
  /** Never reused: the ledger knows a migration by it. */
  id: string;
  page(cursor: StartKey | undefined): Promise<MigrationPage>;
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
