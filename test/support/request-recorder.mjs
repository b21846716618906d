/**
 * A test-only recorder: the dev server notes every request under /test/seen/<key>/ (method, path with query, the
 * CSRF and cookie headers, body) and answers 204 with no CORS headers, so a page on `localhost:<port>` can send to
 * `127.0.0.1:<port>` — the same server on another origin — and then ask, from its own origin, what that origin saw:
 * GET /test/seen-log/<key>.
 */
const seen = new Map();
const MAX_KEYS = 200;

/** Returns the body of `req` as text (at most 64 KB). */
async function bodyOf(req) {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 65536) break;
  }
  return text;
}

/** The middleware: records /test/seen/<key>/… and answers /test/seen-log/<key>. */
export function requestRecorder() {
  return async (context, next) => {
    const recorded = /^\/test\/seen\/([\w-]+)(\/.*)?$/.exec(context.path);
    if (recorded) {
      const [, key] = recorded;
      if (!seen.has(key) && seen.size >= MAX_KEYS) seen.delete(seen.keys().next().value);
      const list = seen.get(key) ?? [];
      seen.set(key, list);
      list.push({
        method: context.method,
        url: context.url,
        host: context.host,
        csrf: context.get('x-csrf-token') || null,
        cookie: context.get('cookie') || null,
        body: await bodyOf(context.req),
      });
      context.status = 204;
      return;
    }
    const log = /^\/test\/seen-log\/([\w-]+)$/.exec(context.path);
    if (log) {
      context.body = JSON.stringify(seen.get(log[1]) ?? []);
      context.type = 'application/json';
      return;
    }
    return next();
  };
}
