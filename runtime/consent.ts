/**
 * Cookie consent (spec 000 §3 "Cookie banner settings", §4 "Cookie banner", §5 "Cookie banner fallbacks", §9
 * "Cookies and consent"). The visitor's choice is the cookie `ss_cookieAllowed` = `<banner version>|<1 accepted, 0
 * declined>` for 30 days; a choice made under another banner version counts as no choice (the banner asks again).
 * When the restrictive cookie policy is on (isAnalyticsCookiesDisabled, or a page without a site context) and the
 * visitor has not accepted, the tracking cookies are cleared and none is set, and census records no page view.
 * Global Privacy Control: a browser that sends `navigator.globalPrivacyControl === true` counts as a refusal until the
 * visitor accepts, under any policy (`ignoreGlobalPrivacyControl()` turns this off for sites that handle the signal
 * elsewhere; docs/deviations.md#global-privacy-control).
 */
import { deleteCookie, getCookie, setCookie, type CookieDocument } from './lib/cookies.js';
import { getSiteContext, gpcIgnoredByConfiguration, siteContextUnknown } from './context.js';
import type { CookieBannerApiSettings, CookieBannerEditorSettings } from './cookie-banner-settings.js';
import type { ConsentChangeDetail } from './document-events.js';
import { messages } from './messages.js';

export type { ConsentChangeDetail } from './document-events.js';

export type {
  CookieBannerAcceptType,
  CookieBannerApiSettings,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerEditorSettings,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from './cookie-banner-settings.js';

/** The consent cookie. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';
/** The banner version a stored choice must carry to count (spec 000 §9). */
export const CONSENT_BANNER_VERSION = 2;
/** Consent cookie lifetime: 30 days. */
export const CONSENT_MAX_AGE = 30 * 24 * 60 * 60;
/**
 * The tracking cookies cleared under the restrictive policy without consent: the five spec 000 §9 names and the
 * session-id cookie of storage.ts. A module that adds a tracking cookie adds its name here.
 */
export const TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'ss_sid'];

/** Returns the visitor's choice under the current banner version, or undefined when there is none. */
export function getConsent(doc: CookieDocument = document): boolean | undefined {
  const [version, accepted] = (getCookie(CONSENT_COOKIE, doc) ?? '').split('|');
  if (Number(version) !== CONSENT_BANNER_VERSION || (accepted !== '1' && accepted !== '0')) return undefined;
  return accepted === '1';
}

/**
 * Returns whether the site's restrictive cookie policy is on (isRestrictiveCookiePolicyEnabled).
 *
 * Spec 000 §3 only lists the flag and §9 acts "when the restrictive cookie policy is on"; neither says what a page
 * without a context means. Such a page — no context script, an empty one, and nothing from `configure({ context })`
 * — counts as the policy **on**: nothing says the site allows tracking, so nothing non-essential is set or sent until
 * the visitor accepts. A context that is there but has no banner settings is a site that never turned the policy on:
 * the flag counts only when it is `true`. A context script that is there but is not a JSON object counts as on too —
 * the site did say something and the policy may be in it — until the host configures the settings in code
 * (`configure({ context })` with `isAnalyticsCookiesDisabled`).
 */
export function restrictiveCookiePolicy(): boolean {
  const flag = getSiteContext().websiteSettings?.cookieBannerSettings?.isAnalyticsCookiesDisabled;
  return flag === true || (flag === undefined && siteContextUnknown());
}

let gpcIgnored = false;

/** Stops (or, with false, resumes) treating the Global Privacy Control signal as a refusal. */
export function ignoreGlobalPrivacyControl(ignore = true): void {
  gpcIgnored = ignore;
}

/** Returns whether the browser sends Global Privacy Control and the runtime honours it. */
export function globalPrivacyControl(nav: Navigator = navigator): boolean {
  return (
    !gpcIgnored &&
    !gpcIgnoredByConfiguration() &&
    (nav as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
  );
}

/**
 * Returns whether tracking (cookies and page views) is allowed: always after the visitor accepted; otherwise only
 * when neither the restrictive policy nor Global Privacy Control says no.
 */
export function trackingAllowed(doc: CookieDocument = document): boolean {
  // The cookie last: reading document.cookie is a synchronous round trip to the browser's cookie store.
  return (!restrictiveCookiePolicy() && !globalPrivacyControl()) || getConsent(doc) === true;
}

/** Clears the tracking cookies when tracking is not allowed; returns whether it is allowed. */
export function enforceConsent(doc: CookieDocument = document): boolean {
  const allowed = trackingAllowed(doc);
  if (!allowed)
    for (const name of TRACKING_COOKIES) if (getCookie(name, doc) !== undefined) deleteCookie(name, '/', doc);
  return allowed;
}

/** Stores the visitor's choice for 30 days, applies it to the tracking cookies and dispatches `sqs-consent-change`. */
export function setConsent(accepted: boolean, doc: CookieDocument = document): void {
  setCookie(CONSENT_COOKIE, `${CONSENT_BANNER_VERSION}|${accepted ? 1 : 0}`, { maxAgeSeconds: CONSENT_MAX_AGE }, doc);
  enforceConsent(doc);
  document.dispatchEvent(new CustomEvent<ConsentChangeDetail>('sqs-consent-change', { detail: { accepted } }));
}

/** Calls `listener` with each new choice; returns the function that stops it. */
export function onConsentChange(listener: (accepted: boolean) => void): () => void {
  const handler = (event: CustomEvent<ConsentChangeDetail>) => listener(event.detail.accepted);
  document.addEventListener('sqs-consent-change', handler);
  return () => document.removeEventListener('sqs-consent-change', handler);
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
// spec 000 §5: "only an empty paragraph" counts as empty (whitespace and line breaks inside it included).
const EMPTY_PARAGRAPH = /^\s*(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>\s*)*$/i;

/** Returns complete banner settings from any input, applying every fallback of spec 000 §5 (pure). */
export function normalizeCookieBannerSettings(raw: unknown): CookieBannerApiSettings {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const variant = oneOf(s.cookieBannerVariant, ['BAR', 'POPUP'], 'BAR');
  const position = String(s.cookieBannerPosition ?? '');
  const bannerText =
    typeof s.cookieBannerText === 'string' && !EMPTY_PARAGRAPH.test(s.cookieBannerText)
      ? s.cookieBannerText
      : messages.cookieBannerText;
  return {
    cookieBannerText: bannerText,
    cookieBannerCtaText: text(s.cookieBannerCtaText, messages.cookieBannerCtaText),
    cookieBannerOptOutCtaText: text(s.cookieBannerOptOutCtaText, messages.cookieBannerOptOutCtaText),
    cookieBannerPosition:
      variant === 'BAR'
        ? /^TOP(_LEFT|_RIGHT)?$/.test(position)
          ? 'TOP'
          : 'BOTTOM'
        : position === 'TOP'
          ? 'TOP_LEFT'
          : oneOf(position, ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'], 'BOTTOM_LEFT'),
    cookieBannerTheme: oneOf(s.cookieBannerTheme, ['LIGHT', 'DARK'], 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerCtaVariant: oneOf(s.cookieBannerCtaVariant, ['TEXT', 'BUTTON', 'ICON'], 'ICON'),
    cookieBannerAcceptType: oneOf(s.cookieBannerAcceptType, ['OPT_IN', 'OPT_IN_AND_OUT'], 'OPT_IN'),
    isCookieBannerEnabled: s.isCookieBannerEnabled === true,
    isActivityLogEnabled: s.isActivityLogEnabled === true,
    isAnalyticsCookiesDisabled: s.isAnalyticsCookiesDisabled === true,
    isRestrictiveCookiePolicyAbsolute: s.isRestrictiveCookiePolicyAbsolute === true,
  };
}

/** Returns the editor form of API settings. */
export function toEditorSettings(api: CookieBannerApiSettings): CookieBannerEditorSettings {
  const { isActivityLogEnabled, isAnalyticsCookiesDisabled, ...rest } = api;
  return {
    ...rest,
    isRestrictiveCookiePolicyEnabled: isAnalyticsCookiesDisabled,
    isVisitorDataRestricted: !isActivityLogEnabled,
  };
}

/** Returns the API form of editor settings. */
export function toApiSettings(editor: CookieBannerEditorSettings): CookieBannerApiSettings {
  const { isRestrictiveCookiePolicyEnabled, isVisitorDataRestricted, ...rest } = editor;
  return {
    ...rest,
    isAnalyticsCookiesDisabled: isRestrictiveCookiePolicyEnabled,
    isActivityLogEnabled: !isVisitorDataRestricted,
  };
}
