/**
 * A form block as published pages of the platform carry it: the form context (a child
 * `<script type="application/json" class="sqs-form-block-context">` with `formId`, `formFields`,
 * `formSubmitButtonText` …) and the rendered `<form>` (`.form-item` fields, `data-form-id`, the ids in its
 * `onsubmit`). Read into the spec's definition shape, the ids the submission sends and what the visitor typed into the
 * rendered form before the element upgraded.
 */
import { jsonObject, readBlockJson } from '../shared/block-json.js';
import { FIELD_TYPES, PARTS } from '../shared/forms/definition.js';
import type { FieldValue } from '../shared/forms/validate.js';

/** The platform's form, read from the light DOM. */
export interface PlatformForm {
  /** The definition in the spec's shape (`fields`, `submitButtonText` …), for `readDefinition`. */
  definition: Record<string, unknown>;
  /** The form's ids for the submission, '' when the page does not carry them. */
  formId: string;
  collectionId: string;
  objectName: string;
  /** The block data: the form context's keys, and the `block-json` attribute's over them. */
  context: Record<string, unknown>;
  /** What could not be read, one phrase each; empty when all was read. */
  problems: string[];
  /** What the visitor typed into the rendered form, by field id (only fields with a value). */
  typed: Record<string, FieldValue>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const squash = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
/** Returns the `html` of a platform rich-text value (`{ html }`), or the value when it is a string. */
const htmlOf = (value: unknown): string => (isObject(value) ? text(value.html) : text(value));

/** Returns `[field]`, or `[]` for a field that could not be read. */
const keep = (field: Json | undefined): Json[] => (field ? [field] : []);

/** The field kinds a `.form-item`'s classes may name (its other classes are layout and generated names). */
const KINDS = new Set<string>(FIELD_TYPES);

/** Part names of the rendered name inputs, which carry `name` instead of `data-title` on newer pages. */
const PART_NAMES: Record<string, string> = { fname: 'First', lname: 'Last' };

/**
 * Returns the platform's form in `host`'s light DOM and `block-json` attribute, or undefined when there is none to
 * read: neither children nor block data, or a child JSON script that is a definition of the spec's own shape (read as
 * such elsewhere).
 */
export function readPlatformForm(host: HTMLElement): PlatformForm | undefined {
  const block = readBlockJson(host);
  if (!host.firstElementChild && !Object.keys(block).length) return undefined;
  let context: Json | undefined;
  // The platform writes its scripts beside the form, or in a wrapper (`.sqs-site-style-form`) on newer pages.
  for (const child of Array.from(host.querySelectorAll('script[type="application/json"]'))) {
    const value = jsonObject(child.textContent ?? '');
    const platform = value !== null && ('formFields' in value || 'formId' in value);
    if (platform && !context) context = value as Json;
    // A script of the spec's shape (or one that does not parse) is the definition; the platform's own ones
    // (design fields, localized strings) sit beside the context.
    if (!platform && child.parentElement === host && !child.className.startsWith('sqs-form-block-')) return undefined;
  }
  const c = { ...context, ...block };
  const form = host.querySelector('form');
  const items = Array.from(host.querySelectorAll<HTMLElement>('.form-item'));
  const problems: string[] = [];
  const typed: Record<string, FieldValue> = {};
  const listed = Array.isArray(c.formFields) ? (c.formFields as unknown[]) : undefined;
  // The listed fields are the editor's own; the rendered ones are read only without them (older pages).
  const fields = listed
    ? listed.flatMap((raw) => keep(contextField(raw, problems)))
    : items.flatMap((item) => keep(markupField(item, problems, typed)));
  if (!listed && !items.length)
    problems.push(form ? 'no fields in the rendered form' : 'no form context and no rendered form');
  if (listed) for (const item of items) typedValue(item, typed);
  const submitInput = form?.querySelector<HTMLInputElement>('input[type="submit"]');
  const submitLabel = form?.querySelector('button[type="submit"] .form-submit-button-label, button[type="submit"]');
  const onsubmit = form?.getAttribute('onsubmit') ?? '';
  const named = (key: string): string => /'([^']*)'/.exec(onsubmit.split(`${key}:`)[1] ?? '')?.[1] ?? '';
  // Older pages pass the ids in order: submit('formId', 'collectionId', 'objectName').
  const ordered = /submit\(\s*'([^']*)'\s*,\s*'([^']*)'\s*,\s*'([^']*)'/.exec(onsubmit);
  const formId =
    text(c.formId) || (form?.getAttribute('data-form-id') ?? '') || named('formId') || (ordered?.[1] ?? '');
  // Without its id the form cannot be sent (spec 000 §3 "Form submission"); the element's form-id may give it.
  if (fields.length && !formId && !host.getAttribute('form-id')) problems.push('no form id');
  return {
    definition: {
      fields,
      submitButtonText:
        text(c.formSubmitButtonText) ||
        text(c.submitButtonText) ||
        submitInput?.value ||
        squash(submitLabel?.textContent),
      submissionHtml:
        htmlOf(c.formSubmissionMessage) || (form?.querySelector('.form-submission-text')?.innerHTML.trim() ?? ''),
      successRedirect: text(c.successRedirect) || (form?.getAttribute('data-success-redirect') ?? ''),
      captcha: typeof c.captchaEnabled === 'boolean' ? c.captchaEnabled : !!form?.querySelector('.captcha-container'),
    },
    formId,
    collectionId: text(c.collectionId) || named('collectionId') || (ordered?.[2] ?? ''),
    // Newer pages name the form by its block: the block's id without its `block-` prefix (`id="block-…"`).
    objectName: text(c.objectName) || named('objectName') || (ordered?.[3] ?? '') || blockName(host),
    context: c,
    problems,
    typed,
  };
}

/** Returns the block's name from `host`'s id (`block-…`, the block's, which the page upgrade gives it), or ''. */
const blockName = (host: HTMLElement): string => (host.id.startsWith('block-') ? host.id.slice('block-'.length) : '');

/** Returns a field of the form context in the spec's shape (`title` is the label, hidden fields take the url's value). */
function contextField(raw: unknown, problems: string[]): Json | undefined {
  if (!isObject(raw)) {
    problems.push('a field of the form context is not an object');
    return undefined;
  }
  const type = text(raw.type);
  const id = text(raw.id);
  if (!KINDS.has(type) || !id) {
    problems.push(`field "${id}" of unknown kind "${type}"`);
    return undefined;
  }
  // The platform's email field can add a sign-up box to a mailing list, and any field follow-up questions: neither
  // is part of the spec's form, and both change what the visitor is asked.
  if (raw.mailingList === true) problems.push(`field "${id}" has a mailing-list sign-up box`);
  if (Array.isArray(raw.followUpQuestions) && raw.followUpQuestions.length)
    problems.push(`field "${id}" has follow-up questions`);
  const key = text(raw.title);
  return {
    id,
    type,
    label: key,
    description: text(raw.description),
    placeholder: text(raw.placeholder),
    required: raw.required === true,
    options: Array.isArray(raw.options) ? raw.options : [],
    maxLength: Number(raw.maxLength) || 0,
    showCountryCode: raw.showCountryCode === true,
    ...(type === 'hidden' ? { key, value: urlValue(key) } : {}),
  };
}

/** Returns the value the page's url gives a hidden field (`?SQF_SOURCE=…`), as the platform fills it. */
const urlValue = (key: string): string => (key ? (new URLSearchParams(location.search).get(key) ?? '') : '');

/** Returns the kind a `.form-item` names among its classes, or ''. */
const kindOf = (item: Element): string => Array.from(item.classList).find((c) => KINDS.has(c)) ?? '';

/**
 * Returns a rendered `.form-item` as a field in the spec's shape (label without its required mark, description,
 * placeholder, options, parts), adding what the visitor typed to `typed`.
 */
function markupField(item: HTMLElement, problems: string[], typed: Record<string, FieldValue>): Json | undefined {
  const type = kindOf(item);
  const id = item.id;
  if (!type || !id) {
    problems.push(`field "${id}" of unknown kind (${squash(item.className)})`);
    return undefined;
  }
  if (type === 'hidden') {
    const input = item instanceof HTMLInputElement ? item : item.querySelector('input');
    const key = input?.name ?? '';
    return { id, type, key, value: input?.getAttribute('value') || urlValue(key) };
  }
  const title = item.querySelector('.title, legend, label')?.cloneNode(true) as Element | undefined;
  for (const mark of title?.querySelectorAll('.required') ?? []) mark.remove();
  const description = Array.from(item.querySelectorAll('.description')).find((d) => !d.classList.contains('required'));
  const control = item.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea',
  );
  const select = item.querySelector('select');
  const choices = Array.from(item.querySelectorAll<HTMLInputElement>(`input[type="${type}"]`));
  const options =
    type === 'select'
      ? Array.from(select?.options ?? [])
          .filter((o) => o.value)
          .map((o) => o.value)
      : type === 'likert'
        ? Array.from(item.querySelectorAll('[data-question], .question')).map(
            (q) => q.getAttribute('data-question') ?? squash(q.textContent),
          )
        : choices.map((c) => c.value);
  typedValue(item, typed);
  return {
    id,
    type,
    label: squash(title?.textContent),
    description: squash(description?.textContent),
    placeholder:
      control?.getAttribute('placeholder') ?? (select?.options[0]?.value === '' ? select.options[0].text : ''),
    required:
      item.classList.contains('required') || !!item.querySelector('[aria-required="true"], [required], .required'),
    options: [...new Set(options)],
    maxLength: Number(item.querySelector('textarea')?.getAttribute('maxlength')) || 0,
    showCountryCode: !!item.querySelector('[data-title="Country"], .country-code'),
  };
}

/** Adds to `typed` what the visitor changed in the rendered `.form-item` (typed, ticked or chose), if anything. */
function typedValue(item: HTMLElement, typed: Record<string, FieldValue>): void {
  const type = kindOf(item);
  if (!item.id || !type || type === 'hidden') return;
  const inputs = Array.from(item.querySelectorAll<HTMLInputElement>('input'));
  let value: FieldValue | undefined;
  if (type === 'checkbox' || type === 'radio') {
    const choices = inputs.filter((input) => input.type === type);
    const ticked = choices.filter((input) => input.checked).map((input) => input.value);
    if (choices.some((input) => input.checked !== input.defaultChecked)) value = type === 'radio' ? ticked[0] : ticked;
  } else if (type in PARTS) {
    const parts: Record<string, string> = {};
    for (const input of inputs) {
      const part = input.getAttribute('data-title') ?? PART_NAMES[input.name];
      if (part && input.value !== input.defaultValue) parts[part] = input.value;
    }
    if (Object.keys(parts).length) value = parts;
  } else {
    const control = item.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="checkbox"]):not([type="radio"]), textarea',
    );
    const select = item.querySelector('select');
    // A select shows its first option (or the one the page marks selected) until the visitor chooses.
    const initial = Math.max(
      0,
      Array.from(select?.options ?? []).findIndex((o) => o.defaultSelected),
    );
    if (control && control.value !== control.defaultValue) value = control.value;
    else if (select && select.selectedIndex !== initial) value = select.value;
  }
  if (value !== undefined) typed[item.id] = value;
}
