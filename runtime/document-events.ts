/**
 * The events the runtime dispatches on `document` (and the ones it listens for there), with their details: declared
 * once, for the runtime's own modules, for the elements that follow them and for a host page's TypeScript
 * (`document.addEventListener('sqs-cart-sync', (e) => e.detail.totalQuantity)`).
 */

/** What the cart indicator needs (spec 000 §3 "Cart indicator state"), the detail of `sqs-cart-sync`. */
export interface CartSyncDetail {
  /** Items in the cart, a whole number ≥ 0. */
  totalQuantity: number;
  /** The subtotal, formatted in the cart's currency. */
  subtotalText: string;
}

/** Detail of `sqs-consent-change` (dispatched on `document`). */
export interface ConsentChangeDetail {
  /** The visitor's new choice. */
  accepted: boolean;
}

/**
 * The detail of `sqs-login-prompt`: the URL that answered `loginRequired`, and `respondWith`, which a prompt calls
 * (the first call counts) with the outcome of signing in: resolving (with headers the retry adds, e.g. the new
 * X-SiteUser-XSRF-Token) retries the request once, rejecting rejects it with the `login-required` error.
 */
export interface LoginPromptDetail {
  url: string;
  respondWith(outcome: Promise<Record<string, string> | void>): void;
}

/** Detail of `sqs-system-error`: the URL (without its crumb) that answered `authorizationFail`, and the error's text. */
export interface SystemErrorDetail {
  url: string;
  message: string;
}

/** The commerce and form events the pixel hears (spec 000 §7: add-to-cart, search, subscribe, view product, create account). */
export type TrackEventName = 'add-to-cart' | 'search' | 'subscribe' | 'view-product' | 'create-account';

/** Detail of `sqs-track`, which commerce blocks and host code dispatch on `document`. */
export interface TrackDetail {
  /** What the visitor did. */
  event: TrackEventName;
  /** What the pixel receives with it (e.g. `{ content_ids, value, currency }` or `{ search_string }`). */
  data?: Record<string, unknown>;
}

/** Every event on `document` that the runtime dispatches or answers, by name, with its detail. */
export interface SqsDocumentEvents {
  /** The cart changed (runtime/cart.ts); every `<sqs-cart-indicator>` follows it. */
  'sqs-cart-sync': CartSyncDetail;
  /** A cart indicator started listening; the cart store answers with its latest `sqs-cart-sync`. */
  'sqs-cart-request': Record<string, never>;
  /** The visitor accepted or declined cookies (runtime/consent.ts). */
  'sqs-consent-change': ConsentChangeDetail;
  /** A request needs the visitor signed in (runtime/data-layer.ts); start-up answers with the login prompt. */
  'sqs-login-prompt': LoginPromptDetail;
  /** The server refused a request as unauthorized (runtime/data-layer.ts); `<sqs-system-error>` shows it. */
  'sqs-system-error': SystemErrorDetail;
  /** A visitor's action for the advertising pixel (runtime/integrations.ts listens). */
  'sqs-track': TrackDetail;
}

type SqsDocumentEventMap = { [K in keyof SqsDocumentEvents]: CustomEvent<SqsDocumentEvents[K]> };

declare global {
  interface DocumentEventMap extends SqsDocumentEventMap {}
}
