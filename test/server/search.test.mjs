/**
 * Site search over HTTP: `/api/search/preview` and `/api/search` find the example site's pages, products and blog
 * posts in a full-text index, as plain text with the matched ranges; malformed queries are a 400 or no results, never
 * an FTS error; `/search` serves the results page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  excerpt,
  highlight,
  matchExpression,
  MAX_QUERY,
  PAGE_LIMIT,
  PREVIEW_LIMIT,
  REFRESH_MS,
  queryTerms,
} from '../../examples/server/routes/search.mjs';
import { createClient, startServer } from './support.mjs';

const preview = (client, params) => client.call('GET', `/api/search/preview?${new URLSearchParams(params)}`);
const results = (client, params) => client.call('GET', `/api/search?${new URLSearchParams(params)}`);

describe('site search', () => {
  let server;
  let client;
  before(async () => {
    server = await startServer();
    client = createClient(server.port);
  });
  after(() => server.close());

  it('finds a blog post, a product and an example page, each as plain text with its matched ranges', async () => {
    const post = await preview(client, { q: 'oak' });
    assert.equal(post.status, 200);
    assert.match(post.headers['content-type'], /^application\/json/);
    const found = post.body.results.find((r) => r.kind === 'post');
    assert.deepEqual(found, {
      kind: 'post',
      title: 'Caring for oiled oak',
      url: '/blog/care-guide',
      excerpt: 'Five minutes twice a year keeps a table looking new.',
      matches: { title: [[17, 20]], excerpt: [] },
    });
    const product = (await preview(client, { q: 'sourdough' })).body.results.find((r) => r.kind === 'product');
    assert.equal(product.url, '/examples/shop.html#sourdough-loaf');
    const [start, end] = product.matches.title[0];
    assert.equal(product.title.slice(start, end).toLowerCase(), 'sourdough');
    const page = (await preview(client, { q: 'accordion' })).body.results.find((r) => r.kind === 'page');
    assert.equal(page.url, '/examples/accordion.html');
    assert.ok(page.excerpt.length > 0);
    assert.match(page.excerpt, /^<sqs-accordion> Collapsible sections/);
    assert.doesNotMatch(page.excerpt, /\p{Cc}|All elements/u);
  });

  it('matches every word of the query as a prefix, ignoring case and accents', async () => {
    const { body } = await preview(client, { q: 'CAR OIL' });
    assert.deepEqual(
      body.results.map((r) => r.title),
      ['Caring for oiled oak'],
    );
    assert.deepEqual(body.results[0].matches.title, [
      [0, 6],
      [11, 16],
    ]);
    assert.equal((await preview(client, { q: 'cáring' })).body.results[0]?.title, 'Caring for oiled oak');
  });

  it('answers the preview with at most its limit, and the results page with the total and an offset', async () => {
    assert.equal((await preview(client, { q: 'sqs' })).body.results.length, PREVIEW_LIMIT.default);
    assert.equal((await preview(client, { q: 'sqs', limit: '2' })).body.results.length, 2);
    const all = await results(client, { q: 'sqs', limit: String(PAGE_LIMIT.max) });
    assert.equal(all.status, 200);
    assert.ok(all.body.total > PREVIEW_LIMIT.default);
    const second = await results(client, { q: 'sqs', limit: '3', offset: '3' });
    assert.deepEqual(second.body.results, all.body.results.slice(3, 6));
    assert.equal(second.body.total, all.body.total);
  });

  it('answers no results for a query without a word, FTS syntax included, and for one nothing matches', async () => {
    for (const q of ['"', '*', '"*" (', '():*^"', '^', '-', '{}:', 'zzzzqqq']) {
      const { status, body } = await preview(client, { q });
      assert.equal(status, 200, q);
      assert.deepEqual(body.results, [], q);
    }
    // FTS operators inside a query are words like any other, never syntax.
    assert.equal((await preview(client, { q: 'oak OR NOT' })).body.results.length, 0);
    assert.equal((await preview(client, { q: 'title:oak' })).status, 200);
  });

  it('refuses a missing, blank or too long query and a limit or offset out of range with a 400', async () => {
    const cases = [
      [preview, {}],
      [preview, { q: '   ' }],
      [preview, { q: 'a'.repeat(MAX_QUERY + 1) }],
      [preview, { q: 'oak', limit: '0' }],
      [preview, { q: 'oak', limit: String(PREVIEW_LIMIT.max + 1) }],
      [preview, { q: 'oak', limit: '2.5' }],
      [preview, { q: 'oak', limit: '-1' }],
      [results, { q: 'oak', offset: 'x' }],
      [results, { q: 'oak', offset: '1001' }],
      [results, { q: 'oak', limit: '51' }],
    ];
    for (const [call, params] of cases) {
      const { status, body } = await call(client, params);
      assert.equal(status, 400, JSON.stringify(params).slice(0, 80));
      assert.equal(typeof body.error, 'string');
    }
    assert.equal((await preview(client, { q: 'a'.repeat(MAX_QUERY) })).status, 200);
    assert.equal((await client.call('POST', '/api/search/preview?q=oak')).status, 405);
  });

  it('serves the results page at /search under the site policy', async () => {
    const { status, headers, text } = await client.call('GET', '/search?q=oak');
    assert.equal(status, 200);
    assert.match(headers['content-type'], /^text\/html/);
    assert.match(headers['content-security-policy'], /script-src 'self'/);
    assert.match(text, /<sqs-search[^>]*mode="page"/);
  });

  it('reads queries as words only, and finds the ranges and the excerpt of their matches', () => {
    assert.equal(matchExpression('Oak "table" OR *'), '"oak"* "table"* "or"*');
    assert.equal(matchExpression('""*()'), '');
    assert.equal(matchExpression(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ')).split(' ').length, 8);
    assert.deepEqual(queryTerms('Élan, CAFÉ (x)'), ['elan', 'cafe', 'x']);
    assert.deepEqual(highlight('a bc d Bcd', ['b']), {
      text: 'a bc d Bcd',
      ranges: [
        [2, 4],
        [7, 10],
      ],
    });
    // 40 words, the match at the 30th: 18 words around it, an ellipsis on either side where text is cut.
    const text = Array.from({ length: 40 }, (_, i) => (i === 29 ? 'oak' : `w${i}`)).join(' ');
    const cut = excerpt(text, ['oak']);
    assert.match(cut.text, /^…w21 .* w38…$/);
    assert.equal(cut.text.slice(...cut.ranges[0]), 'oak');
    assert.equal(excerpt('First one. Then oak', ['oak']).text, 'First one. Then oak');
  });
});

describe('the search index over time', () => {
  it('shows a product changed in the store once the last fill is REFRESH_MS old, and not before', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const server = await startServer({ now: () => clock });
    try {
      const client = createClient(server.port);
      const titles = async (q) =>
        (await results(client, { q })).body.results.filter((r) => r.kind === 'product').map((r) => r.title);
      assert.deepEqual(await titles('zeppelin'), []);
      // Changed behind the index's back, as another server of the same store would.
      await server.api.sql.run("UPDATE products SET name = 'Zeppelin loaf' WHERE slug = 'sourdough-loaf'");
      clock += REFRESH_MS - 1;
      assert.deepEqual(await titles('zeppelin'), []);
      clock += 1;
      assert.deepEqual(await titles('zeppelin'), ['Zeppelin loaf']);
      assert.deepEqual(await titles('sourdough loaf'), []);
    } finally {
      await server.close();
    }
  });
});

describe(
  'site search on a PostgreSQL store two servers share',
  { skip: !process.env.DATABASE_URL && 'PostgreSQL only' },
  () => {
    it('is filled by one server at a time when both search at once', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'sqs-search-'));
      const servers = [];
      try {
        const database = join(folder, 'store.db');
        servers.push(await startServer({ database }), await startServer({ database }));
        const [first, second] = await Promise.all(servers.map((s) => results(createClient(s.port), { q: 'oak' })));
        const lone = await startServer();
        try {
          const { total } = (await results(createClient(lone.port), { q: 'oak' })).body;
          assert.ok(total > 0);
          assert.deepEqual([first.body.total, second.body.total], [total, total]);
        } finally {
          await lone.close();
        }
      } finally {
        for (const server of servers) await server.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });
  },
);
