import { string } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { DEFAULT_CAPTCHA_SCRIPT } from '../form/lib/captcha.js';
import { fieldsStyles } from '../form/lib/fields.styles.js';
import { Newsletter } from './Newsletter.js';
import { newsletterStyles } from './newsletter.styles.js';

export const newsletterAttributes = {
  formId: string(''),
  collectionId: string(''),
  objectName: string(''),
  buttonText: string(''),
  placeholder: string(''),
  successText: string(''),
  captchaScriptUrl: string(DEFAULT_CAPTCHA_SCRIPT),
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
 * @attr {string} form-id - The form's id, sent as `formId`.
 * @attr {string} collection-id - The collection (page) id, sent as `collectionId`.
 * @attr {string} object-name - The block's object name, sent as `objectName`.
 * @attr {string} button-text - The button's text. Default 'Sign Up'.
 * @attr {string} placeholder - The email field's placeholder.
 * @attr {string} success-text - The text shown after signing up. Default 'Thank you for signing up.'
 * @attr {string} captcha-script-url - Url of the captcha provider's script (unused unless a captcha is asked for).
 *
 * @event {CustomEvent<{ formId: string; values: Record<string, unknown> }>} sqs-form-submit - The email passed validation and is being sent.
 * @event {CustomEvent<{ formId: string; values: Record<string, unknown>; response: unknown }>} sqs-form-success - The sign-up was accepted.
 * @event {CustomEvent<{ formId: string; status: number; message: string; errors: Record<string, string> }>} sqs-form-error - Validation or submission failed.
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
export class SqsNewsletterElement extends defineElementClass(Newsletter, {
  attributes: newsletterAttributes,
  styles: [fieldsStyles, newsletterStyles],
  events: ['sqs-form-submit', 'sqs-form-success', 'sqs-form-error'],
}) {}

define('sqs-newsletter', SqsNewsletterElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-newsletter': SqsNewsletterElement;
  }
}
