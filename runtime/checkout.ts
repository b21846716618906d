/**
 * The checkout entries (spec 000 §2 "Screens and routes"): the URLs of the checkout, subscription, donation and
 * gift-card checkouts, each value validated and encoded, and `gotoCheckout`, which goes to the checkout only when the
 * session cookie is there.
 */
import { getSiteContext } from './context.js';
import { Limits } from './enums.js';
import { getCookie, type CookieDocument } from './lib/cookies.js';

/** The English of the checkout's messages, by catalogue id (commerce.en.ts includes them). */
export const checkoutMessages = {
  // spec 000 §2: the checkout entry's alert when the session cookie is missing.
  'checkout.session-expired':
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;

/**
 * The cookie that says the visitor has a session: the crumb, which the server sets with the session and the data layer
 * sends back with every call (spec 000 §6 names no other session cookie; docs/deviations.md#names-the-spec-does-not-give).
 */
export const SESSION_COOKIE = 'crumb';

// Ids and tokens of the API: letters, digits, `-` and `_` (MongoDB-style hex ids, cart tokens), 1 to 128 characters.
const ID = /^[\w-]{1,128}$/;

/**
 * Returns `path` with `query` (every value encoded) against the site's base URL (`website.baseUrl` of the site
 * context when it is http or https), else the path as it is, root-relative.
 */
function siteUrl(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  const relative = search ? `${path}?${search}` : path;
  const base = getSiteContext().website?.baseUrl;
  try {
    if (base && /^https?:\/\//i.test(base)) return new URL(relative, base).href;
  } catch {
    // An unusable base: the root-relative path goes to the page's own site.
  }
  return relative;
}

/** Returns whether every value is an id; warns naming the first that is not. */
function ids(what: string, values: Record<string, unknown>): values is Record<string, string> {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && ID.test(value)) continue;
    console.warn(`sqs-elements: ${what} needs ${name} as letters, digits, - or _ (1 to 128); no URL.`);
    return false;
  }
  return true;
}

/** Returns the URL of the checkout entry, /commerce/goto-checkout. */
export function checkoutUrl(): string {
  return siteUrl('/commerce/goto-checkout');
}

/** Returns the URL of the subscription checkout for `cartToken`, or null (with a warning) for a malformed token. */
export function subscribeUrl(cartToken: string): string | null {
  return ids('the subscription checkout', { cartToken }) ? siteUrl('/checkout/subscribe', { cartToken }) : null;
}

/** Returns the URL of the donation checkout for `donatePageId`, or null (with a warning) for a malformed id. */
export function donateUrl(donatePageId: string): string | null {
  return ids('the donation checkout', { donatePageId }) ? siteUrl('/checkout/donate', { donatePageId }) : null;
}

/**
 * Returns the URL of the gift-card checkout of `giftCardProductId` on `websiteId`, with `sku` when given (at most 60
 * characters, any text, encoded), or null (with a warning) for a malformed id or SKU.
 */
export function giftCardUrl(websiteId: string, giftCardProductId: string, sku?: string): string | null {
  if (!ids('the gift-card checkout', { websiteId, giftCardProductId })) return null;
  if (sku === undefined || sku === '') return siteUrl('/checkout/giftcard', { websiteId, giftCardProductId });
  if (typeof sku !== 'string' || sku.length > Limits.skuLength) {
    console.warn(`sqs-elements: the gift-card checkout needs a sku of at most ${Limits.skuLength} characters; no URL.`);
    return null;
  }
  return siteUrl('/checkout/giftcard', { websiteId, giftCardProductId, sku });
}

/** What `gotoCheckout` uses; each has the page's own by default. */
export interface CheckoutEnv {
  /** Where the session cookie is read (`document`). */
  cookies?: CookieDocument;
  /** Goes to a URL (`location.assign`). */
  navigate?: (url: string) => void;
  /** Shows the alert (`window.alert`). */
  alert?: (message: string) => void;
}

/**
 * Goes to the checkout entry when the session cookie is set and returns true; without it shows the alert of spec 000
 * §2 ('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.') with
 * `window.alert` — the spec's "an alert", which holds the visitor on the page until read — and returns false.
 */
export function gotoCheckout(env: CheckoutEnv = {}): boolean {
  if (!getCookie(SESSION_COOKIE, env.cookies ?? document)) {
    (env.alert ?? ((message) => window.alert(message)))(checkoutMessages['checkout.session-expired']);
    return false;
  }
  (env.navigate ?? ((url) => location.assign(url)))(checkoutUrl());
  return true;
}
