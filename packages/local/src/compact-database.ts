// DynamoDB Local keeps its tables in SQLite files, and SQLite keeps a deleted row's bytes in free
// pages until the file is vacuumed: an erased address would still be readable in DATA_DIR. So the
// files are vacuumed whenever the emulator is not running (before it starts, after it stops):
// SQLite's own VACUUM, through sql.js (SQLite compiled to WebAssembly; no native build, no CLI).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import initSqlJs from "sql.js";

/** Rewrites each of the emulator's database files without its free pages; returns the files compacted. */
export async function compactDatabases(dataDir: string): Promise<string[]> {
  // A file beside its journal was cut off mid-write: the emulator rolls it back when it next opens it.
  const files = readdirSync(dataDir).filter((name) => name.endsWith(".db") && !existsSync(join(dataDir, `${name}-journal`)));
  if (files.length === 0) return [];
  const SQL = await initSqlJs();
  for (const name of files) {
    const path = join(dataDir, name);
    const database = new SQL.Database(readFileSync(path));
    try {
      database.run("VACUUM");
      // Written beside it, then renamed over it: a crash mid-write leaves the old file whole.
      writeFileSync(`${path}.compacting`, database.export(), { mode: 0o600 });
      renameSync(`${path}.compacting`, path);
    } finally {
      database.close();
    }
  }
  return files;
}
