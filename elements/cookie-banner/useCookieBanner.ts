import { useLayoutEffect, useMemo, useState } from 'react';
import {
  enforceConsent,
  getConsent,
  globalPrivacyControl,
  normalizeCookieBannerSettings,
  onConsentChange,
  setConsent,
  type CookieBannerApiSettings,
} from '../../runtime/consent.js';
import { registerClosable } from '../../runtime/closables.js';
import { getSiteContext } from '../../runtime/context.js';
import { messages } from '../../runtime/messages.js';
import { emit } from '../shared/emit.js';
import { useMessages } from '../shared/use-messages.js';
import english from './cookie-banner.en.js';

/** The element as its behaviour sees it. */
export type CookieBannerHost = HTMLElement & { forced: boolean };

/** What the visitor's consent is, as the host reflects it in `data-consent`. */
export type ConsentState = 'accepted' | 'declined' | 'gpc' | 'unset';

/** What the banner's markup needs. */
export interface CookieBannerBindings {
  /** Whether the banner is rendered at all. */
  shown: boolean;
  /** The settings after every spec 000 §5 fallback. */
  settings: CookieBannerApiSettings;
  /** Props of the labelled region. */
  regionProps: {
    'aria-label': string;
    'data-variant': string;
    'data-theme': string;
    'data-position': string;
    'data-cta': string;
  };
  /** The banner text: the owner's HTML, sanitized as inline text when it is rendered. */
  text: string;
  /** The accept control's text (its accessible name when it is an icon). */
  acceptText: string;
  /** The decline control's text; undefined when the accept type is OPT_IN (no decline control). */
  declineText: string | undefined;
  /** Stores acceptance. */
  accept(): void;
  /** Stores the refusal. */
  decline(): void;
}

/** Returns the settings the banner uses: `settings` when given, else the site context's, with every fallback. */
export function bannerSettings(settings: Partial<CookieBannerApiSettings> | null): CookieBannerApiSettings {
  return normalizeCookieBannerSettings(settings ?? getSiteContext().websiteSettings?.cookieBannerSettings);
}

/**
 * Returns the prop bags of the cookie banner and reflects its state on the host (`data-state` shown/hidden,
 * `data-consent`). The banner shows while forced, or while enabled and the visitor has made no choice under the
 * current banner version; a choice (here, or anywhere through the runtime) removes it. Accept and decline store
 * the choice through the runtime's consent module and emit `sqs-consent`. The popup variant is a closable target of
 * the page (runtime/closables.ts): Escape hides it for this page without storing a choice (a forced one until it is
 * forced again).
 */
export function useCookieBanner(
  host: CookieBannerHost,
  rawSettings: Partial<CookieBannerApiSettings> | null,
  forced: boolean,
): CookieBannerBindings {
  const t = useMessages(host, english);
  const settings = useMemo(() => bannerSettings(rawSettings), [rawSettings]);
  const [consent, setConsentState] = useState(() => getConsent());
  // The runtime's consent rule decides (only the host page's code can turn the signal off: configure({
  // ignoreGlobalPrivacyControl })), so the banner and the runtime's page view and cookies never disagree.
  const gpc = consent === undefined && globalPrivacyControl();

  useLayoutEffect(() => onConsentChange(setConsentState), []);
  useLayoutEffect(() => {
    // Clears any tracking cookie set before the signal was honoured (the runtime does so at start, too).
    if (gpc) enforceConsent();
  }, [gpc]);

  const [dismissed, setDismissed] = useState(false);
  const [wasForced, setWasForced] = useState(forced);
  if (forced !== wasForced) {
    setWasForced(forced);
    // Forced afresh (a cookie-settings link): a popup dismissed with Escape shows again.
    if (forced) setDismissed(false);
  }
  const shown = !dismissed && (forced || (settings.isCookieBannerEnabled && consent === undefined));
  const popup = settings.cookieBannerVariant === 'POPUP';
  useLayoutEffect(() => {
    if (!shown || !popup) return;
    return registerClosable(() => {
      setDismissed(true);
      if (host.forced) host.forced = false;
    });
  }, [host, shown, popup]);
  const state: ConsentState = consent === true ? 'accepted' : consent === false ? 'declined' : gpc ? 'gpc' : 'unset';
  useLayoutEffect(() => {
    host.dataset.state = shown ? 'shown' : 'hidden';
    host.dataset.consent = state;
  }, [host, shown, state]);

  const choose = (accepted: boolean): void => {
    setConsent(accepted);
    // The runtime's event has already updated `consent`; a forced banner ends with the choice too.
    setConsentState(accepted);
    if (host.forced) host.forced = false;
    emit(host, 'sqs-consent', { accepted });
  };

  // The runtime's English defaults are replaced by the catalogue's, so a localised page gets its own words.
  const own = (value: string, fallback: string, key: keyof typeof english) => (value === fallback ? t(key) : value);
  const bannerText = own(settings.cookieBannerText, messages.cookieBannerText, 'cookie-banner.text');
  return {
    shown,
    settings,
    regionProps: {
      'aria-label': t('cookie-banner.label'),
      'data-variant': settings.cookieBannerVariant,
      'data-theme': settings.cookieBannerTheme,
      'data-position': settings.cookieBannerPosition,
      'data-cta': settings.cookieBannerCtaVariant,
    },
    text: bannerText,
    acceptText: own(settings.cookieBannerCtaText, messages.cookieBannerCtaText, 'cookie-banner.accept'),
    declineText:
      settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT'
        ? own(settings.cookieBannerOptOutCtaText, messages.cookieBannerOptOutCtaText, 'cookie-banner.decline')
        : undefined,
    accept: () => choose(true),
    decline: () => choose(false),
  };
}
