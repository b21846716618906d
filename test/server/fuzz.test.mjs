/**
 * The reference server never stops answering: thousands of randomly malformed requests — request lines, paths with
 * broken percent-encoding, headers, content types, bodies, methods, bodies that stop half-way or never finish — each
 * get an answer below 500 (a JSON one from the API), and afterwards the server still answers a normal request and
 * what was stored before is intact. The generator is seeded (`FUZZ_SEED=<n>` repeats a run; a failure names its seed
 * and request).
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createClient, signInOwner, startServer, startServerProcess } from './support.mjs';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const COUNT = 5000;
const PARALLEL = 16;

/** mulberry32: a small seeded generator, so a failing run can be repeated. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chars = (n, alphabet) => Array.from({ length: n }, () => pick(alphabet)).join('');
  return { next, int, pick, chars };
}

const ROUTES = [
  '/api/census/RecordHit',
  '/api/census/button-click',
  '/api/census/form-render',
  '/api/census/overlay',
  '/api/census/RecordQuickView/:x',
  '/api/data-layer/echo',
  '/api/events/RecordJavascriptErrors',
  '/api/events/RecordEvent',
  '/api/events/Trace',
  '/api/v1/events',
  '/api/track/Track',
  '/api/1/performance/settings',
  '/api/1/performance/records',
  '/api/site-users/accounts',
  '/api/site-users/account/session',
  '/api/site-users/account',
  '/api/site-header-footer',
  '/api/multilingual/settings',
  '/api/multilingual/languages',
  '/api/google-maps/places/autocomplete',
  '/api/google-maps/places/details',
  '/api/form/FormSubmissionKey',
  '/api/form/SaveFormSubmission',
  '/api/auth/Login',
  '/api/auth/Logout',
  '/api/widget/GetWidgetRendering',
  '/api/blog/:x/posts',
  '/api/blog/journal/posts',
  '/api/commerce/products',
  '/api/commerce/products/:x',
  '/api/commerce/cart',
  '/api/commerce/cart/entries',
  '/api/commerce/cart/entries/:x',
  '/api/commerce/cart/coupons',
  '/api/commerce/subscriptions',
  '/api/commerce/review-requests/:x',
  '/api/commerce/review-requests/:x/reviews',
  '/api/commerce/review-requests/example-review-valid/reviews',
  '/commerce/goto-checkout',
  '/checkout',
  '/checkout/subscribe',
  '/checkout/subscribe/confirmed',
  '/checkout/donate',
  '/checkout/donate/confirmed',
  '/checkout/giftcard',
  '/api/_faults/forms',
  '/api/_inspect/forms/definitions/:x',
  '/api/_inspect/census/hits',
  '/api/health',
  '/examples/images/photo-01.jpg',
  '/examples/images/:x.jpg',
  '/examples/tiles/:x/:x/:x.png',
  '/dist/loader.js',
  '/examples/index.html',
  '/',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'];
const BAD_METHODS = ['FOO', 'G ET', 'get', 'P\x00ST', '', 'CONNECT', 'PROPFIND', 'Ω'];
const TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain;charset=UTF-8',
  'application/octet-stream',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  '',
  ';;;',
];
const PIECES = [
  '%',
  '%f',
  '%ff',
  '%E0%A4%A',
  '%00',
  '..',
  '%2e%2e',
  '/',
  '//',
  '\\',
  '?',
  '#',
  '&',
  '=',
  'é',
  '\u{1F600}',
];
const TEXT = 'abc{}[]":,\\\'\n\t\x00 <>%&=+@.-_/;'.split('');

function mutatePath(g) {
  let path = g.pick(ROUTES).replace(/:x/g, () => g.chars(1 + g.int(6), [...PIECES, 'a', '1', '-']));
  if (g.next() < 0.3) path += g.chars(1 + g.int(4), PIECES);
  if (g.next() < 0.3)
    path += `?${g.pick([
      'crumb',
      'outboxId',
      'input',
      'ids',
      'cloneCart',
      'format',
      'urlPrefix',
      'cartToken',
      'donatePageId',
      'websiteId',
      'giftCardProductId',
      'sku',
      'offset',
      'limit',
      'category',
      'tag',
    ])}=${g.chars(g.int(8), PIECES)}`;
  if (g.next() < 0.02) path += 'x'.repeat(20_000);
  return path;
}

function body(g) {
  switch (g.int(11)) {
    case 0:
      return '';
    case 10:
      // Store bodies: variants, quantities, coupon codes and ratings of every kind.
      return JSON.stringify({
        variantId: g.pick([1, 6, 7, -1, 0, 1.5, '1', null, 2 ** 60, [], {}]),
        quantity: g.pick([1, 0, -1, 999, 1000, 1e308, '2', null, true]),
        code: g.pick(['BAKE10', 'fiveoff', '', 5, 'x'.repeat(100), null]),
        rating: g.pick([1, 5, 0, 6, 2.5, '5', null]),
        text: g.pick(['good', '', 7, 'x'.repeat(3000), ['a']]),
      });
    case 1:
      return '{'.repeat(1 + g.int(5000));
    case 2:
      return JSON.stringify({ email: `a@${'.'.repeat(g.int(5000))} `, password: 'x'.repeat(g.int(3000)) });
    case 3:
      return `data=${encodeURIComponent('['.repeat(g.int(3000)))}&event=1&crumb=${g.chars(10, TEXT)}`;
    case 4:
      return JSON.stringify([{ event: 'e', data: { message: 'm', stack: 's'.repeat(g.int(8000)) }, timestamp: 1 }]);
    case 5:
      return JSON.stringify({
        key: g.chars(8, TEXT),
        formId: g.pick(['contact', '__proto__', 'limited', '']),
        form: g.pick(['{}', '[', '{"email":5}', '[["x"]]']),
      });
    case 6:
      return Buffer.from(Array.from({ length: g.int(2000) }, () => g.int(256)));
    case 7:
      return JSON.stringify(g.pick([null, 1, 'x', [], [null], { languages: 'x' }, { header: [], footer: 1 }]));
    case 8:
      return 'x'.repeat(g.pick([10, 1000, 1_000_001]));
    default:
      return g.chars(g.int(300), TEXT);
  }
}

/**
 * Sends one request through http.request (well-framed, hostile content); resolves with `{ status, type }`. A third
 * of them carry the signed-in owner's cookies and a valid crumb, so the hostile content gets past those checks.
 */
function wellFramed(port, g, owner) {
  const method = g.pick(METHODS);
  let path = mutatePath(g);
  const trusted = g.next() < 0.33;
  if (trusted) path += `${path.includes('?') ? '&' : '?'}crumb=${owner.crumb}`;
  const payload = method === 'GET' || method === 'HEAD' || g.next() < 0.1 ? undefined : body(g);
  const headers = { host: g.pick([`localhost:${port}`, `127.0.0.1:${port}`, 'evil.example', `[::1]:${port}`]) };
  if (g.next() < 0.8) headers['content-type'] = g.pick(TYPES);
  if (g.next() < 0.3)
    headers.cookie = `crumb=${g.chars(
      8,
      TEXT.filter((c) => c > ' ' && c !== ';'),
    )}; sqs_visitor=${g.chars(20, ['a', 'b', '-', '%', '%ff'])}`;
  if (trusted) headers.cookie = owner.cookie;
  if (g.next() < 0.2) headers['x-csrf-token'] = trusted ? owner.crumb : g.chars(g.int(50), ['a', '-', '1']);
  if (g.next() < 0.1) headers['x-forwarded-proto'] = g.pick(['https', 'http, https', '']);
  return new Promise((resolve, reject) => {
    let req;
    try {
      req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'] ?? '', path }));
      });
    } catch {
      // The client library itself refused the request (e.g. a character it will not send): nothing to check.
      resolve({ status: 0, type: '', path });
      return;
    }
    req.on('error', (error) =>
      reject(
        Object.assign(error, {
          message: `${error.message}: ${method} ${path} ${JSON.stringify(headers)} ${String(payload).slice(0, 100)}`,
        }),
      ),
    );
    req.end(payload);
  });
}

/** Sends raw bytes (request line, headers and body as given) and resolves with the status of the answer. */
function raw(port, g) {
  const method = g.pick([...METHODS, ...BAD_METHODS]);
  const path = g.next() < 0.5 ? mutatePath(g) : g.chars(1 + g.int(40), [...PIECES, ' ', '\r', 'a']);
  const lines = [`${method} ${path} ${g.pick(['HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 extra', ''])}`];
  lines.push(`Host: ${g.pick([`localhost:${port}`, '', 'a b', `127.0.0.1:${port}`])}`);
  const content = g.next() < 0.5 ? String(body(g)).slice(0, 5000) : '';
  switch (g.int(9)) {
    case 0:
      lines.push(
        `Content-Length: ${g.pick(['-1', 'abc', '99999999999999999999', '5, 6', String(content.length + 10)])}`,
      );
      break;
    case 1:
      lines.push('Transfer-Encoding: chunked', `Content-Length: ${content.length}`);
      break;
    case 2:
      lines.push('Transfer-Encoding: chunked');
      break;
    case 3:
      lines.push(`X-${g.chars(5, TEXT)}: ${g.chars(g.int(100), TEXT)}`);
      break;
    case 4:
      lines.push(`Cookie: ${'a=b; '.repeat(g.int(3000))}`);
      break;
    case 5:
      lines.push(`Upgrade: ${g.pick(['websocket', 'h2c', 'x'])}`, 'Connection: Upgrade');
      break;
    default:
      lines.push(`Content-Type: ${g.pick(TYPES)}`, `Content-Length: ${Buffer.byteLength(content)}`);
  }
  // The server closes the connection after its answer; the client does not half-close first (Node's server drops
  // the answers still to come on a connection its client has ended).
  lines.push('Connection: close');
  const message = `${lines.join('\r\n')}\r\n\r\n${content}`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {
      // A reset after the server answered and closed is fine; what it sent is checked below.
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text, path, message });
    });
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(message.slice(0, 200))}`));
    });
    socket.write(message);
  });
}

/** Sends a body that stops arriving: the server answers 408 once its body time-out passes. */
function slowBody(port, g) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(
      `POST ${g.pick(['/api/events/Trace', '/api/v1/events', '/api/form/SaveFormSubmission'])} HTTP/1.1\r\n` +
        `Host: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`,
    );
  });
}

// The fuzz is about malformed input, not about the rate limit: let every request reach its handler.
const OPTIONS = {
  inspection: true,
  limits: { writesPerMinute: 1e9, failedSignInsPer10Minutes: 1e9, bodyTimeoutMs: 300 },
};
// Few enough that the 16 requests at a time, with their files, sometimes need more than the process may open.
const MAX_FILES = 32;

/**
 * Runs the fuzz against the server `start()` resolves with (`{ port, close }`). `fewFiles`: the server runs short of
 * file descriptors, so a request may also be answered 503 (no descriptor to open a file) or dropped unanswered (no
 * descriptor to accept the connection with); it must still never fail otherwise, and never stop.
 */
function fuzzServer(title, start, { fewFiles = false } = {}) {
  describe(title, () => {
    let server;
    let client;
    const marker = { header: { marker: `fuzz-${SEED}` }, footer: { text: 'kept' } };
    /** The signed-in owner's cookies and crumb, which some of the hostile requests carry. */
    let owner;
    const rejections = [];
    const onRejection = (reason) => rejections.push(reason);

    before(async () => {
      process.on('unhandledRejection', onRejection);
      server = await start();
      client = createClient(server.port);
      assert.equal((await signInOwner(client)).status, 200);
      const crumb = await client.crumb();
      owner = { crumb, cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ') };
      assert.equal((await client.call('PUT', `/api/site-header-footer?crumb=${crumb}`, { json: marker })).status, 200);
      const account = { email: 'kept@example.com', password: 'a long enough password' };
      assert.equal(
        (await client.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: account })).status,
        201,
      );
    });

    after(async () => {
      process.off('unhandledRejection', onRejection);
      await server.close();
    });

    it(`answers ${COUNT} random malformed requests below 500 (seed ${SEED})`, { timeout: 60_000 }, async () => {
      const g = generator(SEED);
      const cases = Array.from({ length: COUNT }, (_, i) =>
        i % 250 === 0 ? slowBody : g.next() < 0.5 ? raw : wellFramed,
      );
      const statuses = new Map();
      const dropped = () => ({ status: 0, dropped: true });
      for (let start = 0; start < COUNT; start += PARALLEL) {
        const batch = cases.slice(start, start + PARALLEL).map((send) => {
          const sent = send(server.port, g, owner);
          return fewFiles ? sent.catch(dropped) : sent;
        });
        for (const [i, result] of (await Promise.all(batch)).entries()) {
          const where = `seed ${SEED}, request ${start + i}: ${JSON.stringify(result.message ?? result.path ?? '').slice(0, 300)}`;
          const busy = fewFiles && result.status === 503;
          assert.ok(result.status < 500 || busy, `${where} answered ${result.status}`);
          // Every request that reached the server got an answer (0: http.request itself refused to send it).
          if (result.message !== undefined && !fewFiles) assert.ok(result.status > 0, `${where} got no answer`);
          if (result.status >= 400 && result.path?.startsWith('/api/') && result.status !== 0)
            assert.match(result.type ?? 'application/json', /json/, `${where}: a ${result.status} without JSON`);
          const key = result.dropped ? 'dropped' : result.status;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
      // The slow bodies were cut off by the body time-out.
      if (!fewFiles) assert.ok((statuses.get(408) ?? 0) >= COUNT / 250 - 1, `408s: ${statuses.get(408)}`);
      if (process.env.FUZZ_STATUSES) console.log(title, Object.fromEntries(statuses));
      assert.deepEqual(rejections, []);
    });

    it('still answers a normal request and keeps what was stored', async () => {
      const health = await client.call('GET', '/api/health');
      assert.deepEqual([health.status, health.body], [200, { ok: true }]);
      const store = await client.call('GET', '/api/commerce/products');
      assert.equal(store.status, 200);
      const stock = store.body.products.flatMap((p) => p.structuredContent.variants.map((v) => v.qtyInStock));
      assert.ok(
        stock.every((n) => Number.isInteger(n) && n >= 0),
        `stock ${stock}`,
      );
      const stored = await client.call('GET', '/api/site-header-footer');
      assert.deepEqual(stored.body, marker);
      const crumb = await client.crumb();
      const signIn = await client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, {
        json: { email: 'kept@example.com', password: 'a long enough password' },
      });
      assert.equal(signIn.status, 200);
      for (const path of ['/examples/images/photo-01.jpg', '/examples/index.html'])
        assert.equal((await client.call('GET', path)).status, 200, path);
    });
  });
}

fuzzServer('the reference server under thousands of malformed requests', () => startServer(OPTIONS));
fuzzServer(
  `the reference server under thousands of malformed requests, allowed only ${MAX_FILES} file descriptors`,
  () => startServerProcess(OPTIONS, { maxFiles: MAX_FILES }),
  { fewFiles: true },
);
