/**
 * `npm run migrate` (`node examples/server/migrate.mjs`): brings the store up to the newest schema
 * (examples/server/migrations/) and says which steps it applied: PostgreSQL when `DATABASE_URL` names one, else the
 * SQLite file under `DATA_DIR` that `npm start` uses. The server applies them at start as well; this runs them
 * alone, before a deploy starts new servers.
 */
import { join } from 'node:path';
import { dataDir } from './lib/data-dir.mjs';
import { migrate } from './lib/migrations.mjs';
import { openSql } from './lib/sql.mjs';

const sql = await openSql(process.env.DATABASE_URL || join(dataDir(), 'reference-api.sqlite'));
try {
  const applied = await migrate(sql);
  console.log(
    applied.length
      ? `Applied migrations ${applied.join(', ')} (${sql.engine}).`
      : `The ${sql.engine} store is up to date.`,
  );
} finally {
  await sql.close();
}
