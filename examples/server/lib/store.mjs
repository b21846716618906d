/**
 * The store's rules (spec 000 §3, §4, §9), free of storage: the caps on prices, SKUs and quantities, the cart entity
 * with its totals, the subscription text, how a product is shown, and how a store request body is read.
 *
 * Totals (the store settings row): a coupon never discounts gift cards (they are money, not goods): a percent coupon
 * takes that share of the subtotal of everything else (rounded), a fixed one its amount (at most that subtotal). The
 * discount falls on the discounted lines pro rata, so tax is `tax_rate_basis_points` (800 = 8 %) of what is paid for
 * the taxable ones — everything but gift cards — rounded to the cent. Shipping is `shipping_cents` when the cart holds
 * a physical product, free from `free_shipping_from_cents` of subtotal and for carts of digital products, services and
 * gift cards only.
 */
import { randomInt } from 'node:crypto';
import { HttpError, MAX_NESTING, nestingOf, receiveBody } from '../router.mjs';

/** Price cap in cents (spec 000 §9: 1e8 cents). */
export const MAX_PRICE_CENTS = 100_000_000;
/** SKU length cap (spec 000 §9). */
export const MAX_SKU = 60;
/** A generated SKU: the letters SQ and 7 digits (spec 000 §9). */
export const GENERATED_SKU = /^SQ\d{7}$/;
/** The largest store request body, in bytes. */
export const MAX_STORE_BODY = 4_000;
/** The largest quantity of one entry a request may name. */
export const MAX_QUANTITY = 999;
/** The most of one item a cart may hold (docs/reference-api.md, "Store"), so no one cart takes a shop's stock. */
export const MAX_CART_QUANTITY = 10;
/** The most characters a field of a product's details form may allow. */
export const MAX_DETAIL_LENGTH = 500;
/** Product types (spec 000 §9; runtime/enums.ts `ProductType`). */
export const PRODUCT_TYPE = Object.freeze({ physical: 1, digital: 2, service: 3, giftCard: 4 });
/** The product workflow labels (spec 000 §4). */
const WORKFLOW_LABEL = { published: 'Available', scheduled: 'Scheduled', draft: 'Hidden' };

const bad = (message) => new HttpError(400, message);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Returns `value` when it is a whole number from `min` to `max`, else throws a 400 naming `name`. */
export function wholeNumber(value, name, min, max) {
  if (!Number.isInteger(value) || value < min || value > max)
    throw bad(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Returns a generated SKU: SQ and 7 random digits. */
export const generateSku = () => `SQ${String(randomInt(10_000_000)).padStart(7, '0')}`;

/**
 * Returns the variant `{ sku, priceCents, salePriceCents }` checked against the caps (price ≤ 1e8 cents, SKU 1–60
 * characters; a missing SKU is generated), or throws a 400.
 */
export function checkVariant({ sku = generateSku(), priceCents, salePriceCents = priceCents, ...rest }) {
  if (typeof sku !== 'string' || sku.length < 1 || sku.length > MAX_SKU)
    throw bad(`sku must be 1 to ${MAX_SKU} characters`);
  wholeNumber(priceCents, 'priceCents', 0, MAX_PRICE_CENTS);
  wholeNumber(salePriceCents, 'salePriceCents', 0, MAX_PRICE_CENTS);
  return { ...rest, sku, priceCents, salePriceCents };
}

/** Returns the JSON object body of `req` (at most `MAX_STORE_BODY` bytes), or throws a 4xx. */
export async function readJsonObject(req) {
  const chunks = [];
  await receiveBody(req, (c) => chunks.push(c), MAX_STORE_BODY);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Expected a JSON body');
  const text = Buffer.concat(chunks).toString('utf8');
  if (nestingOf(text) > MAX_NESTING) throw bad(`JSON nested deeper than ${MAX_NESTING} levels`);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw bad('Malformed JSON body');
  }
  if (!isObject(body)) throw bad('Expected a JSON object');
  return body;
}

/**
 * Returns what is wrong with `values` (a string per field name) for the details `form` (rows of
 * `product_form_fields`): `{ name: 'required' | 'too-long' }`, empty when nothing is.
 */
export function detailsErrors(form, values) {
  const errors = {};
  for (const field of form) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : '';
    if (field.required && !value.trim()) errors[field.name] = 'required';
    else if (value.length > field.max_length) errors[field.name] = 'too-long';
  }
  return errors;
}

/**
 * Returns the answers of the JSON object `body` to the details `form` (one string per field, '' for a field left
 * out); a name the form lacks or a value that is not text is a 400, and so are missing or too-long answers, with
 * `fields` naming each field's problem.
 */
export function readDetails(form, body) {
  for (const [name, value] of Object.entries(body)) {
    if (!form.some((f) => f.name === name)) throw bad('Unknown field');
    if (typeof value !== 'string') throw bad('Every answer must be text');
  }
  const values = Object.fromEntries(form.map((f) => [f.name, Object.hasOwn(body, f.name) ? body[f.name] : '']));
  const fields = detailsErrors(form, values);
  if (Object.keys(fields).length) throw new HttpError(400, 'Some details are missing or invalid', { fields });
  return values;
}

/** Returns `cents` as a Money value (spec 000 §3) in `currency` (two fraction digits: the seeded store uses USD). */
const money = (cents, currency) => ({ value: (cents / 100).toFixed(2), currencyCode: currency });

// Gift cards are store credit: neither taxed nor discounted (a discount on them would sell credit below its value).
const isTaxed = (e) => e.productType !== PRODUCT_TYPE.giftCard;
const isDiscounted = (e) => e.productType !== PRODUCT_TYPE.giftCard;

/**
 * Returns the cart entity (spec 000 §3) of `cart` (`{ id, created_at, coupon }` or null for none) and its `lines`
 * (rows joining entry, variant and product) under the store `settings`. A line whose product has a details form
 * (`form`, its fields) gives its entry `hasDetails` and whether its answers (`details`, JSON) are complete.
 */
export function cartEntity(cart, lines, settings) {
  const currency = settings.currency;
  const entries = lines.map((l) => {
    const unitPriceCents = l.on_sale ? l.sale_price_cents : l.price_cents;
    const details = l.form?.length
      ? {
          hasDetails: true,
          detailsComplete: Object.keys(detailsErrors(l.form, JSON.parse(l.details ?? '{}'))).length === 0,
        }
      : {};
    return {
      id: l.entry_id,
      variantId: l.variant_id,
      productId: l.product_id,
      productName: l.name,
      productType: l.product_type,
      sku: l.sku,
      optionValues: JSON.parse(l.option_values),
      quantity: l.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * l.quantity,
      ...details,
    };
  });
  const sum = (list) => list.reduce((n, e) => n + e.lineTotalCents, 0);
  const physical = entries.filter((e) => e.productType === PRODUCT_TYPE.physical);
  const subtotalCents = sum(entries);
  const discounted = entries.filter(isDiscounted);
  const discountedCents = sum(discounted);
  const coupon = cart?.coupon;
  const discountCents = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? Math.round((discountedCents * coupon.amount) / 100)
      : Math.min(coupon.amount, discountedCents);
  // The taxable lines' share of the discount, in proportion to their part of the discounted subtotal.
  const taxableDiscount =
    discountCents && Math.round((discountCents * sum(discounted.filter(isTaxed))) / discountedCents);
  const taxable = sum(entries.filter(isTaxed)) - taxableDiscount;
  const taxCents = Math.round((taxable * settings.tax_rate_basis_points) / 10_000);
  const requiresShipping = physical.length > 0;
  const shippingCostCents =
    requiresShipping && subtotalCents < settings.free_shipping_from_cents ? settings.shipping_cents : 0;
  const hasDigital = entries.some((e) => e.productType === PRODUCT_TYPE.digital);
  return {
    id: cart?.id ?? null,
    websiteId: settings.website_id,
    orderId: null,
    created: cart?.created_at ?? null,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [{ name: 'Sales tax', rateBasisPoints: settings.tax_rate_basis_points }],
    coupons: coupon ? [{ code: coupon.code, kind: coupon.kind, amount: coupon.amount }] : [],
    validCoupons: coupon ? [coupon.code] : [],
    invalidCoupons: [],
    subtotalCents,
    subtotalAmount: money(subtotalCents, currency),
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents - discountCents + taxCents + shippingCostCents,
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    hasDigital,
    purelyDigital: hasDigital && entries.every((e) => e.productType === PRODUCT_TYPE.digital),
    requiresShipping,
    minimumSubtotalCents: settings.minimum_subtotal_cents,
    minimumSubtotalMet: entries.length > 0 && subtotalCents >= settings.minimum_subtotal_cents,
  };
}

/** Returns the subscription text of a plan (spec 000 §3): weekly, monthly or yearly; one or more periods; finite or not. */
export function planText({ unit, value, cycles }) {
  const word = { weekly: 'week', monthly: 'month', yearly: 'year' }[unit];
  const every = value === 1 ? `every ${word}` : `every ${value} ${word}s`;
  return `Billed ${every}, ${cycles === 0 ? 'until cancelled' : `${cycles} payment${cycles === 1 ? '' : 's'}`}`;
}

/** Returns the product `row` as the API shows it (spec 000 §3 "Product"), with its `variants` rows. */
export function productOf(row, variants, currency) {
  const shown = variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: money(v.price_cents, currency),
    priceCents: v.price_cents,
    salePrice: money(v.sale_price_cents, currency),
    salePriceCents: v.sale_price_cents,
    onSale: Boolean(v.on_sale),
    qtyInStock: v.qty_in_stock,
    unlimited: Boolean(v.unlimited),
    optionValues: JSON.parse(v.option_values),
  }));
  const structuredContent = { productType: row.product_type, variants: shown };
  // spec 000 §3: digital products also carry priceCents, salePriceCents and onSale themselves.
  if (row.product_type === PRODUCT_TYPE.digital)
    Object.assign(structuredContent, {
      priceCents: shown[0].priceCents,
      salePriceCents: shown[0].salePriceCents,
      onSale: shown[0].onSale,
    });
  if (row.billing_period_unit) {
    const plan = { unit: row.billing_period_unit, value: row.billing_period_value, cycles: row.num_billing_cycles };
    structuredContent.subscriptionPlan = {
      billingPeriod: { value: plan.value, unit: plan.unit },
      numBillingCycles: plan.cycles,
      text: planText(plan),
    };
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    workflowState: row.workflow_state,
    workflowLabel: WORKFLOW_LABEL[row.workflow_state] ?? 'Unsupported',
    categories: row.category ? [row.category] : [],
    assetUrl: row.asset_url ?? '',
    structuredContent,
  };
}
