/**
 * Failed sign-ins counted two ways. By client address (`failedSignInsPer10Minutes`): one address trying many
 * accounts, or one account many times, is held — every sign-in from it, until its window ends. By account
 * (`failedSignInsPerAccountPer10Minutes`): many addresses trying one account hold that account's sign-in until its
 * window ends, so rotating addresses does not buy more guesses. Neither is for ever: a window ends 10 minutes after
 * its first failure, and nothing is counted while it holds. And the account's own owner is not held by the account
 * count: an address that signed in to the account in the last 30 days (`KNOWN_MS`) still gets through, held only by
 * its own address count.
 */
import { createRateLimiter } from './rate-limit.mjs';

/** How long an address that signed in to an account counts as that account's own. */
export const KNOWN_MS = 30 * 24 * 60 * 60_000;
const WINDOW_MS = 10 * 60_000;

/**
 * Creates the guard of one sign-in (`perAddress` and `perAccount` failures per 10 minutes, on the clock `now`); each
 * call takes the account (its email, lower-cased) and the client (`clientOf`).
 */
export function createSignInGuard({ perAddress, perAccount, now = Date.now, maxKeys = 10_000 }) {
  const addresses = createRateLimiter({ limit: perAddress, windowMs: WINDOW_MS, maxKeys });
  const accounts = createRateLimiter({ limit: perAccount, windowMs: WINDOW_MS, maxKeys });
  // `account|client` → when it last signed in; past `maxKeys` the oldest is forgotten first.
  const known = new Map();
  const isKnown = (key, at) => at - (known.get(key) ?? -Infinity) < KNOWN_MS;
  return {
    /** Returns the seconds to wait before `client` may try `account` (0 when it may now). */
    retryAfter(account, client) {
      const at = now();
      const byAddress = addresses.retryAfter(client, at);
      if (byAddress || isKnown(`${account}|${client}`, at)) return byAddress;
      return accounts.retryAfter(account, at);
    },
    /** Counts one failed sign-in of `client` to `account`. */
    failed(account, client) {
      const at = now();
      addresses.hit(client, at);
      accounts.hit(account, at);
    },
    /** Remembers that `client` signed in to `account`. */
    succeeded(account, client) {
      const key = `${account}|${client}`;
      known.delete(key);
      if (known.size >= maxKeys) known.delete(known.keys().next().value);
      known.set(key, now());
    },
  };
}
