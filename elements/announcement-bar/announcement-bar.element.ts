import { boolean, string, url } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-announcement-bar>`. */
export const announcementBarAttributes = {
  /** The announcement. */
  text: string(''),
  /** Where the announcement leads; empty: plain text. */
  href: url(''),
  /** Adds a close button; the dismissal is remembered for this text. */
  dismissible: boolean(),
  /** The accessible name of the bar's region when a page has more than one bar; empty: 'Announcement'. */
  label: string(''),
};

/**
 * The site's announcement bar (spec 000 §3 "Site context" showAnnouncementBar; §9 "Mobile information bar at window
 * width 1024 or less"): one line of text, a link when `href` is set, and a close button when `dismissible`.
 * Dismissing is remembered in local storage for that text, so a new announcement shows again. At a window width of
 * 1024 px or less it takes the compact mobile layout (`data-layout="mobile"`). Nothing shows when the site context
 * says `showAnnouncementBar: false` or the text is empty.
 *
 * @summary A dismissible announcement bar with text and a link, compact at ≤ 1024 px.
 * @tag sqs-announcement-bar
 *
 * @csspart base - The bar (`data-layout` mobile|desktop).
 * @csspart text - The announcement text (also `link` when it is a link).
 * @csspart link - The announcement as a link.
 * @csspart close - The close button.
 *
 * @cssproperty --sqs-announcement-bar-z-index - The stacking level (default 30000, the managed UI base).
 * @cssproperty --sqs-announcement-bar-background - The bar's background.
 * @cssproperty --sqs-announcement-bar-color - The text colour.
 * @cssproperty --sqs-announcement-bar-padding - The space inside the bar.
 * @cssproperty --sqs-announcement-bar-font-size - The text size.
 * @cssproperty --sqs-announcement-bar-mobile-font-size - The text size at 1024 px or less.
 */
export type SqsAnnouncementBarElement = ElementOf<typeof announcementBarAttributes>;

/** The events `<sqs-announcement-bar>` dispatches, by name, with their detail. */
export interface SqsAnnouncementBarEvents {
  /** The visitor closed the bar. */
  'sqs-dismiss': { text: string };
}

/** The contract of `<sqs-announcement-bar>`. */
export const announcementBarElement = defineContract('sqs-announcement-bar', announcementBarAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-announcement-bar': SqsAnnouncementBarElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsAnnouncementBarEvents {}
}
