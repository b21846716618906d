/**
 * The SQLite engine of the reference API's store: better-sqlite3 on a file under a data directory (created on first
 * start) or `:memory:` in tests. The routes speak to it through lib/sql.mjs; its tables come from migrations/.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Opens (and creates, with its folder) the database at `file`. */
export function openDatabase(file) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives a crash of the process (it is in
  // the WAL file), though not a power cut before the next checkpoint.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}

/** Adds `column` (with its SQL `definition`) to `table` when a store made by an older server lacks it. */
export function ensureColumn(db, table, column, definition) {
  if (!db.prepare(`SELECT 1 FROM pragma_table_info(?) WHERE name = ?`).get(table, column))
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}
