/**
 * Several API nodes on one store are interchangeable (docs/production.md): two instances of the API on the same store
 * (a SQLite file; a schema of its own on PostgreSQL) share what a visitor may meet on either — a crumb one issued the
 * other accepts, and so a page-load id; failed sign-ins and sign-ups count on both, so a lockout and a limit hold
 * across them; an outbox item sent to both is stored once; adds to one cart through both never take more than the
 * stock; a file uploaded to one is read through the other from the shared uploads folder.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createClient, EXAMPLE_OWNER, startServer } from './support.mjs';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('two API nodes on one store', () => {
  let dir;
  let nodes;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nodes-'));
    const options = {
      database: join(dir, 'store.sqlite'),
      uploadsDir: join(dir, 'uploads'),
      inspection: true,
      // 127.0.0.1 is a trusted proxy: X-Forwarded-For names each visitor's address.
      trustedProxies: ['127.0.0.1'],
      limits: {
        failedSignInsPer10Minutes: 3,
        failedSignInsPerAccountPer10Minutes: 3,
        signUpsPer10Minutes: 3,
        writesPerMinute: 1e6,
      },
    };
    // One after the other, as a deployment starts them; the second finds the store migrated and seeded.
    nodes = [await startServer(options)];
    nodes.push(await startServer(options));
  });
  after(async () => {
    for (const node of nodes ?? []) await node.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Returns one browser (one cookie jar) that talks to both nodes, from `address` (X-Forwarded-For):
   * `call(n, method, path, options)` sends to node `n` (0 or 1), `crumb(n)` asks node `n` for a crumb.
   */
  function browser(address = '192.0.2.1') {
    const headers = { 'x-forwarded-for': address };
    const clients = nodes.map((node) => createClient(node.port, { headers }));
    const jar = new Map();
    const call = async (n, ...args) => {
      const client = clients[n];
      client.jar.clear();
      for (const [name, value] of jar) client.jar.set(name, value);
      const answer = await client.call(...args);
      jar.clear();
      for (const [name, value] of client.jar) jar.set(name, value);
      return answer;
    };
    return { call, crumb: async (n) => (await call(n, 'POST', '/api/data-layer/echo')).body.crumb };
  }

  it('accepts on one node the crumb and the page-load id the other issued', async () => {
    const visitor = browser();
    const crumb = await visitor.crumb(0);
    assert.ok(crumb);
    const echoed = await visitor.call(1, 'POST', '/api/data-layer/echo', {
      json: { n: 1 },
      headers: { 'x-csrf-token': crumb },
    });
    assert.deepEqual([echoed.status, echoed.body.body], [200, { n: 1 }]);
    // And back: a crumb node B issued works on node A.
    const fromB = await visitor.crumb(1);
    assert.equal(
      (await visitor.call(0, 'DELETE', '/api/data-layer/echo', { headers: { 'x-csrf-token': fromB } })).status,
      200,
    );

    const { pageLoadId } = (await visitor.call(0, 'GET', '/api/1/performance/settings')).body;
    const records = [{ app: 'a', data: { x: 1 }, event: 'user', ts: 1, pageLoadId }];
    const stored = await visitor.call(1, 'POST', '/api/1/performance/records', { json: records });
    assert.deepEqual([stored.status, stored.body], [200, { stored: 1 }]);
  });

  /** Resolves with the status of an owner sign-in through node `n` from `address` with `password`. */
  async function ownerSignIn(n, address, password) {
    const visitor = browser(address);
    const crumb = await visitor.crumb(n);
    const answer = await visitor.call(n, 'POST', `/api/auth/Login?crumb=${crumb}`, {
      json: { email: EXAMPLE_OWNER.email, password },
    });
    return answer.status;
  }

  it('locks an account out after failed sign-ins spread over both nodes, on both', async () => {
    // Three guesses from three addresses, through A, B and A: the account's limit is reached.
    assert.equal(await ownerSignIn(0, '198.51.100.1', 'a guess'), 401);
    assert.equal(await ownerSignIn(1, '198.51.100.2', 'another guess'), 401);
    assert.equal(await ownerSignIn(0, '198.51.100.3', 'a third guess'), 401);
    // Held on both, even with the right password from a new address.
    assert.equal(await ownerSignIn(1, '198.51.100.4', EXAMPLE_OWNER.password), 429);
    assert.equal(await ownerSignIn(0, '198.51.100.5', EXAMPLE_OWNER.password), 429);
  });

  it('counts one address’s failed member sign-ins and its sign-ups on both nodes together', async () => {
    const visitor = browser('203.0.113.9');
    const signIn = async (n) => {
      const crumb = await visitor.crumb(n);
      return (
        await visitor.call(n, 'POST', `/api/site-users/account/session?crumb=${crumb}`, {
          json: { email: `nobody${n}@example.com`, password: 'wrong password' },
        })
      ).status;
    };
    assert.deepEqual([await signIn(0), await signIn(1), await signIn(0), await signIn(1)], [401, 401, 401, 429]);

    const signUp = async (n, i) => {
      const crumb = await visitor.crumb(n);
      return (
        await visitor.call(n, 'POST', `/api/site-users/accounts?crumb=${crumb}`, {
          json: { email: `member${i}@example.com`, password: 'a long enough password' },
        })
      ).status;
    };
    assert.deepEqual(
      [await signUp(0, 1), await signUp(1, 2), await signUp(0, 3), await signUp(1, 4), await signUp(0, 5)],
      [201, 201, 201, 429, 429],
    );
  });

  it('stores an outbox item sent to both nodes once, whichever answers first', async () => {
    const visitor = browser();
    const form = `event=1&data=${encodeURIComponent(JSON.stringify({ url: '/nodes-outbox' }))}`;
    const send = (n, outboxId) =>
      visitor.call(n, 'POST', `/api/census/RecordHit?outboxId=${outboxId}`, {
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    // One after the other (a resend to another node), then at once.
    const first = [await send(0, 'item-1'), await send(1, 'item-1')];
    assert.deepEqual(
      first.map((a) => [a.status, a.body]),
      [
        [200, { ok: true }],
        [200, { duplicate: true }],
      ],
    );
    const both = await Promise.all([send(0, 'item-2'), send(1, 'item-2'), send(1, 'item-2'), send(0, 'item-2')]);
    assert.ok(both.every((a) => a.status === 200));
    assert.equal(both.filter((a) => a.body.ok).length, 1);
    const hits = (await visitor.call(1, 'GET', '/api/_inspect/census/hits?urlPrefix=/nodes-outbox')).body;
    assert.deepEqual(
      hits.map((h) => h.outboxId),
      ['item-1', 'item-2'],
    );
  });

  it('never takes more than the stock when one cart is filled through both nodes at once', async () => {
    const visitor = browser('192.0.2.77');
    const crumb = await visitor.crumb(0);
    const products = (await visitor.call(0, 'GET', '/api/commerce/products')).body.products;
    const variants = products.flatMap((p) => p.structuredContent.variants);
    const limited = variants.find((v) => !v.unlimited && v.qtyInStock > 1);
    const add = (n, variantId, quantity = 1) =>
      visitor.call(n, 'POST', `/api/commerce/cart/entries?crumb=${crumb}`, { json: { variantId, quantity } });
    // A cart first, so the adds all go to it.
    assert.equal((await add(0, variants.find((v) => v.unlimited).id)).status, 200);
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => add(i % 2, limited.id)));
    assert.equal(answers.filter((a) => a.status === 200).length, limited.qtyInStock);
    assert.ok(answers.every((a) => a.status === 200 || (a.status === 409 && a.body.error === 'Not enough stock')));
    const cart = (await visitor.call(1, 'GET', '/api/commerce/cart')).body;
    assert.equal(cart.entries.find((e) => e.variantId === limited.id).quantity, limited.qtyInStock);

    // Shoppers each with the whole stock in their cart enter checkout at once through both nodes: one holds it.
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const shopper = browser(`192.0.2.${100 + i}`);
        const token = await shopper.crumb(i % 2);
        const answer = await shopper.call(i % 2, 'POST', `/api/commerce/cart/entries?crumb=${token}`, {
          json: { variantId: limited.id, quantity: limited.qtyInStock },
        });
        assert.equal(answer.status, 200);
        return shopper;
      }),
    );
    const entries = await Promise.all(shoppers.map((s, i) => s.call(i % 2, 'GET', '/commerce/goto-checkout')));
    assert.equal(entries.filter((a) => a.status === 303).length, 1);
    const left = (await visitor.call(0, 'GET', '/api/commerce/products')).body.products
      .flatMap((p) => p.structuredContent.variants)
      .find((v) => v.id === limited.id);
    assert.equal(left.qtyInStock, 0);
  });

  it('reads through one node a file uploaded to the other (the shared uploads folder)', async () => {
    const visitor = browser();
    const crumb = await visitor.crumb(0);
    const uploaded = await visitor.call(0, 'POST', '/api/form/UploadFile', {
      body: PNG,
      headers: { 'content-type': 'image/png', 'x-file-name': 'photo.png', 'x-csrf-token': crumb },
    });
    assert.equal(uploaded.status, 200);
    const read = await visitor.call(1, 'GET', `/api/_inspect/uploads/${uploaded.body.id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.bytes, PNG);
  });
});
