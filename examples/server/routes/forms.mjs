/**
 * Forms (spec 000 §7 "form calls", §5 "Forms", §8 "Form"): POST /api/form/FormSubmissionKey issues a one-time key
 * (`{ data: { key } }`); POST /api/form/SaveFormSubmission checks the key (401 when unknown or used), answers 404 for
 * an unknown form, 400 with a per-field `errors` map when a value breaks the form's rules (the rules the elements
 * check), 429 with `Retry-After` past the rate limit (per client address and form), and stores each accepted
 * submission in SQLite, values verbatim (the newest `maxRows`; older ones are dropped).
 *
 * A file field holds the id of a file uploaded with POST /api/form/UploadFile (routes/uploads.mjs); an id the server
 * does not know is a field error.
 *
 * The forms the server knows are those the owner saved (routes/form-builder.mjs), then `FORMS` below (the examples'
 * forms and the test forms). Read-only inspection:
 * GET /api/_inspect/forms/definitions/:id and GET /api/_inspect/forms/submissions?formId=….
 * Failures are forced for tests and demos with POST /api/_faults/forms `{ formId, step: 'key' | 'save', status,
 * body? }`: the same visitor's next call of that step for that form (the key step has no form, so `formId` is
 * ignored there) answers `status` with `body` (JSON, or as plain text when it is a string). Visitors are told apart by
 * the `sqs_form_visitor` cookie these endpoints set; at most `MAX_FAULT_SLOTS` visitors' faults are pending at once.
 */
import { randomBytes } from 'node:crypto';
import { readSessionCookie, sessionCookie } from '../lib/cookies.mjs';
import { isEmail } from '../lib/email.mjs';
import { checkBytes } from '../lib/byte-budget.mjs';
import { clientOf, createSharedLimiter } from '../lib/rate-limit.mjs';
import { keepNewest, keepNewestOf } from '../lib/row-cap.mjs';
import { ensureColumn } from '../db.mjs';
import { API_HEADERS, HttpError, MAX_NESTING, nestingOf, readBody, readParsedBody, sendJson } from '../router.mjs';
import { backTo, POSTED_FORM, postedValues, sameOrigin, sendPage, textOf } from '../lib/posted-form.mjs';
import { savedDefinition } from './form-builder.mjs';
import { markUsed, uploadOf } from './uploads.mjs';

/** Accepted submissions per client address and form within `RATE_WINDOW_MS` (forms may set their own `rateLimit`). */
export const RATE_LIMIT = 100;
/** The rate-limit window. */
export const RATE_WINDOW_MS = 10 * 60 * 1000;
/** Longest value accepted for one field part (a 10,000-character paste is stored whole). */
const MAX_VALUE = 100_000;
/** How long an issued key stays valid. */
const KEY_TTL_MS = 60 * 60 * 1000;
const VISITOR_COOKIE = 'sqs_form_visitor';
const VISITOR_SECONDS = 30 * 24 * 60 * 60;
/** Pending forced failures kept at most: slots, failures per slot, and characters of a forced body. */
const MAX_FAULT_SLOTS = 1000;
const MAX_FAULTS_PER_SLOT = 10;
const MAX_FAULT_BODY = 10_000;

// spec 000 §5 "Forms" and §8 "Form": the same texts the elements show.
const MESSAGES = {
  invalid: 'One or more fields is invalid, please check your entries.',
  email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  tooLong: 'You have exceeded the character limit.',
  required: '{label} is required.',
  zip: 'Zip code must be exactly five digits.',
  number: '{label} must be a number.',
  parse: 'Could not parse the form fields, please check your entries.',
  captcha: 'Complete CAPTCHA before submitting.',
  // spec 001 §8 "Files": a file field naming no stored upload, or one its rules refuse (the elements' texts).
  upload: 'There was a problem while uploading your file.',
  fileType: 'The file {fileName} does not appear to be a supported file.',
  fileSize: 'The file {fileName} is too large. The maximum allowed file size is {maxSize} MB.',
};
/** spec 001 §9: a file field's `maxSize` is in MB of 1,000,000 bytes. */
const BYTES_PER_MB = 1_000_000;

const text = (id, label, extra = {}) => ({ id, type: 'text', label, ...extra });

/** The forms this server accepts submissions for, by id. */
export const FORMS = {
  contact: {
    submitButtonText: 'Send',
    submissionHtml: '<p>Thanks! We will be in touch.</p>',
    postSubmitHtml: '',
    successRedirect: '',
    captcha: false,
    fields: [
      { id: 'name', type: 'name', label: 'Name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true, placeholder: 'you@example.com' },
      text('subject', 'Subject'),
      {
        id: 'message',
        type: 'textarea',
        label: 'Message',
        required: true,
        maxLength: 500,
        description: 'At most 500 characters.',
      },
    ],
  },
  'every-kind': {
    submitButtonText: 'Submit',
    submissionHtml: '<p>Received.</p>',
    postSubmitHtml: '<p><a href="#top">Back to the top</a></p>',
    successRedirect: '',
    captcha: false,
    fields: [
      text('text', 'Text', { placeholder: 'Anything' }),
      { id: 'textarea', type: 'textarea', label: 'Text area', maxLength: 200 },
      { id: 'email', type: 'email', label: 'Email' },
      { id: 'number', type: 'number', label: 'Number' },
      { id: 'website', type: 'website', label: 'Website' },
      { id: 'phone', type: 'phone', label: 'Phone', showCountryCode: true },
      { id: 'name', type: 'name', label: 'Name' },
      { id: 'address', type: 'address', label: 'Address' },
      { id: 'date', type: 'date', label: 'Date' },
      { id: 'time', type: 'time', label: 'Time' },
      { id: 'checkbox', type: 'checkbox', label: 'Checkbox', options: ['Red', 'Green', 'Blue'] },
      { id: 'radio', type: 'radio', label: 'Radio', options: ['Yes', 'No'] },
      { id: 'select', type: 'select', label: 'Select', options: ['One', 'Two', 'Three'] },
      { id: 'likert', type: 'likert', label: 'Likert', options: ['The site is fast', 'The site is clear'] },
      { id: 'hidden', type: 'hidden', label: 'Hidden', key: 'source', value: 'examples' },
      { id: 'section', type: 'section', label: 'More', underline: true },
      { id: 'currency', type: 'currency', label: 'Amount', currencySymbol: '$' },
    ],
  },
  newsletter: {
    submitButtonText: 'Sign Up',
    submissionHtml: '<p>Thank you for signing up.</p>',
    captcha: false,
    fields: [{ id: 'email', type: 'email', label: 'Email Address', required: true }],
  },
  'with-captcha': {
    submitButtonText: 'Send',
    submissionHtml: '<p>Thanks!</p>',
    captcha: true,
    fields: [text('message', 'Message', { required: true })],
  },
  'with-file': {
    submitButtonText: 'Send',
    submissionHtml: '<p>Thanks! Your file arrived.</p>',
    captcha: false,
    fields: [
      text('name', 'Your name', { required: true }),
      {
        id: 'attachment',
        type: 'file',
        label: 'Attachment',
        description: 'A PDF, PNG or JPEG of at most 2 MB.',
        required: true,
        accept: ['.pdf', 'image/png', 'image/jpeg'],
        maxSize: 2,
      },
    ],
  },
  // Sends visitors to another site when it allows that origin (createApi `redirectOrigins`), else stays.
  redirecting: {
    submitButtonText: 'Send',
    submissionHtml: '<p>Thanks!</p>',
    successRedirect: 'https://shop.example.com/thanks',
    redirectOrigin: 'https://shop.example.com',
    captcha: false,
    fields: [text('message', 'Message')],
  },
  limited: {
    submitButtonText: 'Send',
    submissionHtml: '<p>Thanks!</p>',
    rateLimit: 2,
    fields: [text('message', 'Message')],
  },
};

/** Returns the origin of the http(s) URL `text`, or undefined for anything else. */
function originOf(text) {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

// A path of the site itself: `/thanks`, never `//host` or `/\host`, which browsers read as another origin.
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Returns the form `definition` as the site serves it, without its server-only settings: a `successRedirect` kept
 * only when it is a path of the site or on one of `redirectOrigins` (the site's, `createApi({ redirectOrigins })`),
 * and a `redirectOrigin` kept only when the site allows that origin too. So a definition cannot widen where it sends
 * visitors: a redirect the site does not allow is dropped, and the form shows its success message instead.
 */
export function servedDefinition(definition, redirectOrigins = []) {
  const allowed = new Set(redirectOrigins.map(originOf).filter(Boolean));
  const { rateLimit: _limit, ...served } = definition;
  if (typeof served.successRedirect === 'string' && served.successRedirect) {
    const target = served.successRedirect;
    if (!SITE_PATH.test(target) && !allowed.has(originOf(target))) served.successRedirect = '';
  }
  if (Object.hasOwn(served, 'redirectOrigin')) {
    const origin = originOf(served.redirectOrigin);
    served.redirectOrigin = allowed.has(origin) ? origin : '';
  }
  return served;
}

const US = /^(us|usa|united states|united states of america)$/i;
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');
const isEmpty = (value) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isEmpty));

/** Returns the error message of `field` for `value`, or undefined (spec 000 §5 "Forms"; the elements' rules). */
export function fieldError(field, value) {
  if (isEmpty(value)) return field.required ? fill(MESSAGES.required, { label: field.label }) : undefined;
  if (field.type === 'email') {
    if (!isEmail(value)) return MESSAGES.email;
  }
  if (field.type === 'textarea' && field.maxLength > 0 && typeof value === 'string' && value.length > field.maxLength)
    return MESSAGES.tooLong;
  if (
    (field.type === 'number' || field.type === 'currency') &&
    (typeof value !== 'string' || !Number.isFinite(Number(value)))
  ) {
    return fill(MESSAGES.number, { label: field.label });
  }
  if (field.type === 'address' && typeof value === 'object' && US.test(String(value.Country ?? '').trim())) {
    if (value.Zip && !/^\d{5}$/.test(String(value.Zip))) return MESSAGES.zip;
  }
  return undefined;
}

/**
 * Returns the error message of the file field `field` for `upload` (the stored upload its value names, or
 * undefined): the field's own `accept` and `maxSize`, as the element checks them before uploading.
 */
export function fileError(field, upload) {
  if (!upload) return MESSAGES.upload;
  if (field.maxSize > 0 && upload.size > field.maxSize * BYTES_PER_MB)
    return fill(MESSAGES.fileSize, { fileName: upload.name, maxSize: String(field.maxSize) });
  const name = upload.name.toLowerCase();
  const accepted =
    !field.accept?.length ||
    field.accept.some((entry) =>
      entry.startsWith('.')
        ? name.endsWith(entry)
        : entry.endsWith('/*')
          ? upload.type.startsWith(entry.slice(0, -1))
          : upload.type === entry,
    );
  return accepted ? undefined : fill(MESSAGES.fileType, { fileName: upload.name });
}

const COMPOUND = new Set(['name', 'phone', 'address', 'date', 'time', 'likert']);
const short = (v) => typeof v === 'string' && v.length <= MAX_VALUE;

/** Returns whether `value` has the shape of `field`'s kind (text, a list for checkboxes, parts by name) within the size limit. */
function wellFormed(field, value) {
  if (field.type === 'checkbox') return Array.isArray(value) && value.every(short);
  if (COMPOUND.has(field.type))
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(short);
  return short(value);
}

/** Registers the form endpoints. */
export function register(router, sql, { limits, redirectOrigins }) {
  // A SQLite store made by an older server lacks the key's address (a PostgreSQL store starts from the migrations).
  if (sql.sqlite) ensureColumn(sql.sqlite, 'form_keys', 'client', "TEXT NOT NULL DEFAULT ''");
  /** Pending forced failures: `key` → list, `save:<formId>` → list. */
  const faults = new Map();
  /** The rate limiter of each form, by its limit. */
  const limiters = new Map();
  const limiterOf = (limit) => {
    if (!limiters.has(limit))
      limiters.set(limit, createSharedLimiter(sql, { name: `form|${limit}`, limit, windowMs: RATE_WINDOW_MS }));
    return limiters.get(limit);
  };

  /** Answers the next forced failure of `slot` for the visitor, if any; returns whether it did. */
  function forced(slot, res) {
    const list = faults.get(slot);
    const fault = list?.shift();
    if (list && !list.length) faults.delete(slot);
    if (!fault) return false;
    if (typeof fault.body === 'string') {
      res.writeHead(fault.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(fault.body);
    } else sendJson(res, fault.status, fault.body ?? { error: `Forced ${fault.status}` });
    return true;
  }

  /** Returns the visitor id from its cookie, setting a new one on `res` when there is none. */
  function visitorOf(req, res) {
    const known = readSessionCookie(req, VISITOR_COOKIE);
    if (known && /^[\w-]{8,64}$/.test(known)) return known;
    const id = randomBytes(12).toString('base64url');
    res.setHeader('set-cookie', sessionCookie(req, VISITOR_COOKIE, id, { maxAgeSeconds: VISITOR_SECONDS }));
    return id;
  }

  router.route('POST', '/api/form/FormSubmissionKey', async ({ req, res }) => {
    await readParsedBody(req);
    if (forced(`${visitorOf(req, res)}|key`, res)) return undefined;
    const key = randomBytes(18).toString('base64url');
    const client = clientOf(req);
    await sql.run('DELETE FROM form_keys WHERE issued_at <= ?', Date.now() - KEY_TTL_MS);
    await sql.run('INSERT INTO form_keys (key, issued_at, client) VALUES (?, ?, ?)', key, Date.now(), client);
    // Asking for keys again and again drops only this address's oldest keys, never another visitor's.
    await keepNewestOf(sql, 'form_keys', 'client', client, limits.formKeysPerClient, {
      order: 'issued_at',
      key: 'key',
      keep: key,
    });
    return { data: { key } };
  });

  /** Returns the form `formId` names: one the owner saved (routes/form-builder.mjs), else one of `FORMS`. */
  const definitionOf = async (formId) =>
    (await savedDefinition(sql, formId)) ?? (Object.hasOwn(FORMS, formId) ? FORMS[formId] : undefined);

  /**
   * Checks `values` against `definition` and stores them (the body's other fields in `payload`): 400 with a per-field
   * `errors` map for a value that breaks the form's rules, 400 without a captcha answer when the form asks for one,
   * 429 past the rate limit. Resolves with the stored submission's id.
   */
  async function save({ req, visitor, formId, definition, values, form, payload, captchaKey }) {
    const errors = {};
    for (const field of definition.fields) {
      if (field.type === 'section') continue;
      const value = values[field.id];
      if (value !== undefined && !wellFormed(field, value)) errors[field.id] = MESSAGES.parse;
      else if (field.type === 'file' && !isEmpty(value)) {
        const error = fileError(field, await uploadOf(sql, value));
        if (error) errors[field.id] = error;
      } else if (field.type !== 'hidden') {
        const error = fieldError(field, value);
        if (error) errors[field.id] = error;
      }
    }
    if (Object.keys(errors).length) throw new HttpError(400, MESSAGES.invalid, { errors });
    if (definition.captcha && (typeof captchaKey !== 'string' || !captchaKey))
      throw new HttpError(400, MESSAGES.captcha);
    // Keyed by the client's address: a cookie the client can drop would not hold anyone back.
    const limiter = limiterOf(definition.rateLimit ?? RATE_LIMIT);
    const client = `${clientOf(req)}|${formId}`;
    const wait = await limiter.retryAfter(client);
    if (wait) throw new HttpError(429, 'Submission rate limit exceeded', {}, { 'retry-after': String(wait) });
    const { id } = await sql.get(
      `INSERT INTO form_submissions (form_id, collection_id, object_name, visitor, form, payload, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      formId,
      typeof payload.collectionId === 'string' ? payload.collectionId : null,
      typeof payload.objectName === 'string' ? payload.objectName : null,
      visitor,
      form,
      JSON.stringify(payload),
      Date.now(),
    );
    await limiter.hit(client);
    for (const field of definition.fields)
      if (field.type === 'file' && !isEmpty(values[field.id])) await markUsed(sql, values[field.id], id);
    await keepNewest(sql, 'form_submissions', id, limits.maxRows);
    return String(id);
  }

  /**
   * A form posted by a page without scripts (a server-rendered form, docs/ssr.md "Without JavaScript"): its fields
   * url-encoded, its ids in the query. Answered with a page, never JSON: the submission message (or a 303 to the form's
   * `successRedirect`), or the problem and the way back.
   */
  async function savePost(req, res, query) {
    const visitor = visitorOf(req, res);
    try {
      // Instead of the one-time key, which only a script can ask for: the post must come from a page of this site.
      if (!sameOrigin(req)) throw new HttpError(403, 'This form can only be sent from a page of its own site.');
      const text = await readBody(req);
      const formId = query.get('formId') ?? '';
      const definition = await definitionOf(formId);
      if (!definition) throw new HttpError(404, 'This form has not been configured yet.');
      const values = postedValues(definition, text);
      if (!values) throw new HttpError(400, MESSAGES.parse);
      const payload = { formId, isOverlayForm: query.get('isOverlayForm') === 'true', noScript: true };
      for (const name of ['collectionId', 'objectName']) if (query.has(name)) payload[name] = query.get(name);
      const form = JSON.stringify(values);
      checkBytes('form_submissions', { form, payload });
      await save({ req, visitor, formId, definition, values, form, payload });
      const { successRedirect, submissionHtml } = servedDefinition(definition, redirectOrigins);
      if (successRedirect) {
        res.writeHead(303, { ...API_HEADERS, location: successRedirect });
        return void res.end();
      }
      sendPage(res, 200, { title: 'Form sent', text: textOf(submissionHtml ?? '') || 'Thank you.' });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const problems = Object.values(error.extra?.errors ?? {});
      const back = sameOrigin(req) ? backTo(req) : '';
      sendPage(res, error.status, { title: 'Form not sent', text: error.message, problems, back }, error.headers);
    }
  }

  router.route('POST', '/api/form/SaveFormSubmission', async ({ req, res, query }) => {
    if (POSTED_FORM.test(req.headers['content-type'] ?? '')) return savePost(req, res, query);
    const body = await readParsedBody(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'Expected a JSON body');
    const visitor = visitorOf(req, res);
    const formId = typeof body.formId === 'string' ? body.formId : '';
    if (forced(`${visitor}|save:${formId}`, res)) return undefined;
    // The values are stored once, in `form`; the rest of the body beside them. Checked before the key is used: a
    // submission over budget changes nothing.
    const { key: _key, form: _form, ...payload } = body;
    checkBytes('form_submissions', { form: body.form, payload });
    const used =
      typeof body.key === 'string' &&
      (
        await sql.run(
          'UPDATE form_keys SET used_at = ? WHERE key = ? AND used_at IS NULL AND issued_at > ?',
          Date.now(),
          body.key,
          Date.now() - KEY_TTL_MS,
        )
      ).changes === 1;
    if (!used) throw new HttpError(401, 'Unknown or used form submission key');
    const definition = await definitionOf(formId);
    if (!definition) throw new HttpError(404, 'This form has not been configured yet.');
    let values;
    try {
      values = typeof body.form === 'string' && nestingOf(body.form) <= MAX_NESTING ? JSON.parse(body.form) : undefined;
    } catch {
      values = undefined;
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      throw new HttpError(400, MESSAGES.parse);
    const form = body.form;
    const submissionId = await save({
      req,
      visitor,
      formId,
      definition,
      values,
      form,
      payload,
      captchaKey: body.captchaKey,
    });
    return { data: { submissionId } };
  });

  router.route('POST', '/api/_faults/forms', async ({ req, res }) => {
    const fields = await readParsedBody(req);
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      throw new HttpError(400, 'Expected a JSON object');
    const { formId = '', step, status, body } = fields;
    const visitor = visitorOf(req, res);
    if (step !== 'key' && step !== 'save') throw new HttpError(400, 'Field step must be key or save');
    if (!Number.isInteger(status) || status < 200 || status > 599)
      throw new HttpError(400, 'Field status must be 200–599');
    if (typeof formId !== 'string' || formId.length > 200) throw new HttpError(400, 'Field formId must be a form id');
    if (body !== undefined && JSON.stringify(body).length > MAX_FAULT_BODY)
      throw new HttpError(400, `Field body has at most ${MAX_FAULT_BODY} characters`);
    const slot = step === 'key' ? `${visitor}|key` : `${visitor}|save:${formId}`;
    const list = faults.get(slot) ?? [];
    if (list.length >= MAX_FAULTS_PER_SLOT) throw new HttpError(429, 'Too many pending failures for this step');
    if (!faults.has(slot) && faults.size >= MAX_FAULT_SLOTS) faults.delete(faults.keys().next().value);
    faults.set(slot, [...list, { status, body }]);
    return { ok: true };
  });

  router.route('GET', '/api/_inspect/forms/definitions/:id', async ({ params }) => {
    const definition =
      (await savedDefinition(sql, params.id)) ?? (Object.hasOwn(FORMS, params.id) ? FORMS[params.id] : undefined);
    if (!definition) throw new HttpError(404, 'Unknown form');
    const { storage: _storage, ...served } = servedDefinition(definition, redirectOrigins);
    return served;
  });

  router.route('GET', '/api/_inspect/forms/submissions', async ({ query }) => {
    const formId = query.get('formId');
    const rows = formId
      ? await sql.all('SELECT * FROM form_submissions WHERE form_id = ? ORDER BY id', formId)
      : await sql.all('SELECT * FROM form_submissions ORDER BY id DESC LIMIT 200');
    return rows.map((row) => ({
      id: row.id,
      formId: row.form_id,
      collectionId: row.collection_id,
      objectName: row.object_name,
      form: row.form,
      payload: { ...JSON.parse(row.payload), form: row.form },
      receivedAt: row.received_at,
    }));
  });
}
