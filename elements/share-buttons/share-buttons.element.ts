import { string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The networks `<sqs-share-buttons>` links to, in the order `networks` lists them by default. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'email', 'copy'] as const;
/** One network (or email, or Copy link). */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number] | 'native';

/** The attributes of `<sqs-share-buttons>`. */
export const shareButtonsAttributes = {
  /** The address shared (http or https only); empty (the default) shares the page's own, without its fragment. */
  url: string(''),
  /** The title shared; empty (the default) shares the document's title. */
  title: string(''),
  /** The image a Pinterest pin shows (http or https only); Pinterest is left out without one (with a warning when `networks` names it). */
  image: string(''),
  /**
   * The buttons, by name, separated by commas: `facebook`, `x` (or `twitter`), `linkedin`, `pinterest`, `email`,
   * `copy`. An unknown name warns once and is left out.
   */
  networks: string('facebook, x, linkedin, pinterest, email, copy'),
};

/** The detail of `sqs-share-buttons-share`. */
export interface ShareButtonsShareDetail {
  /** Which button: a network, `email`, `copy` or `native` (the browser's share sheet). */
  network: ShareNetwork;
  /** The address shared. */
  url: string;
}

/**
 * Share buttons (spec 001 §2, the `share-buttons` chunk): links that share the page — or the `url` and `title` given
 * — on Facebook, X, LinkedIn and Pinterest (with `image`), by email (a `mailto:` link), and a Copy link button that
 * announces 'Link copied'; where the browser has a share sheet (`navigator.share`), a Share button opens it first.
 * No third-party script is loaded: each network's link is built here, every value URL-encoded, and opens in a new
 * window with `rel="noopener noreferrer"`. `url` and `image` take http and https addresses only: anything else
 * (`javascript:`, `data:` …) warns once and is never linked (the page's address is shared instead, and Pinterest is
 * left out).
 *
 * @summary Share links for the page, the browser's share sheet and Copy link, with no third-party script.
 * @tag sqs-share-buttons
 *
 * @event sqs-share-buttons-share - A share button or link was used. Detail: `{ network, url }`.
 *
 * @csspart base - The group of buttons.
 * @csspart button - Each link and button (with `data-network`).
 * @csspart native - The Share button of the browser's share sheet.
 * @csspart copy - The Copy link button.
 * @csspart icon - Each button's icon.
 * @csspart status - The polite status: 'Link copied'.
 *
 * @cssproperty --sqs-share-buttons-size - The size of each button (a 44 px touch target by default).
 * @cssproperty --sqs-share-buttons-gap - The space between the buttons.
 * @cssproperty --sqs-share-buttons-color - The icons' colour.
 * @cssproperty --sqs-share-buttons-background - The buttons' background.
 */
export type SqsShareButtonsElement = ElementOf<typeof shareButtonsAttributes>;

/** The events `<sqs-share-buttons>` dispatches, by name, with their detail. */
export interface SqsShareButtonsEvents {
  /** A share link or button was used (the link opens, the sheet opens, or the link is copied). */
  'sqs-share-buttons-share': ShareButtonsShareDetail;
}

/** The contract of `<sqs-share-buttons>`. */
export const shareButtonsElement = defineContract('sqs-share-buttons', shareButtonsAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-share-buttons': SqsShareButtonsElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsShareButtonsEvents {}
}
