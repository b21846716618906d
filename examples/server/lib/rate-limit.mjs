/**
 * Fixed-window counters keyed by client (an IP address, not a cookie the client can drop), held in memory with a
 * bounded number of keys: past `maxKeys` the oldest window is forgotten first.
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

/** Returns the address of the client that sent `req` (the socket's peer; proxies are not trusted). */
export function clientOf(req) {
  return req.socket?.remoteAddress ?? 'unknown';
}
