/**
 * The site context (spec 000 §3 "Site context"): read once from `<script type="application/json"
 * id="sqs-site-context">`, or set by `configure`, together with the API base the runtime sends its calls to.
 */
import { setScriptOrigins } from './script-origins.js';
import type { CookieBannerApiSettings } from './cookie-banner-settings.js';
import { messages } from './messages.js';

/** The signed-in account (owner, editor or a viewer), as the page embeds it. */
export interface AuthenticatedAccount {
  /** Account id. */
  id: string;
  /** Display name, when the page gives one. */
  displayName?: string;
}

/** Per-site settings the runtime and blocks read. */
export interface WebsiteSettings {
  /** Comments provider short name. */
  disqusShortname?: string;
  /** Whether comments are on. */
  commentsEnabled?: boolean;
  /** Mobile information bar settings. */
  mobileInfoBarSettings?: Record<string, unknown>;
  /** Popup overlay settings (style, version, showUntilSignup, displayFrequency, enableMobile). */
  popupOverlaySettings?: Record<string, unknown>;
  /** Pinterest overlay options. */
  pinterestOverlayOptions?: { mode?: string };
  /** Cookie banner settings in their API form (spec 000 §3). */
  cookieBannerSettings?: Partial<CookieBannerApiSettings>;
}

/** The website record. */
export interface Website {
  /** Public base URL of the site. */
  baseUrl?: string;
  /** Developer mode on. */
  developerMode?: boolean;
  /** Cloneable mode on. */
  cloneable?: boolean;
  /** Web-font kit id. */
  typekitId?: string;
}

/** Page-level data of the published site (spec 000 §3 "Site context"). */
export interface SiteContext {
  /**
   * The maps service key, base64-encoded (spec 001 §7: "API key from page context (base64-encoded render key)"; the
   * field's name is not shown there). `<sqs-map>` uses the Google Maps JavaScript API when it is set.
   */
  mapsRenderKey?: string;
  /** Per-site settings. */
  websiteSettings?: WebsiteSettings;
  /** The website record. */
  website?: Website;
  /** Permission role ids of the signed-in account on this site (`PermissionRole` in enums.ts; spec 000 §6). */
  websiteRoles?: number[];
  /** The signed-in account; absent or null for a visitor. */
  authenticatedAccount?: AuthenticatedAccount | null;
  /** Id of the collection the page shows. */
  collectionId?: string;
  /** The full url of that collection (e.g. `/gallery`); galleries write their deep links (`?itemId=`) under it. */
  collectionFullUrl?: string;
  /** Id of the item the page shows. */
  itemId?: string;
  /** Record type of that item. */
  recordType?: number;
  /** Page type (`PageType` in enums.ts; spec 000 §9 "Page types"). */
  pageType?: number;
  /** Template id. */
  templateId?: string;
  /** Template variant id. */
  variantId?: string;
  /** Website id. */
  websiteId?: string;
  /** Website locale, e.g. `en-US`. */
  locale?: string;
  /** Member account id of a signed-in site member. */
  memberAccountId?: string;
  /** Locale of that member. */
  memberLocale?: string;
  /** Google font families in use. */
  googleFonts?: unknown;
  /** Web-font kit fonts in use. */
  typekitFonts?: unknown;
  /** Whether the announcement bar shows. */
  showAnnouncementBar?: boolean;
  /** True when the site turned census (visitor analytics) off: no census call is made. */
  censusDisabled?: boolean;
}

/** Options of `configure`. */
export interface RuntimeOptions {
  /** Fields merged over the current site context. */
  context?: Partial<SiteContext>;
  /**
   * Origin (and optional path prefix) every API call goes to: an absolute http(s) URL without credentials, query or
   * fragment; '' (the default) means the page's own origin. Anything else throws a TypeError.
   */
  apiBase?: string;
  /**
   * Trust the API base on another origin with the site's crumb (CSRF token) and credentials (default false): the
   * crumb then goes in the `X-CSRF-Token` header (never in its URLs) and cookies go with data-layer requests.
   * Untrusted, another origin gets neither. The page's own origin is always trusted.
   */
  trustApiBase?: boolean;
  /**
   * Origins, besides the providers' own https origins, that elements may load scripts from (`google-maps-url`,
   * `captcha-script-url`); an attribute naming any other origin is refused with a warning.
   */
  scriptOrigins?: readonly string[];
  /**
   * Do not treat a Global Privacy Control signal as a refusal, for a site that honours the signal elsewhere. Only the
   * host page's code can say so: no element attribute turns the signal off.
   */
  ignoreGlobalPrivacyControl?: boolean;
}

let _context: SiteContext | undefined;
let _apiBase = '';
let _apiOrigin: string | undefined;
let _trustApiBase = false;
let _ignoreGpc = false;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one element the site context is read from: any other element with its id (DOM clobbering) is ignored. */
export const SITE_CONTEXT_SELECTOR = 'script#sqs-site-context[type="application/json"]';

let _malformed = false;

/** Returns the context embedded in the page and whether a context script was there but not a JSON object. */
function parseSiteContext(doc: Pick<Document, 'querySelector'>): { context: SiteContext; malformed: boolean } {
  const text = doc.querySelector(SITE_CONTEXT_SELECTOR)?.textContent;
  if (!text?.trim()) return { context: {}, malformed: false };
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return { context: value as SiteContext, malformed: false };
  } catch {
    // reported below
  }
  console.warn(messages.malformedSiteContext);
  return { context: {}, malformed: true };
}

/** Returns the context embedded in the page, or `{}` (with one warning) when it is missing a JSON object. */
export function readSiteContext(doc: Pick<Document, 'querySelector'> = document): SiteContext {
  return parseSiteContext(doc).context;
}

/** Returns the site context, reading it from the page the first time. */
export function getSiteContext(): SiteContext {
  if (!_context) ({ context: _context, malformed: _malformed } = parseSiteContext(document));
  return _context;
}

/**
 * Returns true when the page has a site context script that is not a JSON object: the site's cookie policy cannot be
 * known, so consent treats it as restrictive (consent.ts).
 */
export function siteContextMalformed(): boolean {
  getSiteContext();
  return _malformed;
}

/**
 * Merges `options.context` over the site context and sets the API base (and whether it is trusted) and the allowed
 * script origins; throws a TypeError for an API base that is not an absolute http(s) URL.
 */
export function configure({
  context,
  apiBase,
  trustApiBase,
  scriptOrigins,
  ignoreGlobalPrivacyControl,
}: RuntimeOptions = {}): void {
  if (apiBase !== undefined) {
    const base = withoutTrailingSlashes(apiBase);
    _apiOrigin = base ? baseOrigin(base) : undefined;
    _apiBase = base;
  }
  if (trustApiBase !== undefined) _trustApiBase = trustApiBase;
  if (context) _context = { ...getSiteContext(), ...context };
  if (scriptOrigins !== undefined) setScriptOrigins(scriptOrigins);
  if (ignoreGlobalPrivacyControl !== undefined) _ignoreGpc = ignoreGlobalPrivacyControl;
}

/** Returns true when the host page configured the runtime to ignore Global Privacy Control. */
export function gpcIgnoredByConfiguration(): boolean {
  return _ignoreGpc;
}

/** Forgets the context (it is read from the page again), the API base and the allowed script origins. */
export function resetConfiguration(): void {
  _context = undefined;
  _malformed = false;
  _apiBase = '';
  _apiOrigin = undefined;
  _trustApiBase = false;
  _ignoreGpc = false;
  setScriptOrigins([]);
}

/** Returns `text` without trailing slashes, in one pass (a regex would backtrack on a long run of slashes). */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}

/** Returns the origin of API base `base`; throws a TypeError unless it is an absolute http(s) URL, nothing more. */
function baseOrigin(base: string): string {
  let url: URL | undefined;
  try {
    url = new URL(base);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new TypeError(`sqs-elements: apiBase must be an absolute http(s) URL, not "${base}".`);
  return url.origin;
}

const pageOrigin = () => location.origin;

/** Returns the origin of `url` (resolved against the page), or undefined when it does not parse. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return undefined;
  }
}

/** Returns whether `url` is on the page's own origin. */
export function isPageOrigin(url: string): boolean {
  return originOf(url) === pageOrigin();
}

/** Returns whether `url` is on the page's origin or the configured API base's (where API calls may go). */
export function isApiOrigin(url: string): boolean {
  const origin = originOf(url);
  return origin !== undefined && (origin === pageOrigin() || origin === _apiOrigin);
}

/**
 * Returns whether `url` may receive the site's crumb and credentials: the page's own origin, or the API base's when
 * the host configured `trustApiBase`.
 */
export function isTrustedOrigin(url: string): boolean {
  const origin = originOf(url);
  return origin !== undefined && (origin === pageOrigin() || (_trustApiBase && origin === _apiOrigin));
}

/**
 * Returns the `credentials` of a call to `url` (spec 000 §6: cross-origin secure calls send credentials): `include`
 * to a trusted origin (`isTrustedOrigin`), else `same-origin`, so an API base the host did not trust gets no cookies.
 */
export const credentialsFor = (url: string): RequestCredentials => (isTrustedOrigin(url) ? 'include' : 'same-origin');

/**
 * Returns the URL of API path `path` under the API base. `path` must start with a single `/` (so no
 * protocol-relative `//host`, `/\host`, `@host` or `.host` suffix can move the call to another host); an absolute
 * URL is returned as it is when its origin is the page's or the API base's. Anything else throws a TypeError, since
 * the call would carry the site's data elsewhere.
 */
export function apiUrl(path: string): string {
  if (/^[a-z][\w+.-]*:/i.test(path)) {
    if (isApiOrigin(path)) return path;
    throw new TypeError(`sqs-elements: refusing API url "${path}" on another origin.`);
  }
  const url = _apiBase + path;
  if (!/^\/(?![/\\])/.test(path) || originOf(url) !== (_apiOrigin ?? pageOrigin()))
    throw new TypeError(`sqs-elements: API path "${path}" must start with a single "/".`);
  return url;
}
