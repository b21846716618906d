/**
 * Fixed-window counters keyed by client (an IP address, not a cookie the client can drop). Behind a reverse proxy the
 * client is the address the proxy reports, when the API is told to trust that proxy (`forwardedClientOf`).
 *
 * Two kinds: `createSharedLimiter` counts in the store, so every server of one store counts the same hits (sign-ins,
 * sign-ups, carts, coupons, form submissions: a write of the store each, on requests that write anyway);
 * `createRateLimiter` counts in this process's memory, for the limit checked on every write request, where a store
 * write more per request would double the store's load (app.mjs: each server allows its share).
 */

/** Creates a limiter of `limit` hits per `windowMs` per key. */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }) {
  const windows = new Map();
  const current = (key, now) => {
    const found = windows.get(key);
    if (found && now - found.start < windowMs) return found;
    windows.delete(key);
    if (windows.size >= maxKeys) windows.delete(windows.keys().next().value);
    const fresh = { start: now, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };
  return {
    limit,
    /** Returns the seconds to wait before `key` may go on (0 when it is under the limit now). */
    retryAfter(key, now = Date.now()) {
      const w = current(key, now);
      return w.count < limit ? 0 : Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    },
    /** Counts one hit for `key`. */
    hit(key, now = Date.now()) {
      current(key, now).count++;
    },
  };
}

/** Expired windows a server deletes now and then: after this many hits of its own. */
const SWEEP_EVERY = 500;

/**
 * Creates a limiter of `limit` hits per `windowMs` per key counted in the store `sql` (lib/sql.mjs), under `name`
 * (one row per name and key, migrations/011-shared-state.sql). It answers as `createRateLimiter` does, asynchronously:
 * a window starts at its key's first hit and ends `windowMs` later, whatever server counted it. A hit is one atomic
 * upsert on both engines (`ON CONFLICT … DO UPDATE SET count = count + 1`, restarting an ended window), so hits on
 * several servers at once are all counted.
 */
export function createSharedLimiter(sql, { name, limit, windowMs }) {
  let hits = 0;
  return {
    limit,
    /**
     * Resolves with the seconds to wait before `key` may go on (0 when it is under the limit now); `q` is the store or
     * the transaction to read in.
     */
    async retryAfter(key, now = Date.now(), q = sql) {
      const row = await q.get('SELECT count, ends_at FROM rate_windows WHERE name = ? AND key = ?', name, key);
      if (!row || row.ends_at <= now || row.count < limit) return 0;
      return Math.max(1, Math.ceil((row.ends_at - now) / 1000));
    },
    /** Counts one hit for `key` (in `q`, the store or a transaction); resolves with the hits of its window so far. */
    async hit(key, now = Date.now(), q = sql) {
      const { count } = await q.get(
        `INSERT INTO rate_windows (name, key, count, ends_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (name, key) DO UPDATE SET
           count = CASE WHEN rate_windows.ends_at <= ? THEN 1 ELSE rate_windows.count + 1 END,
           ends_at = CASE WHEN rate_windows.ends_at <= ? THEN excluded.ends_at ELSE rate_windows.ends_at END
         RETURNING count`,
        name,
        key,
        now + windowMs,
        now,
        now,
      );
      if (++hits % SWEEP_EVERY === 0) await q.run('DELETE FROM rate_windows WHERE ends_at <= ?', now);
      return count;
    },
  };
}

import { isIPv6 } from 'node:net';

// An IPv4 peer of a dual-stack socket is written `::ffff:203.0.113.7`; a proxy list names it `203.0.113.7`.
const addressOf = (text) =>
  text
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

/**
 * Returns the key the limits count `address` under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4 one), an IPv6 address as its /64 network (`2001:db8:0:1::/64`) — the block one home or one server is given,
 * so a visitor cannot escape a limit by taking a new address inside it — and anything else as it is.
 */
export function clientKeyOf(address) {
  const text = addressOf(address).replace(/%.*$/, '');
  if (!isIPv6(text)) return text;
  const [head, tail = ''] = text.split('::');
  const groups = (part) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // An embedded IPv4 tail (`::ffff:c000:201` or `64:ff9b::192.0.2.1`) takes two groups.
  const width = (list) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const full = [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right];
  if (/^0+$/.test(full.slice(0, 5).join('')) && full[5] === 'ffff') {
    // ::ffff:a.b.c.d, however it is written (`0:0:0:0:0:ffff:a.b.c.d`, `::ffff:c000:201`), is the IPv4 a.b.c.d.
    if (full[6].includes('.')) return full[6];
    const [hi, lo] = full.slice(6).map((g) => parseInt(g, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Returns whether the socket's peer of `req` is one of `trustedProxies` (addresses). */
const fromTrustedProxy = (req, trustedProxies) =>
  new Set(trustedProxies.map(addressOf)).has(addressOf(req.socket?.remoteAddress ?? 'unknown'));

/**
 * Returns the address of the client that sent `req`: the socket's peer, unless that peer is one of
 * `trustedProxies` (addresses), in which case `X-Forwarded-For` is read from the right, each trusted proxy's hop
 * skipped, and the right-most address no trusted proxy vouches for is the client. Hops left of it are whatever the
 * client wrote, so they are never read: a client cannot choose its key by sending the header itself.
 */
export function forwardedClientOf(req, trustedProxies = []) {
  const peer = addressOf(req.socket?.remoteAddress ?? 'unknown');
  const trusted = new Set(trustedProxies.map(addressOf));
  if (!trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (typeof header === 'string' ? header : '').split(',').map(addressOf).filter(Boolean);
  let client = peer;
  while (hops.length && trusted.has(client)) client = hops.pop();
  return client.slice(0, 100);
}

/**
 * Returns whether `req` came over https as a trusted proxy reports it: its peer is one of `trustedProxies` and the
 * right-most `X-Forwarded-Proto` value — the one that proxy wrote — is `https`. From any other peer the header is
 * ignored: a client on plain http cannot ask for `Secure` or `__Host-` cookies by sending it.
 */
export function forwardedHttps(req, trustedProxies = []) {
  const header = req.headers['x-forwarded-proto'];
  if (typeof header !== 'string' || !fromTrustedProxy(req, trustedProxies)) return false;
  return header.split(',').at(-1).trim().toLowerCase() === 'https';
}

const forwarded = new WeakMap();

/**
 * Records what `trustedProxies` say of `req` — its client (`forwardedClientOf`, keyed by `clientKeyOf`) and whether
 * it came over https (`forwardedHttps`) — which `clientOf` and `httpsByProxy` then answer.
 */
export function trustForwarded(req, trustedProxies = []) {
  forwarded.set(req, {
    client: clientKeyOf(forwardedClientOf(req, trustedProxies)),
    https: forwardedHttps(req, trustedProxies),
  });
}

/** Returns the key of the client that sent `req`: the one `trustForwarded` recorded, else its socket's peer's. */
export function clientOf(req) {
  return forwarded.get(req)?.client ?? clientKeyOf(req.socket?.remoteAddress ?? 'unknown');
}

/** Returns whether a trusted proxy said `req` came over https (recorded by `trustForwarded`; false if never). */
export function httpsByProxy(req) {
  return forwarded.get(req)?.https === true;
}
