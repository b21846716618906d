import { string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-mobile-info-bar>`. */
export const mobileInfoBarAttributes = {
  /** The accessible name of the bar's region; empty: 'Contact information'. */
  label: string(''),
};

/**
 * The site's mobile information bar (spec 000 §3 "Site context" `websiteSettings.mobileInfoBarSettings`, §9 "Mobile
 * information bar at window width 1024 or less"): the site's contact details — email, phone number, location and
 * business hours, each shown only when the settings switch it on — in a bar of one 44 px row (scrolling sideways when
 * wider than the window, so its height is known before it loads) that shows only at a window width of 1024 px or
 * less. Everything comes from the site context as text (never HTML); the email is a `mailto:` link, the phone number a
 * `tel:` link and the location a link to a map search, each through the safe-url check. Nothing shows above 1024 px or
 * when no detail is switched on.
 *
 * @summary The site's contact details in a bar at ≤ 1024 px, from the site context.
 * @tag sqs-mobile-info-bar
 *
 * @csspart base - The bar (a labelled region).
 * @csspart list - The list of details.
 * @csspart item - One detail (`data-kind` email|phone|location|hours).
 * @csspart link - A detail as a link.
 *
 * @cssproperty --sqs-mobile-info-bar-background - The bar's background.
 * @cssproperty --sqs-mobile-info-bar-color - The text colour.
 * @cssproperty --sqs-mobile-info-bar-padding - The space inside the bar.
 * @cssproperty --sqs-mobile-info-bar-font-size - The text size.
 */
export type SqsMobileInfoBarElement = ElementOf<typeof mobileInfoBarAttributes>;

/** The contract of `<sqs-mobile-info-bar>`. */
export const mobileInfoBarElement = defineContract('sqs-mobile-info-bar', mobileInfoBarAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-mobile-info-bar': SqsMobileInfoBarElement;
  }
}
