/**
 * POST /api/widget/GetWidgetRendering over HTTP: a summary of a blog and an events summary render their items as
 * escaped HTML under `data.html`, honouring a clamped `count`; an empty collection answers `html: ''`; every malformed
 * request is a 4xx with a JSON error, and the server keeps answering afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { escapeHtml, MAX_COUNT, MAX_WIDGET_BODY, renderItems } from '../../examples/server/routes/widget.mjs';
import { createClient, startServer } from './support.mjs';

const PATH = '/api/widget/GetWidgetRendering';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Returns the form-encoded body carrying `widget` as widgetJSON. */
const formOf = (widget) => new URLSearchParams({ widgetJSON: JSON.stringify(widget) }).toString();

/** Returns the titles of the items in `html`, in order. */
const titles = (html) => [...html.matchAll(/<h3 class="summary-title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);

describe('POST /api/widget/GetWidgetRendering', () => {
  let server;
  let client;
  const render = (widget, headers = FORM) => client.call('POST', PATH, { body: formOf(widget), headers });
  before(async () => {
    server = await startServer();
    client = createClient(server.port);
  });
  after(() => server.close());

  it('renders a blog summary: newest first, title links, dates and excerpts, under data.html', async () => {
    const { status, headers, body } = await render({
      type: 'summary',
      id: 'block-1',
      value: { collectionId: 'blog', design: 'list', count: 3 },
    });
    assert.equal(status, 200);
    assert.match(headers['content-type'], /^application\/json/);
    assert.deepEqual(Object.keys(body), ['data']);
    assert.deepEqual(titles(body.data.html), ['Autumn opening hours', 'Caring for oiled oak', 'Behind the workshop']);
    assert.match(body.data.html, /^<ul class="summary-items"><li class="summary-item">/);
    assert.match(body.data.html, /<a href="\/blog\/autumn-opening-hours">/);
    assert.match(body.data.html, /<p class="summary-date">October 1, 2026<\/p>/);
    assert.match(body.data.html, /<p class="summary-excerpt">The showroom now opens at ten on weekdays.<\/p>/);
  });

  it('leaves a draft, scheduled or needs-review post out of a blog summary and the site search', async () => {
    const { sql } = server.api;
    const post = await sql.get("SELECT id FROM blog_posts WHERE slug = 'care-guide'");
    await sql.run(
      "INSERT INTO blog_post_details (post_id, visibility) VALUES (?, 'draft') ON CONFLICT (post_id) DO UPDATE SET visibility = 'draft'",
      post.id,
    );
    try {
      const { body } = await render({ type: 'summary', id: 'block-1', value: { collectionId: 'blog', count: 3 } });
      assert.ok(!titles(body.data.html).includes('Caring for oiled oak'), 'the draft was summarised');
      assert.equal(titles(body.data.html).length, 3);
      const found = await client.call('GET', '/api/search?q=oiled');
      assert.deepEqual(
        found.body.results.filter((r) => r.kind === 'post'),
        [],
        'the draft was found',
      );
    } finally {
      await sql.run("UPDATE blog_post_details SET visibility = 'published' WHERE post_id = ?", post.id);
    }
  });

  it('leaves an unpublished event out of an events summary', async () => {
    const { body } = await render({ type: 'events', id: 'block-3', collectionId: 'workshops', value: { count: 30 } });
    const shown = titles(body.data.html);
    assert.ok(shown.length > 0, 'the workshops were not summarised');
    assert.ok(!shown.includes('Craft fair (unannounced)'), 'the draft event was summarised');
  });

  it('renders an events summary from the top-level collectionId: upcoming first, soonest first, then past ones', async () => {
    const { status, body } = await render({ type: 'events', id: 'block-2', collectionId: 'events', value: {} });
    assert.equal(status, 200);
    assert.deepEqual(titles(body.data.html), [
      'Open studio evening',
      'Beginners’ joinery class',
      'Winter market',
      'Summer sale weekend',
    ]);
    assert.match(body.data.html, /<p class="summary-date">\w+ \d{1,2}, \d{4} at \d{1,2}:00 [AP]M<\/p>/);
  });

  it('honours value.count, clamped to 1–30, and leaves excerpts out with showExcerpt false', async () => {
    const one = await render({ type: 'events', id: 'b', collectionId: 'events', value: { count: 1 } });
    assert.deepEqual(titles(one.body.data.html), ['Open studio evening']);
    const none = await render({ type: 'events', id: 'b', collectionId: 'events', value: { count: -5 } });
    assert.equal(titles(none.body.data.html).length, 1);
    const many = await render({ type: 'summary', id: 'b', value: { collectionId: 'blog', count: 1e9 } });
    assert.equal(titles(many.body.data.html).length, 4);
    const bare = await render({ type: 'summary', id: 'b', value: { collectionId: 'blog', showExcerpt: false } });
    assert.doesNotMatch(bare.body.data.html, /summary-excerpt/);
  });

  it('answers html "" for a collection with no items', async () => {
    const { status, body } = await render({ type: 'summary', id: 'b', value: { collectionId: 'empty-blog' } });
    assert.deepEqual([status, body], [200, { data: { html: '' } }]);
  });

  it('answers each malformed request with a 4xx and a JSON error, and keeps answering', async () => {
    const raw = (body, headers = FORM) => client.call('POST', PATH, { body, headers });
    const cases = [
      ['no body', raw(''), 400],
      ['JSON instead of a form', raw('{"type":"summary"}', { 'content-type': 'application/json' }), 400],
      ['no content type', raw(formOf({ type: 'summary', id: 'b', value: { collectionId: 'blog' } }), {}), 400],
      ['widgetJSON not JSON', raw('widgetJSON=%7Bnope'), 400],
      ['widgetJSON a list', raw(formOf([1, 2])), 400],
      ['widgetJSON a string', raw(formOf('summary')), 400],
      ['deeply nested', raw(`widgetJSON=${encodeURIComponent('['.repeat(5000))}`), 400],
      ['an unknown type', render({ type: 'gallery', id: 'b', value: { collectionId: 'blog' } }), 400],
      ['no type', render({ id: 'b', value: { collectionId: 'blog' } }), 400],
      ['no id', render({ type: 'summary', value: { collectionId: 'blog' } }), 400],
      ['an id that is a number', render({ type: 'summary', id: 7, value: { collectionId: 'blog' } }), 400],
      ['a huge id', render({ type: 'summary', id: 'x'.repeat(201), value: { collectionId: 'blog' } }), 400],
      ['value a string', render({ type: 'summary', id: 'b', value: 'blog' }), 400],
      ['count a string', render({ type: 'summary', id: 'b', value: { collectionId: 'blog', count: '3' } }), 400],
      [
        'showExcerpt a string',
        render({ type: 'summary', id: 'b', value: { collectionId: 'blog', showExcerpt: 'no' } }),
        400,
      ],
      ['events without collectionId', render({ type: 'events', id: 'b', value: {} }), 400],
      ['events of a blog', render({ type: 'events', id: 'b', collectionId: 'blog', value: {} }), 400],
      ['an unknown collection', render({ type: 'summary', id: 'b', value: { collectionId: 'nope' } }), 404],
      ['a body over the cap', raw(`widgetJSON=${'x'.repeat(MAX_WIDGET_BODY + 1)}`), 413],
    ];
    for (const [label, answer, status] of cases) {
      const { status: got, headers, body } = await answer;
      assert.equal(got, status, label);
      assert.match(headers['content-type'], /^application\/json/, label);
      assert.equal(typeof body.error, 'string', label);
    }
    // A GET is not the route; the server is still up and rendering.
    assert.equal((await client.call('GET', PATH)).status, 405);
    const again = await render({ type: 'summary', id: 'b', value: { collectionId: 'blog', count: 1 } });
    assert.deepEqual(titles(again.body.data.html), ['Autumn opening hours']);
  });
});

describe('summary rendering', () => {
  it('escapes every text and address', () => {
    const html = renderItems(
      [{ title: '<script>alert(1)</script>', url: '/x" onclick="alert(1)', date: 'May & June', excerpt: "it's <b>" }],
      { showExcerpt: true },
    );
    assert.equal(
      html,
      '<ul class="summary-items"><li class="summary-item"><h3 class="summary-title">' +
        '<a href="/x&quot; onclick=&quot;alert(1)">&lt;script&gt;alert(1)&lt;/script&gt;</a></h3>' +
        '<p class="summary-date">May &amp; June</p><p class="summary-excerpt">it&#39;s &lt;b&gt;</p></li></ul>',
    );
    assert.equal(escapeHtml(`&<>"'`), '&amp;&lt;&gt;&quot;&#39;');
    assert.equal(renderItems([], { showExcerpt: true }), '');
    assert.equal(MAX_COUNT, 30);
  });
});
