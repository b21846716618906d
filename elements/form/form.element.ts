import { boolean, json, string } from '../shared/attributes.js';
import { CAPTCHA_SCRIPT, DEFAULT_CAPTCHA_SCRIPT, scriptUrl } from '../shared/script-url.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';
import type { FormEventDetails } from '../shared/forms/events.js';

/** The attributes of `<sqs-form>`. */
export const formAttributes = {
  /**
   * The form's id, sent as `formId` and used for census `form-render` and the draft. Default the block data's
   * `formId`, else the rendered form's `data-form-id`.
   */
  formId: string(''),
  /** The collection (page) id, sent as `collectionId`. Default the block data's or the rendered form's. */
  collectionId: string(''),
  /**
   * The block's object name, sent as `objectName`. Default the block data's or the rendered form's, else the block's
   * name from the element's id (`id="block-…"`, which the page upgrade gives it).
   */
  objectName: string(''),
  /** The form sits in a popup overlay (`isOverlayForm`). */
  overlay: boolean(),
  /**
   * Url of the captcha provider's script: reCAPTCHA's `api.js` on www.google.com or www.recaptcha.net (only its
   * `render=explicit` and `hl` parameters are kept), or any script on an origin the host page allowed in code. Default
   * Google reCAPTCHA (explicit rendering).
   */
  captchaScriptUrl: scriptUrl(DEFAULT_CAPTCHA_SCRIPT, CAPTCHA_SCRIPT),
  /**
   * The platform's block data (a block's `data-block-json`) as JSON text; its keys win over the form context's of the
   * same name (see the element's description).
   */
  blockJson: string(''),
  /**
   * Development: a form the element cannot read from the page (no form context and no rendered form, a field of an
   * unknown kind) also shows what it could not read, not only in the console warning.
   */
  dev: boolean(),
  // Property only (or JSON attribute text); null means "read the child JSON script".
  /** The definition (a JSON object); usually set as a property or given as a child JSON script. Null reads the child script. */
  definition: json<object | null>(null, (value): value is object | null => typeof value === 'object'),
};

/**
 * A form block (spec 000 §3 "Form submission", "Form field kinds"; §4 "Form"; §5 "Forms"; §8 "Form"). Its
 * definition — `{ fields: [{ id, type, label, description, placeholder, required, options, maxLength, … }],
 * submitButtonText, successRedirect, submissionHtml, postSubmitHtml, disclaimerHtml, captcha, noDraft }` — comes from a child
 * `<script type="application/json">` or the `definition` property; a malformed one warns once and renders what is
 * usable. Every field kind has a label or a fieldset and legend, native autofill tokens, and `aria-invalid` /
 * `aria-describedby` pointing at its error. Submitting validates first (focus goes to the first invalid field), then
 * locks the form ('Submitting…'), gets a one-time key and saves the values keyed by field id. Success redirects or
 * shows the sanitised submission text; failure shows the errors and keeps every value. A draft of the values is kept
 * in session storage, restored after a reload, removed after success and gone after a day; sensitive-looking fields
 * (passwords, cards, bank accounts, national ids), file fields and `noDraft` fields or definitions are never kept. A
 * file field (`accept`, `maxSize` in MB of 1,000,000 bytes) checks the chosen file's size and type, uploads it at once
 * with a progress bar and a cancel button, and submits the upload id; the form is not sent while it uploads or after
 * it failed. A captcha renders when the definition asks
 * for one and the site context has `websiteSettings.captchaSettings.siteKey`.
 *
 * Without a definition, the element reads the platform's own form block from its children, as published pages carry
 * it (the children of the block's `.sqs-block-content`): the form context
 * (`<script type="application/json" class="sqs-form-block-context">`) and the rendered `<form>`. The context's
 * `formFields` (`type`, `id`, `title`, `description`, `placeholder`, `required`, `options`, `maxLength`,
 * `showCountryCode`; a hidden field takes the page url's parameter named by its `title`) are the fields; without
 * them each rendered `.form-item` is one (kind from its class, label, description, required mark, options, parts).
 * `formSubmitButtonText` (or the rendered submit button), `formSubmissionMessage.html`, `successRedirect` and
 * `captchaEnabled` complete the definition; `formId`, `collectionId` and `objectName` (or the rendered form's
 * `data-form-id` and `onsubmit`; for `objectName`, else the block's id without `block-`) are sent. What the visitor typed into the rendered form before the element upgraded
 * is kept. Keys that change nothing a visitor sees (`secureUrl`, `formName`, `useFormsJs`, `formFieldFormats`,
 * `localizedStrings`, default alignments and captcha theme) are read silently; any other key, a field with a
 * mailing-list box or follow-up questions, and a form that cannot be read (no form context and no rendered form, a
 * field of an unknown kind, no form id) warn once, naming the element. Development means the `dev` attribute: with it
 * the element also shows that message above the form, so a page being built shows what the element could not read.
 *
 * @summary A form with every field kind, client validation and the full submission flow.
 * @tag sqs-form
 *
 * @csspart base - The form element.
 * @csspart fields - The fieldset around every field (disabled while submitting).
 * @csspart field - One field (a fieldset for grouped kinds).
 * @csspart label - A field's label or legend.
 * @csspart input - An input, text area or select.
 * @csspart file-input - A file field's input (also `input`).
 * @csspart upload - A file field's upload status (`data-state`: uploading, done, failed, cancelled).
 * @csspart progress - The progress bar of an upload.
 * @csspart upload-button - The cancel and remove buttons of an upload.
 * @csspart upload-text - The name and size of an uploaded file, or that its upload was cancelled.
 * @csspart description - A field's help text.
 * @csspart counter - The 'N / max' counter of a text area with a maximum (`data-state="over"` past it).
 * @csspart field-error - A field's error text.
 * @csspart form-error - The whole-form message (an alert).
 * @csspart hint - The 'scroll up' / 'scroll down' message.
 * @csspart captcha - The captcha widget's container.
 * @csspart disclaimer - The definition's `disclaimerHtml`, sanitised, under the fields.
 * @csspart submit - The submit button.
 * @csspart success - What replaces the form after success.
 * @csspart submission - The submission text.
 * @csspart post-submit - The post-submit html.
 * @csspart notice - With `dev`, what the element could not read of the page's form.
 *
 * @cssproperty --sqs-form-gap - The space between fields.
 * @cssproperty --sqs-form-color - The text colour.
 * @cssproperty --sqs-form-muted - The colour of descriptions and counters.
 * @cssproperty --sqs-form-border - The border colour of inputs.
 * @cssproperty --sqs-form-input-background - The background of inputs.
 * @cssproperty --sqs-form-error-color - The colour of errors.
 * @cssproperty --sqs-form-button-background - The submit button's background.
 * @cssproperty --sqs-form-button-color - The submit button's text colour.
 * @cssproperty --sqs-form-radius - The corner radius of inputs and button.
 * @cssproperty --sqs-form-min-height - The room the form keeps from before its code loads. Default none.
 */
export type SqsFormElement = ElementOf<typeof formAttributes>;

/** The events `<sqs-form>` dispatches, by name, with their detail (those of every form). */
export type SqsFormEvents = FormEventDetails;

/** The contract of `<sqs-form>`. */
export const formElement = defineContract('sqs-form', formAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-form': SqsFormElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsFormEvents {}
}
