/** The cookie banner's settings as the site's API sends them (spec 000 §3), shared by the context and consent. */

/** Banner colour theme. */
export type CookieBannerTheme = 'LIGHT' | 'DARK';
/** Banner shape. */
export type CookieBannerVariant = 'BAR' | 'POPUP';
/** How the accept control looks. */
export type CookieBannerCtaVariant = 'TEXT' | 'BUTTON' | 'ICON';
/** Accept only, or accept and decline. */
export type CookieBannerAcceptType = 'OPT_IN' | 'OPT_IN_AND_OUT';
/** Where a bar sits. */
export type CookieBannerBarPosition = 'TOP' | 'BOTTOM';
/** Where a popup sits. */
export type CookieBannerPopupPosition = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';

/** Cookie banner settings as the API sends them (spec 000 §3). */
export interface CookieBannerApiSettings {
  /** Banner text (HTML). */
  cookieBannerText: string;
  /** Accept button text. */
  cookieBannerCtaText: string;
  /** Decline button text. */
  cookieBannerOptOutCtaText: string;
  /** Where the banner sits: TOP/BOTTOM for a bar, a corner for a popup. */
  cookieBannerPosition: CookieBannerBarPosition | CookieBannerPopupPosition;
  /** Colour theme. */
  cookieBannerTheme: CookieBannerTheme;
  /** Bar or popup. */
  cookieBannerVariant: CookieBannerVariant;
  /** How the accept control looks. */
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  /** Accept only, or accept and decline. */
  cookieBannerAcceptType: CookieBannerAcceptType;
  /** Whether the banner shows. */
  isCookieBannerEnabled: boolean;
  /** Whether visitor activity is logged. */
  isActivityLogEnabled: boolean;
  /** The restrictive cookie policy: no tracking cookie without consent. */
  isAnalyticsCookiesDisabled: boolean;
  /** Whether the restrictive policy is absolute. */
  isRestrictiveCookiePolicyAbsolute: boolean;
}

/** The editor form: the two API flags are named after what they mean to the site owner. */
export type CookieBannerEditorSettings = Omit<
  CookieBannerApiSettings,
  'isActivityLogEnabled' | 'isAnalyticsCookiesDisabled'
> & {
  /** Equals isAnalyticsCookiesDisabled. */
  isRestrictiveCookiePolicyEnabled: boolean;
  /** The inverse of isActivityLogEnabled. */
  isVisitorDataRestricted: boolean;
};
