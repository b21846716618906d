import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { donateUrl } from '../../runtime/checkout.js';
import { getSiteContext } from '../../runtime/context.js';
import { CURRENCIES, formatMoney, fractionDigits } from '../../runtime/money.js';
import { emit } from '../shared/emit.js';
import { localeOf } from '../shared/messages.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import english from './donation.en.js';
import type { AttributeValues } from '../shared/element-types.js';
import { donationAttributes, type SqsDonationElement } from './donation.element.js';
import { serverRender } from '../shared/takeover.js';

// The donation checkout's ids (runtime/checkout.ts takes the same).
const PAGE_ID = /^[\w-]{1,64}$/;
// An amount as typed: digits, then at most one `.` or `,` and the fraction.
const AMOUNT = /^\d{1,9}(?:[.,]\d*)?$/;

/**
 * Returns the amount `text` names in minor units of a currency with `digits` fraction digits (rounded to them), or
 * null when it is no amount.
 */
export function parseAmount(text: string, digits: number): number | null {
  const trimmed = text.replace(/\s/g, '');
  if (!AMOUNT.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(',', '.')) * 10 ** digits);
}

/** What the visitor chose: a preset by index, the other amount, or nothing yet. */
type Choice = number | 'other' | null;

/** What `Donation.tsx` needs to render. */
export interface DonationBindings {
  t: Translate<typeof english>;
  /** False without a usable donation page: nothing is shown. */
  shown: boolean;
  formProps: { onSubmit(event: FormEvent<HTMLFormElement>): void; noValidate: true };
  /** The presets and the Other radio, each with its text. */
  radios: Array<{
    key: string;
    text: string;
    inputProps: { type: 'radio'; name: string; id: string; checked: boolean; onChange(): void };
  }>;
  otherProps: {
    id: string;
    type: 'text';
    inputMode: 'decimal';
    autoComplete: 'off';
    value: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onBlur(): void;
  };
  /** The Donate button's text, with the amount once one is chosen. */
  donateText: string;
  status: string;
  errorId: string;
  error: string;
}

/** Returns the preset amounts of `text` (major units) within `min`–`max`, warning once for each left out. */
export function presets(host: Element, text: string, min: number, max: number): number[] {
  const values: number[] = [];
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const value = Number(item);
    if (Number.isFinite(value) && value >= min && value <= max) values.push(value);
    else
      warnOnce(
        host,
        `amount ${item}`,
        `<sqs-donation>: amount "${item}" is not from ${min} to ${max}; it is left out.`,
      );
  }
  return [...new Set(values)];
}

/**
 * Returns the donation's bindings: its amounts in the currency (the attribute's, else the store's, else USD), the
 * choice, the other amount (read, and brought within `min`–`max` when the field is left) and the Donate submission,
 * which emits the cancelable `sqs-donation-checkout` and opens the donation checkout with the amount in minor units.
 */
export function useDonation(
  host: SqsDonationElement,
  options: AttributeValues<typeof donationAttributes>,
): DonationBindings {
  const t = useMessages(host, english);
  const locale = localeOf(host);
  const id = useId();
  const { donatePageId } = options;
  const known = (code: string | undefined): code is string => !!code && Object.hasOwn(CURRENCIES, code.toUpperCase());
  const storeCurrency = getSiteContext().websiteSettings?.storeSettings?.selectedCurrency;
  const currency = (
    known(options.currency) ? options.currency : known(storeCurrency) ? storeCurrency : 'USD'
  ).toUpperCase();
  const digits = fractionDigits(currency);
  const scale = 10 ** digits;
  // min above max: both fall back to their defaults.
  const bounded = options.min <= options.max;
  const min = bounded ? options.min : donationAttributes.min.default;
  const max = bounded ? options.max : donationAttributes.max.default;
  const amounts = useMemo(() => presets(host, options.amounts, min, max), [host, options.amounts, min, max]);
  useEffect(() => {
    if (options.currency !== '' && !known(options.currency)) warnInvalid(host, 'currency', options.currency, '');
    if (!bounded)
      warnOnce(host, 'min-max', `<sqs-donation>: min ${options.min} is above max ${options.max}; using 1 to 10000.`);
    if (!PAGE_ID.test(donatePageId))
      warnOnce(
        host,
        'donate-page-id',
        `<sqs-donation>: no valid donate-page-id ("${donatePageId.slice(0, 70)}"); nothing is shown.`,
      );
  }, [bounded, donatePageId, host, options.currency, options.max, options.min]);

  const [choice, setChoice] = useState<Choice>(null);
  const [other, setOther] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<'' | 'choose' | 'invalid'>('');
  // What the visitor last chose and typed, as of their last input rather than the last render: a blur or a submit
  // right after an input (before the next render, which preact/compat schedules later than React) reads these.
  const live = useRef({ choice, other });
  const money = (minor: number) => formatMoney(minor / scale, currency, locale);
  const [low, high] = [Math.round(min * scale), Math.round(max * scale)];
  /** Returns the amount `choice` and `text` make, in minor units, or null when they make none within bounds. */
  const chosenOf = (choice: Choice, text: string): number | null => {
    if (choice === 'other') {
      const minor = parseAmount(text, digits);
      return minor !== null && minor >= low && minor <= high ? minor : null;
    }
    return choice === null ? null : Math.round((amounts[choice] ?? 0) * scale) || null;
  };
  const chosen = chosenOf(choice, other);

  /** Brings the other amount within bounds and says so; returns it, or null when it is no amount. */
  const settleOther = (): number | null => {
    const text = live.current.other;
    const minor = parseAmount(text, digits);
    if (minor === null) return null;
    const settled = Math.min(high, Math.max(low, minor));
    const fixed = (settled / scale).toFixed(digits);
    if (settled !== minor) setStatus(t('donation.clamped', { amount: money(settled) }));
    if (fixed !== text) setOther((live.current.other = fixed));
    return settled;
  };

  const pick = (next: Choice) => {
    setChoice((live.current.choice = next));
    setError('');
    setStatus('');
  };
  // A form rendered on a server (docs/ssr.md) keeps the amount the visitor chose and typed before this script ran, and
  // its focus: the server's nodes (its form has a `method`) are handed to this first commit.
  useLayoutEffect(() => {
    const taken = serverRender(host);
    const server = taken?.nodes.querySelector<HTMLFormElement>('form[method]');
    if (!server) return;
    const data = new FormData(server);
    const typed = data.get('other');
    if (typeof typed === 'string' && typed) setOther((live.current.other = typed));
    const picked = data.get('amount');
    const index = amounts.findIndex((value) => String(Math.round(value * scale)) === picked);
    if (picked === 'other' || index >= 0) pick(picked === 'other' ? 'other' : index);
    // The same control by position, the server's hidden page id left out.
    const controls = (form: HTMLFormElement) =>
      [...form.elements].filter((node) => (node as HTMLInputElement).type !== 'hidden');
    const at = controls(server).indexOf(taken!.focused!);
    const own = host.shadowRoot!.querySelector<HTMLFormElement>('form:not([method])');
    if (at >= 0 && own) (controls(own)[at] as HTMLElement).focus({ preventScroll: true });
    // Once, in the first commit: later ones have no server form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  const errorId = `${id}-error`;
  return {
    t,
    shown: PAGE_ID.test(donatePageId),
    formProps: {
      noValidate: true,
      onSubmit(event) {
        event.preventDefault();
        const { choice } = live.current;
        const amount = choice === 'other' ? settleOther() : chosenOf(choice, '');
        if (amount === null) return setError(choice === 'other' ? 'invalid' : 'choose');
        const base = donateUrl(donatePageId);
        if (!base) return;
        const url = `${base}&amount=${amount}`;
        if (emit(host, 'sqs-donation-checkout', { url, amount, currency }, { cancelable: true })) location.assign(url);
      },
    },
    radios: [
      ...amounts.map((value, index) => ({ key: String(index), text: money(Math.round(value * scale)), index })),
      { key: 'other', text: t('donation.other'), index: 'other' as const },
    ].map(({ key, text, index }) => ({
      key,
      text,
      inputProps: {
        type: 'radio',
        name: `${id}-amount`,
        id: `${id}-${key}`,
        checked: choice === index,
        onChange: () => pick(index),
      },
    })),
    otherProps: {
      id: `${id}-other-amount`,
      type: 'text',
      inputMode: 'decimal',
      autoComplete: 'off',
      value: other,
      'aria-invalid': error === 'invalid' || undefined,
      'aria-describedby': error === 'invalid' ? errorId : undefined,
      onChange(event) {
        setOther((live.current.other = event.target.value));
        if (live.current.choice !== 'other') pick('other');
        else setError('');
      },
      onBlur: () => void (live.current.choice === 'other' && settleOther()),
    },
    donateText: chosen === null ? t('donation.donate') : t('donation.donate-amount', { amount: money(chosen) }),
    status,
    errorId,
    error:
      error === 'choose'
        ? t('donation.choose')
        : error === 'invalid'
          ? t('donation.invalid', { min: money(low), max: money(high) })
          : '',
  };
}
