/**
 * Failed sign-ins are counted by client address and by account: guesses at one account from many addresses hold
 * that account's sign-in for a while, but never its owner's own address and never past the window; one address
 * guessing at many accounts is held itself. An IPv6 client counts as its /64 network, so new addresses inside it buy
 * no more guesses.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, EXAMPLE_OWNER, startServer } from './support.mjs';

const TEN_MINUTES = 10 * 60_000;

describe('sign-in lockout', () => {
  let server;
  let time = Date.now();
  before(async () => {
    // 127.0.0.1 is a trusted proxy: X-Forwarded-For names each visitor's address.
    server = await startServer({
      trustedProxies: ['127.0.0.1'],
      limits: { failedSignInsPer10Minutes: 3, failedSignInsPerAccountPer10Minutes: 3 },
      now: () => time,
    });
  });
  after(() => server.close());

  /** Resolves with the status of an owner sign-in from `address` with `password`. */
  async function ownerSignIn(address, password = EXAMPLE_OWNER.password) {
    const client = createClient(server.port, { headers: { 'x-forwarded-for': address } });
    const crumb = await client.crumb();
    const answer = await client.call('POST', `/api/auth/Login?crumb=${crumb}`, {
      json: { email: EXAMPLE_OWNER.email, password },
    });
    return answer.status;
  }

  /** Resolves with the status of a member sign-in as `email` from `address` with `password`. */
  async function memberSignIn(address, email, password) {
    const client = createClient(server.port, { headers: { 'x-forwarded-for': address } });
    const crumb = await client.crumb();
    const answer = await client.call('POST', `/api/site-users/account/session?crumb=${crumb}`, {
      json: { email, password },
    });
    return answer.status;
  }

  it('holds an account guessed at from many addresses, except from its owner’s address, until the window ends', async () => {
    // The owner signs in from home first: that address is the account's own.
    assert.equal(await ownerSignIn('203.0.113.10'), 200);
    for (const n of [1, 2, 3]) assert.equal(await ownerSignIn(`198.51.100.${n}`, 'a guess'), 401);
    // A fresh address gets no guess of its own, not even with the right password.
    assert.equal(await ownerSignIn('198.51.100.4', 'a guess'), 429);
    assert.equal(await ownerSignIn('192.0.2.50'), 429);
    // The owner, at home, still gets in.
    assert.equal(await ownerSignIn('203.0.113.10'), 200);
    // Not for ever: the window ends.
    time += TEN_MINUTES;
    assert.equal(await ownerSignIn('192.0.2.50'), 200);
  });

  it('holds one address that guesses at many accounts, and every address of its IPv6 /64 with it', async () => {
    const crumbClient = createClient(server.port);
    const crumb = await crumbClient.crumb();
    const member = { email: 'lockout-member@example.com', password: 'a member password' };
    assert.equal(
      (await crumbClient.call('POST', `/api/site-users/accounts?crumb=${crumb}`, { json: member })).status,
      201,
    );
    // Three wrong guesses at three accounts, each from a new address of one /64.
    for (const n of [1, 2, 3])
      assert.equal(await memberSignIn(`2001:db8:1:2::${n}`, `someone${n}@example.com`, 'a guess'), 401);
    assert.equal(await memberSignIn('2001:db8:1:2:ffff::4', member.email, member.password), 429);
    // The account itself is not held, and another network signs in.
    assert.equal(await memberSignIn('2001:db8:1:3::1', member.email, member.password), 200);
    time += TEN_MINUTES;
    assert.equal(await memberSignIn('2001:db8:1:2::4', member.email, member.password), 200);
  });
});
