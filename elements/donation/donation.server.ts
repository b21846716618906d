import { createElement, type ReactNode } from 'react';
import { CURRENCIES, formatMoney, fractionDigits } from '../../runtime/money.js';
import type { AttributeValues } from '../shared/element-types.js';
import { siteContextOf } from '../shared/site-context-of.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './donation.en.js';
import { donationAttributes, donationElement } from './donation.element.js';
import { donationStyles } from './donation.styles.js';
import { presets } from './useDonation.js';

/** The donation checkout a donation form goes to without a script (`?donatePageId=…&amount=…`). */
const CHECKOUT_PATH = '/checkout/donate';
const PAGE_ID = /^[\w-]{1,64}$/;

/**
 * Returns the currency the donation shows, as the browser picks it: the attribute's, else the store's from the page's
 * site context script (`#sqs-site-context`), else USD. (A site context set only in code is not on the page: such a
 * page names the currency with the attribute.)
 */
function currencyOf(host: HostStandIn, attribute: string): string {
  const known = (code: unknown): code is string =>
    typeof code === 'string' && Object.hasOwn(CURRENCIES, code.toUpperCase());
  if (known(attribute)) return attribute.toUpperCase();
  const store: unknown = siteContextOf(host).websiteSettings?.storeSettings?.selectedCurrency;
  return known(store) ? store.toUpperCase() : 'USD';
}

/** Returns why the donation is left to the browser: with no usable donation page it shows nothing there. */
const leftToBrowser = (host: HostStandIn): string | undefined =>
  PAGE_ID.test(host.getAttribute('donate-page-id') ?? '') ? undefined : 'it has no donation page';

/**
 * Renders `<sqs-donation>` on a server: its amounts, the Other amount field and the Donate button, as the browser renders
 * them before a choice, in a plain HTML form that goes to the donation checkout without a script: a preset sends its
 * amount in minor units as `amount`, Other sends `amount=other` and the amount typed as `other` (the checkout reads it).
 */
function DonationOnServer({
  host,
  donatePageId,
  amounts,
  min,
  max,
  currency,
}: AttributeValues<typeof donationAttributes> & { host: HostStandIn }): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const code = currencyOf(host, currency);
  const scale = 10 ** fractionDigits(code);
  const bounded = min <= max;
  const values = presets(
    host as unknown as Element,
    amounts,
    bounded ? min : donationAttributes.min.default,
    bounded ? max : donationAttributes.max.default,
  );
  const radio = (key: string, value: string, text: string): ReactNode =>
    createElement(
      'label',
      { part: 'amount', key, htmlFor: `amount-${key}` },
      createElement('input', { type: 'radio', name: 'amount', id: `amount-${key}`, value }),
      ` ${text}`,
    );
  return createElement(
    'form',
    { part: 'base', method: 'get', action: CHECKOUT_PATH },
    createElement('input', { type: 'hidden', name: 'donatePageId', value: donatePageId }),
    createElement(
      'fieldset',
      { part: 'amounts' },
      createElement('legend', null, t('donation.legend')),
      ...values.map((value, index) => {
        const minor = Math.round(value * scale);
        return radio(String(index), String(minor), formatMoney(minor / scale, code, 'en'));
      }),
      radio('other', 'other', t('donation.other')),
    ),
    createElement(
      'div',
      { part: 'other' },
      createElement('label', { htmlFor: 'other-amount' }, t('donation.other-amount')),
      createElement('input', {
        id: 'other-amount',
        type: 'text',
        name: 'other',
        inputMode: 'decimal',
        autoComplete: 'off',
      }),
    ),
    createElement('button', { part: 'donate', type: 'submit' }, t('donation.donate')),
    createElement('p', { part: 'status', role: 'status' }),
    createElement('p', { part: 'error', role: 'alert' }),
  );
}

/** Renders `<sqs-donation>` on a server (`sqs-elements/ssr`). */
export const donationServer = serverElement(DonationOnServer, donationElement, [donationStyles], leftToBrowser);
