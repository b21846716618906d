/**
 * Census, the site's own visitor analytics (spec 000 §3 "Visitor hit payload", "Button events", "Visitor cookies";
 * §4 "Visit tracking"; §5; §6; §7; §9). Every call goes through the outbox (2500 ms time-out per attempt), so a
 * failure is silent to the visitor and the item is kept until the server accepts it.
 *
 * Visitor cookies: `ss_cvr` = `<random id>|<first visit>|<previous visit>|<current visit>|<visit count>` (an id
 * followed by four positive integers: three timestamps in ms and the count), 2 years; `ss_cvt` = the time of the
 * latest page view in ms, 30 minutes. A visit ends when `ss_cvt` has expired: the next page view starts a new one.
 * When tracking is not allowed (consent.ts: the restrictive policy or Global Privacy Control, before the visitor
 * accepts), no census call is made at all — page views, buttons, forms, overlays, quick views — and no visitor
 * cookie is read or written. Queued calls are tracking items of the outbox: a decline drops them unsent.
 */
import { trackingAllowed } from './consent.js';
import { apiUrl, getSiteContext, type SiteContext } from './context.js';
import { HitEvent, PageType, PermissionRole, type ButtonContext } from './enums.js';
import { getCookie, setCookie, type CookieDocument } from './lib/cookies.js';
import { randomId } from './lib/random-id.js';
import { defaultOutbox, type Outbox } from './outbox.js';

/** What census calls are built on; every part defaults to the page's own. */
export interface CensusEnv {
  /** The outbox calls go through. */
  outbox?: Outbox;
  /** Cookie jar of the visitor cookies. */
  doc?: CookieDocument;
  /** The clock (ms since the epoch). */
  now?: () => number;
  /** The page's address. */
  location?: Pick<Location, 'href' | 'pathname'>;
}

/** A button render or click (spec 000 §3 "Button events"). */
export interface ButtonEvent {
  /** Block id. */
  id: string;
  /** Button label. */
  buttonText: string;
  /** Where the button leads. */
  clickthroughUrl: string;
  /** Alignment setting. */
  alignment?: string;
  /** Size setting. */
  size?: string;
  /** Opens in a new window. */
  newWindow: boolean;
  /** Where the button lives: `ButtonContext.buttonBlock` (1) or `ButtonContext.popupOverlay` (2). */
  context: ButtonContext;
}

/** A popup overlay event (its payload is not shown in the spec: the overlay's id and what happened). */
export interface OverlayEvent {
  /** Overlay (collection) id. */
  id: string;
  /** What the visitor saw or did. */
  action: 'show' | 'close' | 'submit';
}

/** Visitor-record cookie name; lifetime 2 years. */
export const VISITOR_COOKIE = 'ss_cvr';
/** Visit cookie name; lifetime 30 minutes. */
export const VISIT_COOKIE = 'ss_cvt';
/** Visitor-record cookie lifetime in seconds: 2 years (spec 000 §9). */
export const VISITOR_MAX_AGE = 2 * 365 * 24 * 60 * 60;
/** Visit cookie lifetime in seconds: 30 minutes (spec 000 §9). */
export const VISIT_MAX_AGE = 30 * 60;
/** Time-out of one census post (spec 000 §9). */
export const CENSUS_TIMEOUT = 2500;

const VISITOR_FORMAT = /^[\w-]+(\|[1-9]\d*){4}$/;
const POSITIVE = /^[1-9]\d*$/;
const FORM = 'application/x-www-form-urlencoded';
// spec 000 §6: no tracking on not-found, lock-screen and access-denied pages.
const UNTRACKED_PAGE_TYPES: readonly number[] = [
  PageType.notFound,
  PageType.lockScreen,
  PageType.memberAreaAccessDenied,
];

/**
 * Updates the visitor cookies for a page view at `now` and returns the visitor record: a new record when there is
 * none (or it is malformed), the visit count plus one when the visit cookie has expired (or is malformed).
 */
export function touchVisitorCookies(now: number, doc: CookieDocument = document): string {
  const record = getCookie(VISITOR_COOKIE, doc);
  let value: string;
  if (!record || !VISITOR_FORMAT.test(record)) value = `${randomId()}|${now}|${now}|${now}|1`;
  else if (POSITIVE.test(getCookie(VISIT_COOKIE, doc) ?? '')) value = record;
  else {
    const [id, first, , current, count] = record.split('|');
    value = `${id}|${first}|${current}|${now}|${Number(count) + 1}`;
  }
  setCookie(VISITOR_COOKIE, value, { maxAgeSeconds: VISITOR_MAX_AGE }, doc);
  setCookie(VISIT_COOKIE, String(now), { maxAgeSeconds: VISIT_MAX_AGE }, doc);
  return value;
}

/**
 * Returns whether a page view at `pathname` is recorded (spec 000 §2, §6): not when census is disabled, on /search,
 * on paths beginning /config, on not-found, lock-screen and member-area access-denied pages, or for a signed-in
 * account unless its only site role is viewer.
 */
export function pageViewAllowed(context: SiteContext, pathname: string): boolean {
  if (context.censusDisabled) return false;
  if (/^\/search\/?$/.test(pathname) || pathname.startsWith('/config')) return false;
  if (UNTRACKED_PAGE_TYPES.includes(context.pageType ?? 0)) return false;
  // spec 000 §6: visitors are tracked, and signed-in accounts whose only site role is viewer (an account with no role
  // on this site is not).
  const roles = context.websiteRoles ?? [];
  return !context.authenticatedAccount || (roles.length > 0 && roles.every((role) => role === PermissionRole.viewer));
}

/**
 * Queues a census post of `fields`, form-encoded, when census is on and tracking is allowed; resolves with the
 * outbox id, or undefined when nothing was sent.
 */
async function post(
  path: string,
  fields: Record<string, string | number | boolean | undefined>,
  env: CensusEnv,
): Promise<string | undefined> {
  if (getSiteContext().censusDisabled || !trackingAllowed(env.doc ?? document)) return undefined;
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, String(value));
  try {
    return await (env.outbox ?? defaultOutbox()).enqueue({
      url: apiUrl(path),
      body: body.toString(),
      contentType: FORM,
      timeout: CENSUS_TIMEOUT,
      tracking: true,
    });
  } catch {
    return undefined;
  }
}

const visitorCookie = (doc: CookieDocument) => (trackingAllowed(doc) ? (getCookie(VISITOR_COOKIE, doc) ?? '') : '');

/**
 * Records a page view (`POST /api/census/RecordHit`: event, data, ss_cvr) when the rules allow it; resolves with
 * the outbox id, or undefined when no page view is recorded.
 */
export async function recordPageView(env: CensusEnv = {}): Promise<string | undefined> {
  const { doc = document, now = Date.now, location: where = location } = env;
  const context = getSiteContext();
  // The consent banner gates census: under the restrictive policy or Global Privacy Control, no page view at all
  // until the visitor accepts (start.ts records it then).
  if (!pageViewAllowed(context, where.pathname) || !trackingAllowed(doc)) return undefined;
  const time = now();
  const record = touchVisitorCookies(time, doc);
  const data = {
    userAgent: navigator.userAgent,
    clientDate: time,
    viewportInnerWidth: window.innerWidth,
    viewportInnerHeight: window.innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    websiteId: context.websiteId,
    templateId: context.templateId,
    website_locale: context.locale,
    url: where.href,
    title: document.title,
    itemId: context.itemId,
    recordType: context.recordType,
    collectionId: context.collectionId,
    visitorCookie: record,
  };
  return post('/api/census/RecordHit', { event: HitEvent.pageView, data: JSON.stringify(data), ss_cvr: record }, env);
}

/** The longest search query a site-search hit carries, in characters (the reference API reads no longer one). */
export const MAX_SEARCH_QUERY = 200;

/**
 * Records a site search (`POST /api/census/RecordHit`, hit event type site search 2: event, data with the `query`,
 * ss_cvr) when census is on and tracking is allowed, on any path (/search included, where page views are not
 * recorded); resolves with the outbox id, or undefined when nothing was sent.
 */
export function recordSiteSearch(query: string, env: CensusEnv = {}): Promise<string | undefined> {
  const { doc = document, now = Date.now, location: where = location } = env;
  const context = getSiteContext();
  const record = visitorCookie(doc);
  const data = {
    query: query.slice(0, MAX_SEARCH_QUERY),
    clientDate: now(),
    websiteId: context.websiteId,
    templateId: context.templateId,
    website_locale: context.locale,
    url: where.href,
    visitorCookie: record,
  };
  return post(
    '/api/census/RecordHit',
    { event: HitEvent.siteSearch, data: JSON.stringify(data), ss_cvr: record || undefined },
    env,
  );
}

/** Records that a button was rendered (`POST /api/census/button-render`). */
export function recordButtonRender(button: ButtonEvent, env: CensusEnv = {}): Promise<string | undefined> {
  return post('/api/census/button-render', { ...button }, env);
}

/** Records a button click (`POST /api/census/button-click`). */
export function recordButtonClick(button: ButtonEvent, env: CensusEnv = {}): Promise<string | undefined> {
  return post('/api/census/button-click', { ...button }, env);
}

/** Records that a form was rendered (`POST /api/census/form-render`: formId, visitorCookie). */
export function recordFormRender(formId: string, env: CensusEnv = {}): Promise<string | undefined> {
  return post('/api/census/form-render', { formId, visitorCookie: visitorCookie(env.doc ?? document) }, env);
}

/** Records a popup overlay event (`POST /api/census/overlay`: id, action, visitorCookie). */
export function recordOverlay(overlay: OverlayEvent, env: CensusEnv = {}): Promise<string | undefined> {
  return post('/api/census/overlay', { ...overlay, visitorCookie: visitorCookie(env.doc ?? document) }, env);
}

/** Records a product quick view (`POST /api/census/RecordQuickView/{id}`, no payload). */
export function recordQuickView(id: string, env: CensusEnv = {}): Promise<string | undefined> {
  return post(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, {}, env);
}
