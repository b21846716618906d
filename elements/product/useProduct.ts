import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type FocusEvent } from 'react';
import { syncCart, type ShoppingCart } from '../../runtime/cart.js';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import { ProductType } from '../../runtime/enums.js';
import type { TrackDetail } from '../../runtime/integrations.js';
import { CURRENCIES, formatMoney, fromMinorUnits } from '../../runtime/money.js';
import {
  displayPrice,
  inStock,
  normalizeProduct,
  optionNames,
  subscriptionText,
  variantFor,
  type DisplayPrice,
  type Product,
  type ProductVariant,
  type SubscriptionPlan,
} from '../../runtime/products.js';
import { emit } from '../shared/emit.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import english from '../shared/messages/commerce.en.js';
import { localeOf } from '../shared/messages.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import type { SqsProductElement } from './product.element.js';

/** The commerce API's product and cart-entry paths. */
export const PRODUCT_PATH = '/api/commerce/products/';
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';
/** The quantity's bounds (the API takes 1–999 per entry). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
// Longest id or name kept from untrusted JSON.
const MAX_ID = 100;
const MAX_NAME = 500;

/** An id as the API gives it: a whole number or a short string. */
export type ItemId = number | string;

/** A product read from untrusted JSON: its normalised content, ids, name, currency and subscription plan. */
export interface ProductData {
  /** The product's id ('' when missing). */
  id: ItemId;
  /** The product's name ('' when missing). */
  name: string;
  /** The normalised content. */
  product: Product;
  /** Each variant's id, by index ('' when missing: that variant cannot be added). */
  variantIds: ItemId[];
  /** The currency of the prices in the JSON, if it names one. */
  currency: string | undefined;
  /** The subscription plan, if any. */
  plan: SubscriptionPlan | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Returns `value` when it is a whole number ≥ 0 or a string of at most 100 characters, else ''. */
const idOf = (value: unknown): ItemId =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && value.length <= MAX_ID)
    ? value
    : '';

/**
 * Returns a variant with its prices in cents: the commerce API sends `price` and `salePrice` as money
 * (`{ value, currencyCode }`) beside `priceCents` and `salePriceCents`, while `normalizeProduct` reads cents.
 */
function centsOf(variant: unknown): unknown {
  if (!isObject(variant)) return variant;
  const { priceCents, salePriceCents, ...rest } = variant;
  const cents = (money: unknown, inCents: unknown) => (isObject(money) && inCents !== undefined ? inCents : money);
  return { ...rest, price: cents(variant.price, priceCents), salePrice: cents(variant.salePrice, salePriceCents) };
}

/**
 * Returns the product of untrusted JSON (an item with `structuredContent`, as the API sends it): the content through
 * the runtime's `normalizeProduct`, and beside it the ids, the name, the currency of the first variant's `price` and
 * the subscription plan, each kept only when of the right kind.
 */
export function readProduct(json: unknown): ProductData {
  const item = isObject(json) ? json : {};
  const content = isObject(item.structuredContent) ? item.structuredContent : item;
  const rawVariants = Array.isArray(content.variants) ? (content.variants as unknown[]) : [];
  const price = isObject(rawVariants[0]) ? rawVariants[0].price : undefined;
  const currency = isObject(price) && typeof price.currencyCode === 'string' ? price.currencyCode : undefined;
  return {
    id: idOf(item.id),
    name: typeof item.name === 'string' ? item.name.slice(0, MAX_NAME) : '',
    product: normalizeProduct({ ...content, variants: rawVariants.map(centsOf) }),
    // normalizeProduct keeps every variant in order, so the ids line up by index.
    variantIds: rawVariants.map((v) => (isObject(v) ? idOf(v.id) : '')),
    currency,
    plan: isObject(content.subscriptionPlan) ? (content.subscriptionPlan as unknown as SubscriptionPlan) : undefined,
  };
}

/** Returns `value` as a whole quantity from 1 to 999 (anything not a number is 1). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

/** Returns each option's values, in the order the variants give them. */
export function optionValuesOf(product: Product): Array<{ name: string; values: string[] }> {
  return optionNames(product).map((name) => ({
    name,
    values: [
      ...new Set(
        product.variants.flatMap((v) => v.optionValues.filter((o) => o.optionName === name).map((o) => o.value)),
      ),
    ],
  }));
}

/**
 * Returns whether `value` of option `name` is sold out given the other options `chosen`: no variant with that value,
 * agreeing with every other chosen option, is in stock.
 */
export function soldOut(
  product: Product,
  chosen: Readonly<Record<string, string>>,
  name: string,
  value: string,
): boolean {
  const agrees = (v: ProductVariant) =>
    v.optionValues.every((o) =>
      o.optionName === name
        ? o.value === value
        : !Object.hasOwn(chosen, o.optionName) || chosen[o.optionName] === o.value,
    ) && v.optionValues.some((o) => o.optionName === name);
  return !product.variants.some((v) => agrees(v) && inStock(v));
}

/** Where the element is: reflected as the host's `data-state`. */
export type ProductState = 'idle' | 'loading' | 'failed' | 'ready' | 'adding' | 'added' | 'error';

/** One option picker. */
export interface OptionPicker {
  name: string;
  selectProps: {
    id: string;
    value: string;
    onChange(event: ChangeEvent<HTMLSelectElement>): void;
  };
  /** The placeholder's text, then each value with its text and whether it is disabled. */
  placeholder: string;
  values: Array<{ value: string; text: string; disabled: boolean }>;
}

/** One gift-card amount. */
export interface AmountChoice {
  index: number;
  text: string;
  inputProps: {
    type: 'radio';
    name: string;
    checked: boolean;
    disabled: boolean;
    onChange(): void;
  };
}

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
  addProps: { type: 'button'; disabled: boolean; 'aria-describedby': string | undefined; onClick(): void };
  reasonId: string;
  /** Why the button is disabled ('' when it is not). */
  reason: string;
  /** The polite status ('Added to cart') and the error, '' when none. */
  status: string;
  error: string;
  retry(): void;
}

/** Returns the JSON text of the first slotted `<script type="application/json">`, or ''. */
const readScript = (host: HTMLElement): string =>
  host.querySelector(':scope > script[type="application/json"]')?.textContent ?? '';

/** Returns the message for a failed add: not enough stock (409), no connection, or try again. */
function addError(error: unknown): 'product.not-enough-stock' | 'cart.check-connection' | 'cart.try-again' {
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

/**
 * Returns the product's bindings: it reads the product (the `product` attribute, else a slotted JSON script, else the
 * API by `slug`), keeps the options chosen, the quantity and the add's state, and adds the chosen variant to the cart
 * through the runtime's crumbed `request`, then syncs the cart store, emits `sqs-add-to-cart` and tracks it.
 */
export function useProduct(
  host: SqsProductElement,
  options: { slug: string; product: Record<string, unknown> | null; currency: string },
): ProductBindings {
  const t = useMessages(host, english);
  const locale = localeOf(host);
  const uid = useId();
  const script = useLightDom(host, readScript);
  const inline = useMemo(() => {
    if (options.product) return options.product;
    if (!script.trim()) return null;
    try {
      const parsed: unknown = JSON.parse(script);
      if (isObject(parsed)) return parsed;
    } catch {
      // Reported below, like any other non-object.
    }
    warnOnce(host, 'script', '<sqs-product>: the slotted product JSON is not an object; it was ignored.');
    return null;
  }, [host, options.product, script]);
  const missing = !inline && !options.slug;
  useEffect(() => {
    if (missing) warnOnce(host, 'slug', '<sqs-product>: needs product JSON or a slug; nothing is shown.');
  }, [host, missing]);

  const path = inline || !options.slug ? null : `${PRODUCT_PATH}${encodeURIComponent(options.slug)}`;
  // The catalogue is public: the same request for every visitor, without the crumb.
  const fetched = useRequest<unknown>(path, { crumb: false });
  const json = inline ?? (fetched.state === 'success' ? fetched.data : undefined);
  const data = useMemo(() => (json === undefined ? undefined : readProduct(json)), [json]);

  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(String(MIN_QUANTITY));
  const [add, setAdd] = useState<{ state: 'ready' | 'adding' | 'added' | 'error'; error?: string }>({ state: 'ready' });

  const product = data?.product;
  const isGift = product?.productType === ProductType.giftCard;
  const known = (code: string | undefined) => !!code && Object.hasOwn(CURRENCIES, code.toUpperCase());
  const badCurrency = options.currency !== '' && !known(options.currency);
  useEffect(() => {
    if (badCurrency) warnInvalid(host, 'currency', options.currency, '');
  }, [badCurrency, host, options.currency]);
  const currency = (
    known(options.currency) ? options.currency : known(data?.currency) ? data!.currency! : 'USD'
  ).toUpperCase();
  const money = (cents: number) => formatMoney(fromMinorUnits(cents, currency), currency, locale);
  const variantIndex = !product
    ? -1
    : isGift
      ? (amount ?? -1)
      : product.variants.indexOf(variantFor(product, chosen) as ProductVariant);
  const variant = product?.variants[variantIndex];
  const variantId = variantIndex >= 0 ? (data?.variantIds[variantIndex] ?? '') : '';

  let price: DisplayPrice | undefined;
  if (product) price = displayPrice(variant ?? product);
  const subscription = data?.plan ? subscriptionText(data.plan) : undefined;

  const names = product && !isGift ? optionValuesOf(product) : [];
  const pickers: OptionPicker[] = names.map(({ name, values }, i) => ({
    name,
    placeholder: t('product.choose-option', { option: name }),
    selectProps: {
      id: `${uid}-option-${i}`,
      value: chosen[name] ?? '',
      onChange(event) {
        const value = event.target.value;
        setAdd({ state: 'ready' });
        setChosen((previous) => {
          const next = { ...previous };
          if (value) next[name] = value;
          else delete next[name];
          return next;
        });
      },
    },
    values: values.map((value) => {
      const disabled = soldOut(product!, chosen, name, value);
      return { value, disabled, text: disabled ? t('product.sold-out-option', { value }) : value };
    }),
  }));
  const amounts: AmountChoice[] =
    product && isGift
      ? product.variants.map((v, index) => ({
          index,
          text: inStock(v)
            ? money(displayPrice(v).cents)
            : t('product.sold-out-option', { value: money(displayPrice(v).cents) }),
          inputProps: {
            type: 'radio',
            name: `${uid}-amount`,
            checked: amount === index,
            disabled: !inStock(v),
            onChange() {
              setAdd({ state: 'ready' });
              setAmount(index);
            },
          },
        }))
      : [];

  const unchosen = names.filter(({ name }) => !Object.hasOwn(chosen, name)).map(({ name }) => name);
  let reason = '';
  if (product && product.variants.length === 0) reason = t('product.unavailable');
  else if (isGift && !variant) reason = t('product.choose-amount');
  else if (unchosen.length > 0)
    reason = t('product.choose-options', {
      options: new Intl.ListFormat(locale, { type: 'conjunction' }).format(unchosen),
    });
  else if (variant && !inStock(variant)) reason = t('product.sold-out');
  else if (!variant || variantId === '') reason = t('product.unavailable');
  const reasonId = `${uid}-reason`;

  const retry = fetched.refetch;
  const onAdd = useCallback(() => {
    if (!data || !variant || variantId === '' || add.state === 'adding') return;
    const count = clampQuantity(Number(quantity));
    setQuantity(String(count));
    setAdd({ state: 'adding' });
    request<Partial<ShoppingCart>>('POST', CART_ENTRIES_PATH, { json: { variantId, quantity: count } }).then(
      (cart) => {
        syncCart(cart, { currencyCode: currency, locale });
        setAdd({ state: 'added' });
        emit(host, 'sqs-add-to-cart', { productId: data.id, variantId, quantity: count });
        const paid = displayPrice(variant).cents * count;
        trackAddToCart({
          variantId,
          sku: variant.sku,
          quantity: count,
          value: fromMinorUnits(paid, currency),
          currency,
        });
      },
      (error: unknown) => setAdd({ state: 'error', error: addError(error) }),
    );
  }, [add.state, currency, data, host, locale, quantity, variant, variantId]);

  let state: ProductState = add.state;
  if (!data) state = missing ? 'idle' : fetched.state === 'failed' ? 'failed' : 'loading';
  useEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  return {
    state,
    t,
    name: data?.name ?? '',
    price: price && {
      paid: money(price.cents),
      original: price.onSale && price.regularCents !== price.cents ? money(price.regularCents) : undefined,
    },
    subscription: subscription && t(subscription.key, subscription.values),
    pickers,
    amounts,
    quantityProps: {
      id: `${uid}-quantity`,
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
    addProps: {
      type: 'button',
      disabled: reason !== '' || add.state === 'adding',
      'aria-describedby': reason ? reasonId : undefined,
      onClick: onAdd,
    },
    reasonId,
    reason,
    status: add.state === 'added' ? t('product.added') : '',
    error: add.state === 'error' && add.error ? t(add.error as 'cart.try-again') : '',
    retry,
  };
}
