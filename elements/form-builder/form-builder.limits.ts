/**
 * The caps of a form definition the builder keeps to; the reference API refuses a definition past them with a 400
 * naming the cap (examples/server/routes/form-builder.mjs `FORM_CAPS`, the same numbers).
 */
export const FORM_CAPS = Object.freeze({
  /** Fields in one form. */
  fields: 50,
  /** Options of one choice field. */
  options: 100,
  /** Characters of a label (and of a hidden field's name and value). */
  label: 200,
  /** Characters of a description. */
  description: 1000,
  /** Characters of a placeholder. */
  placeholder: 200,
  /** Characters of one option. */
  option: 200,
  /** Characters of the submit button's text. */
  submitButtonText: 100,
  /** Characters of each HTML setting (messages after sending, disclaimer). */
  html: 10_000,
  /** Characters of the redirect address. */
  redirect: 2000,
  /** The highest "most characters" of a text area. */
  maxLength: 100_000,
});
