/**
 * The draft of a form (issue 5 "Nothing typed is ever lost"): its values kept in session storage while the visitor
 * types, restored after a reload of the tab, removed after a successful submission, gone a day after the last edit.
 * What must not sit in storage stays out: a form whose definition says `noDraft`, a field that says `noDraft`, and
 * a file field (its upload id is nothing without the chosen file), and any field whose id, key, label or placeholder
 * looks like a password, a card, a bank account or a national id.
 */
import { createLocalStore, type LocalStore, type StorageLike } from '../../../runtime/storage.js';
import type { FormDefinition, FormField } from './definition.js';

/** How long a draft lasts after its last edit: one day. */
export const DRAFT_MAX_AGE = 24 * 60 * 60 * 1000;

// Whole words of a field's names (camelCase and snake_case split) that mark a value no draft may keep.
const SENSITIVE_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'passcode',
  'passphrase',
  'pin',
  'card',
  'cardnumber',
  'creditcard',
  'cc',
  'ccnum',
  'cvc',
  'cvv',
  'csc',
  'iban',
  'bic',
  'swift',
  'ssn',
  'sin',
  'tin',
  'secret',
  'token',
  'otp',
]);
const SENSITIVE_PHRASES =
  /\b(security code|social security|tax id|national id|account number|routing number|sort code)\b/;

/** Returns whether `text` (a field's id, key, label or placeholder) names a sensitive value. */
export function looksSensitive(text: string): boolean {
  const words = text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.some((word) => SENSITIVE_WORDS.has(word)) || SENSITIVE_PHRASES.test(words.join(' '));
}

/** Returns whether the value of `field` may be kept in a draft. */
export function draftable(field: FormField): boolean {
  // A file field's upload id means nothing without the file the page showed chosen.
  if (field.type === 'file') return false;
  return !field.noDraft && ![field.id, field.key, field.label, field.placeholder].some(looksSensitive);
}

/** Returns the part of `values` a draft of `definition` may keep (nothing when the form says `noDraft`). */
export function draftValues(definition: FormDefinition, values: Record<string, unknown>): Record<string, unknown> {
  if (definition.noDraft) return {};
  const kept: Record<string, unknown> = {};
  for (const field of definition.fields)
    if (Object.hasOwn(values, field.id) && draftable(field)) kept[field.id] = values[field.id];
  return kept;
}

// Reading sessionStorage throws in sandboxed frames and with storage disabled; the store then does nothing.
const tabStorage = (): StorageLike | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

let _store: LocalStore | undefined;

/** Returns the tab's store of drafts. */
export function draftStore(): LocalStore {
  return (_store ??= createLocalStore(tabStorage));
}

/** Returns the storage key of the draft of form `formId` on this page. */
export function draftKey(formId: string): string {
  return `sqs-form-draft:${location.pathname}:${formId}`;
}
