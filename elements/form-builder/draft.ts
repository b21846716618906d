/**
 * The form builder's draft: the definition being edited, with where its submissions go, and the pure steps that
 * change and check it (add, move, remove, the checks made before saving).
 */
import { checkLink, checkPageUrl, isEmail, linkKind, type ValidationResult } from '../../runtime/validation.js';
import { readDefinition, type FieldType, type FormDefinition, type FormField } from '../shared/forms/definition.js';

/** Where a form's submissions go: kept with the site, sent by email, or added to a mailing list. */
export interface Storage {
  /** The kind of storage. */
  kind: 'site' | 'email' | 'mailing-list';
  /** The address of `email` storage. */
  email?: string;
  /** The list of `mailing-list` storage. */
  listId?: string;
}

/** The definition being edited: what `<sqs-form>` renders, and where submissions go. */
export interface Draft extends FormDefinition {
  /** Where submissions go. */
  storage: Storage;
}

/** The kinds whose field takes options (statements, for likert). */
export const CHOICE_KINDS: readonly FieldType[] = ['checkbox', 'radio', 'select', 'likert'];
/** The kinds shown as one input, which take a placeholder. */
export const PLACEHOLDER_KINDS: readonly FieldType[] = ['text', 'textarea', 'email', 'number', 'website', 'currency'];

const STORAGE_KINDS: readonly Storage['kind'][] = ['site', 'email', 'mailing-list'];

/** Returns the draft of the definition the API answered: read as `<sqs-form>` reads it, with its storage. */
export function draftOf(answer: unknown): Draft {
  const raw = (answer as { definition?: { storage?: Partial<Storage> } } | null)?.definition;
  const { definition } = readDefinition(raw ?? {});
  const given = raw?.storage;
  const kind = STORAGE_KINDS.find((k) => k === given?.kind) ?? 'site';
  const storage: Storage = { kind };
  if (typeof given?.email === 'string') storage.email = given.email;
  if (typeof given?.listId === 'string') storage.listId = given.listId;
  return { ...definition, storage };
}

/** Returns a new field of `kind` labelled `label`, with an id no field of `fields` has. */
export function newField(kind: FieldType, label: string, fields: readonly FormField[]): FormField {
  const ids = new Set(fields.map((f) => f.id));
  let n = 1;
  while (ids.has(`${kind}-${n}`)) n += 1;
  const field = readDefinition({ fields: [{ id: `${kind}-${n}`, type: kind, label }] }).definition.fields[0]!;
  if (CHOICE_KINDS.includes(kind)) field.options = ['1', '2'];
  return field;
}

/** Returns `fields` with the field at `from` moved to `to` (clamped to the list). */
export function moveField<T>(fields: readonly T[], from: number, to: number): T[] {
  const list = [...fields];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = list.splice(from, 1);
  if (moved !== undefined) list.splice(target, 0, moved);
  return list;
}

/** The problems found before saving, by setting: the message's id and values. */
export type DraftProblems = Partial<Record<'email' | 'list' | 'redirect', ValidationResult & { ok: false }>>;

const problem = (key: string, values: Record<string, string | number> = {}) =>
  ({ ok: false, key, values, message: key }) as ValidationResult & { ok: false };

/**
 * Returns what stops `draft` from being saved: an email storage without an address ('Please enter a valid email'), a
 * mailing-list storage without a list ('A List must be selected'), a redirect that is neither a page of the site nor
 * an http(s) address (the link checks of spec 000 §5). Empty when it can be saved.
 */
export function checkDraft(draft: Draft): DraftProblems {
  const problems: DraftProblems = {};
  const { storage, successRedirect } = draft;
  if (storage.kind === 'email' && !isEmail(storage.email ?? '')) problems.email = problem('validation.email');
  if (storage.kind === 'mailing-list' && !storage.listId) problems.list = problem('form-builder.list-needed');
  if (successRedirect) {
    const kind = linkKind(successRedirect);
    const result = kind === 'http' || kind === 'https' ? checkLink(successRedirect) : checkPageUrl(successRedirect);
    if (!result.ok) problems.redirect = result;
  }
  return problems;
}

/** Returns `draft` as it is saved and previewed: without the empty lines an owner leaves in options and file types. */
export function cleaned(draft: Draft): Draft {
  const kept = (list: readonly string[] | undefined) => list?.map((entry) => entry.trim()).filter(Boolean);
  return {
    ...draft,
    fields: draft.fields.map((field) => ({
      ...field,
      options: kept(field.options) ?? [],
      ...(field.accept ? { accept: kept(field.accept) } : {}),
    })),
  };
}
