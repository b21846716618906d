/**
 * Behind a reverse proxy the rate limits count each visitor, not the proxy: `X-Forwarded-For` names the client only
 * when the socket's peer is one of the API's `trustedProxies`, read from the right so that what a client writes in
 * the header itself is never its key.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientKeyOf, forwardedClientOf } from '../../examples/server/lib/rate-limit.mjs';
import { createClient, startServer } from './support.mjs';

const LIMIT = 3;

/** Resolves with the statuses of `count` writes by `client`, each with `headers`. */
async function writes(client, count, headers = () => ({})) {
  const statuses = [];
  for (let i = 0; i < count; i++)
    statuses.push((await client.call('POST', '/api/data-layer/echo', { headers: headers(i) })).status);
  return statuses;
}

describe('rate limits behind a trusted proxy', () => {
  let server;
  before(async () => {
    // 127.0.0.1 is the proxy; clients connecting from 127.0.0.2 are not.
    server = await startServer({ trustedProxies: ['127.0.0.1'], limits: { writesPerMinute: LIMIT } });
  });
  after(() => server.close());

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const spoofer = createClient(server.port, { from: '127.0.0.2' });
    const statuses = await writes(spoofer, LIMIT + 2, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }));
    assert.deepEqual(statuses.slice(LIMIT), [429, 429]);
  });

  it('gives two clients behind the proxy limits of their own', async () => {
    const first = createClient(server.port, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    assert.deepEqual((await writes(first, LIMIT + 1)).slice(LIMIT), [429]);
    const second = createClient(server.port, { headers: { 'x-forwarded-for': '203.0.113.2' } });
    assert.ok(
      (await writes(second, LIMIT)).every((status) => status !== 429),
      'the second client is held by the first one’s limit',
    );
    // What the first client writes left of the proxy's hop changes nothing: the proxy's hop is its address.
    const disguised = createClient(server.port, { headers: { 'x-forwarded-for': '198.51.100.9, 203.0.113.1' } });
    assert.deepEqual(await writes(disguised, 1), [429]);
  });

  it('takes the right-most address no trusted proxy vouches for', () => {
    const request = (peer, forwarded) => ({
      socket: { remoteAddress: peer },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    });
    const proxies = ['10.0.0.1', '10.0.0.2'];
    assert.equal(forwardedClientOf(request('10.0.0.1', 'evil, 203.0.113.5, 10.0.0.2'), proxies), '203.0.113.5');
    assert.equal(forwardedClientOf(request('::ffff:10.0.0.1', '203.0.113.5'), proxies), '203.0.113.5');
    assert.equal(forwardedClientOf(request('10.0.0.1'), proxies), '10.0.0.1');
    assert.equal(forwardedClientOf(request('192.0.2.1', '203.0.113.5'), proxies), '192.0.2.1');
    assert.equal(forwardedClientOf(request('192.0.2.1', '203.0.113.5')), '192.0.2.1');
  });

  it('counts an IPv6 client as its /64 network, so new addresses inside it do not escape the limit', async () => {
    const rotating = await writes(createClient(server.port), LIMIT + 1, (i) => ({
      'x-forwarded-for': `2001:db8:aa:bb:${i + 1}::${i + 7}`,
    }));
    assert.deepEqual(rotating.slice(LIMIT), [429]);
    const neighbour = createClient(server.port, { headers: { 'x-forwarded-for': '2001:db8:aa:bc::1' } });
    assert.ok(
      (await writes(neighbour, LIMIT)).every((status) => status !== 429),
      'another /64 is held',
    );
  });

  it('keys IPv4 as it is, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64', () => {
    for (const [address, key] of [
      ['203.0.113.7', '203.0.113.7'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['::FFFF:cb00:7107', '203.0.113.7'],
      ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
      ['2001:db8::', '2001:db8:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ])
      assert.equal(clientKeyOf(address), key, address);
  });
});
