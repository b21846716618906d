import { boolean, oneOf, string } from '../shared/attributes.js';
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
  /** Asks for the visitor's name (first and last) before the email. */
  showName: boolean(),
  /** Asks for a captcha before signing up, when the site has a captcha key (as every form does). */
  captcha: boolean(),
  /** `float` (default): the email and the button side by side; `stack`: the button under the email. */
  layout: oneOf(['float', 'stack'] as const, 'float'),
  /** How the title, text and footnote are aligned: left (default), center or right. */
  align: oneOf(['left', 'center', 'right'] as const, 'left'),
  /**
   * The platform's block data (`data-block-json`), read with the attributes' names as keys (`formId`, `buttonText`…);
   * an attribute wins, any other key is warned.
   */
  blockJson: string(''),
};

/**
 * A newsletter sign-up block: an email field (required, checked like every form's email) and a button, sent through
 * the same submission flow as `<sqs-form>` (spec 000 §7 form calls; §8 messages) with `form` = `{ "email": … }`.
 * Side by side normally; stacked when the block is narrower than 320 px (spec 000 §9). The email typed is kept as a
 * draft in session storage until the sign-up succeeds.
 *
 * A published newsletter block can be written as the element with its rendered markup as children: the platform's
 * `form.newsletter-form` gives `form-id` (`data-form-id`), `collection-id` and `object-name` (as its submit handler
 * names them; the handler is never run), the title and description of its header (shown in place of the slots),
 * `show-name` (its name fieldset), the email's placeholder, the button's label, the footnote shown under the form,
 * the text shown after signing up and `captcha` (its captcha container); its wrapper's `--layout*` and `--align*`
 * classes give `layout` and `align`. An attribute wins over `block-json`, which wins over the markup; the markup's
 * html is sanitised.
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
 * @csspart title - The title of the block's markup.
 * @csspart description - The description of the block's markup (sanitised html).
 * @csspart footnote - The footnote of the block's markup under the form (sanitised html).
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
