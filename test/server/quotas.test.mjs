/**
 * Quotas instead of global caps: a flood from one address (or one member) drops only its own oldest carts, checkout
 * tokens, uploads, form keys and sessions; an unauthenticated write over its byte budget is answered 413 and stores
 * nothing; uploads are held to 2 MB, a total budget and their form field's own rules, and the ones no submission
 * uses are swept after a day; sign-up has its own rate limit, its own share of the password hashes and a clear
 * answer at the account cap, none of which keeps a member from signing in.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BYTE_BUDGETS } from '../../examples/server/lib/byte-budget.mjs';
import { hashPassword, verifyPassword } from '../../examples/server/lib/passwords.mjs';
import { SIGN_UP_CLOSED } from '../../examples/server/routes/site-users.mjs';
import { UNUSED_UPLOAD_MS } from '../../examples/server/routes/uploads.mjs';
import { createClient, startServer } from './support.mjs';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const pdfOf = (size) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
/** Another loopback address: the server sees a second client. */
const ELSEWHERE = '127.0.0.2';

/** Resolves once `check()` is true or resolves true (polled), or rejects after `ms`. */
async function until(check, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const upload = async (client, body, { type = 'image/png', name = 'photo.png' } = {}) =>
  client.call('POST', '/api/form/UploadFile', {
    body,
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), 'x-csrf-token': await client.crumb() },
  });

/** Submits the `with-file` form with `attachment` (an upload id) through a fresh key. */
async function submitFile(client, attachment) {
  const { body } = await client.call('POST', '/api/form/FormSubmissionKey', { json: {} });
  return client.call('POST', '/api/form/SaveFormSubmission', {
    json: { key: body.data.key, formId: 'with-file', form: JSON.stringify({ name: 'Ada', attachment }) },
  });
}

describe('a flood from one address', () => {
  let server;
  let folder;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sqs-quotas-'));
    const limits = {
      maxRows: 3,
      cartsPerClient: 3,
      checkoutsPerCart: 3,
      uploadsPerClient: 3,
      formKeysPerClient: 3,
      sessionsPerMember: 3,
    };
    server = await startServer({ uploadsDir: folder, limits });
  });
  after(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("never pushes out another shopper's cart, checkout, upload or form key", async () => {
    const { sql } = server.api;
    const variantId = (await sql.get("SELECT id FROM variants WHERE sku = 'CLASS-BREAD'")).id;
    const addTo = async (client) =>
      client.call('POST', `/api/commerce/cart/entries?crumb=${await client.crumb()}`, {
        json: { variantId, quantity: 1 },
      });
    const shopper = createClient(server.port, { from: ELSEWHERE });
    assert.equal((await addTo(shopper)).status, 200);
    const checkout = await shopper.call('GET', '/commerce/goto-checkout');
    assert.equal(checkout.status, 303);
    const file = (await upload(shopper, PNG)).body;
    const key = (await shopper.call('POST', '/api/form/FormSubmissionKey', { json: {} })).body.data.key;

    // A new cart each time (the cookie is not kept), then checkouts, uploads and keys from the same address.
    for (let i = 0; i < 10; i++) assert.equal((await addTo(createClient(server.port))).status, 200);
    const flooder = createClient(server.port);
    assert.equal((await addTo(flooder)).status, 200);
    for (let i = 0; i < 10; i++) {
      assert.equal((await flooder.call('GET', '/commerce/goto-checkout')).status, 303);
      assert.equal((await upload(flooder, PNG)).status, 200);
      assert.equal((await flooder.call('POST', '/api/form/FormSubmissionKey', { json: {} })).status, 200);
    }

    assert.equal((await shopper.call('GET', '/api/commerce/cart')).body.totalQuantity, 1);
    assert.equal((await shopper.call('GET', checkout.headers.location)).status, 200);
    const saved = await shopper.call('POST', '/api/form/SaveFormSubmission', {
      json: { key, formId: 'with-file', form: JSON.stringify({ name: 'Ada', attachment: file.id }) },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    // The flooder keeps only its own newest few of each.
    const count = async (query, ...args) => (await sql.get(query, ...args)).n;
    assert.equal(await count("SELECT COUNT(*) AS n FROM cart_clients WHERE client = '127.0.0.1'"), 3);
    assert.equal(await count("SELECT COUNT(*) AS n FROM uploads WHERE client = '127.0.0.1'"), 3);
    assert.equal(await count("SELECT COUNT(*) AS n FROM form_keys WHERE client = '127.0.0.1'"), 3);
    assert.equal(await count('SELECT COUNT(*) AS n FROM checkout_tokens'), 3 + 1);
    assert.equal(readdirSync(folder).length, 3 + 1);
  });

  it("never ends another member's session by signing in again and again", async () => {
    const member = createClient(server.port, { from: ELSEWHERE });
    const other = createClient(server.port);
    const signIn = async (client, account) => {
      const crumb = await client.crumb();
      await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
      return client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    };
    const ada = { email: 'ada@example.com', password: 'analytical engine' };
    const { xsrfToken } = (await signIn(member, ada)).body;
    const flood = { email: 'flood@example.com', password: 'again and again' };
    for (let i = 0; i < 10; i++) assert.equal((await signIn(other, flood)).status, 200);

    const account = await member.call('GET', '/api/site-users/account', {
      headers: { 'x-siteuser-xsrf-token': xsrfToken },
    });
    assert.deepEqual([account.status, account.body.email], [200, ada.email]);
    const { n: sessions } = await server.api.sql.get(
      'SELECT COUNT(*) AS n FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id WHERE email = ?',
      flood.email,
    );
    assert.equal(sessions, 3);
  });
});

describe('byte budgets of unauthenticated writes', () => {
  let server;
  let client;
  before(async () => {
    server = await startServer();
    client = createClient(server.port);
  });
  after(() => server.close());

  const rows = async (table) => (await server.api.sql.get(`SELECT COUNT(*) AS n FROM ${table}`)).n;
  const form = (fields) => ({
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const over = (table, field) => 'x'.repeat(BYTE_BUDGETS[table].fields[field] + 1);

  it('answers 413 and stores nothing for a trace, an analytics event or a RecordEvent over budget', async () => {
    const trace = (data, pageUrl = '/') =>
      client.call('POST', '/api/events/Trace', form({ data: JSON.stringify([{ pageUrl, type: 't', data }]) }));
    assert.equal((await trace(over('traces', 'data'))).status, 413);
    // Each field within its budget, the record over the row's.
    const big = trace('x'.repeat(BYTE_BUDGETS.traces.fields.data - 10), 'x'.repeat(1000));
    assert.deepEqual([(await big).status, (await big).body.budget], [413, BYTE_BUDGETS.traces.row]);
    assert.equal(await rows('traces'), 0);

    const event = (commonData, customData) =>
      client.call('POST', '/api/v1/events', {
        json: { analyticsId: 'a', customSchemaName: 's', commonData, customData },
      });
    assert.equal((await event({ page: over('analytics_events', 'commonData') }, {})).status, 413);
    assert.equal((await event({ page: 'x'.repeat(7000) }, { more: 'x'.repeat(7000) })).status, 413);
    assert.equal(await rows('analytics_events'), 0);

    const crumb = await client.crumb();
    const recorded = await client.call(
      'POST',
      '/api/events/RecordEvent',
      form({ crumb, event: 'e', data: JSON.stringify({ big: over('record_events', 'data') }) }),
    );
    assert.equal(recorded.status, 413);
    assert.equal(await rows('record_events'), 0);
    assert.equal((await trace('ok')).status, 200);
  });

  it('answers 413 and stores nothing for an error report, performance records or a form submission over budget', async () => {
    const crumb = await client.crumb();
    const report = (message) =>
      client.call('POST', '/api/events/RecordJavascriptErrors', {
        json: [
          { event: 'e', data: { message: 'fine' }, timestamp: 1 },
          { event: 'e', data: { message }, timestamp: 2 },
        ],
        headers: { 'x-csrf-token': crumb },
      });
    const refused = await report(over('js_errors', 'message'));
    assert.deepEqual([refused.status, refused.body.error], [413, 'events[1].message is larger than 4,000 bytes']);
    assert.equal(await rows('js_errors'), 0);

    const { pageLoadId } = (await client.call('GET', '/api/1/performance/settings')).body;
    const records = await client.call('POST', '/api/1/performance/records', {
      json: [{ app: 'a', event: 'user', ts: 1, pageLoadId, data: { x: over('performance_records', 'data') } }],
    });
    assert.equal(records.status, 413);
    assert.equal(await rows('performance_records'), 0);

    const { key } = (await client.call('POST', '/api/form/FormSubmissionKey', { json: {} })).body.data;
    const submit = () =>
      client.call('POST', '/api/form/SaveFormSubmission', {
        json: { key, formId: 'contact', form: JSON.stringify({ name: over('form_submissions', 'form') }) },
      });
    assert.equal((await submit()).status, 413);
    assert.equal(await rows('form_submissions'), 0);
    // The key was not spent: nothing changed.
    assert.equal((await server.api.sql.get('SELECT used_at FROM form_keys WHERE key = ?', key)).used_at, null);
  });
});

describe('uploads', () => {
  let folder;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'sqs-quotas-uploads-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a file over 2 MB by default, and any file once the total budget is spent', async () => {
    const server = await startServer({ uploadsDir: join(folder, 'a'), limits: { maxUploadTotalBytes: 30 } });
    try {
      const visitor = createClient(server.port);
      assert.equal((await upload(visitor, pdfOf(2_000_001), { type: 'application/pdf', name: 'a.pdf' })).status, 413);
      assert.equal((await upload(visitor, PNG)).status, 200);
      assert.equal((await upload(visitor, PNG)).status, 200);
      const full = await upload(visitor, PNG);
      assert.deepEqual([full.status, full.body.error], [413, 'No room for more uploads']);
      assert.equal(readdirSync(join(folder, 'a')).length, 2);
    } finally {
      await server.close();
    }
  });

  it("holds a submission to its file field's accept and maxSize", async () => {
    const server = await startServer({ uploadsDir: join(folder, 'b'), limits: { maxUploadBytes: 3_000_000 } });
    try {
      const visitor = createClient(server.port);
      const text = (await upload(visitor, Buffer.from('hello'), { type: 'text/plain', name: 'notes.txt' })).body;
      const wrongType = await submitFile(visitor, text.id);
      assert.equal(wrongType.status, 400);
      assert.equal(wrongType.body.errors.attachment, 'The file notes.txt does not appear to be a supported file.');
      const big = (await upload(visitor, pdfOf(2_000_001), { type: 'application/pdf', name: 'big.pdf' })).body;
      const tooBig = await submitFile(visitor, big.id);
      assert.equal(tooBig.status, 400);
      assert.equal(
        tooBig.body.errors.attachment,
        'The file big.pdf is too large. The maximum allowed file size is 2 MB.',
      );
      const fine = (await upload(visitor, pdfOf(2_000_000), { type: 'application/pdf', name: 'fine.pdf' })).body;
      assert.equal((await submitFile(visitor, fine.id)).status, 200);
    } finally {
      await server.close();
    }
  });

  it('deletes the uploads no submission uses a day after they arrive, on its sweep and at start', async () => {
    const uploadsDir = join(folder, 'c');
    const database = join(folder, 'store.db');
    let clock = 1_800_000_000_000;
    const options = { database, uploadsDir, now: () => clock, limits: { uploadSweepMs: 10 } };
    const first = await startServer(options);
    let unused;
    let used;
    let later;
    try {
      const visitor = createClient(first.port);
      unused = (await upload(visitor, PNG)).body.id;
      used = (await upload(visitor, PNG)).body.id;
      assert.equal((await submitFile(visitor, used)).status, 200);
      clock += UNUSED_UPLOAD_MS - 1;
      later = (await upload(visitor, PNG)).body.id;
      clock += 2;
      await until(() => !existsSync(join(uploadsDir, unused)));
      // The sweep deletes the file, then its row: a statement later, which on PostgreSQL may come after this check.
      await until(
        async () => (await first.api.sql.get('SELECT COUNT(*) AS n FROM uploads WHERE id = ?', unused)).n === 0,
      );
      assert.ok(existsSync(join(uploadsDir, used)));
      assert.ok(existsSync(join(uploadsDir, later)));
    } finally {
      await first.close();
    }
    // Stopped for a day: the next start sweeps before it answers anything.
    clock += UNUSED_UPLOAD_MS;
    const second = await startServer({ ...options, limits: {} });
    try {
      assert.ok(!existsSync(join(uploadsDir, later)));
      assert.ok(existsSync(join(uploadsDir, used)));
    } finally {
      await second.close();
    }
  });
});

describe('sign-up', () => {
  const member = { email: 'member@example.com', password: 'correct horse battery staple' };
  const signUp = (client, crumb, account) =>
    client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
  const signIn = (client, crumb, account) =>
    client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });

  it('is limited per address on a count apart from sign-in, so a flood of sign-ups never locks out a member', async () => {
    const server = await startServer({ limits: { signUpsPer10Minutes: 3, failedSignInsPer10Minutes: 3 } });
    try {
      const client = createClient(server.port);
      const crumb = await client.crumb();
      assert.equal((await signUp(client, crumb, member)).status, 201);
      for (let i = 0; i < 2; i++)
        assert.equal((await signUp(client, crumb, { ...member, email: `junk${i}@example.com` })).status, 201);
      const refused = await signUp(client, crumb, { ...member, email: 'junk@example.com' });
      assert.deepEqual([refused.status, refused.body.error], [429, 'Too many sign-ups']);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      // Sign-in from the same address keeps its own budget: a wrong password is a 401, the right one gets in.
      assert.equal((await signIn(client, crumb, { ...member, password: 'wrong' })).status, 401);
      assert.equal((await signIn(client, crumb, member)).status, 200);
    } finally {
      await server.close();
    }
  });

  it('never starves sign-ins of password hashes, however many sign-ups wait', async () => {
    const stored = await hashPassword(member.password);
    const flood = Array.from({ length: 80 }, () =>
      hashPassword('junk').then(
        () => 'hashed',
        (error) => error.status,
      ),
    );
    assert.equal(await verifyPassword(member.password, stored), true);
    const answers = await Promise.all(flood);
    assert.ok(answers.includes(503), 'sign-ups past their share are answered 503');
  });

  it('answers sign-ups at the account cap with a clear error, and members still sign in', async () => {
    const server = await startServer({ limits: { maxAccounts: 1 } });
    try {
      const client = createClient(server.port);
      const crumb = await client.crumb();
      assert.equal((await signUp(client, crumb, member)).status, 201);
      const closed = await signUp(client, crumb, { ...member, email: 'new@example.com' });
      assert.deepEqual([closed.status, closed.body], [403, { error: SIGN_UP_CLOSED, signUpClosed: true }]);
      assert.equal((await signIn(client, crumb, member)).status, 200);
    } finally {
      await server.close();
    }
  });
});
