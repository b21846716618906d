import { boolean, json } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { CookieBannerApiSettings } from '../../runtime/consent.js';

/** True for a settings object (or null): the `settings` attribute's guard. */
const isSettings = (value: unknown): value is Partial<CookieBannerApiSettings> | null =>
  value === null || (typeof value === 'object' && !Array.isArray(value));

/** The attributes of `<sqs-cookie-banner>`. */
export const cookieBannerAttributes = {
  /** Cookie banner settings in their API form (`cookieBannerText`, `cookieBannerVariant` …); absent: the site context's. */
  settings: json<Partial<CookieBannerApiSettings> | null>(null, isSettings),
  /** Shows the banner whatever the settings and stored choice say (set by `force()`, cleared by `unforce()` or a choice). */
  forced: boolean(),
};

/**
 * The cookie banner (spec 000 §3 "Cookie banner settings", §4 "Cookie banner", §5 "Cookie banner fallbacks", §9).
 * Its settings are the site context's `websiteSettings.cookieBannerSettings` (the object the runtime's consent
 * module reads for the restrictive policy), or the `settings` attribute (JSON) or property when given; each is
 * normalised with every fallback of spec 000 §5. It shows while enabled and the visitor has made no choice under
 * banner version 2, or while forced. Accept and decline are stored through the runtime (`ss_cookieAllowed`, 30 days;
 * decline clears the tracking cookies under the restrictive policy), remove the banner and emit `sqs-consent`.
 * Escape hides the popup variant for the page without storing a choice (spec 000 §2: it is a closable target, so an
 * overlay opened above it closes first); it shows again on the next page, or when forced again.
 * A visitor whose browser sends Global Privacy Control (`navigator.globalPrivacyControl === true`) and has made no
 * choice is treated as having declined until they accept (the runtime's consent rule; only the host page's code can
 * turn the signal off, with `configure({ ignoreGlobalPrivacyControl: true })`).
 *
 * @summary The cookie consent bar or popup, storing the visitor's choice through the runtime.
 * @tag sqs-cookie-banner
 *
 * @csspart base - The banner region (`data-variant` BAR|POPUP, `data-theme` LIGHT|DARK, `data-position`, `data-cta` TEXT|BUTTON|ICON).
 * @csspart text - The banner text.
 * @csspart actions - The wrapper of the controls.
 * @csspart accept - The accept control.
 * @csspart decline - The decline control (OPT_IN_AND_OUT only).
 * @csspart icon - The icon of an ICON accept control.
 *
 * @cssproperty --sqs-cookie-banner-z-index - The stacking level (default 30001: one above the managed UI base of spec 000 §9).
 * @cssproperty --sqs-cookie-banner-offset - The distance of a popup from the window's edges.
 * @cssproperty --sqs-cookie-banner-popup-width - The width of a popup.
 * @cssproperty --sqs-cookie-banner-padding - The space inside the banner.
 * @cssproperty --sqs-cookie-banner-gap - The space between text and controls.
 */
export interface SqsCookieBannerElement extends SqsElement, AttributeValues<typeof cookieBannerAttributes> {
  /** Shows the banner whatever its settings and the stored choice say. */
  force(): void;
  /** Replaces the banner's settings (API form); they are normalised with every fallback. */
  updateSettings(settings: Partial<CookieBannerApiSettings>): void;
  /** Stops forcing the banner and mounts it afresh with `settings` (or the current ones). */
  unforce(settings?: Partial<CookieBannerApiSettings>): void;
}

/** The events `<sqs-cookie-banner>` dispatches, by name, with their detail. */
export interface SqsCookieBannerEvents {
  /** The visitor accepted or declined; the choice is stored and the banner removed. */
  'sqs-consent': { accepted: boolean };
}

/** The contract of `<sqs-cookie-banner>`. */
export const cookieBannerElement = defineContract('sqs-cookie-banner', cookieBannerAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-cookie-banner': SqsCookieBannerElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsCookieBannerEvents {}
}
