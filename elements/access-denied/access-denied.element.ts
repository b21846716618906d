import { number } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-access-denied>`. */
export const accessDeniedAttributes = {
  /** The level (1–6) of its heading: 1 when it is the page's own content, as on an access-denied page. */
  headingLevel: number(1, { min: 1, max: 6, integer: true }),
};

/** The detail of `sqs-access-denied-sign-in`. */
export interface AccessDeniedSignInDetail {
  /** The path of the page, which now loads for the signed-in member. */
  page: string;
}

/**
 * The member-area access-denied page (spec 000 §1, §9: page type 106): a member-only page shown to a visitor who is
 * not signed in as a site member. It says so and offers 'Sign in', which opens the page's `<sqs-login-prompt>` (the
 * runtime's login prompt: `POST /api/site-users/account/session`, the HttpOnly session cookie and the stored
 * X-SiteUser-XSRF-Token); once signed in it loads the page again, which the server now serves. Cancelling the prompt
 * returns focus to 'Sign in'. The host carries `data-state` (`idle`, `signing-in`, `signed-in`). An access-denied
 * page (site context `pageType` 106) records no page view.
 *
 * @summary The member-only page's notice with sign-in.
 * @tag sqs-access-denied
 *
 * @event sqs-access-denied-sign-in - The visitor signed in; cancelable (the element then stays, instead of loading the page).
 *
 * @csspart base - The whole notice.
 * @csspart title - Its heading.
 * @csspart description - The line under the heading.
 * @csspart sign-in - The 'Sign in' button.
 *
 * @cssproperty --sqs-access-denied-width - The notice's largest width.
 * @cssproperty --sqs-access-denied-accent - The button's background.
 * @cssproperty --sqs-access-denied-accent-contrast - The button's text colour.
 */
export type SqsAccessDeniedElement = ElementOf<typeof accessDeniedAttributes>;

/** The events `<sqs-access-denied>` dispatches, by name, with their detail. */
export interface SqsAccessDeniedEvents {
  /** The visitor signed in as a site member; unless a listener cancels it, the page loads again. */
  'sqs-access-denied-sign-in': AccessDeniedSignInDetail;
}

/** The contract of `<sqs-access-denied>`. */
export const accessDeniedElement = defineContract('sqs-access-denied', accessDeniedAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-access-denied': SqsAccessDeniedElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsAccessDeniedEvents {}
}
