import { number, string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-lock-screen>`. */
export const lockScreenAttributes = {
  /** The path of the locked page the password opens (a path on this site); empty: the page it is on. */
  page: string(''),
  /** The level (1–6) of its heading: 1 when it is the page's own content, as on a lock screen page. */
  headingLevel: number(1, { min: 1, max: 6, integer: true }),
};

/** The detail of `sqs-lock-screen-unlock`. */
export interface LockScreenUnlockDetail {
  /** The path of the page the password opened. */
  page: string;
}

/**
 * The lock screen of a page locked by a password (spec 000 §1, §9: page type lock screen 103, slice type lock screen
 * 2). A labelled password field and 'Enter': the password goes to `POST /api/pages/unlock` `{ path, password }`
 * through the runtime's crumbed requests; the server answers with an HttpOnly cookie scoped to that page, and the
 * element then loads the page. A wrong password, too many tries, a failed connection or an empty field each say so
 * under the field (announced, `role="alert"`), with the field marked invalid, emptied and focused again. The host
 * carries `data-slice-type="2"` and `data-state` (`idle`, `checking`, `failed`, `unlocked`). A lock screen page
 * (site context `pageType` 103) records no page view.
 *
 * @summary The password form of a locked page.
 * @tag sqs-lock-screen
 *
 * @event sqs-lock-screen-unlock - The password opened `detail.page`; cancelable (the element then stays, instead of loading the page).
 *
 * @csspart base - The whole lock screen.
 * @csspart title - Its heading.
 * @csspart description - The line under the heading.
 * @csspart form - The password form.
 * @csspart label - The field's label.
 * @csspart input - The password field.
 * @csspart error - The message saying what went wrong.
 * @csspart submit - The 'Enter' button.
 *
 * @cssproperty --sqs-lock-screen-width - The form's largest width.
 * @cssproperty --sqs-lock-screen-gap - The space between its parts.
 * @cssproperty --sqs-lock-screen-accent - The button's background.
 * @cssproperty --sqs-lock-screen-accent-contrast - The button's text colour.
 */
export type SqsLockScreenElement = ElementOf<typeof lockScreenAttributes>;

/** The events `<sqs-lock-screen>` dispatches, by name, with their detail. */
export interface SqsLockScreenEvents {
  /** The password opened the page; unless a listener cancels it, the element loads `page`. */
  'sqs-lock-screen-unlock': LockScreenUnlockDetail;
}

/** The contract of `<sqs-lock-screen>`. */
export const lockScreenElement = defineContract('sqs-lock-screen', lockScreenAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-lock-screen': SqsLockScreenElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsLockScreenEvents {}
}
