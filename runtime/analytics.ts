/**
 * External analytics (spec 001 §3, §6, §7, §8, §9; spec 000 §6), an entry of its own (`runtime/analytics.js`) that
 * the start-up loads only when a page sends an analytics event or an account is signed in: the visitor's analytics
 * id, the common fields every event carries, the event call itself, and mouse-position tracking for a logged-in
 * account.
 *
 * The analytics id is a random id in the first-party cookie `ss_cid` for 390 days (one of the tracking cookies a
 * decline clears, consent.ts); when the cookie cannot be written, 'Unable to store analyticsId' is warned once and
 * the id lasts for the page. Nothing here runs while tracking is not allowed (the restrictive policy or Global
 * Privacy Control before the visitor accepts): no cookie, no call, no mouse sample.
 */
import { trackingAllowed } from './consent.js';
import { credentialsFor, eventsUrl, getSiteContext, type SiteContext } from './context.js';
import { IdRange, inIdRange, PlatformVersion, WebsiteType } from './enums.js';
import { getCookie, setCookie, type CookieDocument } from './lib/cookies.js';
import { randomId } from './lib/random-id.js';
import { format } from './messages.js';
import { getSessionInfo } from './storage.js';
import { defaultTransport, type Transport, withoutBody } from './transport.js';

/** The analytics messages (spec 001 §7, §8, exact). */
export const analyticsMessages = {
  trackingEventFailed: 'Error tracking event: HTTP Status {code}',
  analyticsFieldDropped: 'Analytics common field "{field}" must be a string or null; it was dropped.',
  analyticsIdNotStored: 'Unable to store analyticsId',
} as const;

/**
 * The analytics id cookie: spec 000 §9 names `ss_cid` first among the tracking cookies a decline clears, and gives
 * no other name for the 390-day analytics cookie; `ss_cid` ("client id") is our reading (docs/deviations.md#names-the-spec-does-not-give).
 */
export const ANALYTICS_COOKIE = 'ss_cid';
/** Its lifetime in seconds: 390 days (spec 001 §9 "Analytics cookie lifetime 390 days"). */
export const ANALYTICS_MAX_AGE = 390 * 24 * 60 * 60;
/** The shortest time between two mouse-position samples, in ms (our choice: the spec gives none). */
export const MOUSE_SAMPLE_MS = 1000;

/** A common field's value (spec 001 §3: strings or null only). */
type Field = string | null;

/**
 * The common fields of an analytics event (spec 001 §3 "Analytics event common fields", strings or null only): who
 * did what to which object, where in the product, and the fields filled in for every event (`analyticsCommonData`).
 * The spec's list ends "and similar": other fields of the same form are allowed.
 */
export interface AnalyticsCommonFields {
  actor?: Field;
  action?: Field;
  event_owner_team?: Field;
  event_source?: Field;
  object_type?: Field;
  object_identifier?: Field;
  object_id?: Field;
  object_display_name?: Field;
  object_value?: Field;
  indirect_object_type?: Field;
  indirect_object_identifier?: Field;
  indirect_object_id?: Field;
  indirect_object_display_name?: Field;
  indirect_object_value?: Field;
  product_area?: Field;
  product_page?: Field;
  product_section?: Field;
  user_member_account_id?: Field;
  user_session_id?: Field;
  browser_locale?: Field;
  website_locale?: Field;
  [field: string]: Field | undefined;
}

/**
 * The analytics context every event carries (spec 001 §3 "Analytics context fields"), from the site context, in the
 * common fields' form (snake_case, strings or null; the spec does not show how the context travels, and the event's
 * body has no other place for it): the signed-in account, the website, the member, the template, the page's type
 * and its collection's, the site's language and time zone, the platform version and the website's type.
 */
export interface AnalyticsContext {
  account_id: Field;
  website_id: Field;
  member_id: Field;
  template_id: Field;
  page_type: Field;
  collection_type: Field;
  language: Field;
  time_zone: Field;
  platform: Field;
  website_type: Field;
}

/** An external analytics event (spec 001 §7). */
export interface AnalyticsEvent {
  /** The visitor's analytics id; the stored one (`getAnalyticsId`) when omitted. */
  analyticsId?: string;
  /**
   * Common fields (spec 001 §3): strings or null only; any other value is dropped with a warning. They override the
   * fields filled in for every event (`analyticsCommonData`).
   */
  commonData?: AnalyticsCommonFields;
  /** Fields of the event's own schema. */
  customData?: Record<string, unknown>;
  /** The schema `customData` follows. */
  customSchemaName: string;
}

const ID_FORMAT = /^[\w-]{8,64}$/;
let _pageId: string | undefined;
let _warned = false;

/**
 * Returns the visitor's analytics id: the `ss_cid` cookie's, else a new random id written to it for 390 days. When
 * the cookie does not keep it (cookies blocked), warns 'Unable to store analyticsId' once and returns an id that
 * lasts for the page. Returns undefined, and writes nothing, while tracking is not allowed.
 */
export function getAnalyticsId(doc: CookieDocument = document): string | undefined {
  if (!trackingAllowed(doc)) return undefined;
  const stored = getCookie(ANALYTICS_COOKIE, doc);
  if (stored && ID_FORMAT.test(stored)) return stored;
  const id = _pageId ?? randomId();
  try {
    setCookie(ANALYTICS_COOKIE, id, { maxAgeSeconds: ANALYTICS_MAX_AGE }, doc);
  } catch {
    // A sandboxed document throws on cookie access: the same as a cookie that was not kept.
  }
  if (getCookie(ANALYTICS_COOKIE, doc) !== id) {
    _pageId = id;
    if (!_warned) console.warn(analyticsMessages.analyticsIdNotStored);
    _warned = true;
  }
  return id;
}

const text = (value: unknown): Field => (typeof value === 'string' && value ? value : null);
const known = (value: unknown, values: Record<string, number>): Field =>
  Object.values(values).includes(Number(value)) ? String(Number(value)) : null;

/**
 * Returns the analytics context of `context` (spec 001 §3): a field the site context lacks, or holds in a form the
 * spec does not allow (a page type that is not an integer, a collection type outside its id range, an unknown
 * platform version or website type), is null.
 */
export function analyticsContext(context: SiteContext = getSiteContext()): AnalyticsContext {
  const { pageType, collectionType } = context;
  return {
    account_id: text(context.authenticatedAccount?.id),
    website_id: text(context.websiteId),
    member_id: text(context.memberAccountId),
    template_id: text(context.templateId),
    page_type: Number.isInteger(pageType) ? String(pageType) : null,
    collection_type:
      typeof collectionType === 'number' && inIdRange(collectionType, IdRange.collectionType)
        ? String(collectionType)
        : null,
    language: text(context.locale),
    time_zone: text(context.website?.timeZone),
    platform: known(context.templateVersion, PlatformVersion),
    website_type: known(context.website?.websiteType, WebsiteType),
  };
}

/**
 * Returns the common fields every analytics event carries (spec 001 §3): `user_session_id` (this browser session,
 * `getSessionInfo`), `browser_locale` (the browser's language), `website_locale` and `user_member_account_id` (the
 * site context's), then the analytics context (`analyticsContext`), each a string or null.
 */
export function analyticsCommonData(nav: Pick<Navigator, 'language'> = navigator): Record<string, Field> {
  const context = getSiteContext();
  return {
    user_session_id: getSessionInfo().sessionId || null,
    browser_locale: nav.language || null,
    website_locale: context.locale ?? null,
    user_member_account_id: context.memberAccountId ?? null,
    ...analyticsContext(context),
  };
}

/** Returns `commonData` without the fields that are not a string or null, warning once for each one dropped. */
export function cleanCommonData(commonData: Record<string, unknown>): Record<string, Field> {
  const clean: Record<string, Field> = {};
  for (const [field, value] of Object.entries(commonData ?? {})) {
    if (typeof value === 'string' || value === null) clean[field] = value;
    else console.warn(format(analyticsMessages.analyticsFieldDropped, { field }));
  }
  return clean;
}

/**
 * Sends an external analytics event: POST `<events service>/api/v1/events` (the `eventsBase` the host configured, else
 * the API base) with JSON analyticsId (the stored one unless
 * given), commonData (the fields of `analyticsCommonData`, then the event's own, cleaned), customData and
 * customSchemaName, with cookies to the page's origin and a trusted API base only (spec 000 §6: cross-origin secure calls
 * send credentials). Resolves on 200 or 202, else rejects with 'Error tracking event: HTTP Status {code}'. While
 * tracking is not allowed (consent.ts) it resolves at once and sends nothing.
 */
export async function trackAnalyticsEvent(
  event: AnalyticsEvent,
  transport: Transport = defaultTransport,
  doc: CookieDocument = document,
): Promise<void> {
  if (!trackingAllowed(doc)) return;
  const url = eventsUrl('/api/v1/events');
  const body = JSON.stringify({
    analyticsId: event.analyticsId ?? getAnalyticsId(doc),
    commonData: { ...analyticsCommonData(), ...cleanCommonData(event.commonData ?? {}) },
    customData: event.customData ?? {},
    customSchemaName: event.customSchemaName,
  });
  const response = withoutBody(
    await transport.fetch(url, {
      method: 'POST',
      body,
      credentials: credentialsFor(url),
      headers: { 'content-type': 'application/json' },
    }),
  );
  if (response.status !== 200 && response.status !== 202) {
    throw new Error(format(analyticsMessages.trackingEventFailed, { code: response.status }));
  }
}

/** What mouse tracking runs on; the window and the clock default to the page's own. */
export interface MouseTrackingEnv {
  /** The window whose pointer moves are sampled. */
  win?: Window;
  /** Where samples go (the start-up gives the trace logger's `trace`: POST /api/events/Trace). */
  log: (type: string, data: unknown) => void;
  /** The clock (ms). */
  now?: () => number;
}

/**
 * Starts mouse-position tracking (spec 001 §6: only for a logged-in account): a `mousePosition` trace record
 * `{ x, y, width, height }` (the pointer and the viewport, in CSS pixels) at most once a second while the mouse
 * moves, and only while an account is signed in (`authenticatedAccount` of the site context) and tracking is
 * allowed, passed to `log`. Touch and pen moves are not sampled. Returns a function that stops it.
 */
export function startMouseTracking({ win = window, log, now = () => performance.now() }: MouseTrackingEnv): () => void {
  let last = -Infinity;
  const onMove = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse' || now() - last < MOUSE_SAMPLE_MS) return;
    if (!getSiteContext().authenticatedAccount || !trackingAllowed(win.document)) return;
    last = now();
    log('mousePosition', { x: event.clientX, y: event.clientY, width: win.innerWidth, height: win.innerHeight });
  };
  win.addEventListener('pointermove', onMove, { passive: true });
  return () => win.removeEventListener('pointermove', onMove);
}
