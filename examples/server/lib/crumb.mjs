/**
 * The crumb check (spec 000 §7, §8): a state-changing call must carry a crumb — the `X-CSRF-Token` header, the
 * `crumb` query parameter or a `crumb` form field, read in that order by every route (`crumbOf`) — issued by this server to this visitor within the last day. Otherwise
 * the call is answered 401 `{ error, crumbFail: true, crumb }` with a fresh crumb, and the runtime's data layer sets
 * its `crumb` cookie from it, waits 200 ms and retries once with it.
 *
 * A crumb is `<issue time, base 36>-<HMAC>`: the HMAC (SHA-256, a secret made per API instance unless the servers
 * behind one site are given the same one) of the visitor id
 * and the issue time. The visitor id is a random value in an HttpOnly cookie the server sets with the first crumb
 * (`sqs_visitor`, `__Host-sqs_visitor` over https), so a crumb works only for the browser it was issued to and only
 * until it expires, and another site can neither read one nor plant one that works. Nothing is stored: issuing a
 * crumb writes no row.
 *
 * A page comes with its crumb, as a real host's does (`pageCrumbCookies`): the `crumb` cookie the data layer reads, so
 * the first call of a visit already carries one and the crumbFail answer is only for a visitor whose crumb expired.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError, readParsedBody, requestUrl } from '../router.mjs';
import { readSessionCookie, serverCookie, sessionCookie } from './cookies.mjs';

/** How long a crumb stays valid by default. */
export const CRUMB_TTL_MS = 24 * 60 * 60 * 1000;

const VISITOR = /^[\w-]{16,64}$/;
const VISITOR_COOKIE = 'sqs_visitor';
const settings = new WeakMap();

/**
 * Sets the crumb lifetime and secret for the API of the store `db` (lib/sql.mjs): `secret`, a string, is the one every
 * server of the site shares, so a crumb one issued passes on the others; without it a fresh random secret is made.
 */
export function configureCrumbs(db, { ttlMs = CRUMB_TTL_MS, secret } = {}) {
  settings.set(db, { secret: secret ? Buffer.from(secret) : randomBytes(32), ttlMs });
}

function settingsOf(db) {
  if (!settings.has(db)) configureCrumbs(db);
  return settings.get(db);
}

/** Returns the request's visitor id, or undefined when it has none (or a malformed one). */
export function visitorId(req) {
  const id = readSessionCookie(req, VISITOR_COOKIE);
  return typeof id === 'string' && VISITOR.test(id) ? id : undefined;
}

function mac(secret, visitor, issued) {
  return createHmac('sha256', secret).update(`${visitor}.${issued}`).digest('base64url');
}

/** Returns a crumb for `visitor`, issued now. */
export function issueCrumb(db, visitor, now = Date.now()) {
  const issued = now.toString(36);
  return `${issued}-${mac(settingsOf(db).secret, visitor, issued)}`;
}

/** Returns whether `crumb` was issued by this API to the request's visitor and has not expired. */
export function isValidCrumb(db, req, crumb, now = Date.now()) {
  const visitor = visitorId(req);
  if (!visitor || typeof crumb !== 'string' || crumb.length > 100) return false;
  const dash = crumb.indexOf('-');
  if (dash < 1) return false;
  const issued = crumb.slice(0, dash);
  const time = Number.parseInt(issued, 36);
  const { secret, ttlMs } = settingsOf(db);
  if (!/^[0-9a-z]+$/.test(issued) || !(time <= now && now - time < ttlMs)) return false;
  const expected = Buffer.from(mac(secret, visitor, issued));
  const given = Buffer.from(crumb.slice(dash + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Returns the request's visitor id, or a new one with the `Set-Cookie` value that gives it to the browser. */
function visitorOf(db, req) {
  const known = visitorId(req);
  if (known) return { visitor: known, cookies: [] };
  const visitor = randomBytes(18).toString('base64url');
  const maxAgeSeconds = settingsOf(db).ttlMs / 1000;
  return { visitor, cookies: [sessionCookie(req, VISITOR_COOKIE, visitor, { maxAgeSeconds })] };
}

/**
 * Returns the `Set-Cookie` values a page is served with: the visitor cookie when the request has none, and a fresh
 * crumb for that visitor as the `crumb` cookie — readable by the page's scripts (the data layer sends it back),
 * `SameSite=Lax`, `Secure` over https, and kept no longer than the crumb is valid.
 */
export function pageCrumbCookies(db, req, now = Date.now()) {
  const { visitor, cookies } = visitorOf(db, req);
  const maxAgeSeconds = settingsOf(db).ttlMs / 1000;
  return [...cookies, serverCookie(req, 'crumb', issueCrumb(db, visitor, now), { maxAgeSeconds, scripts: true })];
}

/**
 * The state-changing routes (`METHOD pattern`) that take no crumb (docs/reference-api.md, "Crumbs"): the spec's
 * beacons — census hits and events, Trace, /api/v1/events and performance records, sent by `sendBeacon` or the outbox,
 * which cannot take a crumbFail answer and retry — the form submission flow, which a one-time key and a per-address
 * limit guard instead, and the widget renderer, which changes nothing.
 */
export const CRUMB_EXEMPT = Object.freeze([
  'POST /api/census/RecordHit',
  'POST /api/census/button-render',
  'POST /api/census/button-click',
  'POST /api/census/form-render',
  'POST /api/census/overlay',
  'POST /api/census/RecordQuickView/:id',
  'POST /api/events/Trace',
  'POST /api/v1/events',
  'POST /api/1/performance/records',
  'POST /api/form/FormSubmissionKey',
  'POST /api/form/SaveFormSubmission',
  'POST /api/widget/GetWidgetRendering',
]);

/** Returns whether the route `{ method, pattern, crumb }` (router.mjs) is answered only with a valid crumb. */
export function takesCrumb({ method, pattern, crumb }) {
  return crumb && !CRUMB_EXEMPT.includes(`${method} ${pattern}`);
}

// Bodies whose `crumb` field is read: a form, or a JSON object sent by a client that cannot set headers.
const FIELD_BODIES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data|application\/json)\s*(?:;|$)/i;

/**
 * Resolves with the crumb `req` carries, from the one place every state-changing call is read from, first found
 * first: the `X-CSRF-Token` header, the `crumb` query parameter, then a `crumb` field of a form or JSON object body
 * (read only when neither of the others is there). Resolves with null when there is none.
 */
export async function crumbOf(req) {
  const header = req.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const query = requestUrl(req)?.searchParams.get('crumb');
  if (query != null) return query;
  if (!FIELD_BODIES.test(req.headers['content-type'] ?? '')) return null;
  // A body that cannot be parsed carries no crumb: the answer is the crumbFail one, as for any call without.
  const body = await readParsedBody(req).catch(() => null);
  return typeof body?.crumb === 'string' ? body.crumb : null;
}

/**
 * Throws the crumbFail answer unless the crumb `req` carries (`crumbOf`) is valid for `req`. The answer carries a
 * fresh crumb for the visitor, and sets the visitor cookie first when there is none. The API calls it before the
 * handler of every route that `takesCrumb`.
 */
export async function checkCrumb(db, req) {
  const value = await crumbOf(req);
  if (isValidCrumb(db, req, value)) return;
  const { visitor, cookies } = visitorOf(db, req);
  const headers = cookies.length ? { 'set-cookie': cookies[0] } : {};
  throw new HttpError(401, 'Missing or invalid crumb', { crumbFail: true, crumb: issueCrumb(db, visitor) }, headers);
}
