/**
 * The reference API's query layer: one async interface over SQLite (better-sqlite3, the default, no set-up) and
 * PostgreSQL (node-postgres, when `DATABASE_URL` names one), so every query is written once, in SQL both engines
 * speak.
 *
 * `openSql(target)` resolves with `{ engine, get, all, run, exec, transaction, close, sqlite }`:
 * - `get(sql, ...params)` resolves with the first row or undefined, `all` with every row, `run` with
 *   `{ changes }` (rows written); `exec(sql)` runs statements without parameters (several, `;`-separated).
 * - Parameters are `?` placeholders (turned into `$1`, `$2`… for PostgreSQL); `true`/`false` are stored as 1/0 and
 *   `undefined` as NULL on both engines, so a flag column is an INTEGER read back as a number everywhere.
 * - `transaction(fn)` runs `fn(tx)` (tx has the same methods) in one transaction, committed when the promise it
 *   returns resolves, rolled back when it rejects; a transaction inside one is a savepoint. Statements outside it wait
 *   until it ends, on SQLite too (one connection, which an open transaction would otherwise share).
 * - The written rules that keep queries portable: new ids come back with `RETURNING id` (no `lastInsertRowid`), an
 *   upsert is `INSERT … ON CONFLICT (…) DO UPDATE / DO NOTHING`, a column alias in camelCase is double-quoted
 *   (PostgreSQL folds unquoted names to lower case), times are epoch milliseconds in BIGINT columns, and
 *   `BIGINT`, `NUMERIC` and `COUNT(*)` come back as JavaScript numbers from both engines.
 * - `sqlite` is the better-sqlite3 handle on SQLite (undefined on PostgreSQL), for the code that still runs its own
 *   prepared statements.
 */
import { openDatabase } from '../db.mjs';

/** Returns the value `param` is stored as: booleans as 1/0, undefined as NULL. */
const bound = (param) => (param === true ? 1 : param === false ? 0 : param === undefined ? null : param);

const numbered = new Map();

/**
 * Returns `sql` with each `?` placeholder numbered (`$1`, `$2`…) as PostgreSQL takes them; a `?` inside a string,
 * a quoted name or a comment stays.
 */
export function numberPlaceholders(sql) {
  const known = numbered.get(sql);
  if (known !== undefined) return known;
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    const closing =
      c === "'" || c === '"' ? c : c === '-' && sql[i + 1] === '-' ? '\n' : c === '/' && sql[i + 1] === '*' ? '*/' : '';
    if (closing) {
      const end = sql.indexOf(closing, i + (closing === c ? 1 : 2));
      const stop = end === -1 ? sql.length : end + closing.length;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else out += c === '?' ? `$${++n}` : c;
  }
  if (numbered.size > 5000) numbered.clear();
  numbered.set(sql, out);
  return out;
}

/** Opens the SQLite store at `file` (`:memory:` for one that lasts as long as the process). */
function openSqlite(file) {
  const db = openDatabase(file);
  const statements = new Map();
  const prepared = (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size > 2000) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
  const direct = {
    get: (sql, params) => prepared(sql).get(...params.map(bound)),
    all: (sql, params) => prepared(sql).all(...params.map(bound)),
    run: (sql, params) => ({ changes: prepared(sql).run(...params.map(bound)).changes }),
    exec: (sql) => void db.exec(sql),
  };
  // The one connection is shared: while a transaction is open (its function may await other work) every other
  // statement waits for it to end, so none runs inside it by accident.
  let open = null;
  let depth = 0;
  const whenFree = async () => {
    while (open) await open.catch(() => {});
  };
  const outside =
    (name) =>
    async (sql, ...params) => {
      if (open) await whenFree();
      return direct[name](sql, params);
    };
  const tx = {
    get: async (sql, ...params) => direct.get(sql, params),
    all: async (sql, ...params) => direct.all(sql, params),
    run: async (sql, ...params) => direct.run(sql, params),
    exec: async (sql) => direct.exec(sql),
    transaction: async (fn) => {
      const name = `sp${++depth}`;
      db.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(tx);
        db.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
        throw error;
      } finally {
        depth--;
      }
    },
  };
  async function transaction(fn) {
    await whenFree();
    let release;
    open = new Promise((resolve) => (release = resolve));
    try {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(tx);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    } finally {
      open = null;
      release();
    }
  }
  return {
    engine: 'sqlite',
    sqlite: db,
    get: outside('get'),
    all: outside('all'),
    run: outside('run'),
    exec: outside('exec'),
    transaction,
    close: async () => {
      await whenFree();
      db.close();
    },
  };
}

/** Opens the PostgreSQL store at the connection string `url` (a pool of connections). */
async function openPostgres(url) {
  const { default: pg } = await import('pg');
  // BIGINT (epoch milliseconds, COUNT(*)) and NUMERIC (SUM) come back as numbers, as SQLite gives them; the store's
  // values stay within Number.MAX_SAFE_INTEGER.
  const parsers = { 20: Number, 1700: Number };
  const types = { getTypeParser: (oid, format) => parsers[oid] ?? pg.types.getTypeParser(oid, format) };
  const pool = new pg.Pool({ connectionString: url, types, max: Number(process.env.DATABASE_POOL ?? 10) });
  // An idle connection the server ends (a restart of PostgreSQL) must not end this process.
  pool.on('error', (error) => console.error('PostgreSQL connection:', error.message));
  const query = (client, sql, params) => client.query(numberPlaceholders(sql), params.map(bound));
  const methods = (client, savepoints) => {
    const self = {
      get: async (sql, ...params) => (await query(client, sql, params)).rows[0],
      all: async (sql, ...params) => (await query(client, sql, params)).rows,
      run: async (sql, ...params) => ({ changes: (await query(client, sql, params)).rowCount ?? 0 }),
      exec: async (sql) => void (await client.query(sql)),
      transaction: async (fn) => {
        if (!savepoints) return transaction(fn);
        const name = `sp${++savepoints.depth}`;
        await client.query(`SAVEPOINT ${name}`);
        try {
          const result = await fn(self);
          await client.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw error;
        } finally {
          savepoints.depth--;
        }
      },
    };
    return self;
  };
  async function transaction(fn) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const result = await fn(methods(client, { depth: 0 }));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }
  // Fails now, with the server's reason, when the database cannot be reached.
  await pool.query('SELECT 1');
  return { engine: 'postgres', sqlite: undefined, ...methods(pool, null), transaction, close: () => pool.end() };
}

/** Returns whether `target` is a PostgreSQL connection string (`postgres://` or `postgresql://`). */
export const isPostgresUrl = (target) => /^postgres(?:ql)?:\/\//.test(target);

/**
 * Opens the store `target`: PostgreSQL when it is a `postgres://` or `postgresql://` connection string, else the
 * SQLite file of that path (created with its folder; `:memory:` in tests).
 */
export async function openSql(target = ':memory:') {
  return isPostgresUrl(target) ? openPostgres(target) : openSqlite(target);
}
