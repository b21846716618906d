/**
 * The site context (spec 000 §3 "Site context"): read once from `<script type="application/json"
 * id="sqs-site-context">`, or set by `configure`, together with the API base the runtime sends its calls to.
 */
import { PermissionRole, type CollectionTypeId, type WebsiteType } from './enums.js';
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
  /** Mobile information bar settings (`<sqs-mobile-info-bar>`). */
  mobileInfoBarSettings?: MobileInfoBarSettings;
  /** Popup overlay settings (style, version, showUntilSignup, displayFrequency, enableMobile). */
  popupOverlaySettings?: Record<string, unknown>;
  /** Pinterest overlay options. */
  pinterestOverlayOptions?: { mode?: string };
  /** Cookie banner settings in their API form (spec 000 §3). */
  cookieBannerSettings?: Partial<CookieBannerApiSettings>;
  /** Escape-key login: an anonymous visitor's Escape goes to the config page too (spec 000 §2; owner.ts). */
  escapeKeyLogin?: boolean;
  /** false when the site's plan has no lightbox: galleries asking for one warn and open none (spec 001 §8). */
  lightboxEnabled?: boolean;
  /** The store's settings: `selectedCurrency` is the code amounts are in (`<sqs-donation>` shows its amounts in it). */
  storeSettings?: { selectedCurrency?: string };
}

/**
 * What the mobile information bar shows at 1024 px wide or less (spec 000 §3 names the object, not its fields: these
 * are the site's contact details, each shown only when its switch is on).
 */
export interface MobileInfoBarSettings {
  /** Show the contact email. */
  isContactEmailEnabled?: boolean;
  /** Show the contact phone number. */
  isContactPhoneNumberEnabled?: boolean;
  /** Show the location. */
  isLocationEnabled?: boolean;
  /** Show the business hours. */
  isBusinessHoursEnabled?: boolean;
  /** The contact email (a `mailto:` link). */
  contactEmail?: string;
  /** The contact phone number (a `tel:` link). */
  contactPhoneNumber?: string;
  /** The address, one line (a link to a map search). */
  location?: string;
  /** The business hours, one line of plain text. */
  businessHours?: string;
}

/** The website record. */
export interface Website {
  /** Public base URL of the site. */
  baseUrl?: string;
  /** Developer mode on: a signed-in owner is not sent to the config page (spec 000 §2). */
  developerMode?: boolean;
  /** Cloneable mode on: a signed-in owner is not sent to the config page (spec 000 §2). */
  cloneable?: boolean;
  /**
   * The site's admin host, where `/config/` is (spec 000 §2 "on the site's admin subdomain"), e.g.
   * `https://harbor-bakery.example.com`: only its origin is used; the page's own origin when absent.
   */
  adminUrl?: string;
  /** Web-font kit id. */
  typekitId?: string;
  /**
   * The site's IANA time zone (`America/New_York`; spec 001 §3 names `timeZone` among the analytics context fields):
   * `<sqs-events>` shows dates and times in it.
   */
  timeZone?: string;
  /** The site's type (`WebsiteType` in enums.ts; spec 000 §9): analytics events carry it (`website_type`). */
  websiteType?: WebsiteType;
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
  /** Type of that collection (an id within `IdRange.collectionType`): analytics events carry it. */
  collectionType?: CollectionTypeId;
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
  /**
   * The platform version the site's template is on (`PlatformVersion` in enums.ts: 7, 7.1 or 8; the platform writes
   * it as a string, `"7.1"`): analytics events carry it as `platform`.
   */
  templateVersion?: string | number;
  /** Website id. */
  websiteId?: string;
  /** Website locale, e.g. `en-US`. */
  locale?: string;
  /** Member account id of a signed-in site member. */
  memberAccountId?: string;
  /** Locale of that member. */
  memberLocale?: string;
  /**
   * Google font families in use, each in the fonts API's form (`Roboto:wght@400;700`): the web-font stylesheet of
   * integrations.ts asks for them.
   */
  googleFonts?: unknown;
  /** The advertising pixel's id (digits; the field's name is not shown by the spec): integrations.ts sends it events. */
  pixelId?: string;
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
   * Origin (and optional path prefix) of the external events service analytics events go to (spec 001 §7 keeps it
   * apart from the site API): an absolute http(s) URL like `apiBase`; '' (the default) means the API base. It gets
   * cookies only when it is the page's origin or the trusted API base's.
   */
  eventsBase?: string;
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
  /** Turns third-party integrations off, or session replay on (integrations.ts; code only, never markup). */
  integrations?: IntegrationOptions;
  /**
   * Origins, besides the page's own, a form may send the visitor to after success (`https://shop.example.com`, exact
   * match): a form definition's `redirectOrigin` counts only when listed here, since definitions come from markup.
   */
  redirectOrigins?: readonly string[];
}

/** The integrations of integrations.ts that load a script or a stylesheet. */
export type IntegrationScript = 'pixel' | 'comments' | 'typekit' | 'googleFonts' | 'sessionReplay';
/** The provider scripts elements load (useProviderScript.ts): the reservation providers and the social widgets. */
export type ProviderScriptName = 'opentable' | 'resy' | 'socialWidgets';

/** A host's say over the third-party integrations (integrations.ts). */
export interface IntegrationOptions {
  /** false: no pixel script and no `track` calls. */
  pixel?: boolean;
  /** false: no comment-count script. */
  comments?: boolean;
  /** false: no web-font stylesheet. */
  fonts?: boolean;
  /**
   * Session replay (toggle `fullstory-enabled` and the sampled experiment decide): false never, true also on a page
   * whose context names no other integration.
   */
  sessionReplay?: boolean;
  /**
   * Stand-in addresses of the providers' scripts and stylesheets, for a page without network (a demo, a test): a
   * script's must be on an allowed script origin (`scriptOrigins`). Besides the integrations', the elements' provider
   * scripts: the reservation providers' (`opentable`, `resy`) and the follow button's social widgets (`socialWidgets`).
   */
  urls?: Partial<Record<IntegrationScript | ProviderScriptName, string>>;
}

let _context: SiteContext | undefined;
let _apiBase = '';
let _apiOrigin: string | undefined;
let _eventsBase = '';
let _trustApiBase = false;
let _ignoreGpc = false;
let _integrations: IntegrationOptions = {};
let _redirectOrigins: readonly string[] = [];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one element the site context is read from: any other element with its id (DOM clobbering) is ignored. */
export const SITE_CONTEXT_SELECTOR = 'script#sqs-site-context[type="application/json"]';

/** Where the site context came from: nowhere (no script, or an empty one), a malformed script, or the page or code. */
type ContextSource = 'none' | 'malformed' | 'given';

let _source: ContextSource = 'none';

/** Returns the context embedded in the page and where it came from. */
function parseSiteContext(doc: Pick<Document, 'querySelector'>): { context: SiteContext; source: ContextSource } {
  const text = doc.querySelector(SITE_CONTEXT_SELECTOR)?.textContent;
  if (!text?.trim()) return { context: {}, source: 'none' };
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return { context: value as SiteContext, source: 'given' };
  } catch {
    // reported below
  }
  console.warn(messages.malformedSiteContext);
  return { context: {}, source: 'malformed' };
}

/** Returns the context embedded in the page, or `{}` (with one warning) when it is missing a JSON object. */
export function readSiteContext(doc: Pick<Document, 'querySelector'> = document): SiteContext {
  return parseSiteContext(doc).context;
}

/** Returns the site context, reading it from the page the first time. */
export function getSiteContext(): SiteContext {
  if (!_context) ({ context: _context, source: _source } = parseSiteContext(document));
  return _context;
}

/**
 * Returns true when the runtime has no site context it can read: the page has no context script (or an empty one,
 * or one that is not a JSON object) and the host gave none through `configure({ context })`. The site's cookie
 * policy cannot be known then, so consent treats it as restrictive (consent.ts). A malformed script stays unknown
 * until the host says what the policy is (`isAnalyticsCookiesDisabled` in code), since the site did write one.
 */
export function siteContextUnknown(): boolean {
  getSiteContext();
  return _source !== 'given';
}

/**
 * Merges `options.context` over the site context and sets the API base (and whether it is trusted) and the allowed
 * script origins; throws a TypeError for an API base that is not an absolute http(s) URL.
 */
export function configure({
  context,
  apiBase,
  trustApiBase,
  eventsBase,
  scriptOrigins,
  ignoreGlobalPrivacyControl,
  integrations,
  redirectOrigins,
}: RuntimeOptions = {}): void {
  if (apiBase !== undefined) {
    const base = withoutTrailingSlashes(apiBase);
    _apiOrigin = base ? baseOrigin(base) : undefined;
    _apiBase = base;
  }
  if (trustApiBase !== undefined) _trustApiBase = trustApiBase;
  if (eventsBase !== undefined) {
    const base = withoutTrailingSlashes(eventsBase);
    if (base) baseOrigin(base, 'eventsBase');
    _eventsBase = base;
  }
  if (context) {
    _context = { ...getSiteContext(), ...context };
    if (_source === 'none') _source = 'given';
  }
  if (scriptOrigins !== undefined) setScriptOrigins(scriptOrigins);
  if (ignoreGlobalPrivacyControl !== undefined) _ignoreGpc = ignoreGlobalPrivacyControl;
  if (integrations) _integrations = integrations;
  if (redirectOrigins) _redirectOrigins = redirectOrigins;
}

/** Returns whether the host allowed forms to redirect to `origin` (`configure({ redirectOrigins })`). */
export const redirectOriginAllowed = (origin: string): boolean => _redirectOrigins.includes(origin);

/** Returns the host's integration options (`configure({ integrations })`). */
export const integrationOptions = (): IntegrationOptions => _integrations;

/**
 * Returns true for a signed-in account with a site role other than viewer — an owner or editor (spec 000 §6): census
 * records no page view of theirs, and the announcement bar and popup overlay stay editable for them.
 */
export function siteEditor(context: SiteContext = getSiteContext()): boolean {
  return !!context.authenticatedAccount && (context.websiteRoles ?? []).some((role) => role !== PermissionRole.viewer);
}

/**
 * Returns true for a signed-in account with the admin role (spec 000 §9: admin access enables the cross-tab broadcast
 * of editor events, editor-broadcast.ts).
 */
export function siteAdmin(context: SiteContext = getSiteContext()): boolean {
  return !!context.authenticatedAccount && (context.websiteRoles ?? []).includes(PermissionRole.admin);
}

/** Returns true when the host page configured the runtime to ignore Global Privacy Control. */
export function gpcIgnoredByConfiguration(): boolean {
  return _ignoreGpc;
}

/** Forgets the context (it is read from the page again), the API base, the allowed script origins and the integrations. */
export function resetConfiguration(): void {
  _context = undefined;
  _source = 'none';
  _apiBase = '';
  _apiOrigin = undefined;
  _eventsBase = '';
  _trustApiBase = false;
  _ignoreGpc = false;
  _integrations = {};
  _redirectOrigins = [];
  setScriptOrigins([]);
}

/** Returns `text` without trailing slashes, in one pass (a regex would backtrack on a long run of slashes). */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}

/** Returns the origin of API base `base`; throws a TypeError unless it is an absolute http(s) URL, nothing more. */
function baseOrigin(base: string, option = 'apiBase'): string {
  let url: URL | undefined;
  try {
    url = new URL(base);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new TypeError(`sqs-elements: ${option} must be an absolute http(s) URL, not "${base}".`);
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

/**
 * Returns the URL of path `path` (a single leading `/`) on the external events service: under `eventsBase` when the
 * host configured one, else under the API base (`apiUrl`).
 */
export function eventsUrl(path: string): string {
  if (!_eventsBase) return apiUrl(path);
  if (!/^\/(?![/\\])/.test(path))
    throw new TypeError(`sqs-elements: events path "${path}" must start with a single "/".`);
  return _eventsBase + path;
}
