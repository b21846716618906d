import { useCallback, useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { syncCart, type ShoppingCart } from '../../runtime/cart.js';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import type { TrackDetail } from '../../runtime/integrations.js';
import { fromMinorUnits } from '../../runtime/money.js';
import { displayPrice, type ItemId, type ProductData, type ProductVariant } from '../../runtime/products.js';
import { emit } from '../shared/emit.js';

/** The commerce API's cart-entry path. */
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';
/** The quantity's bounds (the API takes 1–999 per entry). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** Returns `value` as a whole quantity from 1 to 999 (anything not a number is 1). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

/** The message of a failed add: not enough stock (409), no connection, or try again. */
export type AddError = 'product.not-enough-stock' | 'cart.check-connection' | 'cart.try-again';

/** Returns the message for a failed add. */
function addError(error: unknown): AddError {
  if (error instanceof DataLayerError && error.status === 409) return 'product.not-enough-stock';
  if (error instanceof DataLayerError && error.kind === 'connection') return 'cart.check-connection';
  return 'cart.try-again';
}

/** Tells the advertising pixel (runtime/integrations.ts listens for `sqs-track`) that the visitor added to the cart. */
export function trackAddToCart(detail: {
  variantId: ItemId;
  sku: string;
  quantity: number;
  value: number;
  currency: string;
}): void {
  const track: TrackDetail = {
    event: 'add-to-cart',
    data: {
      content_ids: [detail.sku || String(detail.variantId)],
      content_type: 'product',
      contents: [{ id: detail.sku || String(detail.variantId), quantity: detail.quantity }],
      value: detail.value,
      currency: detail.currency,
    },
  };
  document.dispatchEvent(new CustomEvent('sqs-track', { detail: track }));
}

/** What is being added: the product, the variant chosen (with its id, '' for none), its currency and locale. */
export interface AddTarget {
  data: ProductData | undefined;
  variant: ProductVariant | undefined;
  variantId: ItemId;
  currency: string;
  locale: string;
}

/** What `useAddToCart` returns. */
export interface AddToCart {
  state: 'ready' | 'adding' | 'added' | 'error';
  /** The message of the last failure, when `state` is 'error'. */
  error: AddError | undefined;
  quantityProps: {
    id: string;
    type: 'number';
    min: number;
    max: number;
    step: number;
    inputMode: 'numeric';
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onBlur(event: FocusEvent<HTMLInputElement>): void;
  };
  /** Adds the quantity of the variant (nothing without one, or while an add is on its way). */
  add(): void;
}

/**
 * Holds the quantity and the add's state, and adds the chosen variant: `POST /api/commerce/cart/entries` through the
 * runtime's crumbed `request`, then syncs the cart store (in `currency` and `locale`), emits `sqs-add-to-cart` on
 * `host` and tracks it. A new variant clears the last add's status.
 */
export function useAddToCart(host: HTMLElement, target: AddTarget): AddToCart {
  const { data, variant, variantId, currency, locale } = target;
  const quantityId = `${useId()}-quantity`;
  const [quantity, setQuantity] = useState(String(MIN_QUANTITY));
  const [status, setStatus] = useState<{ state: AddToCart['state']; error?: AddError }>({ state: 'ready' });
  const [shownFor, setShownFor] = useState(variant);
  if (shownFor !== variant) {
    setShownFor(variant);
    setStatus({ state: 'ready' });
  }
  const add = useCallback(() => {
    if (!data || !variant || variantId === '' || status.state === 'adding') return;
    const count = clampQuantity(Number(quantity));
    setQuantity(String(count));
    setStatus({ state: 'adding' });
    request<Partial<ShoppingCart>>('POST', CART_ENTRIES_PATH, { json: { variantId, quantity: count } }).then(
      (cart) => {
        syncCart(cart, { currencyCode: currency, locale });
        setStatus({ state: 'added' });
        emit(host, 'sqs-add-to-cart', { productId: data.id, variantId, quantity: count });
        const value = fromMinorUnits(displayPrice(variant).cents * count, currency);
        trackAddToCart({ variantId, sku: variant.sku, quantity: count, value, currency });
      },
      (error: unknown) => setStatus({ state: 'error', error: addError(error) }),
    );
  }, [currency, data, host, locale, quantity, status.state, variant, variantId]);
  return {
    state: status.state,
    error: status.state === 'error' ? status.error : undefined,
    quantityProps: {
      id: quantityId,
      type: 'number',
      min: MIN_QUANTITY,
      max: MAX_QUANTITY,
      step: 1,
      inputMode: 'numeric',
      value: quantity,
      onChange: (event) => setQuantity(event.target.value),
      // The field's own value: a blur right after typing may come before the render that stored it.
      onBlur: (event) => setQuantity(String(clampQuantity(Number(event.target.value)))),
    },
    add,
  };
}
