/**
 * The reference server: the API every runtime call talks to (routes/*.mjs, stored in SQLite) and the built
 * examples and docs as static files under a strict Content-Security-Policy.
 */
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from './content-types.mjs';
import { isHttps } from './lib/cookies.mjs';
import { checkCrumb, configureCrumbs, pageCrumbCookies, takesCrumb } from './lib/crumb.mjs';
import { CONTENT_SECURITY_POLICY } from './lib/csp.mjs';
import { dataDir } from './lib/data-dir.mjs';
import { EXAMPLE_OWNER, setUpOwner } from './lib/owners.mjs';
import { isExhausted, sendFile } from './lib/send-file.mjs';
import {
  cacheControlOf,
  createCompressedCache,
  encodingFor,
  etagOf,
  isCompressible,
  matches,
} from './lib/static-cache.mjs';
import { clientOf, createRateLimiter, createSharedLimiter, trustForwarded } from './lib/rate-limit.mjs';
import { createSignInGuard } from './lib/sign-in-guard.mjs';
import { openMigrated } from './lib/migrations.mjs';
import { createWriteBatch } from './lib/write-batch.mjs';
import { handleImage } from './images.mjs';
import { API_HEADERS, createRouter, HttpError, requestUrl, sendJson, setBodyTimeout } from './router.mjs';
import { handleTile } from './tiles.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(here, '../..');

export { CONTENT_SECURITY_POLICY };

/** The limits `createApi` applies unless told otherwise (docs/reference-api.md, "Limits"). */
export const DEFAULT_LIMITS = Object.freeze({
  /**
   * Writes (and storing GETs) per client address per minute, counted by each server on its own (the one limit checked
   * on every write: a store write more per request would double the store's load); more are answered 429 with
   * `Retry-After`. Several servers behind one balancer each take their share (serve.mjs `API_NODES`).
   */
  writesPerMinute: 1200,
  /** Failed sign-ins (site users and owners, counted apart) per client address per 10 minutes. */
  failedSignInsPer10Minutes: 20,
  /**
   * Failed sign-ins to one account, from any addresses, per 10 minutes: past it that account's sign-in is held for the
   * rest of the window, except from an address that signed in to it in the last 30 days (lib/sign-in-guard.mjs).
   */
  failedSignInsPerAccountPer10Minutes: 10,
  /** Rows kept per log table filled by unauthenticated writes (events, traces; the oldest are dropped past it). */
  maxRows: 10_000,
  /** Carts a client address creates per 10 minutes (a first add past it is answered 429 with `Retry-After`). */
  cartsPer10Minutes: 50,
  /** Unknown coupon codes a client address tries per 10 minutes (then 429 with `Retry-After`, even for a known one). */
  unknownCouponsPer10Minutes: 20,
  /** Carts, unused form keys and unused uploads kept per client address (past it, that address's oldest go). */
  cartsPerClient: 100,
  formKeysPerClient: 100,
  uploadsPerClient: 20,
  /** Open sessions kept per member (past it, that member's oldest session ends). */
  sessionsPerMember: 10,
  /** Checkout tokens kept per cart (past it, that cart's oldest token goes). */
  checkoutsPerCart: 10,
  /** Site-user sign-ups (every attempt) per client address per 10 minutes: the sign-in rule, on a count of its own. */
  signUpsPer10Minutes: 20,
  /** Site-user accounts at most (sign-up past it is answered 403 with `signUpClosed`; members still sign in). */
  maxAccounts: 10_000,
  /** How long a request body may take to arrive (then 408). */
  bodyTimeoutMs: 10_000,
  /**
   * The largest uploaded file, in bytes: the largest `maxSize` of the server's forms (spec 001 §9: 1 MB is 1,000,000
   * bytes); past it reading stops with a 413.
   */
  maxUploadBytes: 2_000_000,
  /** The bytes of all stored uploads at most; past it a new file is answered 413. */
  maxUploadTotalBytes: 200_000_000,
  /** How often uploads no form submission uses are looked for (those older than a day are deleted). */
  uploadSweepMs: 60 * 60_000,
  /** How long an uploaded file may take to arrive (then 408); `npm start` allows 30 s for a whole request. */
  uploadTimeoutMs: 30_000,
});

/**
 * Returns the limits a `LIMITS` setting overrides: `name=value` pairs separated by commas, each name one of
 * `DEFAULT_LIMITS` and each value a whole number (`1e6` and `1_000_000` are read too), e.g.
 * `writesPerMinute=100000,maxRows=1000000`. Throws, naming the pair, on an unknown name or a value that is not a
 * whole number ≥ 0, so a misspelt setting stops the server rather than leaving the default in place.
 */
export function parseLimits(text = '') {
  const limits = {};
  for (const pair of text.split(',').map((p) => p.trim())) {
    if (!pair) continue;
    const [name, value = '', ...rest] = pair.split('=').map((p) => p.trim());
    if (!Object.hasOwn(DEFAULT_LIMITS, name)) throw new Error(`LIMITS: unknown limit "${name}"`);
    const number = Number(value.replaceAll('_', ''));
    if (rest.length || value === '' || !Number.isSafeInteger(number) || number < 0)
      throw new Error(`LIMITS: "${pair}" is not a whole number`);
    limits[name] = number;
  }
  return limits;
}

const DEBUG_ONLY = /^\/api\/_(inspect|faults)\//;
/**
 * The page routes the API answers besides /api/: the store's checkout entry and checkouts (spec 000 §2), the cart page
 * (routes/commerce.mjs), the search page, and the protected pages (routes/pages.mjs).
 */
const PAGE_ROUTES = /^\/(?:(?:commerce\/goto-checkout|checkout|pages)(?:\/|$)|search$|cart$)/;
/** Returns whether the API answers `path`: /api/ and the page routes above. */
export const answersPath = (path) => path.startsWith('/api/') || PAGE_ROUTES.test(path);
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/;

/** Returns whether the `Host` of `req` names this machine's loopback at the port the request came in on. */
export function isLocalHost(req) {
  const m = LOCAL_HOST.exec(req.headers.host ?? '');
  if (!m) return false;
  const port = req.socket?.localPort;
  return m[1] === undefined ? port === 80 || port === undefined : Number(m[1]) === port;
}

/**
 * Creates the API: every module in routes/ registers its endpoints. Returns `handle(req, res)`, which answers and
 * returns true for /api/ paths and the store's checkout pages (/commerce/goto-checkout, /checkout…) and the search page (/search) and returns false for anything else; it never throws. `pageCookies(req)` returns the `Set-Cookie` values a page of the site is served with (lib/crumb.mjs `pageCrumbCookies`); `routes` lists every route as `{ method, pattern, crumb }` (`crumb`: answered only with a valid crumb). `inspection` turns on the
 * /api/_inspect/ and /api/_faults/ endpoints (stored data read back, failures forced), answered only to requests
 * whose `Host` is localhost, 127.0.0.1 or [::1] with the server's port: for tests and the examples, never for a
 * public server. `database` is the store: a SQLite file (created on first start; `:memory:`, the default, for one
 * that ends with the process) or a `postgres://` connection string (lib/sql.mjs), brought to the newest schema at
 * start (lib/migrations.mjs). `owner` is the owner seeded for sign-in, by default the example owner of demo mode (lib/owners.mjs
 * `setUpOwner`; the answer's `owner` tells `{ demo, created }`); `limits` override `DEFAULT_LIMITS`;
 * `uploadsDir` is where uploaded files are stored (default `uploads/` in the data folder); `trustedProxies` are the
 * addresses of reverse proxies whose `X-Forwarded-For` names the client that rate limits count and whose
 * `X-Forwarded-Proto` says whether the visitor came over https (lib/rate-limit.mjs `trustForwarded`, which the
 * returned `trustForwarded(req)` calls; none by default: the socket's peer is the client, and only a TLS socket is
 * https); `redirectOrigins` are the other sites a
 * form may send visitors to after a submission (routes/forms.mjs `servedDefinition`; none by default); `now` is the store's clock
 * (stock holds, checkout tokens, the upload sweep, the sign-in windows), for tests; `secret` is the
 * configuration's secret that crumbs and page-load ids are signed with, the same on every server of one store (without
 * it the store keeps one of its own: lib/secrets.mjs); `retentionDays` is how long the logs of visitors' pages are
 * kept (default 30; lib/retention.mjs: swept at start and every hour; the API's `retention.sweep()` runs one at once).
 */
export async function createApi({
  database = ':memory:',
  inspection = false,
  owner = EXAMPLE_OWNER,
  limits: overrides = {},
  uploadsDir = join(dataDir(), 'uploads'),
  trustedProxies = [],
  redirectOrigins = [],
  now = Date.now,
  secret,
  retentionDays,
} = {}) {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const signInLimits = {
    perAddress: limits.failedSignInsPer10Minutes,
    perAccount: limits.failedSignInsPerAccountPer10Minutes,
    now,
  };
  const sql = await openMigrated(database, {
    // A SQLite store from an older server gets what the store's later rules need first (loaded only here, late: see
    // the few-file-descriptors test).
    prepare: async (store) => {
      if (store.sqlite) await (await import('./lib/store-seed.mjs')).upgradeSqliteStore(store);
    },
  });
  await configureCrumbs(sql, { secret });
  const seeded = await setUpOwner(sql, owner);
  const writes = createRateLimiter({ limit: limits.writesPerMinute, windowMs: 60_000 });
  // Census, event and performance writes are group-committed (lib/write-batch.mjs); closing commits what waits.
  const batch = createWriteBatch(sql);
  // What routes ask to be stopped when the API closes (their timers).
  const closing = [];
  const context = {
    sql,
    limits,
    now,
    uploadsDir,
    redirectOrigins,
    onClose: (stop) => closing.push(stop),
    write: batch.write,
    secret,
    ownerSignIns: createSignInGuard(sql, { name: 'owner-sign-in', ...signInLimits }),
    memberSignIns: createSignInGuard(sql, { name: 'member-sign-in', ...signInLimits }),
    signUps: createSharedLimiter(sql, { name: 'sign-up', limit: limits.signUpsPer10Minutes, windowMs: 10 * 60_000 }),
  };
  const router = createRouter();
  const dir = join(here, 'routes');
  // A module may seed its data before the API answers (`register` may return a promise).
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const mod = await import(new URL(`./routes/${file}`, import.meta.url));
    await mod.register(router, sql, context);
  }
  // Loaded late, as store-seed.mjs is (the few-file-descriptors test).
  const { startRetention } = await import('./lib/retention.mjs');
  const retention = await startRetention(sql, { retentionDays });
  closing.push(retention.stop);

  async function answer(req, res, url) {
    const debugOnly = DEBUG_ONLY.test(url.pathname);
    if (debugOnly && !inspection) throw new HttpError(404, 'No such endpoint');
    // DNS rebinding: a page on another site that resolves its name to 127.0.0.1 still sends its own Host.
    if (debugOnly && !isLocalHost(req)) throw new HttpError(403, 'Inspection answers only on localhost');
    setBodyTimeout(req, limits.bodyTimeoutMs);
    const found = router.match(req.method, url.pathname);
    if (!found) throw new HttpError(404, 'No such endpoint');
    if (found.allowed)
      throw new HttpError(405, 'Method not allowed', {}, { allow: [...new Set(found.allowed)].join(', ') });
    if (!debugOnly && (found.stores || (req.method !== 'GET' && req.method !== 'HEAD'))) {
      const client = clientOf(req);
      const wait = writes.retryAfter(client);
      if (wait) throw new HttpError(429, 'Too many requests', {}, { 'retry-after': String(wait) });
      writes.hit(client);
    }
    // The inspection and fault endpoints are the tests' own tools, answered only on localhost.
    if (!debugOnly && takesCrumb(found)) await checkCrumb(sql, req);
    const result = await found.handler({ req, res, params: found.params, query: url.searchParams, url });
    if (!res.headersSent && result !== undefined) sendJson(res, 200, result);
  }

  async function handle(req, res) {
    const url = requestUrl(req);
    if (!url || !answersPath(url.pathname)) return false;
    trustForwarded(req, trustedProxies);
    try {
      await answer(req, res, url);
    } catch (error) {
      answerError(res, error);
    }
    return true;
  }
  return {
    handle,
    trustForwarded: (req) => trustForwarded(req, trustedProxies),
    sql,
    // The better-sqlite3 handle on SQLite (undefined on PostgreSQL), for tests that reach under the query layer.
    db: sql.sqlite,
    batch,
    retention,
    pageCookies: (req) => pageCrumbCookies(sql, req),
    routes: router.routes().map((route) => ({ ...route, crumb: takesCrumb(route) })),
    owner: seeded,
    close: async () => {
      for (const stop of closing) stop();
      await batch.close();
      await sql.close();
    },
  };
}

/**
 * Answers `error` as JSON: an `HttpError` with its status, running out of file descriptors as a 503 with
 * `Retry-After`, anything else as a logged 500.
 */
function answerError(res, error) {
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (error instanceof HttpError) sendJson(res, error.status, { error: error.message, ...error.extra }, error.headers);
  // No file descriptor left (many slow downloads at once): a passing state, so the client is told to come back.
  else if (isExhausted(error)) sendJson(res, 503, { error: 'Server busy' }, { 'retry-after': '1' });
  else {
    console.error(error);
    sendJson(res, 500, { error: 'Internal server error' });
  }
}

/**
 * Creates the whole server's request listener: the API, the example images and map tiles, then the static files.
 * Whatever a handler throws is answered here (a 500, or closing a half-sent answer), so no request stops the
 * process. Returns `{ listener, api, close }`; the options are `createApi`'s, and `serverRender`: whether the example
 * pages are sent with their elements rendered on the server (default true; `?ssr=0` or `?ssr=1` on a page's address
 * decides for that request), and `ssrEntry`, the server render's module (default dist/ssr.js).
 */
export async function createSite(options = {}) {
  const api = await createApi(options);
  const { serverRender = true, ssrEntry } = options;
  // Loaded after the API's modules rather than with them: every module of the graph is opened at once, and the server
  // starts under a tight limit of file descriptors too.
  const { createPageRender } = await import('./lib/page-render.mjs');
  const renderPage = createPageRender({ entry: ssrEntry }).render;
  async function listener(req, res) {
    try {
      // Whether a page came over https (its Secure and __Host- cookies, HSTS) is the trusted proxies' word too.
      api.trustForwarded(req);
      if (!requestUrl(req)) throw new HttpError(400, 'Malformed request target');
      if (!(await api.handle(req, res)) && !(await handleImage(req, res)) && !(await handleTile(req, res)))
        await serveStatic(req, res, { pageCookies: api.pageCookies, renderPage, serverRender });
    } catch (error) {
      answerError(res, error);
    }
  }
  return { listener, api, close: () => api.close() };
}

/**
 * Returns an HTTP server for `site` (from `createSite`) that also answers what never reaches a request listener:
 * unparsable requests (`clientError`), CONNECT and protocol upgrades. Slow clients get `headersTimeout` ms for the
 * headers and `requestTimeout` ms for the whole request (a body also has the API's own time-out); a connection on
 * which nothing moves for `idleTimeout` ms is closed, so a client that stops reading an answer does not hold its file
 * open for ever.
 */
export function createSiteServer(
  site,
  { headersTimeout = 10_000, requestTimeout = 30_000, idleTimeout = 60_000 } = {},
) {
  const server = createServer(site.listener);
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  server.timeout = idleTimeout;
  server.on('clientError', answerClientError);
  server.on('connect', answerTunnel);
  server.on('upgrade', answerTunnel);
  return server;
}

/**
 * Answers `clientError` (a request line or headers Node cannot parse: an unknown method, a bad header) with a
 * JSON 400, or 431 for headers that are too large, and closes the connection.
 */
export function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({ error: status.slice(4) });
  // An answer to HEAD has no body (the request line may still be readable in what was received).
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `x-content-type-options: nosniff\r\nconnection: close\r\n\r\n${head ? '' : body}`,
  );
}

/** Answers a CONNECT request or a protocol upgrade (neither is served here) with a JSON 405 and closes the connection. */
export function answerTunnel(req, socket) {
  const body = JSON.stringify({ error: `${req.method === 'CONNECT' ? 'CONNECT' : 'Upgrade'} not supported` });
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
  );
}

// What the examples and the docs site need: the build, the demo pages (not the server's sources), the docs' style
// sheet and the bench results the docs link to. Nothing else of the repository is served.
const PUBLIC = [/^\/dist\//, /^\/examples\/(?!server\/)/, /^\/docs\/[\w-]+\.css$/, /^\/bench\/RESULTS\.md$/];

// The example pages the server renders: those of examples/ itself (not its stand-ins' or images' folders).
const RENDERED_PAGE = /^\/examples\/[\w-]+\.html$/;

// The compressed bytes of the static files, for every site this process serves.
const compressed = createCompressedCache();

function notFound(res, status = 404, text = 'Not found') {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...API_HEADERS });
  res.end(text);
}

/** Returns the stats of `path`, or undefined when it cannot be read (missing, too long, below a file). */
function statOf(path) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Returns the site path of a file of the project (`/examples/accordion.html`). */
const siteRelative = (file) => file.slice(ROOT.length).split(sep).join('/');

/** Returns whether a page at `url` is sent rendered: `?ssr=0` or `?ssr=1` says so, else `byDefault`. */
function wantsServerRender(url, byDefault) {
  const asked = url.searchParams.get('ssr');
  return asked === '0' ? false : asked === '1' ? true : byDefault;
}

/**
 * Serves the docs site (`/`), the build and the examples, or answers 404. Directories serve their index.html. Text is
 * compressed when the client accepts it (lib/static-cache.mjs); hashed chunks are cached for a year, the rest is
 * revalidated with its ETag (a 304 when it matches). A page (HTML) also sets the cookies `pageCookies(req)` returns:
 * the site's crumb (the API's `pageCookies`). An example page is sent with its elements rendered on the server when
 * `renderPage` is given (`createPageRender`) and `serverRender` is true or the address says `?ssr=1` (`?ssr=0`
 * sends it as it is, to compare with a client-only render).
 */
export async function serveStatic(req, res, { pageCookies = () => [], renderPage, serverRender = true } = {}) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return notFound(res, 405, 'Method not allowed');
  }
  const url = requestUrl(req);
  if (!url) return notFound(res, 400, 'Malformed request target');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // Malformed percent-encoding (`/%ff`) names no file.
    res.writeHead(400, { 'content-type': 'application/json', ...API_HEADERS });
    res.end(JSON.stringify({ error: 'Malformed path' }));
    return;
  }
  // The docs site (generated into dist/docs/ by the build) is the front page; the examples are its demos.
  if (pathname === '/') pathname = '/dist/docs/index.html';
  const path = normalize(join(ROOT, pathname));
  const inside = path.startsWith(ROOT + sep) && !path.slice(ROOT.length).split(sep).includes('..');
  const relative = inside ? path.slice(ROOT.length).split(sep).join('/') : '';
  if (!inside || relative.includes('/.') || relative.includes('\0') || !PUBLIC.some((p) => p.test(relative)))
    return notFound(res);
  let file = path;
  let stats = statOf(file);
  if (stats?.isDirectory()) {
    file = join(file, 'index.html');
    stats = statOf(file);
  }
  if (!stats?.isFile()) return notFound(res);
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const rendered = renderPage && wantsServerRender(url, serverRender) && RENDERED_PAGE.test(siteRelative(file));
  const page = rendered ? await renderPage(file, stats, url) : undefined;
  const size = page?.bytes.length ?? stats.size;
  const etag = page?.etag ?? etagOf(stats);
  const compressible = isCompressible(type, size);
  const headers = {
    'content-type': type,
    'content-security-policy': page?.policy ?? CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': cacheControlOf(relative),
    etag,
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    // Behind https, browsers are told to stay on it (they ignore the header over plain http).
    ...(isHttps(req) ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
  const cookies = type.startsWith('text/html') ? pageCookies(req) : [];
  if (cookies.length) headers['set-cookie'] = cookies;
  if (matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = compressible ? encodingFor(req.headers['accept-encoding']) : undefined;
  if (encoding) {
    const bytes = page
      ? await compressed.get(`${file}#rendered`, etag, encoding, async () => page.bytes)
      : await compressed.get(file, etag, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(bytes.length) });
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return;
  }
  if (page) {
    res.writeHead(200, { ...headers, 'content-length': String(size) });
    res.end(req.method === 'HEAD' ? undefined : page.bytes);
    return;
  }
  await sendFile(req, res, file, 200, { ...headers, 'content-length': String(stats.size) }).catch((error) => {
    // Removed since it was found (a rebuild): gone, not a server error.
    if (error.code !== 'ENOENT') throw error;
    notFound(res);
  });
}
