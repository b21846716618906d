/**
 * Failed sign-ins counted two ways. By client address (`failedSignInsPer10Minutes`): one address trying many
 * accounts, or one account many times, is held — every sign-in from it, until its window ends. By account
 * (`failedSignInsPerAccountPer10Minutes`): many addresses trying one account hold that account's sign-in until its
 * window ends, so rotating addresses does not buy more guesses. Neither is for ever: a window ends 10 minutes after
 * its first failure, and nothing is counted while it holds. And the account's own owner is not held by the account
 * count: an address that signed in to the account in the last 30 days (`KNOWN_MS`) still gets through, held only by
 * its own address count.
 */
import { createSharedLimiter } from './rate-limit.mjs';

/** How long an address that signed in to an account counts as that account's own. */
export const KNOWN_MS = 30 * 24 * 60 * 60_000;
const WINDOW_MS = 10 * 60_000;

/**
 * Creates the guard `name` of one sign-in (`perAddress` and `perAccount` failures per 10 minutes, on the clock `now`),
 * counted in the store `sql` (lib/sql.mjs), so failures spread over several servers of one store add up and a
 * lockout holds on all of them; each call takes the account (its email, lower-cased) and the client (`clientOf`).
 */
export function createSignInGuard(sql, { name, perAddress, perAccount, now = Date.now }) {
  const addresses = createSharedLimiter(sql, { name: `${name}|address`, limit: perAddress, windowMs: WINDOW_MS });
  const accounts = createSharedLimiter(sql, { name: `${name}|account`, limit: perAccount, windowMs: WINDOW_MS });
  let successes = 0;
  const isKnown = async (account, client, at) =>
    Boolean(
      await sql.get(
        'SELECT 1 AS known FROM sign_in_known WHERE guard = ? AND account = ? AND client = ? AND signed_in_at > ?',
        name,
        account,
        client,
        at - KNOWN_MS,
      ),
    );
  return {
    /** Resolves with the seconds to wait before `client` may try `account` (0 when it may now). */
    async retryAfter(account, client) {
      const at = now();
      const byAddress = await addresses.retryAfter(client, at);
      if (byAddress || (await isKnown(account, client, at))) return byAddress;
      return accounts.retryAfter(account, at);
    },
    /** Counts one failed sign-in of `client` to `account`. */
    async failed(account, client) {
      const at = now();
      await addresses.hit(client, at);
      await accounts.hit(account, at);
    },
    /** Remembers that `client` signed in to `account`. */
    async succeeded(account, client) {
      const at = now();
      await sql.run(
        `INSERT INTO sign_in_known (guard, account, client, signed_in_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (guard, account, client) DO UPDATE SET signed_in_at = excluded.signed_in_at`,
        name,
        account,
        client,
        at,
      );
      // Addresses not seen for longer than KNOWN_MS go now and then.
      if (++successes % 500 === 0) await sql.run('DELETE FROM sign_in_known WHERE signed_in_at <= ?', at - KNOWN_MS);
    },
  };
}
