/**
 * The form definition (issue 5 markup contract; spec 000 §3 "Form field kinds", spec 001 §3 "form-builder field
 * types"): read from untrusted JSON, every key checked, so a wrong type never reaches rendering.
 */

/** Every field kind a form can hold. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'phone',
  'name',
  'address',
  'date',
  'time',
  'checkbox',
  'radio',
  'select',
  'likert',
  'hidden',
  'section',
  'currency',
  'file',
] as const;

/** A field kind. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** A field as the form renders it; keys a kind does not use keep their empty defaults. */
export interface FormField {
  /** Key of the field's value in the submitted `form` JSON. */
  id: string;
  /** The kind. */
  type: FieldType;
  /** The visible label (or legend of a group). */
  label: string;
  /** Help text under the label. */
  description: string;
  /** Placeholder of single-input kinds. */
  placeholder: string;
  /** Whether a value is needed. */
  required: boolean;
  /** Choices of checkbox, radio and select; statements of likert. */
  options: string[];
  /** Maximum characters of a textarea; 0 means none (no counter). */
  maxLength: number;
  /** Whether a phone field shows the country code part. */
  showCountryCode: boolean;
  /** Whether a section draws a line under its title. */
  underline: boolean;
  /** The symbol shown before a currency amount. */
  currencySymbol: string;
  /** The name a hidden field is known by. */
  key: string;
  /** The value a hidden field submits. */
  value: string;
  /** Whether the field's value stays out of the form's draft (sensitive-looking fields always do). */
  noDraft?: boolean;
  /** The types a file field takes: MIME types (`image/png`, `image/*`) and extensions (`.pdf`); empty takes any. */
  accept?: string[];
  /** The largest file a file field takes, in MB of 1,000,000 bytes (spec 001 §9). */
  maxSize?: number;
}

/** The largest file a file field takes when its definition names no `maxSize`, in MB. */
export const FILE_MAX_SIZE_DEFAULT = 10;
/** The range a file field's `maxSize` is clamped to, in MB: 1 KB to 100 MB. */
export const FILE_MAX_SIZE_RANGE = [0.001, 100] as const;
/** An entry of `accept`: an extension, or a MIME type whose subtype may be `*`. */
const ACCEPT_ENTRY = /^(\.[a-z\d][\w-]{0,15}|[a-z]+\/(\*|[a-z\d][\w.+-]{0,80}))$/;
/** Entries of `accept` kept at most. */
const MAX_ACCEPT = 50;

/** A form definition. */
export interface FormDefinition {
  /** The fields, in order. */
  fields: FormField[];
  /** The submit button's text; empty uses the catalogue's. */
  submitButtonText: string;
  /** Where to go after success, on the site's origin; empty shows the submission text instead. */
  successRedirect: string;
  /**
   * Another origin `successRedirect` may go to (`https://shop.example.com`), used only when the host allows it too
   * (`configure({ redirectOrigins })`); empty keeps it on the site.
   */
  redirectOrigin: string;
  /** HTML shown after success (sanitised). */
  submissionHtml: string;
  /** More HTML shown after success (sanitised). */
  postSubmitHtml: string;
  /** HTML shown under the fields, before the submit button (sanitised); empty shows none. */
  disclaimerHtml?: string;
  /** Whether the form asks for a captcha (rendered only with a site key). */
  captcha: boolean;
  /** Whether the form keeps no draft of its values at all. */
  noDraft?: boolean;
}

/** The parts of compound kinds, named as spec 000 §3 "Summary values" names them. */
export const PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

/** A kind made of named parts. */
export type CompoundType = keyof typeof PARTS;

/** Returns whether `type` is made of named parts. */
export function isCompound(type: FieldType): type is CompoundType {
  return Object.hasOwn(PARTS, type);
}

/** Returns the parts a field shows (a phone without country code has no `Country`). */
export function partsOf(field: FormField): readonly string[] {
  if (!isCompound(field.type)) return [];
  if (field.type === 'phone' && !field.showCountryCode) return PARTS.phone.slice(1);
  return PARTS[field.type];
}

/** The definition of a form with nothing to show. */
export const EMPTY_DEFINITION: FormDefinition = {
  fields: [],
  submitButtonText: '',
  successRedirect: '',
  redirectOrigin: '',
  submissionHtml: '',
  postSubmitHtml: '',
  captcha: false,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What reading a definition found: the usable definition and what was wrong with the input. */
export interface DefinitionReading {
  /** The definition, with every bad part dropped or defaulted. */
  definition: FormDefinition;
  /** One line per problem; empty when the input was well formed. */
  problems: string[];
}

/**
 * Returns the definition in `input` (parsed JSON or a property value) and the problems found. A field without a
 * string id, with an unknown type, a repeated id or one named like an Object member is dropped; a key of the wrong type takes its default.
 * Never throws.
 */
export function readDefinition(input: unknown): DefinitionReading {
  const problems: string[] = [];
  if (!isObject(input)) return { definition: EMPTY_DEFINITION, problems: ['the definition is not a JSON object'] };
  const str = (owner: Record<string, unknown>, key: string, where: string): string => {
    const value = owner[key];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    problems.push(`${where}${key} is not a string`);
    return '';
  };
  const bool = (owner: Record<string, unknown>, key: string, where: string): boolean => {
    const value = owner[key];
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    problems.push(`${where}${key} is not a boolean`);
    return false;
  };
  const seen = new Set<string>();
  const fields: FormField[] = [];
  const rawFields = input.fields ?? [];
  if (!Array.isArray(rawFields)) problems.push('fields is not an array');
  for (const [index, raw] of (Array.isArray(rawFields) ? rawFields : []).entries()) {
    const where = `fields[${index}].`;
    if (!isObject(raw)) {
      problems.push(`fields[${index}] is not an object`);
      continue;
    }
    const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id).trim() : '';
    const type = raw.type;
    if (!id || seen.has(id)) {
      problems.push(`${where}id is missing or repeated`);
      continue;
    }
    // Values and errors are kept by id: an id named like an Object member (`__proto__`) would read the prototype's.
    if (id in Object.prototype) {
      problems.push(`${where}id "${id}" is reserved`);
      continue;
    }
    if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
      problems.push(`${where}type ${JSON.stringify(type)} is not a field type`);
      continue;
    }
    seen.add(id);
    let options: string[] = [];
    if (raw.options !== undefined && raw.options !== null) {
      if (Array.isArray(raw.options)) {
        options = raw.options
          .filter((o): o is string | number => typeof o === 'string' || typeof o === 'number')
          .map(String);
        if (options.length !== raw.options.length) problems.push(`${where}options holds values that are not strings`);
      } else problems.push(`${where}options is not an array`);
    }
    // spec 000 §5: a maximum that is not a number or is below 0 counts as 0, meaning no counter.
    const max = Number(raw.maxLength ?? 0);
    const file = type === 'file' ? fileKeys(raw, where, problems) : {};
    fields.push({
      id,
      type: type as FieldType,
      label: str(raw, 'label', where),
      description: str(raw, 'description', where),
      placeholder: str(raw, 'placeholder', where),
      required: bool(raw, 'required', where),
      options: [...new Set(options)],
      maxLength: Number.isFinite(max) && max > 0 ? Math.floor(max) : 0,
      showCountryCode: bool(raw, 'showCountryCode', where),
      underline: bool(raw, 'underline', where),
      currencySymbol: str(raw, 'currencySymbol', where),
      key: str(raw, 'key', where),
      value: str(raw, 'value', where),
      noDraft: bool(raw, 'noDraft', where),
      ...file,
    });
  }
  return {
    definition: {
      fields,
      submitButtonText: str(input, 'submitButtonText', ''),
      successRedirect: str(input, 'successRedirect', ''),
      redirectOrigin: str(input, 'redirectOrigin', ''),
      submissionHtml: str(input, 'submissionHtml', ''),
      postSubmitHtml: str(input, 'postSubmitHtml', ''),
      disclaimerHtml: str(input, 'disclaimerHtml', ''),
      captcha: bool(input, 'captcha', ''),
      noDraft: bool(input, 'noDraft', ''),
    },
    problems,
  };
}

/**
 * Returns `accept` and `maxSize` of a file field: `accept` as a list (or a comma-separated string) of the entries
 * that are extensions or MIME types, lower-cased; `maxSize` a number of MB clamped to `FILE_MAX_SIZE_RANGE`, or
 * `FILE_MAX_SIZE_DEFAULT` when it is absent or not a number. What is dropped is added to `problems`.
 */
function fileKeys(
  raw: Record<string, unknown>,
  where: string,
  problems: string[],
): Pick<FormField, 'accept' | 'maxSize'> {
  const given = raw.accept ?? [];
  const list = typeof given === 'string' ? given.split(',') : Array.isArray(given) ? given : undefined;
  if (!list) problems.push(`${where}accept is not a list`);
  const entries = (list ?? []).map((entry) => (typeof entry === 'string' ? entry.trim().toLowerCase() : ''));
  const accept = [...new Set(entries.filter((entry) => ACCEPT_ENTRY.test(entry)))].slice(0, MAX_ACCEPT);
  if (accept.length !== entries.filter(Boolean).length)
    problems.push(`${where}accept holds entries that are not types`);
  const size = raw.maxSize;
  const number = typeof size === 'number' || (typeof size === 'string' && size.trim()) ? Number(size) : NaN;
  if (size !== undefined && size !== null && !Number.isFinite(number)) problems.push(`${where}maxSize is not a number`);
  const [least, most] = FILE_MAX_SIZE_RANGE;
  const maxSize = Number.isFinite(number) ? Math.min(Math.max(number, least), most) : FILE_MAX_SIZE_DEFAULT;
  return { accept, maxSize };
}
