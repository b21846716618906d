/**
 * The owner's font and time-zone settings over HTTP (examples/server/routes/site-settings.mjs): only a signed-in owner
 * reads or writes them (a visitor and a signed-in site user are refused with `loginRequired`), writes need the crumb,
 * a malformed choice is a 400 naming the problem, and the time zone chosen reaches the next rendered page's site
 * context.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, signInOwner, startServer } from './support.mjs';

const FONTS = '/api/owner/fonts';
const ZONES = '/api/owner/time-zones';
const ZONE = '/api/owner/time-zone';

describe('the owner’s fonts and time zone', () => {
  let server;
  let owner;
  let crumb;
  const put = (path, json, client = owner, token = crumb) => client.call('PUT', `${path}?crumb=${token}`, { json });

  before(async () => {
    server = await startServer({ limits: { writesPerMinute: 1e6 } });
    owner = createClient(server.port);
    await signInOwner(owner);
    crumb = await owner.crumb();
  });
  after(() => server.close());

  it('refuses a visitor without an owner session, reads and writes alike, with loginRequired', async () => {
    const visitor = createClient(server.port);
    const token = await visitor.crumb();
    for (const answer of [
      await visitor.call('GET', FONTS),
      await visitor.call('GET', ZONES),
      await put(FONTS, { heading: { family: 'Lora', weight: 400 } }, visitor, token),
      await put(ZONE, { timeZone: 'Europe/Paris' }, visitor, token),
    ])
      assert.deepEqual([answer.status, answer.body.loginRequired], [401, true]);
  });

  it('refuses a signed-in site user, who is no owner', async () => {
    const member = createClient(server.port);
    const token = await member.crumb();
    const account = { email: 'fonts-member@example.com', password: 'a member password' };
    await member.call('POST', `/api/site-users/accounts?crumb=${token}`, { json: account });
    assert.equal(
      (await member.call('POST', `/api/site-users/account/session?crumb=${token}`, { json: account })).status,
      200,
    );
    assert.equal((await member.call('GET', FONTS)).status, 401);
    assert.equal((await put(ZONE, { timeZone: 'Europe/Paris' }, member, token)).status, 401);
  });

  it('refuses a write without the crumb', async () => {
    const answer = await owner.call('PUT', FONTS, { json: { body: { family: 'Lora', weight: 400 } } });
    assert.deepEqual([answer.status, answer.body.crumbFail], [401, true]);
  });

  it('lists the open fonts with their categories, generic families and weights, and stores the choice', async () => {
    const { status, body } = await owner.call('GET', FONTS);
    assert.equal(status, 200);
    assert.ok(body.fonts.length >= 20);
    const lora = body.fonts.find((f) => f.family === 'Lora');
    assert.deepEqual(lora, { family: 'Lora', category: 'serif', weights: [400, 500, 600, 700], generic: 'serif' });
    assert.deepEqual(
      new Set(body.fonts.map((f) => f.category)),
      new Set(['serif', 'sans-serif', 'display', 'monospace']),
    );
    const saved = await put(FONTS, { heading: { family: 'Lora', weight: 700 } });
    assert.deepEqual([saved.status, saved.body.heading], [200, { family: 'Lora', weight: 700 }]);
    await put(FONTS, { body: { family: 'Inter', weight: 400 } });
    const again = await owner.call('GET', FONTS);
    assert.deepEqual(
      [again.body.heading, again.body.body],
      [
        { family: 'Lora', weight: 700 },
        { family: 'Inter', weight: 400 },
      ],
    );
  });

  it('answers 400 for an unknown family, a weight the family lacks and malformed bodies', async () => {
    const cases = [
      [{ heading: { family: 'Comic Papyrus', weight: 400 } }, /names no offered font/],
      [{ heading: { family: 'Lora', weight: 300 } }, /weight must be one of 400, 500, 600, 700/],
      [{ heading: { family: 'Lora', weight: '400' } }, /weight must be one of/],
      [{ body: { family: 'x'.repeat(101), weight: 400 } }, /1 to 100 characters/],
      [{ body: 'Lora' }, /must be an object/],
      [{ title: { family: 'Lora', weight: 400 } }, /Unknown field title/],
      [{}, /heading or body is required/],
      [[], /Expected a JSON object/],
    ];
    for (const [json, message] of cases) {
      const answer = await put(FONTS, json);
      assert.equal(answer.status, 400, JSON.stringify(json));
      assert.match(answer.body.error, message);
    }
  });

  it('lists the server’s time zones with their offsets and stores a known one', async () => {
    const { status, body } = await owner.call('GET', ZONES);
    assert.equal(status, 200);
    assert.ok(body.zones.length > 300);
    assert.deepEqual(
      body.zones.find((z) => z.id === 'UTC'),
      { id: 'UTC', offset: '+00:00' },
    );
    assert.deepEqual(
      body.zones.find((z) => z.id === 'Asia/Tokyo'),
      { id: 'Asia/Tokyo', offset: '+09:00' },
    );
    const saved = await put(ZONE, { timeZone: 'Asia/Tokyo' });
    assert.deepEqual([saved.status, saved.body], [200, { timeZone: 'Asia/Tokyo' }]);
    assert.equal((await owner.call('GET', ZONES)).body.timeZone, 'Asia/Tokyo');
  });

  it('answers 400 for an unknown or malformed time zone', async () => {
    for (const [json, message] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, /not a time zone/],
      [{ timeZone: 'x'.repeat(65) }, /1 to 64 characters/],
      [{ timeZone: 5 }, /IANA time zone/],
      [{}, /IANA time zone/],
    ]) {
      const answer = await put(ZONE, json);
      assert.equal(answer.status, 400, JSON.stringify(json));
      assert.match(answer.body.error, message);
    }
  });

  it('gives the next rendered page’s site context the time zone chosen', async () => {
    await put(ZONE, { timeZone: 'Europe/Paris' });
    const page = await createClient(server.port).call('GET', '/checkout/donate?donatePageId=bread-for-all');
    const context = JSON.parse(/id="sqs-site-context">([^<]*)</.exec(page.text)[1]);
    assert.equal(context.website.timeZone, 'Europe/Paris');
  });
});
