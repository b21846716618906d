/**
 * Fixed-window counters keyed by client (an IP address, not a cookie the client can drop), held in memory with a
 * bounded number of keys: past `maxKeys` the oldest window is forgotten first. Behind a reverse proxy the client is
 * the address the proxy reports, when the API is told to trust that proxy (`forwardedClientOf`).
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

const clients = new WeakMap();

// An IPv4 peer of a dual-stack socket is written `::ffff:203.0.113.7`; a proxy list names it `203.0.113.7`.
const addressOf = (text) =>
  text
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

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

/** Records `address` as the client of `req`, which `clientOf` then answers (the API sets it from `forwardedClientOf`). */
export function setClient(req, address) {
  clients.set(req, address);
}

/** Returns the address of the client that sent `req`: the one the API recorded, else the socket's peer. */
export function clientOf(req) {
  return clients.get(req) ?? req.socket?.remoteAddress ?? 'unknown';
}
