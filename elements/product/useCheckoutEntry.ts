import { useCallback, useState } from 'react';
import { giftCardUrl, subscribeUrl } from '../../runtime/checkout.js';
import { getSiteContext } from '../../runtime/context.js';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import { ProductType } from '../../runtime/enums.js';
import type { ItemId, ProductData, ProductVariant } from '../../runtime/products.js';
import { emit } from '../shared/emit.js';
import type { ProductCheckoutKind } from './product.element.js';

/** The commerce API's path that gives a subscription a cart of its own and answers its checkout token. */
export const SUBSCRIPTIONS_PATH = '/api/commerce/subscriptions';

/** How a product is bought: into the cart, or straight to the subscription or gift-card checkout (spec 000 §2). */
export type PurchaseKind = 'cart' | ProductCheckoutKind;

/** Returns how `data` is bought: a product with a plan at the subscription checkout, a gift card at its own. */
export function purchaseKind(data: ProductData | undefined): PurchaseKind {
  if (data?.plan) return 'subscription';
  return data?.product.productType === ProductType.giftCard ? 'gift-card' : 'cart';
}

/** What `useCheckoutEntry` returns. */
export interface CheckoutEntry {
  /** 'going' from the click until the page leaves (or a listener keeps it); 'error' when no URL came of it. */
  state: 'ready' | 'going' | 'error';
  error: 'cart.check-connection' | 'cart.try-again' | undefined;
  /** Goes to the checkout of the chosen variant (nothing without one, or while on the way). */
  go(): void;
}

/** Resolves with the subscription checkout's URL for `variantId`, after the API gave it a cart and token. */
async function subscriptionUrl(variantId: ItemId): Promise<string | null> {
  const answer = await request<{ cartToken?: unknown }>('POST', SUBSCRIPTIONS_PATH, { json: { variantId } });
  return typeof answer?.cartToken === 'string' ? subscribeUrl(answer.cartToken) : null;
}

/**
 * Holds the way to a product's own checkout: a subscription posts `{ variantId }` to `/api/commerce/subscriptions`
 * (with the crumb) and goes to `/checkout/subscribe?cartToken=…` with the token the API answers; a gift card goes to
 * `/checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…` (the website from the site context, the SKU of the
 * amount chosen). Either first emits the cancelable `sqs-product-checkout` on `host`; a listener that cancels it
 * keeps the page.
 */
export function useCheckoutEntry(
  host: HTMLElement,
  kind: PurchaseKind,
  target: { data: ProductData | undefined; variant: ProductVariant | undefined; variantId: ItemId },
): CheckoutEntry {
  const { data, variant, variantId } = target;
  const [status, setStatus] = useState<Pick<CheckoutEntry, 'state' | 'error'>>({ state: 'ready', error: undefined });
  const go = useCallback(() => {
    if (kind === 'cart' || !data || !variant || variantId === '' || status.state === 'going') return;
    setStatus({ state: 'going', error: undefined });
    const url =
      kind === 'subscription'
        ? subscriptionUrl(variantId)
        : Promise.resolve(giftCardUrl(getSiteContext().websiteId ?? '', String(data.id), variant.sku || undefined));
    url.then(
      (href) => {
        if (!href) return setStatus({ state: 'error', error: 'cart.try-again' });
        if (emit(host, 'sqs-product-checkout', { kind, url: href }, { cancelable: true })) location.assign(href);
        else setStatus({ state: 'ready', error: undefined });
      },
      (error: unknown) =>
        setStatus({
          state: 'error',
          error:
            error instanceof DataLayerError && error.kind === 'connection' ? 'cart.check-connection' : 'cart.try-again',
        }),
    );
  }, [data, host, kind, status.state, variant, variantId]);
  return { ...status, go };
}
