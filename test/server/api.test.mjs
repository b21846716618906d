/**
 * The reference API's access rules and bounds, over HTTP: owners alone write site-wide settings; crumbs are bound
 * to the visitor and expire, and issuing them stores nothing; inspection is off unless enabled and then answers only
 * a localhost Host; writes and failed sign-ins are rate-limited per address with `Retry-After`; tables filled by
 * unauthenticated writes keep their newest rows; sessions expire; cookies get `Secure` over https; sign-up does not
 * tell which emails exist; the static server serves only the build, the examples and the docs.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { issueCrumb, isValidCrumb } from '../../examples/server/lib/crumb.mjs';
import { servedDefinition } from '../../examples/server/routes/forms.mjs';
import { sameToken } from '../../examples/server/routes/site-users.mjs';
import { cachedTile, cachedTileCount, handleTile, MAX_RENDERING, MAX_TILES } from '../../examples/server/tiles.mjs';
import { createClient, EXAMPLE_OWNER, signInOwner, startServer, storeFor } from './support.mjs';

const HEADER = { header: { layout: 'centered' }, footer: { text: '© Shop' } };

describe('owners', () => {
  let server;
  before(async () => (server = await startServer()));
  after(() => server.close());

  it('refuses settings writes without an owner session: 401 with loginRequired', async () => {
    const visitor = createClient(server.port);
    const crumb = await visitor.crumb();
    const header = await visitor.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json: HEADER });
    assert.deepEqual(
      [header.status, header.body],
      [401, { error: 'Owner sign-in required', loginRequired: true, owner: true }],
    );
    const languages = await visitor.call('PUT', `/api/multilingual/languages?crumb=${crumb}`, {
      json: { languages: [{ locale: 'en' }] },
    });
    assert.equal(languages.status, 401);
    assert.deepEqual((await visitor.call('GET', '/api/site-header-footer')).body, { header: {}, footer: {} });
  });

  it('still checks the crumb first, so the runtime retries with one (401 crumbFail)', async () => {
    const owner = createClient(server.port);
    await signInOwner(owner);
    const { status, body } = await owner.call('PUT', '/api/site-header-footer', { json: HEADER });
    assert.equal(status, 401);
    assert.equal(body.crumbFail, true);
    assert.equal(typeof body.crumb, 'string');
  });

  it('lets the seeded owner sign in with POST /api/auth/Login, write, and sign out with POST /api/auth/Logout', async () => {
    const owner = createClient(server.port);
    const signIn = await signInOwner(owner);
    assert.deepEqual([signIn.status, signIn.body], [200, { email: EXAMPLE_OWNER.email }]);
    assert.match(
      signIn.headers['set-cookie'][0],
      /^OwnerSession=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    const crumb = await owner.crumb();
    const put = await owner.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json: HEADER });
    assert.deepEqual([put.status, put.body], [200, HEADER]);
    const logout = await owner.call('POST', `/api/auth/Logout?crumb=${crumb}`);
    assert.deepEqual([logout.status, logout.body], [200, { loggedOut: true }]);
    const after = await owner.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json: HEADER });
    assert.equal(after.status, 401);
  });

  it('answers a wrong password and an unknown email alike, and 429 after too many failures', async () => {
    const limited = await startServer({ limits: { failedSignInsPer10Minutes: 3 } });
    try {
      const client = createClient(limited.port);
      const crumb = await client.crumb();
      const wrong = await client.call('POST', `/api/auth/Login?crumb=${crumb}`, {
        json: { email: EXAMPLE_OWNER.email, password: 'wrong' },
      });
      const unknown = await client.call('POST', `/api/auth/Login?crumb=${crumb}`, {
        json: { email: 'nobody@example.com', password: 'wrong' },
      });
      assert.deepEqual([wrong.status, wrong.body], [401, { error: 'Invalid email or password' }]);
      assert.deepEqual([unknown.status, unknown.body], [401, { error: 'Invalid email or password' }]);
      await client.call('POST', `/api/auth/Login?crumb=${crumb}`, { json: { email: 'x@example.com', password: 'x' } });
      const refused = await client.call('POST', `/api/auth/Login?crumb=${crumb}`, { json: EXAMPLE_OWNER });
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    } finally {
      await limited.close();
    }
  });

  it('seeds the owner it is given instead of the example one', async () => {
    const custom = await startServer({ owner: { email: 'boss@example.com', password: 'another password' } });
    try {
      const client = createClient(custom.port);
      assert.equal((await signInOwner(client)).status, 401);
      assert.equal(
        (await signInOwner(client, { email: 'boss@example.com', password: 'another password' })).status,
        200,
      );
    } finally {
      await custom.close();
    }
  });
});

describe('the example owner', () => {
  const REAL = { email: 'me@example.com', password: 'a real owner password' };
  let dir;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'sqs-owner-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts the site on the store in `dir` with `owner`, signs in as the example and the real owner, and closes it. */
  async function signIns(owner) {
    const server = await startServer({ database: join(dir, 'store.sqlite'), ...(owner && { owner }) });
    try {
      const client = createClient(server.port);
      const demoRows = (await server.api.sql.get('SELECT count(*) AS n FROM demo_data')).n;
      return {
        ...server.api.owner,
        demoRows,
        example: (await signInOwner(client)).status,
        real: (await signInOwner(client, REAL)).status,
      };
    } finally {
      await server.close();
    }
  }

  it('exists only in demo mode: setting an owner removes it from a store started in demo mode, for good', async () => {
    assert.deepEqual(await signIns(), { demo: true, created: true, demoRows: 1, example: 200, real: 401 });
    assert.deepEqual(await signIns(), { demo: true, created: false, demoRows: 1, example: 200, real: 401 });
    assert.deepEqual(await signIns(REAL), { demo: false, created: true, demoRows: 0, example: 401, real: 200 });
    // Started again without an owner, the store keeps its own and never gets the example one back.
    assert.deepEqual(await signIns(), { demo: false, created: false, demoRows: 0, example: 401, real: 200 });
  });

  /** Runs `npm start`'s script on `dataDir` with `env` until it listens or exits; resolves with its output. */
  async function serve(dataDir, env = {}) {
    const { OWNER_EMAIL, OWNER_PASSWORD, DATABASE_URL, ...rest } = process.env;
    // With DATABASE_URL (the PostgreSQL run), the same schema for the same data folder, as the file would be.
    const store = await storeFor(join(dataDir, 'reference-api.sqlite'));
    const script = fileURLToPath(new URL('../../examples/server/serve.mjs', import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: { ...rest, DATA_DIR: dataDir, PORT: '0', ...(DATABASE_URL && { DATABASE_URL: store }), ...env },
    });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (c) => {
      out.stdout += c;
      if (out.stdout.includes('sqs-elements examples:')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (c) => (out.stderr += c));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ ...out, code })));
  }

  it('npm start refuses one of OWNER_EMAIL and OWNER_PASSWORD alone, and prints the example password once', async () => {
    const data = join(dir, 'serve');
    for (const env of [{ OWNER_EMAIL: REAL.email }, { OWNER_PASSWORD: REAL.password }]) {
      const refused = await serve(data, env);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /set both OWNER_EMAIL and OWNER_PASSWORD/);
    }
    const fresh = await serve(data);
    assert.equal(fresh.code, 0, fresh.stderr);
    assert.match(
      fresh.stdout,
      /Demo data: sign in as the example owner, owner@example\.com with the password 'example owner password'/,
    );
    const again = await serve(data);
    assert.match(again.stdout, /Demo data: the example owner can sign in/);
    assert.doesNotMatch(again.stdout, /example owner password/);
    const real = await serve(data, { OWNER_EMAIL: REAL.email, OWNER_PASSWORD: REAL.password });
    assert.doesNotMatch(real.stdout, /Demo data/);
  });
});

describe('crumbs', () => {
  let server;
  // 127.0.0.1, where the clients connect from, is a proxy that terminates TLS (X-Forwarded-Proto).
  before(async () => (server = await startServer({ trustedProxies: ['127.0.0.1'] })));
  after(() => server.close());

  it('binds a crumb to the visitor cookie it sets (HttpOnly) and stores nothing when issuing it', async () => {
    // Each engine lists its tables in its own catalogue.
    const tables = () =>
      server.api.sql.engine === 'postgres'
        ? server.api.sql.all(
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'crumbs'",
          )
        : server.api.sql.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'crumbs'");
    const alice = createClient(server.port);
    const first = await alice.call('POST', '/api/data-layer/echo');
    assert.equal(first.status, 401);
    assert.match(
      first.headers['set-cookie'][0],
      /^sqs_visitor=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    const crumb = first.body.crumb;
    assert.equal((await alice.call('POST', `/api/data-layer/echo?crumb=${crumb}`)).status, 200);
    // Another visitor (another browser, or a page on another site planting the value) cannot use it.
    const mallory = createClient(server.port);
    await mallory.crumb();
    const stolen = await mallory.call('POST', `/api/data-layer/echo?crumb=${crumb}`);
    assert.deepEqual([stolen.status, stolen.body.crumbFail], [401, true]);
    for (let i = 0; i < 20; i++) await createClient(server.port).call('POST', '/api/data-layer/echo');
    assert.deepEqual(await tables(), []);
  });

  it('serves a page with its crumb: the visitor cookie (HttpOnly) and a crumb cookie the page can read', async () => {
    const visitor = createClient(server.port);
    const page = await visitor.call('GET', '/examples/shop.html');
    assert.equal(page.status, 200);
    const [visitorCookie, crumbCookie] = page.headers['set-cookie'];
    assert.match(visitorCookie, /^sqs_visitor=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    assert.match(crumbCookie, /^crumb=[\w-]+; Path=\/; SameSite=Lax; Max-Age=86400$/);
    // The first call of the visit is accepted: no crumbFail answer, no retry.
    const crumb = visitor.jar.get('crumb');
    assert.equal((await visitor.call('POST', `/api/data-layer/echo?crumb=${crumb}`)).status, 200);
    // A later page keeps the visitor and hands out a fresh crumb for it; a script or a style sheet sets nothing.
    const again = await visitor.call('GET', '/examples/shop.html');
    assert.deepEqual(
      again.headers['set-cookie'].map((c) => c.split('=')[0]),
      ['crumb'],
    );
    assert.equal((await visitor.call('GET', '/examples/examples.css')).headers['set-cookie'], undefined);
  });

  it('marks the page cookies Secure over https', async () => {
    const https = createClient(server.port, { headers: { 'x-forwarded-proto': 'https' } });
    const page = await https.call('GET', '/examples/shop.html');
    const cookies = page.headers['set-cookie'];
    assert.deepEqual(
      cookies.map((c) => c.split('=')[0]),
      ['__Host-sqs_visitor', 'crumb'],
    );
    for (const cookie of cookies) assert.match(cookie, /; Secure$/);
  });

  it('accepts the crumb in the X-CSRF-Token header of error reports', async () => {
    const client = createClient(server.port);
    const crumb = await client.crumb();
    const { status } = await client.call('POST', '/api/events/RecordJavascriptErrors', {
      json: [{ event: 'e', data: { message: 'm' }, timestamp: 1 }],
      headers: { 'x-csrf-token': crumb },
    });
    assert.equal(status, 200);
  });

  it('refuses a crumb after a day', () => {
    // The crumbs' secret belongs to the API's store (lib/crumb.mjs `configureCrumbs`).
    const { sql: db } = server.api;
    const req = { headers: { cookie: 'sqs_visitor=abcdefghijklmnopqrstuvwx' }, socket: {} };
    const now = Date.now();
    const crumb = issueCrumb(db, 'abcdefghijklmnopqrstuvwx', now);
    assert.equal(isValidCrumb(db, req, crumb, now + 60_000), true);
    assert.equal(isValidCrumb(db, req, crumb, now + 24 * 60 * 60 * 1000 + 1), false);
    assert.equal(
      isValidCrumb(
        db,
        req,
        crumb.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        now,
      ),
      false,
    );
  });
});

describe('inspection', () => {
  it('is off unless enabled', async () => {
    const server = await startServer();
    try {
      const { status } = await createClient(server.port).call('GET', '/api/_inspect/track');
      assert.equal(status, 404);
    } finally {
      await server.close();
    }
  });

  it('answers only a localhost Host with the server port when enabled (no DNS rebinding)', async () => {
    const server = await startServer({ inspection: true });
    try {
      for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`]) {
        const { status } = await createClient(server.port, { host }).call('GET', '/api/_inspect/track');
        assert.equal(status, 200, host);
      }
      for (const host of [
        `evil.example:${server.port}`,
        'localhost:1',
        'localhost',
        `localhost.evil.example:${server.port}`,
      ]) {
        const { status, body } = await createClient(server.port, { host }).call('GET', '/api/_inspect/track');
        assert.deepEqual([status, body], [403, { error: 'Inspection answers only on localhost' }], host);
      }
    } finally {
      await server.close();
    }
  });
});

describe('bounds', () => {
  it('answers 429 with Retry-After past the per-address write limit, and still answers reads', async () => {
    const server = await startServer({ limits: { writesPerMinute: 5 } });
    try {
      const client = createClient(server.port);
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await client.call('GET', '/api/track/Track?source=x')).status);
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
      // A fresh cookie jar is the same address: still limited.
      const fresh = await createClient(server.port).call('POST', '/api/census/RecordQuickView/x');
      assert.equal(fresh.status, 429);
      assert.ok(Number(fresh.headers['retry-after']) >= 1);
      assert.equal((await client.call('GET', '/api/health')).status, 200);
    } finally {
      await server.close();
    }
  });

  it('keeps the newest rows of a table filled by unauthenticated writes', async () => {
    const server = await startServer({ inspection: true, limits: { maxRows: 5 } });
    try {
      const client = createClient(server.port);
      for (let i = 0; i < 12; i++) await client.call('GET', `/api/track/Track?source=s${i}`);
      const { body } = await client.call('GET', '/api/_inspect/track');
      assert.deepEqual(
        body.map((r) => r.source),
        ['s7', 's8', 's9', 's10', 's11'],
      );
    } finally {
      await server.close();
    }
  });

  it('stores nothing for GET /api/1/performance/settings and accepts only the ids it handed out', async () => {
    const server = await startServer();
    try {
      const client = createClient(server.port);
      const ids = [];
      for (let i = 0; i < 10; i++) ids.push((await client.call('GET', '/api/1/performance/settings')).body.pageLoadId);
      const rows = async () => (await server.api.sql.get('SELECT COUNT(*) AS n FROM performance_page_loads')).n;
      assert.equal(await rows(), 0);
      const record = { app: 'a', data: { x: 1 }, event: 'user', ts: 1 };
      assert.equal(
        (await client.call('POST', '/api/1/performance/records', { json: [{ ...record, pageLoadId: ids[3] }] })).status,
        200,
      );
      const forged = `${ids[3].slice(0, 12)}${'A'.repeat(24)}`;
      assert.equal(
        (await client.call('POST', '/api/1/performance/records', { json: [{ ...record, pageLoadId: forged }] })).status,
        400,
      );
      assert.equal(await rows(), 1);
    } finally {
      await server.close();
    }
  });

  it('answers 413 to a body over 1 MB', async () => {
    const server = await startServer();
    try {
      const client = createClient(server.port);
      const big = await client.call('POST', '/api/v1/events', {
        body: 'x'.repeat(1_000_001),
        headers: { 'content-type': 'text/plain' },
      });
      assert.deepEqual([big.status, big.body], [413, { error: 'Request body too large' }]);
    } finally {
      await server.close();
    }
  });

  it('keeps at most MAX_TILES map tiles in memory', async () => {
    const drawn = [];
    for (let x = 0; x < MAX_TILES + 5; x++) drawn.push(cachedTile(10, x, 0));
    assert.equal(cachedTileCount(), MAX_TILES);
    await Promise.all(drawn);
  });

  it('answers 503 with Retry-After for a new tile while MAX_RENDERING tiles are being drawn', async () => {
    const answer = () => {
      const res = { status: 0, headers: {}, writeHead: (status, headers) => Object.assign(res, { status, headers }) };
      res.end = () => {};
      // The busy check runs before handleTile's first await, so it sees the renders started just before.
      const done = handleTile({ method: 'GET', url: '/examples/tiles/12/4000/1.png' }, res);
      return { res, done };
    };
    const drawn = [];
    for (let x = 0; x < MAX_RENDERING; x++) drawn.push(cachedTile(12, x, 1));
    const busy = answer();
    await busy.done;
    assert.deepEqual([busy.res.status, busy.res.headers['retry-after']], [503, '1']);
    await Promise.all(drawn);
    const calm = answer();
    await calm.done;
    assert.equal(calm.res.status, 200);
  });
});

describe('site users', () => {
  let server;
  // 127.0.0.1, where the clients connect from, is a proxy that terminates TLS (X-Forwarded-Proto).
  before(async () => (server = await startServer({ inspection: true, trustedProxies: ['127.0.0.1'] })));
  after(() => server.close());

  it('answers sign-up alike for a new and an existing email, and keeps the first password', async () => {
    const client = createClient(server.port);
    const crumb = await client.crumb();
    const account = { email: 'member@example.com', password: 'first password' };
    const first = await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const again = await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, {
      json: { ...account, password: 'second password' },
    });
    assert.deepEqual([first.status, first.body], [201, { email: account.email }]);
    assert.deepEqual([again.status, again.body], [201, { email: account.email }]);
    const signIn = (password) =>
      client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, {
        json: { email: account.email, password },
      });
    assert.equal((await signIn('second password')).status, 401);
    assert.equal((await signIn('first password')).status, 200);
  });

  it('answers loginRequired for member-only content without a signed-in site user, and the content with one', async () => {
    const client = createClient(server.port);
    const crumb = await client.crumb();
    const account = { email: 'member-area@example.com', password: 'a password' };
    const outside = await client.call('GET', '/api/site-users/account/member-area');
    assert.deepEqual([outside.status, outside.body.loginRequired], [401, true]);
    await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const signIn = await client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    const withoutToken = await client.call('GET', '/api/site-users/account/member-area');
    assert.equal(withoutToken.body.loginRequired, true);
    const headers = { 'x-siteuser-xsrf-token': signIn.body.xsrfToken };
    const inside = await client.call('GET', '/api/site-users/account/member-area', { headers });
    assert.deepEqual([inside.status, inside.body], [200, { email: account.email, memberArea: true }]);
  });

  it('refuses a wrong XSRF token of the same or another length with 403, never a 500', async () => {
    const client = createClient(server.port);
    const crumb = await client.crumb();
    const account = { email: 'xsrf@example.com', password: 'a password' };
    await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const { xsrfToken } = (
      await client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account })
    ).body;
    const flipped = `${xsrfToken.slice(0, -1)}${xsrfToken.endsWith('A') ? 'B' : 'A'}`;
    // As many characters as the token but more bytes: a byte-wise comparison must check the length first.
    const wider = `${xsrfToken.slice(0, -1)}é`;
    for (const token of [flipped, xsrfToken.slice(1), `${xsrfToken}x`, wider, '']) {
      const answer = await client.call('GET', '/api/site-users/account', {
        headers: { 'x-siteuser-xsrf-token': token },
      });
      assert.equal(answer.status, 403, JSON.stringify(token));
    }
    const headers = { 'x-siteuser-xsrf-token': xsrfToken };
    assert.equal((await client.call('GET', '/api/site-users/account', { headers })).status, 200);
  });

  it('compares the XSRF token in constant time, with its length checked first', () => {
    assert.equal(sameToken('abc', 'abc'), true);
    assert.equal(sameToken('abd', 'abc'), false);
    assert.equal(sameToken('ab', 'abc'), false);
    assert.equal(sameToken('abé', 'abc'), false);
    assert.equal(sameToken(undefined, 'abc'), false);
    assert.equal(sameToken(['abc'], 'abc'), false);
  });

  it('marks session cookies Secure over https and refuses an expired session', async () => {
    // Behind a proxy that terminates TLS.
    const client = createClient(server.port, { headers: { 'x-forwarded-proto': 'https' } });
    const crumb = await client.crumb();
    const account = { email: 'https@example.com', password: 'a password' };
    await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account });
    const signIn = await client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, { json: account });
    assert.match(signIn.headers['set-cookie'][0], /; HttpOnly; SameSite=Lax; Secure$/);
    const headers = { 'x-siteuser-xsrf-token': signIn.body.xsrfToken };
    assert.equal((await client.call('GET', '/api/site-users/account', { headers })).status, 200);
    // A day later (without rememberMe) the session is over.
    await server.api.sql.run('UPDATE site_user_sessions SET created_at = created_at - ?', 24 * 60 * 60 * 1000 + 1);
    assert.equal((await client.call('GET', '/api/site-users/account', { headers })).status, 401);
  });
});

describe('static files', () => {
  let server;
  // 127.0.0.1, where the clients connect from, is a proxy that terminates TLS (X-Forwarded-Proto).
  before(async () => (server = await startServer({ trustedProxies: ['127.0.0.1'] })));
  after(() => server.close());

  it('serves the docs site, the build and the examples under the strict headers, and nothing else', async () => {
    const client = createClient(server.port);
    const page = await client.call('GET', '/examples/index.html');
    assert.equal(page.status, 200);
    const csp = page.headers['content-security-policy'];
    for (const directive of ["base-uri 'none'", "frame-ancestors 'self'", "object-src 'none'", "form-action 'self'"])
      assert.ok(csp.includes(directive), directive);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    for (const path of ['/', '/dist/loader.js', '/docs/docs.css', '/examples/examples.css'])
      assert.equal((await client.call('GET', path)).status, 200, path);
    for (const path of [
      '/package.json',
      '/examples/server/app.mjs',
      '/runtime/index.ts',
      '/test/server/support.mjs',
      '/scripts/test.mjs',
      '/docs/reference-api.md',
      '/.data/reference-api.sqlite',
      '/dist/../package.json',
      '/%2e%2e/package.json',
    ])
      assert.equal((await client.call('GET', path)).status, 404, path);
    assert.equal((await client.call('POST', '/examples/index.html')).status, 405);
    assert.equal(page.headers['strict-transport-security'], undefined);
    const secure = await client.call('GET', '/examples/index.html', { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000');
  });
});

describe('form redirects', () => {
  const definitionOf = async (server) =>
    (await createClient(server.port).call('GET', '/api/_inspect/forms/definitions/redirecting')).body;

  it('drops a redirect to an origin the site does not allow, whatever the definition says', async () => {
    const server = await startServer({ inspection: true });
    try {
      const definition = await definitionOf(server);
      assert.deepEqual([definition.successRedirect, definition.redirectOrigin], ['', '']);
    } finally {
      await server.close();
    }
  });

  it('keeps a redirect to an origin the site allows', async () => {
    const server = await startServer({ inspection: true, redirectOrigins: ['https://shop.example.com'] });
    try {
      const definition = await definitionOf(server);
      assert.deepEqual(
        [definition.successRedirect, definition.redirectOrigin],
        ['https://shop.example.com/thanks', 'https://shop.example.com'],
      );
    } finally {
      await server.close();
    }
  });

  it('lets a definition name only paths of the site and the site’s own origins', () => {
    const served = (successRedirect, redirectOrigin) =>
      servedDefinition({ fields: [], successRedirect, redirectOrigin }, ['https://shop.example.com']);
    assert.equal(served('/thanks', '').successRedirect, '/thanks');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', 'javascript:alert(1)'])
      assert.equal(served(elsewhere, 'https://evil.example').successRedirect, '', elsewhere);
    assert.equal(served('https://evil.example/x', 'https://evil.example').redirectOrigin, '');
    assert.equal(
      served('https://shop.example.com/a', 'https://shop.example.com').successRedirect,
      'https://shop.example.com/a',
    );
  });
});
