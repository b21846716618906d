/**
 * Money formatting for the store's currencies (spec 000 §3 "Currencies", §9 "Products and currency").
 */
import { getSiteContext } from './context.js';

/** The currency codes the store supports (spec 000 §3 says 26 and lists these 27; all are supported). */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

/** One of the store's currency codes. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The store currency when none is given (spec 000 §3). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** A money value as the commerce API sends it. */
export interface Money {
  /** Amount in major units (dollars, not cents), as a number or a decimal string. */
  value: number | string;
  /** ISO 4217 code; the default currency when missing. */
  currencyCode?: string;
}

/** Returns `code` upper-cased when it is a supported currency, else the default currency (USD). */
export function currencyOf(code: string | null | undefined): CurrencyCode {
  const upper = (code ?? '').toUpperCase();
  return (CURRENCY_CODES as readonly string[]).includes(upper) ? (upper as CurrencyCode) : DEFAULT_CURRENCY;
}

/** Returns the fraction digits of a currency: 0 for JPY, 2 for every other (spec 000 §9). */
export function fractionDigits(code: string | null | undefined): number {
  return currencyOf(code) === 'JPY' ? 0 : 2;
}

/** Converts an amount in minor units (cents; yen for JPY) to major units. */
export function fromMinorUnits(minor: number, code: string | null | undefined): number {
  return minor / 10 ** fractionDigits(code);
}

/** The page's locale: the site context's member's, else the website's, else `<html lang>`, else en-US. */
function pageLocale(): string {
  const { memberLocale, locale } = getSiteContext();
  const tag = [memberLocale, locale].find((value) => typeof value === 'string' && value.length <= 35);
  return (tag ?? document.documentElement.lang ?? '').replace(/_/g, '-') || 'en-US';
}

/**
 * Formats `amount` (major units, or a `Money` value carrying its own currency) with `Intl.NumberFormat` in
 * `locale` (by default the page's: the site context's `memberLocale`, then its `locale`, then `<html lang>`, as the
 * elements choose theirs). Unsupported or missing currency codes format as USD; an unknown
 * locale falls back to en-US; a non-numeric amount formats as zero.
 */
export function formatMoney(
  amount: number | string | Money,
  currencyCode?: string,
  locale: string = pageLocale(),
): string {
  const money = typeof amount === 'object' && amount !== null ? amount : { value: amount, currencyCode };
  const currency = currencyOf(money.currencyCode ?? currencyCode);
  const digits = fractionDigits(currency);
  const value = Number(money.value);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    format = new Intl.NumberFormat('en-US', options);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}
