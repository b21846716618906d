/**
 * Money formatting for the store's currencies (spec 000 §3 "Currencies", §9 "Products and currency").
 */
import { getSiteContext } from './context.js';
import { localeCandidates } from './page-locale.js';

/** A currency of the store: ISO 4217 code, English name, numeric code and fraction digits. */
export interface Currency {
  /** ISO 4217 alphabetic code. */
  code: string;
  /** English name (ISO 4217). */
  name: string;
  /** ISO 4217 numeric code, three digits (a string, to keep leading zeros). */
  numericCode: string;
  /** Digits after the decimal separator: 2, except JPY 0 (spec 000 §9). */
  fractionDigits: number;
}

/**
 * The store's currencies in the spec's order (spec 000 §3 "Currencies" says 26 and lists these 27: all are kept,
 * docs/deviations.md#currencies):
 * code → name, numeric code, fraction digits.
 */
export const CURRENCIES = table({
  EUR: ['Euro', '978'],
  USD: ['US Dollar', '840'],
  AUD: ['Australian Dollar', '036'],
  NOK: ['Norwegian Krone', '578'],
  CAD: ['Canadian Dollar', '124'],
  NZD: ['New Zealand Dollar', '554'],
  DKK: ['Danish Krone', '208'],
  GBP: ['Pound Sterling', '826'],
  HKD: ['Hong Kong Dollar', '344'],
  CHF: ['Swiss Franc', '756'],
  MXN: ['Mexican Peso', '484'],
  SGD: ['Singapore Dollar', '702'],
  SEK: ['Swedish Krona', '752'],
  CZK: ['Czech Koruna', '203'],
  ILS: ['New Israeli Sheqel', '376'],
  PHP: ['Philippine Peso', '608'],
  RUB: ['Russian Ruble', '643'],
  PLN: ['Zloty', '985'],
  THB: ['Baht', '764'],
  MYR: ['Malaysian Ringgit', '458'],
  ARS: ['Argentine Peso', '032'],
  BRL: ['Brazilian Real', '986'],
  COP: ['Colombian Peso', '170'],
  IDR: ['Rupiah', '360'],
  INR: ['Indian Rupee', '356'],
  JPY: ['Yen', '392', 0],
  ZAR: ['Rand', '710'],
});

/** Returns the currency table from its compact rows (fraction digits 2 unless given). */
function table<C extends string>(
  rows: Record<C, [name: string, numericCode: string, fractionDigits?: number]>,
): Readonly<Record<C, Currency>> {
  const entries = Object.entries(rows) as [C, [string, string, number?]][];
  return Object.fromEntries(
    entries.map(([code, [name, numericCode, fractionDigits = 2]]) => [
      code,
      { code, name, numericCode, fractionDigits },
    ]),
  ) as unknown as Record<C, Currency>;
}

/** The currency codes the store supports, in the spec's order. */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[];

/** One of the store's currency codes. */
export type CurrencyCode = keyof typeof CURRENCIES;

/** The store currency when none is given (spec 000 §3). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** A money value as the commerce API sends it. */
export interface Money {
  /** Amount in major units (dollars, not cents), as a number or a decimal string. */
  value: number | string;
  /** ISO 4217 code; the default currency when missing. */
  currencyCode?: string;
}

/** How one locale writes one currency (spec 000 §3 "Money"), read from `Intl.NumberFormat.formatToParts`. */
export interface MoneyTemplate {
  /** The currency code the template is for. */
  currencyCode: CurrencyCode;
  /** The locale the template is for (en-US when the one asked for is invalid). */
  locale: string;
  /** The currency symbol as the locale writes it: `$`, `€`, `¥`, `US$`. */
  symbol: string;
  /** The decimal separator (empty for a currency without fraction digits, as JPY). */
  decimalSeparator: string;
  /** The thousands separator: `,` in en, a narrow no-break space (U+202F) in fr. */
  thousandsSeparator: string;
  /** The formatter itself: the currency's fraction digits, at most 15 integer places. */
  formatter: Intl.NumberFormat;
}

/** The most integer places an amount is shown with (spec 000 §9 "Currency template: max integer places 15"). */
export const MAX_INTEGER_PLACES = 15;

/** The largest amount shown: 15 nines. Past it a double can no longer hold every cent, so larger amounts are clamped. */
export const MAX_AMOUNT = 10 ** MAX_INTEGER_PLACES - 1;

const warned = new Set<string>();

/** Warns once per text. */
function warnOnce(text: string): void {
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
}

/**
 * Returns `code` upper-cased when it is a supported currency, else the default currency (USD); a code given but not
 * supported is warned about once.
 */
export function currencyOf(code: string | null | undefined): CurrencyCode {
  const upper = (code ?? '').toUpperCase();
  if (Object.hasOwn(CURRENCIES, upper)) return upper as CurrencyCode;
  if (upper) warnOnce(`sqs-elements: currency "${upper.slice(0, 12)}" is not one of the store's; USD is used.`);
  return DEFAULT_CURRENCY;
}

/** Returns the fraction digits of a currency: 0 for JPY, 2 for every other (spec 000 §9). */
export function fractionDigits(code: string | null | undefined): number {
  return CURRENCIES[currencyOf(code)].fractionDigits;
}

/** Converts an amount in minor units (cents; yen for JPY) to major units. */
export function fromMinorUnits(minor: number, code: string | null | undefined): number {
  return minor / 10 ** fractionDigits(code);
}

/**
 * Returns `amount` within ±`MAX_AMOUNT` (15 integer places, spec 000 §9): a larger amount is clamped, with a warning
 * once; a non-numeric amount is zero.
 */
export function capAmount(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  if (Math.abs(amount) <= MAX_AMOUNT) return amount;
  warnOnce(`sqs-elements: amounts have at most ${MAX_INTEGER_PLACES} integer places; a larger one is shown clamped.`);
  return Math.sign(amount) * MAX_AMOUNT;
}

/** The page's locale: the site context's member's, else the website's, else `<html lang>`, else en-US. */
function pageLocale(): string {
  const tag = localeCandidates(getSiteContext(), document).find(
    (value): value is string => typeof value === 'string' && value !== '' && value.length <= 35,
  );
  return tag?.replace(/_/g, '-') || 'en-US';
}

/**
 * Returns the template of `currencyCode` in `locale` (by default the page's): symbol, decimal and thousands
 * separators read from `formatToParts`, and the formatter. An unsupported code gives USD's (with a warning), an
 * invalid locale en-US's.
 */
export function moneyTemplate(currencyCode?: string | null, locale: string = pageLocale()): MoneyTemplate {
  const currency = currencyOf(currencyCode);
  // A formatter costs far more to make than to use (a price list or a donation's amounts format one each).
  const key = `${currency} ${locale}`;
  let template = templates.get(key);
  if (!template) {
    template = Object.freeze(newTemplate(currency, locale));
    templates.set(key, template);
  }
  return template;
}

/** The templates made, by currency and locale asked for. */
const templates = new Map<string, MoneyTemplate>();

/** Returns a new template of a supported `currency` in `locale` (en-US's when the locale is invalid). */
function newTemplate(currency: CurrencyCode, locale: string): MoneyTemplate {
  const digits = CURRENCIES[currency].fractionDigits;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    formatter = new Intl.NumberFormat('en-US', options);
  }
  const parts = formatter.formatToParts(1234567.5);
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    currencyCode: currency,
    locale: formatter.resolvedOptions().locale,
    symbol: part('currency'),
    decimalSeparator: part('decimal'),
    thousandsSeparator: part('group'),
    formatter,
  };
}

/**
 * Formats `amount` (major units, or a `Money` value carrying its own currency) with the currency's template in
 * `locale` (by default the page's: the site context's `memberLocale`, then its `locale`, then `<html lang>`, as the
 * elements choose theirs). Unsupported or missing currency codes format as USD; an unknown locale falls back to
 * en-US; a non-numeric amount formats as zero; past 15 integer places the amount is clamped (`capAmount`).
 */
export function formatMoney(
  amount: number | string | Money,
  currencyCode?: string,
  locale: string = pageLocale(),
): string {
  const money = typeof amount === 'object' && amount !== null ? amount : { value: amount, currencyCode };
  return moneyTemplate(money.currencyCode ?? currencyCode, locale).formatter.format(capAmount(Number(money.value)));
}
