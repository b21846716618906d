/**
 * A small method + path router for the reference API. Handlers get `{ req, res, params, query, url }` and return
 * a value to send as JSON (status 200), or call the `send` helpers themselves.
 */

/**
 * Creates a router; `route(method, pattern, handler, { stores, crumb })` adds a route (`:name` matches one path
 * segment) and `routes()` lists them as `{ method, pattern, crumb }`.
 */
export function createRouter() {
  const routes = [];
  return {
    /**
     * Adds a route. `stores: true` marks a GET that stores something (rate-limited like a write). `crumb` says whether
     * the route takes a crumb: by default every method but GET does (the API checks it before the handler runs, unless
     * the spec exempts the route: lib/crumb.mjs `CRUMB_EXEMPT`).
     */
    route(method, pattern, handler, { stores = false, crumb = method !== 'GET' } = {}) {
      const names = [];
      const source = pattern.replace(/:(\w+)/g, (_, name) => (names.push(name), '([^/]+)'));
      routes.push({ method, pattern, regex: new RegExp(`^${source}$`), names, handler, stores, crumb });
    },
    /** Returns every route as `{ method, pattern, crumb }`, in the order they were added. */
    routes() {
      return routes.map(({ method, pattern, crumb }) => ({ method, pattern, crumb }));
    },
    /**
     * Returns the matching route (`{ handler, params, stores, crumb, method, pattern }`), `{ allowed }` for a path
     * that other methods take, or null. Throws a 400 `HttpError` for a parameter with malformed percent-encoding.
     */
    match(method, pathname) {
      const allowed = [];
      for (const r of routes) {
        const m = r.regex.exec(pathname);
        if (!m) continue;
        // HEAD is GET without the body (Node leaves the body out).
        if (r.method !== method && !(method === 'HEAD' && r.method === 'GET')) {
          allowed.push(r.method);
          continue;
        }
        const params = Object.fromEntries(r.names.map((n, i) => [n, decodeParam(m[i + 1])]));
        return { handler: r.handler, params, stores: r.stores, crumb: r.crumb, method: r.method, pattern: r.pattern };
      }
      return allowed.length ? { allowed } : null;
    },
  };
}

function decodeParam(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the path');
  }
}

/**
 * Returns the URL of `req` (origin-form only: a path starting with `/`, read as a path even when it starts with
 * `//`), or null when there is none.
 */
export function requestUrl(req) {
  if (typeof req.url !== 'string' || !req.url.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${req.url}`);
  } catch {
    return null;
  }
}

/** The headers every API answer carries. */
export const API_HEADERS = Object.freeze({
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

/** Sends `body` as JSON with `status`. */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...API_HEADERS, ...headers });
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

/** The largest body read (more is a 413). */
export const MAX_BODY = 1_000_000;
/** How long a body may take to arrive by default (longer is a 408). */
export const BODY_TIMEOUT_MS = 10_000;

const bodyTimeouts = new WeakMap();

/** Sets how long the body of `req` may take to arrive (the API sets it from its options). */
export function setBodyTimeout(req, ms) {
  bodyTimeouts.set(req, ms);
}

/**
 * Receives the request body, passing each chunk to `onChunk`, and resolves with its size in bytes: at most `max`
 * bytes (more is a 413, told by `Content-Length` before anything is read or as soon as the count passes it) and no
 * slower than the body time-out (else a 408). Either error closes the connection once answered; the rest of the body
 * is read and dropped meanwhile, so that it is not taken for another request.
 */
export function receiveBody(req, onChunk, max = MAX_BODY) {
  const closing = { connection: 'close' };
  if (Number(req.headers['content-length']) > max) {
    req.resume();
    return Promise.reject(new HttpError(413, 'Request body too large', {}, closing));
  }
  return new Promise((resolve, reject) => {
    let size = 0;
    const stop = (error) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.resume();
      reject(error);
    };
    const timer = setTimeout(
      () => stop(new HttpError(408, 'Request body took too long', {}, closing)),
      bodyTimeouts.get(req) ?? BODY_TIMEOUT_MS,
    );
    const onData = (c) => {
      size += c.length;
      if (size > max) return stop(new HttpError(413, 'Request body too large', {}, closing));
      try {
        onChunk(c);
      } catch (error) {
        stop(error);
      }
    };
    req.on('data', onData);
    req.on('end', () => {
      clearTimeout(timer);
      resolve(size);
    });
    // The client went away (or broke the framing) before the end of its body.
    req.on('error', () => {
      clearTimeout(timer);
      reject(new HttpError(400, 'Request body incomplete', {}, closing));
    });
  });
}

/** Reads the request body as text (at most 1 MB), with the limits and answers of `receiveBody`. */
export async function readBody(req) {
  const chunks = [];
  await receiveBody(req, (c) => chunks.push(c));
  return Buffer.concat(chunks).toString('utf8');
}

/** The deepest JSON body accepted: deeper ones would overflow the stack when stored again (`JSON.stringify`). */
export const MAX_NESTING = 64;

/** Returns how deeply the brackets of JSON `text` nest (outside strings), in one pass. */
export function nestingOf(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

const parsedBodies = new WeakMap();

/**
 * Parses a body by its content type: JSON, form-encoded, or text. Malformed JSON is a 400. The body is read once:
 * a second call for `req` (the crumb check, then the handler) resolves with the same result.
 */
export function readParsedBody(req) {
  if (!parsedBodies.has(req)) parsedBodies.set(req, parseBody(req));
  return parsedBodies.get(req);
}

async function parseBody(req) {
  const text = await readBody(req);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') {
    if (!text) return {};
    if (nestingOf(text) > MAX_NESTING) throw new HttpError(400, `JSON nested deeper than ${MAX_NESTING} levels`);
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
