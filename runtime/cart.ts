/**
 * The cart store: holds the visitor's Shopping cart (spec 000 §3) and tells every cart indicator on the page
 * (`sqs-cart-sync` on `document`, spec 000 §4 "Cart indicator").
 */
import type { CartSyncDetail } from './document-events.js';
import { formatMoney, fromMinorUnits, type Money } from './money.js';

/** The Shopping-cart entity as the commerce API sends it (spec 000 §3); how the server computes it is not shown. */
export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId?: string | null;
  /** Creation time, milliseconds since the epoch. */
  created: number;
  isPurchased: boolean;
  /** Line items; each has at least a quantity. */
  entries: ReadonlyArray<{ quantity?: number; [field: string]: unknown }>;
  shippingOptions?: unknown[];
  selectedShippingOption?: unknown;
  shippingLocation?: unknown;
  applicableTaxRules?: unknown[];
  coupons?: unknown[];
  validCoupons?: unknown[];
  invalidCoupons?: unknown[];
  subtotalCents: number;
  /** The subtotal with its currency; when absent, `subtotalCents` in the store currency is used. */
  subtotalAmount?: Money | null;
  taxCents?: number;
  shippingCostCents?: number;
  discountCents?: number;
  grandTotalCents?: number;
  totalQuantity: number;
  hasDigital?: boolean;
  purelyDigital?: boolean;
  requiresShipping?: boolean;
}

export type { CartSyncDetail } from './document-events.js';

/** Options of a sync. */
export interface CartSyncOptions {
  /** The store currency used when the cart does not carry one (USD by default). */
  currencyCode?: string;
  /** The locale the subtotal is formatted in (the document's language by default). */
  locale?: string;
}

/** A cart store: the current cart and its listeners. */
export interface CartStore {
  /** Returns the cart last synced, or null. */
  get(): Partial<ShoppingCart> | null;
  /** Replaces the cart, notifies listeners and dispatches `sqs-cart-sync`; returns the indicator state sent. */
  sync(cart: Partial<ShoppingCart> | null, options?: CartSyncOptions): CartSyncDetail;
  /** Calls `listener` after every sync; returns the unsubscribe. */
  subscribe(listener: (cart: Partial<ShoppingCart> | null, detail: CartSyncDetail) => void): () => void;
}

/** Returns the quantity: `totalQuantity` when it is a whole number ≥ 0, else the sum of the entries' quantities. */
function quantityOf(cart: Partial<ShoppingCart> | null): number {
  if (!cart) return 0;
  const total = cart.totalQuantity;
  if (typeof total === 'number' && Number.isInteger(total) && total >= 0) return total;
  const counted = (quantity = 0) => (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);
  return (cart.entries ?? []).reduce((n, entry) => n + counted(entry.quantity), 0);
}

/** Returns the indicator state of `cart` (an empty cart counts 0 with a zero subtotal). */
export function cartIndicatorState(cart: Partial<ShoppingCart> | null, options: CartSyncOptions = {}): CartSyncDetail {
  const amount = cart?.subtotalAmount;
  const currency = amount?.currencyCode ?? options.currencyCode;
  const subtotal = amount ?? { value: fromMinorUnits(cart?.subtotalCents ?? 0, currency), currencyCode: currency };
  return { totalQuantity: quantityOf(cart), subtotalText: formatMoney(subtotal, currency, options.locale) };
}

/** Creates a cart store that dispatches `sqs-cart-sync` on `doc`. */
export function createCartStore(doc: Document = document): CartStore {
  let cart: Partial<ShoppingCart> | null = null;
  let latest: CartSyncDetail | undefined;
  const listeners = new Set<(cart: Partial<ShoppingCart> | null, detail: CartSyncDetail) => void>();
  const send = (): void =>
    void (latest && doc.dispatchEvent(new CustomEvent<CartSyncDetail>('sqs-cart-sync', { detail: latest })));
  // An indicator defined after a sync (loaded on demand) asks again when it starts listening.
  doc.addEventListener('sqs-cart-request', send);
  return {
    get: () => cart,
    sync(next, options) {
      cart = next;
      latest = cartIndicatorState(next, options);
      for (const listener of listeners) listener(cart, latest);
      send();
      return latest;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let shared: CartStore | undefined;

/** Returns the page's cart store (created on first use). */
export function cartStore(): CartStore {
  return (shared ??= createCartStore());
}

/**
 * Stores `cart` (the Shopping-cart entity from the commerce API, or null when emptied) and tells every cart indicator
 * on the page through `sqs-cart-sync`; returns the `{ totalQuantity, subtotalText }` sent.
 */
export function syncCart(
  cart: Partial<ShoppingCart> | null,
  options?: CartSyncOptions,
  store: CartStore = cartStore(),
): CartSyncDetail {
  return store.sync(cart, options);
}
