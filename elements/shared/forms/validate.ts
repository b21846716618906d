/**
 * Field values and the client rules of spec 000 §5 "Forms" (and "US zip code"), as pure functions: the rules
 * themselves are the runtime's (runtime/validation.ts), and the server of the examples applies the same ones
 * (examples/server/routes/forms.mjs).
 */
import {
  checkEmail,
  checkMaxLength,
  checkNumber,
  checkRequired,
  checkUsZip,
  isBlank,
  type ValidationResult,
} from '../../../runtime/validation.js';
import type { CommonMessageKey } from '../messages.js';
import type english from './forms.en.js';
import { isCompound, partsOf, type FormDefinition, type FormField } from './definition.js';

/** The id of a message the forms show. */
export type MessageKey = keyof typeof english | CommonMessageKey;

/** A field's value: text, the ticked options of a checkbox, or parts / likert answers by name. */
export type FieldValue = string | string[] | Record<string, string>;
/** A field's new value, or how to make it from its latest one (a compound field changes one part per event). */
export type FieldUpdate = FieldValue | ((latest: FieldValue | undefined) => FieldValue);

/** Every field's value by field id. */
export type FormValues = Record<string, FieldValue>;

/** A problem with a field: a catalogue message, and the part it is about (all parts when absent). */
export interface FieldError {
  /** The catalogue key. */
  key: MessageKey;
  /** Values for the message. */
  values?: Record<string, string | number>;
  /** Text used as it is instead of `key` (a server message). */
  text?: string;
  /** The part the problem is in. */
  part?: string;
}

/** Problems by field id. */
export type FormErrors = Record<string, FieldError>;

const US = /^(us|usa|united states|united states of america)$/i;

/** Returns the empty value of `field`. */
export function emptyValue(field: FormField): FieldValue {
  if (field.type === 'checkbox') return [];
  if (isCompound(field.type)) return Object.fromEntries(partsOf(field).map((p) => [p, '']));
  if (field.type === 'likert') return {};
  if (field.type === 'hidden') return field.value;
  return '';
}

/**
 * Returns `stored` made to fit `field` (a draft or any untrusted value), or the empty value when it cannot be:
 * only known parts, options and strings survive.
 */
export function coerceValue(field: FormField, stored: unknown): FieldValue {
  const empty = emptyValue(field);
  if (field.type === 'hidden') return field.value;
  if (typeof empty === 'string') return typeof stored === 'string' ? stored : empty;
  if (Array.isArray(empty))
    return Array.isArray(stored)
      ? stored.filter((v): v is string => typeof v === 'string' && field.options.includes(v))
      : empty;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return empty;
  const record = stored as Record<string, unknown>;
  const names = field.type === 'likert' ? field.options : partsOf(field);
  const out: Record<string, string> = field.type === 'likert' ? {} : { ...empty };
  for (const name of names) if (typeof record[name] === 'string') out[name] = record[name] as string;
  return out;
}

/** Returns the initial values of a definition, taking what fits from `draft`. */
export function initialValues(definition: FormDefinition, draft?: unknown): FormValues {
  const saved = typeof draft === 'object' && draft !== null ? (draft as Record<string, unknown>) : {};
  const values: FormValues = {};
  for (const field of definition.fields) {
    if (field.type === 'section') continue;
    values[field.id] = Object.hasOwn(saved, field.id) ? coerceValue(field, saved[field.id]) : emptyValue(field);
  }
  return values;
}

/** Returns a failed check as a field error on `part` (all parts when absent), or undefined when it passed. */
function errorOf(result: ValidationResult, part?: string): FieldError | undefined {
  if (result.ok) return undefined;
  return part ? { key: result.key, values: result.values, part } : { key: result.key, values: result.values };
}

/** Returns the problem with `value` in `field`, or undefined when it is acceptable. */
export function validateField(field: FormField, value: FieldValue | undefined): FieldError | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined;
  // spec 000 §5: required fields must be filled; empty is allowed if not required.
  if (isBlank(value)) return field.required ? errorOf(checkRequired(value, field.label)) : undefined;
  if (field.type === 'likert' && field.required && field.options.some((o) => !(value as Record<string, string>)[o]))
    return errorOf(checkRequired('', field.label));
  if (field.type === 'email') return errorOf(checkEmail(value as string));
  if (field.type === 'textarea') return errorOf(checkMaxLength(value as string, field.maxLength));
  if (field.type === 'number' || field.type === 'currency') return errorOf(checkNumber(value as string, field.label));
  if (field.type === 'address') {
    const parts = value as Record<string, string>;
    // spec 000 §5 "Other inputs": a US zip code is exactly five digits.
    if (US.test((parts.Country ?? '').trim()) && parts.Zip) return errorOf(checkUsZip(parts.Zip), 'Zip');
  }
  return undefined;
}

/** Returns the problems of every field, by id (empty when the form may be sent). */
export function validateForm(definition: FormDefinition, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of definition.fields) {
    const error = validateField(field, values[field.id]);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** Returns the `form` object that is submitted: every field but sections, keyed by field id. */
export function submittedValues(definition: FormDefinition, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of definition.fields) {
    if (field.type === 'section') continue;
    out[field.id] = field.type === 'hidden' ? field.value : (values[field.id] ?? emptyValue(field));
  }
  return out;
}

/**
 * Returns the length counter of a textarea, `{ count, max, over }`, or undefined when it has no maximum
 * (spec 000 §5: a maximum that is not a number or is below 0 means no counter).
 */
export function counterOf(
  field: FormField,
  value: FieldValue | undefined,
): { count: number; max: number; over: boolean } | undefined {
  // Held to whenever it is set: the form has no flag to turn it on (docs/deviations.md#textarea-length).
  if (field.type !== 'textarea' || field.maxLength <= 0) return undefined;
  const count = typeof value === 'string' ? value.length : 0;
  return { count, max: field.maxLength, over: count > field.maxLength };
}

/** Returns which way the visitor must scroll from the button to see the first problem (spec 000 §8). */
export function scrollHint(problemTop: number, buttonTop: number): 'form.scroll-up' | 'form.scroll-down' {
  return problemTop <= buttonTop ? 'form.scroll-up' : 'form.scroll-down';
}
