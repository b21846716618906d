import { boolean } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-login-prompt>`. */
export const loginPromptAttributes = {
  /** Whether the prompt shows; set when a request needs a signed-in site user, cleared by signing in or cancelling. */
  open: boolean(),
};

/**
 * The login prompt (spec 000 §8 "Data layer": `loginRequired` in a response triggers it). A modal dialog asking a
 * site user (member) for an email and a password: the email is checked as spec 000 §5 says ('Please enter a valid
 * email', 'Emails must be formatted as {email}'), signing in goes through the runtime (POST
 * /api/site-users/account/session; later site-user requests carry the answer's X-SiteUser-XSRF-Token), and a failure
 * shows the server's message, or 'Unable to connect…' when the connection failed — with what was typed kept. The
 * runtime creates and opens one when a data-layer request answers `loginRequired`, and retries that request once
 * signed in. Focus moves to the email field, stays in the dialog, Escape or 'Cancel' closes it, and closing returns
 * focus where it was.
 *
 * @summary The sign-in dialog shown when a request needs a signed-in site user.
 * @tag sqs-login-prompt
 *
 * @csspart backdrop - The layer covering the page.
 * @csspart base - The dialog.
 * @csspart title - Its heading.
 * @csspart form - The sign-in form.
 * @csspart field - The wrapper of a label and its input.
 * @csspart label - A field's label.
 * @csspart input - A field's input.
 * @csspart field-error - The message under a field that is not valid.
 * @csspart error - The message of a failed sign-in.
 * @csspart actions - The wrapper of the buttons.
 * @csspart submit - The 'Sign in' button.
 * @csspart cancel - The 'Cancel' button.
 *
 * @cssproperty --sqs-login-prompt-z-index - The stacking level (default 30005, above the managed UI from 30000, below the system error).
 * @cssproperty --sqs-login-prompt-backdrop - The colour covering the page.
 * @cssproperty --sqs-login-prompt-background - The dialog's background.
 * @cssproperty --sqs-login-prompt-width - The dialog's width.
 * @cssproperty --sqs-login-prompt-padding - The space inside the dialog.
 */
export type SqsLoginPromptElement = ElementOf<typeof loginPromptAttributes>;

/** The events `<sqs-login-prompt>` dispatches, by name, with their detail. */
export interface SqsLoginPromptEvents {
  /** The site user signed in; the prompt closed. */
  'sqs-sign-in': { email: string };
  /** 'Cancel' (or Escape) closed the prompt without signing in. */
  'sqs-sign-in-cancel': Record<string, never>;
}

/** The contract of `<sqs-login-prompt>`. */
export const loginPromptElement = defineContract('sqs-login-prompt', loginPromptAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-login-prompt': SqsLoginPromptElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsLoginPromptEvents {}
}
