/**
 * The store's products (spec 000 §3 "Product", "Subscription plan", §4 "Product workflow label", §9 "Products and
 * currency"): a normaliser for untrusted product JSON, a reader of the commerce API's items (ids, name, currency),
 * variant choice, stock, the price shown, the workflow label and the subscription text. Texts come as
 * `{ key, values, message }`: the catalogue id (the elements' catalogue holds each as ICU MessageFormat, with French),
 * its values and the English text, so a page without the elements has text.
 */
import { Limits, ProductType } from './enums.js';

/** The English text of every product message, by catalogue id (ICU MessageFormat; commerce.en.ts includes them). */
export const productMessages = {
  // spec 000 §4 "Product workflow label", exact.
  'product.workflow-available': 'Available',
  'product.workflow-scheduled': 'Scheduled',
  'product.workflow-hidden': 'Hidden',
  'product.workflow-unsupported': 'Unsupported',
  // Our own wording: spec 000 §3 names the cases of the subscription text, not its words
  // (docs/deviations.md#subscription-text).
  'subscription.weekly': '{count, plural, one {Every week} other {Every # weeks}}',
  'subscription.monthly': '{count, plural, one {Every month} other {Every # months}}',
  'subscription.yearly': '{count, plural, one {Every year} other {Every # years}}',
  'subscription.weekly-for':
    '{count, plural, one {Every week} other {Every # weeks}} for {cycles, plural, one {# payment} other {# payments}}',
  'subscription.monthly-for':
    '{count, plural, one {Every month} other {Every # months}} for {cycles, plural, one {# payment} other {# payments}}',
  'subscription.yearly-for':
    '{count, plural, one {Every year} other {Every # years}} for {cycles, plural, one {# payment} other {# payments}}',
} as const;

/** The catalogue id of a product message. */
export type ProductMessageKey = keyof typeof productMessages;

/** A text of this module: its catalogue id, its values and its English. */
export interface ProductText {
  /** The message's catalogue id. */
  key: ProductMessageKey;
  /** The message's placeholder values. */
  values: Record<string, number>;
  /** The English message, formatted. */
  message: string;
}

/** One option value of a variant (spec 000 §3: each with value), named by its option. */
export interface OptionValue {
  /** The option it is a value of (Size, Color); empty when the API sends none. */
  optionName: string;
  /** The value (Large, Red). */
  value: string;
}

/** A product variant (spec 000 §3), normalised: prices in cents. */
export interface ProductVariant {
  /** Regular price in cents, a whole number from 0 to 100000000. */
  price: number;
  /** Sale price in cents, a whole number from 0 to 100000000. */
  salePrice: number;
  /** Whether the sale price applies. */
  onSale: boolean;
  /** Units in stock, a whole number ≥ 0. */
  qtyInStock: number;
  /** Stock is not counted: always in stock. */
  unlimited: boolean;
  /** Stock-keeping unit, at most 60 characters; empty when none. */
  sku: string;
  /** The option values that pick this variant. */
  optionValues: OptionValue[];
}

/** A product (spec 000 §3 "Product": structuredContent), normalised. */
export interface Product {
  /** Physical, digital, service, gift card or paywall (`ProductType`). */
  productType: ProductType;
  /** The variants; a digital product may have none. */
  variants: ProductVariant[];
  /** A digital product's regular price in cents. */
  priceCents: number;
  /** A digital product's sale price in cents. */
  salePriceCents: number;
  /** Whether a digital product's sale price applies. */
  onSale: boolean;
}

/** The price to show: what is paid, the regular price, and whether a sale applies. */
export interface DisplayPrice {
  /** What is paid, in cents: the sale price when on sale, else the regular price. */
  cents: number;
  /** The regular price in cents (struck through beside a sale price). */
  regularCents: number;
  /** Whether the sale price applies. */
  onSale: boolean;
}

/** A subscription plan (spec 000 §3): every `billingPeriod.value` units, `numBillingCycles` times (0: indefinitely). */
export interface SubscriptionPlan {
  /** The billing period: how many units, and the unit. */
  billingPeriod: { value: number; unit: string };
  /** How many payments; 0 means indefinite. */
  numBillingCycles?: number;
}

// The API's spellings of the product types (spec 000 §3 "physical, service, digital, gift card"), and its numbers.
const TYPE_NAMES: Readonly<Record<string, ProductType>> = {
  physical: ProductType.physical,
  digital: ProductType.digital,
  service: ProductType.service,
  giftcard: ProductType.giftCard,
  paywall: ProductType.paywall,
};

/** Warns about a dropped or changed field of product JSON. */
function warnField(field: string, what: string): void {
  console.warn(`sqs-elements: product field "${field}" ${what}.`);
}

/** Returns a plain object, or an empty one (with a warning naming `field`) for anything else. */
function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  if (value !== undefined) warnField(field, 'is not an object; it was dropped');
  return {};
}

/** Returns a price in cents: a whole number clamped to 0…100000000 (spec 000 §9); anything else is dropped (0). */
function cents(value: unknown, field: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (value === undefined) return 0;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    warnField(field, 'is not a number of cents; it was dropped');
    return 0;
  }
  const clamped = Math.min(Limits.priceCents, Math.max(0, Math.round(number)));
  if (clamped !== number) warnField(field, `must be whole cents from 0 to ${Limits.priceCents}; ${clamped} is used`);
  return clamped;
}

/** Returns a flag: booleans only; anything else is dropped (false). */
function flag(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value !== undefined) warnField(field, 'is not a boolean; it was dropped');
  return false;
}

/** Returns a whole number ≥ 0; anything else is dropped (0). */
function count(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (value !== undefined) warnField(field, 'is not a whole number ≥ 0; it was dropped');
  return 0;
}

/** Returns a SKU: a string of at most 60 characters (spec 000 §9); a longer one or a non-string is dropped (''). */
function sku(value: unknown, field: string): string {
  if (typeof value === 'string' && value.length <= Limits.skuLength) return value;
  if (value !== undefined)
    warnField(field, `is not a string of at most ${Limits.skuLength} characters; it was dropped`);
  return '';
}

/** Returns the option values that are `{ value: string }` (with an optional `optionName`); others are dropped. */
function optionValues(value: unknown, field: string): OptionValue[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warnField(field, 'is not a list; it was dropped');
    return [];
  }
  return value.flatMap((item: unknown, i) => {
    const { optionName = '', value: text } = record(item, `${field}[${i}]`);
    if (typeof text === 'string' && typeof optionName === 'string') return [{ optionName, value: text }];
    warnField(`${field}[${i}]`, 'is not an option value; it was dropped');
    return [];
  });
}

/**
 * Returns the product type from its number or name (`gift card`, `GIFT_CARD` and `giftCard` alike); else physical
 * (with a warning unless it is missing).
 */
function productType(value: unknown): ProductType {
  const types = Object.values(ProductType) as number[];
  if (typeof value === 'number' && types.includes(value)) return value as ProductType;
  const name = typeof value === 'string' ? value.toLowerCase().replace(/[\s_-]/g, '') : '';
  if (Object.hasOwn(TYPE_NAMES, name)) return TYPE_NAMES[name];
  if (value !== undefined) warnField('productType', 'is not a product type; physical is used');
  return ProductType.physical;
}

/** Returns a normalised variant from untrusted JSON. */
function variant(value: unknown, field: string): ProductVariant {
  const raw = record(value, field);
  return {
    price: cents(raw.price, `${field}.price`),
    salePrice: cents(raw.salePrice, `${field}.salePrice`),
    onSale: flag(raw.onSale, `${field}.onSale`),
    qtyInStock: count(raw.qtyInStock, `${field}.qtyInStock`),
    unlimited: flag(raw.unlimited, `${field}.unlimited`),
    sku: sku(raw.sku, `${field}.sku`),
    optionValues: optionValues(raw.optionValues, `${field}.optionValues`),
  };
}

/**
 * Returns the product of untrusted product JSON — an item with `structuredContent`, or the structured content
 * itself. Prices are clamped to whole cents from 0 to 100000000, a SKU over 60 characters is dropped; every field
 * of the wrong kind is dropped (its empty value used) with a console warning naming it. Never throws.
 */
export function normalizeProduct(json: unknown): Product {
  const item = record(json, 'product');
  const content = item.structuredContent === undefined ? item : record(item.structuredContent, 'structuredContent');
  let variants: unknown[] = [];
  if (Array.isArray(content.variants)) variants = content.variants;
  else if (content.variants !== undefined) warnField('variants', 'is not a list; it was dropped');
  return {
    productType: productType(content.productType),
    variants: variants.map((value, i) => variant(value, `variants[${i}]`)),
    priceCents: cents(content.priceCents, 'priceCents'),
    salePriceCents: cents(content.salePriceCents, 'salePriceCents'),
    onSale: flag(content.onSale, 'onSale'),
  };
}

/** An id as the commerce API gives it: a whole number or a short string. */
export type ItemId = number | string;

/** A product of the commerce API: its normalised content, ids, name, currency and subscription plan. */
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

// Longest id or name kept from untrusted JSON.
const MAX_ID = 100;
const MAX_NAME = 500;

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
 * Returns the product of untrusted JSON (an item with `structuredContent`, as the commerce API sends it): the content
 * through `normalizeProduct`, and beside it the ids, the name, the currency of the first variant's `price` and the
 * subscription plan, each kept only when of the right kind. Never throws.
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

/** Returns the names of the product's options, in the order its variants first give them. */
export function optionNames(product: Product): string[] {
  return [...new Set(product.variants.flatMap((v) => v.optionValues.map((o) => o.optionName)))];
}

/**
 * Returns the variant `chosen` picks (option name → value), or undefined: one is chosen only when every option of the
 * product is. A product without options has its only variant.
 */
export function variantFor(product: Product, chosen: Readonly<Record<string, string>>): ProductVariant | undefined {
  const names = optionNames(product);
  if (names.some((name) => !Object.hasOwn(chosen, name))) return undefined;
  if (names.length === 0) return product.variants.length === 1 ? product.variants[0] : undefined;
  return product.variants.find((v) => v.optionValues.every((o) => chosen[o.optionName] === o.value));
}

/** Returns whether `variant` can be bought: stock not counted, or at least one unit in stock. */
export function inStock(variant: ProductVariant): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/** Returns whether `value` is a variant (rather than a product). */
const isVariant = (value: Product | ProductVariant): value is ProductVariant => 'sku' in value;

/**
 * Returns the price to show for a variant, or for a product: a digital product's own prices, else its lowest-priced
 * variant's (zero without variants). The sale price is paid when on sale, else the regular price.
 */
export function displayPrice(of: Product | ProductVariant): DisplayPrice {
  const price = (regular: number, sale: number, onSale: boolean): DisplayPrice => ({
    cents: onSale ? sale : regular,
    regularCents: regular,
    onSale,
  });
  if (isVariant(of)) return price(of.price, of.salePrice, of.onSale);
  if (of.productType === ProductType.digital || of.variants.length === 0)
    return price(of.priceCents, of.salePriceCents, of.onSale);
  return of.variants.map(displayPrice).reduce((low, next) => (next.cents < low.cents ? next : low));
}

/** Returns a text of this module with its English. */
function text(key: ProductMessageKey, values: Record<string, number> = {}): ProductText {
  return { key, values, message: english(key, values) };
}

/**
 * Returns the English of a message: the ICU plurals of this catalogue have only `one` and `other`, and `#` is the
 * number in English, so the runtime needs no ICU formatter (the test checks this against intl-messageformat).
 */
function english(key: ProductMessageKey, values: Record<string, number>): string {
  const number = new Intl.NumberFormat('en');
  return productMessages[key].replace(
    /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g,
    (_, name: string, one: string, other: string) =>
      (values[name] === 1 ? one : other).replace('#', number.format(values[name])),
  );
}

/** Returns the workflow label of a product in `state` (spec 000 §4): published, scheduled, draft, else Unsupported. */
export function workflowLabel(state: unknown): ProductText {
  if (state === 'published') return text('product.workflow-available');
  if (state === 'scheduled') return text('product.workflow-scheduled');
  if (state === 'draft') return text('product.workflow-hidden');
  return text('product.workflow-unsupported');
}

// The billing units (spec 000 §3: weekly, monthly or yearly), as the API may spell them.
const UNITS: Readonly<Record<string, 'weekly' | 'monthly' | 'yearly'>> = {
  week: 'weekly',
  weekly: 'weekly',
  month: 'monthly',
  monthly: 'monthly',
  year: 'yearly',
  yearly: 'yearly',
};

/**
 * Returns the subscription text of `plan` (spec 000 §3): 'Every month', 'Every 2 weeks', 'Every 2 weeks for 6
 * payments' — `numBillingCycles` 0 (or missing) is indefinite. A plan with another unit, a period that is not a whole
 * number ≥ 1, or cycles that are not a whole number ≥ 0 gives undefined, with a warning.
 */
export function subscriptionText(plan: SubscriptionPlan): ProductText | undefined {
  // Plans come from the API as JSON: anything may be missing.
  const { value, unit } = plan?.billingPeriod ?? {};
  const key = typeof unit === 'string' ? unit.toLowerCase() : '';
  // Own keys only: a unit named like an Object member (`constructor`) is no unit.
  const name = Object.hasOwn(UNITS, key) ? UNITS[key] : undefined;
  const cycles = plan?.numBillingCycles ?? 0;
  if (!name || !Number.isInteger(value) || value < 1 || !Number.isInteger(cycles) || cycles < 0) {
    console.warn('sqs-elements: the subscription plan is not a whole number of weeks, months or years; no text.');
    return undefined;
  }
  return cycles === 0
    ? text(`subscription.${name}`, { count: value })
    : text(`subscription.${name}-for`, { count: value, cycles });
}
