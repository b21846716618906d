import { useEffect, useId } from 'react';
import { CURRENCIES, formatMoney, fromMinorUnits } from '../../runtime/money.js';
import { displayPrice, subscriptionText } from '../../runtime/products.js';
import english from '../shared/messages/commerce.en.js';
import { localeOf } from '../shared/messages.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid } from '../shared/warn.js';
import type { SqsProductElement } from './product.element.js';
import { useAddToCart, type AddToCart } from './useAddToCart.js';
import { purchaseKind, useCheckoutEntry, type PurchaseKind } from './useCheckoutEntry.js';
import { useProductSource } from './useProductSource.js';
import { useVariantChoice, type AmountChoice, type OptionPicker } from './useVariantChoice.js';

export { readProduct } from '../../runtime/products.js';
export { clampQuantity } from './useAddToCart.js';
export { soldOut } from './useVariantChoice.js';

/** Where the element is: reflected as the host's `data-state`. */
export type ProductState = 'idle' | 'loading' | 'failed' | 'ready' | 'adding' | 'added' | 'checkout' | 'error';

/** What `Product.tsx` needs to render. */
export interface ProductBindings {
  state: ProductState;
  t: Translate<typeof english>;
  name: string;
  /** The price shown, formatted: what is paid and (on sale) the original. */
  price: { paid: string; original: string | undefined } | undefined;
  subscription: string | undefined;
  pickers: OptionPicker[];
  /** The gift card's amounts (empty for other products), with the group's legend. */
  amounts: AmountChoice[];
  /** How it is bought: into the cart (with a quantity), or at the subscription or gift-card checkout. */
  kind: PurchaseKind;
  quantityProps: AddToCart['quantityProps'];
  addProps: { type: 'button'; disabled: boolean; 'aria-describedby': string | undefined; onClick(): void };
  reasonId: string;
  /** Why the button is disabled ('' when it is not). */
  reason: string;
  /** The polite status ('Added to cart') and the error, '' when none. */
  status: string;
  error: string;
  retry(): void;
}

const known = (code: string | undefined): code is string => !!code && Object.hasOwn(CURRENCIES, code.toUpperCase());

/**
 * Returns the product's bindings: the product from its source (`useProductSource`), the currency (the `currency`
 * attribute, else the product's, else USD), the variant chosen (`useVariantChoice`) and the add (`useAddToCart`).
 */
export function useProduct(
  host: SqsProductElement,
  options: { slug: string; product: Record<string, unknown> | null; currency: string },
): ProductBindings {
  const t = useMessages(host, english);
  const locale = localeOf(host);
  const reasonId = `${useId()}-reason`;
  const source = useProductSource(host, options);
  const { data } = source;
  const badCurrency = options.currency !== '' && !known(options.currency);
  useEffect(() => {
    if (badCurrency) warnInvalid(host, 'currency', options.currency, '');
  }, [badCurrency, host, options.currency]);
  const currency = (
    known(options.currency) ? options.currency : known(data?.currency) ? data.currency : 'USD'
  ).toUpperCase();
  const money = (cents: number) => formatMoney(fromMinorUnits(cents, currency), currency, locale);
  const choice = useVariantChoice(data, t, locale, money);
  const { variant, variantId } = choice;
  const add = useAddToCart(host, { data, variant, variantId, currency, locale });
  const kind = purchaseKind(data);
  const entry = useCheckoutEntry(host, kind, { data, variant, variantId });
  const bought =
    kind === 'cart'
      ? add
      : { error: entry.error, state: entry.state === 'going' ? ('checkout' as const) : entry.state };

  const state: ProductState = source.state === 'ready' ? bought.state : source.state;
  useEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  const price = data && displayPrice(variant ?? data.product);
  const subscription = data?.plan && subscriptionText(data.plan);
  return {
    state,
    t,
    name: data?.name ?? '',
    price: price && {
      paid: money(price.cents),
      original: price.onSale && price.regularCents !== price.cents ? money(price.regularCents) : undefined,
    },
    subscription: subscription && t(subscription.key, subscription.values),
    pickers: choice.pickers,
    amounts: choice.amounts,
    kind,
    quantityProps: add.quantityProps,
    addProps: {
      type: 'button',
      disabled: choice.reason !== '' || add.state === 'adding' || entry.state === 'going',
      'aria-describedby': choice.reason ? reasonId : undefined,
      onClick: kind === 'cart' ? add.add : entry.go,
    },
    reasonId,
    reason: choice.reason,
    status: add.state === 'added' ? t('product.added') : '',
    error: bought.error ? t(bought.error) : '',
    retry: source.retry,
  };
}
