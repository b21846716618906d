import { number, string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The largest amount a donation takes, in the currency's major units (the donation checkout's own limit). */
export const MAX_DONATION = 1_000_000;

/** The attributes of `<sqs-donation>`. */
export const donationAttributes = {
  /** The donation page the checkout takes the gift for (letters, digits, `-` and `_`); without one nothing is shown. */
  donatePageId: string(''),
  /** The preset amounts, in major units, separated by commas (`10, 25, 50`); one outside `min`–`max` is left out. */
  amounts: string('25, 50, 100'),
  /** The smallest amount, in major units: a smaller other amount is raised to it. */
  min: number(1, { min: 0.01, max: MAX_DONATION }),
  /** The largest amount, in major units: a larger other amount is lowered to it. */
  max: number(10_000, { min: 0.01, max: MAX_DONATION }),
  /** The currency code; empty (the default) uses the store's (`websiteSettings.storeSettings.selectedCurrency`), else USD. */
  currency: string(''),
};

/** The detail of `sqs-donation-checkout`. */
export interface DonationCheckoutDetail {
  /** The donation checkout's URL, about to be opened. */
  url: string;
  /** The amount, in the currency's minor units (cents). */
  amount: number;
  /** The currency code. */
  currency: string;
}

/**
 * A donation block: a radio group of preset amounts, an Other amount field and a Donate button that opens the
 * donation checkout, `/checkout/donate?donatePageId=…&amount=…`. The amount goes as `amount`, a whole number of the
 * currency's minor units (cents), beside the spec's `donatePageId`. An other amount is read as digits with a `.` or
 * `,` before the fraction; outside `min`–`max` it is brought to the nearest bound and the change is announced; text
 * that is no amount says which amounts are taken (an alert) and goes nowhere. Amounts are shown in the currency
 * attribute's currency, else the store's, else USD. A bad attribute warns once and its default is used; a missing
 * or malformed `donate-page-id` warns once and nothing is shown.
 *
 * @summary Preset and other amounts with a Donate button to the donation checkout.
 * @tag sqs-donation
 *
 * @event sqs-donation-checkout - About to open the donation checkout (cancelable: cancelling keeps the page). Detail: `{ url, amount, currency }`.
 *
 * @csspart base - The form.
 * @csspart amounts - The radio group of amounts (a fieldset with its legend).
 * @csspart amount - One preset amount: its radio and label.
 * @csspart other - The Other amount field and its label.
 * @csspart donate - The Donate button.
 * @csspart status - The polite status: an amount brought within bounds.
 * @csspart error - Why the donation cannot go ahead (an alert).
 *
 * @cssproperty --sqs-donation-gap - The space between the rows.
 * @cssproperty --sqs-donation-button-background - The Donate button's background.
 * @cssproperty --sqs-donation-button-color - The Donate button's text colour.
 */
export type SqsDonationElement = ElementOf<typeof donationAttributes>;

/** The events `<sqs-donation>` dispatches, by name, with their detail. */
export interface SqsDonationEvents {
  /** The visitor pressed Donate with a valid amount; cancelable (cancelling keeps the page). */
  'sqs-donation-checkout': DonationCheckoutDetail;
}

/** The contract of `<sqs-donation>`. */
export const donationElement = defineContract('sqs-donation', donationAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-donation': SqsDonationElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsDonationEvents {}
}
