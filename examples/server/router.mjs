/**
 * A small method + path router for the reference API. Handlers get `{ req, res, params, query, url }` and return
 * a value to send as JSON (status 200), or call the `send` helpers themselves.
 */

/** Creates a router; `route(method, pattern, handler)` adds a route (`:name` matches one path segment). */
export function createRouter() {
  const routes = [];
  return {
    route(method, pattern, handler) {
      const names = [];
      const source = pattern.replace(/:(\w+)/g, (_, name) => (names.push(name), '([^/]+)'));
      routes.push({ method, regex: new RegExp(`^${source}$`), names, handler });
    },
    /** Returns the matching route and its params, or null (a path with other methods gives `allowed`). */
    match(method, pathname) {
      const allowed = [];
      for (const r of routes) {
        const m = r.regex.exec(pathname);
        if (!m) continue;
        if (r.method !== method) {
          allowed.push(r.method);
          continue;
        }
        const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
        return { handler: r.handler, params };
      }
      return allowed.length ? { allowed } : null;
    },
  };
}

/** Sends `body` as JSON with `status`. */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/** An error a handler throws to answer with a status and a JSON `{ error }` body. */
export class HttpError extends Error {
  constructor(status, message, extra = {}, headers = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

const MAX_BODY = 1_000_000;

/** Reads the request body as text (at most 1 MB; more is a 413). */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new HttpError(413, 'Request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Parses a body by its content type: JSON, form-encoded, or text. Malformed JSON is a 400. */
export async function readParsedBody(req) {
  const text = await readBody(req);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim();
  if (type === 'application/json') {
    if (!text) return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Malformed JSON body');
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return text;
}
