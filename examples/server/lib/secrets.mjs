/**
 * The secrets every server of one store signs with (crumbs, page-load ids), so what one server issued another
 * accepts. The configuration's secret (`SERVER_SECRET`, the same on every server) wins: each purpose gets its own key
 * derived from it. Without one, the first server to start makes a random secret per purpose and keeps it in the store
 * (`server_secrets`, migrations/011-shared-state.sql); the others read that one. Never a secret of one process.
 */
import { createHmac, randomBytes } from 'node:crypto';

/**
 * Resolves with the secret (bytes) of `purpose` for the store `sql` (lib/sql.mjs): derived from `configured` when it
 * is given, else the store's own, made once by whichever server asks first.
 */
export async function sharedSecret(sql, purpose, configured) {
  if (configured) return createHmac('sha256', configured).update(purpose).digest();
  // Servers starting together: the first insert wins, every server then reads the same row.
  await sql.run(
    'INSERT INTO server_secrets (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
    purpose,
    randomBytes(32).toString('base64url'),
    Date.now(),
  );
  const { secret } = await sql.get('SELECT secret FROM server_secrets WHERE name = ?', purpose);
  return Buffer.from(secret, 'base64url');
}
