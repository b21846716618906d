import { oneOf, type AttributeKind } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The settings tabs by name, in the order of their numbers (`FormSettingsTab` in runtime/enums.ts). */
export const SETTINGS_TABS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;
/** A settings tab's name. */
export type SettingsTabName = (typeof SETTINGS_TABS)[number];

/** A form id as the reference API names forms: lower-case letters, digits and hyphens, 64 at most. */
export const FORM_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A form id; any other text is invalid (the element warns once and edits nothing). */
const formIdKind: AttributeKind<string> = {
  default: '',
  type: 'string',
  parse: (text) => (text === null ? '' : FORM_ID.test(text) ? text : undefined),
  stringify: (value) => value || null,
};

/** The attributes of `<sqs-form-builder>`. */
export const formBuilderAttributes = {
  /** The id of the form edited (`contact`, `ask-us`); a form never saved starts empty. */
  formId: formIdKind,
  /** The settings tab shown first. */
  tab: oneOf(SETTINGS_TABS, 'build'),
};

/** The detail of `sqs-form-builder-save`. */
export interface FormBuilderSaveDetail {
  /** The form saved. */
  formId: string;
  /** The ids of its fields, in order. */
  fields: string[];
}

/**
 * The form builder, an owner tool (spec 001 §1, §3 "form-builder field types" and "Form settings tabs"): it edits the
 * definition `<sqs-form>` renders and saves it through the reference API (`GET` and `PUT /api/owner/forms/:id`, owner
 * only, with the crumb), so the saved form is the one visitors get. Five tabs follow the WAI-ARIA Tabs pattern
 * (arrow keys, Home, End), numbered as `FormSettingsTab` numbers them and named Build, Storage, Advanced, Captcha and
 * Disclaimer (the spec gives the numbers only). Build adds a field of every kind `<sqs-form>` shows, edits its label,
 * description, placeholder, required mark, options and its kind's own settings, removes it, and moves it by dragging
 * its handle or from the keyboard (Alt with the up or down arrow on the handle, or the move buttons), announcing its
 * new position. Storage says where submissions go: kept with the site, sent by email, or added to one of the site's
 * mailing lists (`GET /api/owner/mailing-lists`; 'A List must be selected' when none is chosen, 'You don't have any
 * mailing lists. Please create one before continuing.' when there are none). Advanced holds the submit button's text,
 * the messages shown after sending (HTML, sanitised when shown) and the address to go to (a page of the site or an
 * http(s) address). Captcha asks for one (shown only when the site context has a captcha key); Disclaimer holds the
 * text shown under the form. Beside the tabs, a real `<sqs-form>` previews the form as it is edited. Without an owner
 * session it says the owner must sign in. The host's `data-state` is `loading`, `sign-in`, `failed` or `ready`. Caps: 50 fields, 100 options each, and lengths per text
 * (`FORM_CAPS`), kept by the fields and checked again by the API.
 *
 * @summary The owner's form editor: fields, settings tabs, live preview, saved through the API.
 * @tag sqs-form-builder
 *
 * @event sqs-form-builder-save - The form was saved. Detail: `{ formId, fields }`.
 *
 * @csspart base - The whole tool.
 * @csspart tabs - The tab list.
 * @csspart tab - One tab (`aria-selected`).
 * @csspart panel - A tab's panel.
 * @csspart field-list - The list of fields.
 * @csspart field-item - One field in the list (`data-state="dragging"` while dragged).
 * @csspart handle - A field's drag handle.
 * @csspart field-settings - The settings of the field being edited.
 * @csspart error - A setting's error.
 * @csspart status - What the tool says (loading, saved, not saved, sign in).
 * @csspart save - The save button.
 * @csspart preview - The preview's container.
 *
 * @cssproperty --sqs-form-builder-gap - The space between parts.
 * @cssproperty --sqs-form-builder-border - The colour of borders.
 * @cssproperty --sqs-form-builder-accent - The colour of the selected tab and the dragged field.
 */
export type SqsFormBuilderElement = ElementOf<typeof formBuilderAttributes>;

/** The events `<sqs-form-builder>` dispatches, by name, with their detail. */
export interface SqsFormBuilderEvents {
  /** The form was saved through the API; the detail names it and its fields. */
  'sqs-form-builder-save': FormBuilderSaveDetail;
}

/** The contract of `<sqs-form-builder>`. */
export const formBuilderElement = defineContract('sqs-form-builder', formBuilderAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-form-builder': SqsFormBuilderElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsFormBuilderEvents {}
}
