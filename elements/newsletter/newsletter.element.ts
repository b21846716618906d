import { string } from '../shared/attributes.js';
import { CAPTCHA_SCRIPT, DEFAULT_CAPTCHA_SCRIPT, scriptUrl } from '../shared/script-url.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';
import type { FormEventDetails } from '../shared/forms/events.js';

/** The attributes of `<sqs-newsletter>`. */
export const newsletterAttributes = {
  /** The form's id, sent as `formId`. */
  formId: string(''),
  /** The collection (page) id, sent as `collectionId`. */
  collectionId: string(''),
  /** The block's object name, sent as `objectName`. */
  objectName: string(''),
  /** The button's text. Default 'Sign Up'. */
  buttonText: string(''),
  /** The email field's placeholder. */
  placeholder: string(''),
  /** The text shown after signing up. Default 'Thank you for signing up.' */
  successText: string(''),
  /**
   * Url of the captcha provider's script: reCAPTCHA's `api.js` on www.google.com or www.recaptcha.net (only its
   * `render=explicit` and `hl` parameters are kept), or any script on an origin the host page allowed in code. Default
   * Google reCAPTCHA (explicit rendering). Unused unless a captcha is asked for.
   */
  captchaScriptUrl: scriptUrl(DEFAULT_CAPTCHA_SCRIPT, CAPTCHA_SCRIPT),
};

/**
 * A newsletter sign-up block: an email field (required, checked like every form's email) and a button, sent through
 * the same submission flow as `<sqs-form>` (spec 000 §7 form calls; §8 messages) with `form` = `{ "email": … }`.
 * Side by side normally; stacked when the block is narrower than 320 px (spec 000 §9). The email typed is kept as a
 * draft in session storage until the sign-up succeeds.
 *
 * @summary A newsletter sign-up form (email and button) with the form submission flow.
 * @tag sqs-newsletter
 *
 * @slot title - The block's title.
 * @slot - The block's text.
 *
 * @csspart base - The form element.
 * @csspart intro - The wrapper of the title and text slots.
 * @csspart fields - The fieldset around the email field.
 * @csspart input - The email input.
 * @csspart field-error - The email's error text.
 * @csspart form-error - The whole-form message (an alert).
 * @csspart submit - The button.
 * @csspart success - What replaces the form after success.
 *
 * @cssproperty --sqs-form-gap - The space between the parts.
 * @cssproperty --sqs-form-error-color - The colour of errors.
 * @cssproperty --sqs-form-button-background - The button's background.
 * @cssproperty --sqs-form-button-color - The button's text colour.
 */
export type SqsNewsletterElement = ElementOf<typeof newsletterAttributes>;

/** The events `<sqs-newsletter>` dispatches, by name, with their detail (those of every form). */
export type SqsNewsletterEvents = FormEventDetails;

/** The contract of `<sqs-newsletter>`. */
export const newsletterElement = defineContract('sqs-newsletter', newsletterAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-newsletter': SqsNewsletterElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsNewsletterEvents {}
}
