/**
 * The form builder's endpoints (spec 001 §3 "form-builder field types", "Form settings tabs"; §5; §8). Owner only:
 * without an owner session they answer 401 `{ error, loginRequired: true, owner: true }`, and writes check the crumb.
 *
 * GET /api/owner/forms/:id answers `{ definition }`: the saved definition of form `id`, else the server's own (`FORMS`
 * in routes/forms.mjs), else an empty one (a new form). PUT /api/owner/forms/:id `{ definition }` checks it — known
 * kinds, at most `FORM_CAPS.fields` fields, each text within its cap, a redirect that is a site path or an http(s)
 * address, storage `site`, `email` (an address) or `mailing-list` (a list that exists) — and saves it; a 400 names
 * the first problem. GET /api/owner/mailing-lists answers `{ lists: [{ id, name }] }` (seeded on first start).
 *
 * A saved form is what visitors get: /pages/forms/:id serves a page whose `<sqs-form>` carries the saved definition
 * (as `servedDefinition` serves it: no storage, redirects the site allows), and submissions are checked against it.
 * For tests, POST /api/_faults/mailing-lists makes the same owner session's next list answer empty.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pageCrumbCookies } from '../lib/crumb.mjs';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';
import { isEmail } from '../lib/email.mjs';
import { requireOwner } from '../lib/owners.mjs';
import { HttpError, readParsedBody } from '../router.mjs';

/** Every field kind a form holds (elements/shared/forms/definition.ts `FIELD_TYPES`). */
export const FIELD_KINDS = Object.freeze([
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
]);

/** The caps of a saved definition, the same the builder enforces (elements/form-builder/form-builder.limits.ts). */
export const FORM_CAPS = Object.freeze({
  fields: 50,
  options: 100,
  label: 200,
  description: 1000,
  placeholder: 200,
  option: 200,
  submitButtonText: 100,
  html: 10_000,
  redirect: 2000,
  maxLength: 100_000,
});

/** Where a form's submissions go. */
export const STORAGE_KINDS = Object.freeze(['site', 'email', 'mailing-list']);

// spec 001 §5 "Validation rules": the catalogue's text, exact.
const LIST_NEEDED = 'A List must be selected';
const FORM_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FIELD_ID = /^[A-Za-z][\w-]{0,63}$/;
const SITE_PATH = /^\/(?![/\\])/;
const SEEDED_LISTS = [
  ['bakery-news', 'Bakery news'],
  ['class-updates', 'Class updates'],
];
const PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url));
/** The example's form (examples/form-builder.html), saved once so its public page answers before any edit. */
const EXAMPLE_FORM = {
  submitButtonText: 'Ask',
  submissionHtml: '<p>Thanks! We will answer soon.</p>',
  storage: { kind: 'site' },
  fields: [
    { id: 'name', type: 'name', label: 'Name', required: true },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'question', type: 'textarea', label: 'Your question', required: true, maxLength: 500 },
  ],
};

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message) => new HttpError(400, message);

/** Seeds the example's form and the mailing lists (migrations/007-forms.sql), once. */
async function seedForms(sql) {
  await sql.run(
    'INSERT INTO form_definitions (id, definition, updated_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING',
    'ask-us',
    JSON.stringify(EXAMPLE_FORM),
    Date.now(),
  );
  if (await sql.get('SELECT 1 AS found FROM mailing_lists LIMIT 1')) return;
  for (const [id, name] of SEEDED_LISTS)
    await sql.run('INSERT INTO mailing_lists (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', id, name);
}

/** Resolves with the saved definition of form `id`, or undefined when the owner never saved one. */
export async function savedDefinition(sql, id) {
  const row = await sql.get('SELECT definition FROM form_definitions WHERE id = ?', id);
  return row ? JSON.parse(row.definition) : undefined;
}

/** Throws a 400 unless `owner[key]` is absent or a string of at most `max` characters; returns the string. */
function text(owner, key, max, where = '') {
  const value = owner[key] ?? '';
  if (typeof value !== 'string') throw bad(`${where}${key} must be a string`);
  if (value.length > max) throw bad(`${where}${key} has at most ${max} characters`);
  return value;
}

/** Throws a 400 naming the first problem of field `raw` at `index`; returns the field as saved. */
function checkField(raw, index, seen) {
  const where = `fields[${index}].`;
  if (!isObject(raw)) throw bad(`fields[${index}] must be an object`);
  if (typeof raw.id !== 'string' || !FIELD_ID.test(raw.id) || raw.id in Object.prototype)
    throw bad(`${where}id must be a letter then up to 63 letters, digits, - or _`);
  if (seen.has(raw.id)) throw bad(`${where}id "${raw.id}" is used twice`);
  seen.add(raw.id);
  if (!FIELD_KINDS.includes(raw.type)) throw bad(`${where}type ${JSON.stringify(raw.type)} is not a field kind`);
  for (const [key, max] of [
    ['label', FORM_CAPS.label],
    ['description', FORM_CAPS.description],
    ['placeholder', FORM_CAPS.placeholder],
    ['currencySymbol', 8],
    ['key', FORM_CAPS.label],
    ['value', FORM_CAPS.label],
  ])
    text(raw, key, max, where);
  for (const key of ['required', 'showCountryCode', 'underline'])
    if (raw[key] !== undefined && typeof raw[key] !== 'boolean') throw bad(`${where}${key} must be a boolean`);
  const options = raw.options ?? [];
  if (!Array.isArray(options) || options.some((o) => typeof o !== 'string'))
    throw bad(`${where}options must be a list of strings`);
  if (options.length > FORM_CAPS.options) throw bad(`${where}options has at most ${FORM_CAPS.options} entries`);
  if (options.some((o) => o.length > FORM_CAPS.option))
    throw bad(`${where}options entries have at most ${FORM_CAPS.option} characters`);
  const max = raw.maxLength ?? 0;
  if (!Number.isInteger(max) || max < 0 || max > FORM_CAPS.maxLength)
    throw bad(`${where}maxLength must be a whole number from 0 to ${FORM_CAPS.maxLength}`);
  return raw;
}

/** Resolves with `storage`, or rejects with a 400 naming its first problem with the lists of the store `sql`. */
async function checkStorage(sql, storage = { kind: 'site' }) {
  if (!isObject(storage) || !STORAGE_KINDS.includes(storage.kind))
    throw bad(`storage.kind must be one of ${STORAGE_KINDS.join(', ')}`);
  if (storage.kind === 'email' && (typeof storage.email !== 'string' || !isEmail(storage.email)))
    throw bad('storage.email must be an email address');
  if (storage.kind === 'mailing-list') {
    if (typeof storage.listId !== 'string' || !storage.listId) throw bad(LIST_NEEDED);
    if (!(await sql.get('SELECT 1 AS found FROM mailing_lists WHERE id = ?', storage.listId)))
      throw bad('storage.listId names no mailing list');
  }
  return storage;
}

/** Resolves with the definition as saved, or rejects with a 400 naming the first problem of `definition`. */
export async function checkDefinition(sql, definition) {
  if (!isObject(definition)) throw bad('definition must be a JSON object');
  const fields = definition.fields ?? [];
  if (!Array.isArray(fields)) throw bad('fields must be a list');
  if (fields.length > FORM_CAPS.fields) throw bad(`A form has at most ${FORM_CAPS.fields} fields`);
  const seen = new Set();
  fields.forEach((field, index) => checkField(field, index, seen));
  text(definition, 'submitButtonText', FORM_CAPS.submitButtonText);
  for (const key of ['submissionHtml', 'postSubmitHtml', 'disclaimerHtml']) text(definition, key, FORM_CAPS.html);
  const redirect = text(definition, 'successRedirect', FORM_CAPS.redirect);
  if (redirect && !SITE_PATH.test(redirect) && !/^https?:\/\/[^/\\]/i.test(redirect))
    throw bad('successRedirect must be a path of the site or an http(s) address');
  if (definition.captcha !== undefined && typeof definition.captcha !== 'boolean')
    throw bad('captcha must be a boolean');
  return { ...definition, fields, storage: await checkStorage(sql, definition.storage) };
}

/** Returns `json` safe inside a `<script type="application/json">`: no `<` can close it. */
const scriptJson = (json) => JSON.stringify(json).replace(/</g, '\\u003c');

/** Registers the form builder's endpoints, its tables and the public form page. */
export async function register(router, sql, { redirectOrigins }) {
  await seedForms(sql);
  /** Owner sessions whose next list answer is empty (a fault for tests). */
  const emptyLists = new Set();
  // Imported late: routes/forms.mjs reads saved definitions from here.
  const forms = import('./forms.mjs');

  /** Returns the definition of form `id` the owner edits: saved, the server's own, or a new one. */
  async function definitionOf(id) {
    if (!FORM_ID.test(id)) throw new HttpError(404, 'Unknown form');
    const { FORMS } = await forms;
    return (await savedDefinition(sql, id)) ?? (Object.hasOwn(FORMS, id) ? FORMS[id] : { fields: [] });
  }

  router.route('GET', '/api/owner/forms/:id', async ({ req, params }) => {
    await requireOwner(sql, req);
    const { rateLimit: _limit, ...definition } = await definitionOf(params.id);
    return { definition };
  });

  router.route('PUT', '/api/owner/forms/:id', async ({ req, params }) => {
    await requireOwner(sql, req);
    await definitionOf(params.id);
    const body = await readParsedBody(req);
    if (!isObject(body)) throw bad('Expected a JSON object');
    const definition = await checkDefinition(sql, body.definition);
    await sql.run(
      `INSERT INTO form_definitions (id, definition, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET definition = excluded.definition, updated_at = excluded.updated_at`,
      params.id,
      JSON.stringify(definition),
      Date.now(),
    );
    return { definition };
  });

  router.route('GET', '/api/owner/mailing-lists', async ({ req }) => {
    const session = await requireOwner(sql, req);
    if (emptyLists.delete(session.id)) return { lists: [] };
    return { lists: await sql.all('SELECT id, name FROM mailing_lists ORDER BY name') };
  });

  router.route('POST', '/api/_faults/mailing-lists', async ({ req }) => {
    const session = await requireOwner(sql, req);
    emptyLists.add(session.id);
    return { ok: true };
  });

  router.route('GET', '/pages/forms/:id', async ({ req, res, params }) => {
    const { servedDefinition } = await forms;
    const saved = FORM_ID.test(params.id) ? await savedDefinition(sql, params.id) : undefined;
    if (!saved) throw new HttpError(404, 'Unknown form');
    const { storage: _storage, ...definition } = servedDefinition(saved, redirectOrigins);
    const page = (await readFile(`${PAGES_DIR}form.html`, 'utf8'))
      .replaceAll('{{formId}}', () => params.id)
      .replace('{{definition}}', () => scriptJson(definition));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'set-cookie': pageCrumbCookies(sql, req),
    });
    res.end(req.method === 'HEAD' ? undefined : page);
    return undefined;
  });
}
