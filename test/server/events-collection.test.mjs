/**
 * GET /api/events-collection/{collectionId} over HTTP: an events collection's published events, upcoming soonest
 * first or past latest first, or those overlapping a range; all-day and multi-day events carry their days; every
 * malformed request is a 4xx with a JSON error, and the server keeps answering afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_EVENTS, MAX_RANGE_DAYS } from '../../examples/server/routes/events-collection.mjs';
import { createClient, startServer } from './support.mjs';

const DAY = 24 * 3_600_000;
const PATH = '/api/events-collection';

describe('GET /api/events-collection/{collectionId}', () => {
  let server;
  let client;
  const get = (query) => client.call('GET', `${PATH}/${query}`);
  const ids = ({ body }) => body.events.map((e) => e.id);
  before(async () => {
    server = await startServer();
    client = createClient(server.port);
  });
  after(() => server.close());

  it('answers the upcoming events by default, soonest first, with their start, end, place and link', async () => {
    const { status, headers, body } = await get('events');
    assert.equal(status, 200);
    assert.match(headers['content-type'], /^application\/json/);
    assert.deepEqual(body.collection, { id: 'events', url: '/events' });
    assert.deepEqual(ids({ body }), ['open-studio', 'joinery-class', 'winter-market']);
    assert.equal(body.more, false);
    const [studio] = body.events;
    assert.deepEqual(Object.keys(studio), ['id', 'title', 'url', 'excerpt', 'location', 'start', 'end', 'allDay']);
    assert.equal(studio.title, 'Open studio evening');
    assert.equal(studio.url, '/events/open-studio');
    assert.equal(studio.location, 'The workshop, 4 Mill Lane');
    assert.equal(studio.end - studio.start, 3 * 3_600_000);
    assert.equal(studio.allDay, false);
    assert.ok(studio.start > Date.now());
    // The market runs over three days.
    const market = body.events[2];
    assert.ok(market.end - market.start > 2 * DAY);
    assert.deepEqual(ids(await get('events?view=upcoming')), ids({ body }));
  });

  it('answers the past events latest first; an all-day event spans whole UTC days', async () => {
    const { status, body } = await get('events?view=past');
    assert.equal(status, 200);
    assert.deepEqual(ids({ body }), ['summer-sale']);
    const [sale] = body.events;
    assert.equal(sale.allDay, true);
    assert.equal(sale.start % DAY, 0);
    assert.equal(sale.end - sale.start, 2 * DAY);
    assert.ok(sale.end < Date.now());
  });

  it('answers the published events overlapping a range, soonest first, and never a draft', async () => {
    const now = Date.now();
    const { status, body } = await get(`workshops?from=${now - 30 * DAY}&to=${now + 30 * DAY}`);
    assert.equal(status, 200);
    assert.deepEqual(ids({ body }), ['carving-day', 'evening-talk', 'making-week', 'kiln-night']);
    const week = body.events.find((e) => e.id === 'making-week');
    assert.deepEqual([week.allDay, (week.end - week.start) / DAY], [true, 5]);
    // A range inside the week still finds it; one ending where it starts does not.
    assert.deepEqual(ids(await get(`workshops?from=${week.start + 3 * DAY}&to=${week.start + 4 * DAY}`)), [
      'making-week',
    ]);
    assert.ok(!ids(await get(`workshops?from=${week.start - DAY}&to=${week.start}`)).includes('making-week'));
    for (const view of ['upcoming', 'past'])
      assert.ok(!ids(await get(`workshops?view=${view}`)).includes('draft-fair'), view);
  });

  it('answers at most `limit` events and says when more were left out', async () => {
    const { body } = await get('events?limit=1');
    assert.deepEqual([ids({ body }), body.more], [['open-studio'], true]);
    const all = await get(`events?limit=${MAX_EVENTS}`);
    assert.equal(all.body.more, false);
  });

  it('answers each malformed request with a 4xx and a JSON error, and keeps answering', async () => {
    const now = Date.now();
    const cases = [
      ['an unknown view', 'events?view=soon', 400],
      ['a repeated view', 'events?view=past&view=upcoming', 400],
      ['from without to', `events?from=${now}`, 400],
      ['to without from', `events?to=${now}`, 400],
      ['view with a range', `events?view=past&from=${now}&to=${now + DAY}`, 400],
      ['from not a number', `events?from=today&to=${now}`, 400],
      ['from a fraction', `events?from=1.5&to=${now}`, 400],
      ['from out of range', `events?from=-99999999999999999&to=${now}`, 400],
      ['to before from', `events?from=${now}&to=${now - 1}`, 400],
      ['to equal to from', `events?from=${now}&to=${now}`, 400],
      ['a range too long', `events?from=${now}&to=${now + (MAX_RANGE_DAYS + 1) * DAY}`, 400],
      ['limit zero', 'events?limit=0', 400],
      ['limit too big', `events?limit=${MAX_EVENTS + 1}`, 400],
      ['limit a word', 'events?limit=all', 400],
      ['a blog', 'blog', 400],
      ['a huge id', 'x'.repeat(201), 400],
      ['malformed percent-encoding', '%E0%A4%A', 400],
      ['an unknown collection', 'nope', 404],
    ];
    for (const [label, query, status] of cases) {
      const { status: got, headers, body } = await get(query);
      assert.equal(got, status, label);
      assert.match(headers['content-type'], /^application\/json/, label);
      assert.equal(typeof body.error, 'string', label);
    }
    assert.equal((await client.call('POST', `${PATH}/events`)).status, 405);
    assert.equal((await get('events')).status, 200);
  });
});
