/**
 * GET /api/blog/:collectionId/posts over HTTP: a page of a blog's published posts, newest first, with the
 * collection's address and post URL format; filtered by category or tag; drafts, scheduled and needs-review posts
 * never listed; a collection never yields more than 250 posts and the page size is clamped; every malformed query is
 * a 4xx with a JSON error, and the server keeps answering afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LIMIT, MAX_COLLECTION_ITEMS, readPageQuery } from '../../examples/server/routes/blog.mjs';
import { createClient, startServer } from './support.mjs';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/blog/:collectionId/posts', () => {
  let server;
  let client;
  const posts = (collection, query = '') => client.call('GET', `/api/blog/${collection}/posts${query}`);
  const titles = (answer) => answer.body.posts.map((post) => post.title);

  /** Adds a blog `id` with `count` posts, one a day from 2020-01-01 (the last newest), each with `visibility`. */
  async function addBlog(id, count, visibility = 'published') {
    await server.api.sql.transaction(async (tx) => {
      await tx.run("INSERT INTO widget_collections (id, kind, url_base) VALUES (?, 'blog', ?)", id, `/${id}`);
      for (let n = 1; n <= count; n++) {
        const post = await tx.get(
          'INSERT INTO blog_posts (collection_id, slug, title, excerpt, published_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
          id,
          `post-${n}`,
          `Post ${n}`,
          '',
          Date.UTC(2020, 0, 1) + n * DAY,
        );
        await tx.run(
          'INSERT INTO blog_post_details (post_id, visibility, author) VALUES (?, ?, ?)',
          post.id,
          typeof visibility === 'function' ? visibility(n) : visibility,
          'Someone',
        );
      }
    });
  }

  before(async () => {
    server = await startServer();
    client = createClient(server.port);
  });
  after(() => server.close());

  it('answers a page of published posts, newest first, with the collection’s address and URL format', async () => {
    const { status, headers, body } = await posts('journal', '?limit=2');
    assert.equal(status, 200);
    assert.match(headers['content-type'], /^application\/json/);
    assert.deepEqual(Object.keys(body), ['collection', 'total', 'offset', 'limit', 'posts']);
    assert.deepEqual(body.collection, { id: 'journal', url: '/journal', urlFormat: '%y/%m/%t' });
    assert.deepEqual([body.total, body.offset, body.limit], [12, 0, 2]);
    assert.deepEqual(body.posts[0], {
      id: body.posts[0].id,
      title: 'Choosing timber for a dining table',
      excerpt: 'Oak, ash or walnut: what each wood asks of you.',
      author: 'Ana Reyes',
      publishedOn: Date.UTC(2026, 10, 2),
      categories: ['Materials'],
      tags: ['oak', 'walnut', 'tables'],
    });
    assert.equal(body.posts[1].title, 'A week at the spring fair');
    assert.ok(body.posts[0].publishedOn > body.posts[1].publishedOn);
  });

  it('gives the summary’s blog its authors, categories and tags, and the default URL format', async () => {
    const { body } = await posts('blog');
    assert.equal(body.collection.urlFormat, '%y/%m/%d/%t');
    assert.deepEqual(titles({ body }), [
      'Autumn opening hours',
      'Caring for oiled oak',
      'Behind the workshop',
      'Our spring collection is here',
    ]);
    assert.deepEqual(
      body.posts.map((post) => [post.author, post.categories, post.tags]),
      [
        ['Tom Hale', ['News'], ['showroom']],
        ['Mia Chen', ['Techniques'], ['oak', 'finishing']],
        ['Tom Hale', ['Workshop'], ['chairs']],
        ['Ana Reyes', ['News'], ['linen', 'new']],
      ],
    );
  });

  it('pages with offset and limit, 10 a page by default', async () => {
    const first = await posts('journal');
    assert.equal(first.body.limit, DEFAULT_LIMIT);
    assert.equal(first.body.posts.length, 10);
    const rest = await posts('journal', '?offset=10&limit=5');
    assert.deepEqual(titles(rest), ['Our first catalogue', 'Cutting a dovetail by hand']);
    assert.deepEqual([rest.body.total, rest.body.offset, rest.body.limit], [12, 10, 5]);
    const past = await posts('journal', '?offset=12');
    assert.deepEqual([past.status, past.body.posts], [200, []]);
  });

  it('clamps limit to 1–250', async () => {
    assert.equal((await posts('journal', '?limit=0')).body.limit, 1);
    assert.equal((await posts('journal', '?limit=-4')).body.posts.length, 1);
    assert.equal((await posts('journal', '?limit=100000')).body.limit, MAX_COLLECTION_ITEMS);
  });

  it('filters by category or tag, whatever the case, and by both', async () => {
    const tagged = await posts('journal', '?tag=OAK');
    assert.deepEqual(titles(tagged), [
      'Choosing timber for a dining table',
      'Finishing with hard wax oil',
      'Visiting the sawmill',
    ]);
    assert.equal(tagged.body.total, 3);
    const spaced = await posts('journal', '?tag=hand+tools');
    assert.deepEqual(titles(spaced), ['Sharpening a plane iron', 'Cutting a dovetail by hand']);
    const category = await posts('journal', '?category=materials&limit=2');
    assert.deepEqual([category.body.total, category.body.posts.length], [3, 2]);
    const both = await posts('journal', '?category=Techniques&tag=repairs');
    assert.deepEqual(titles(both), ['Why we use hide glue', 'Repairing a wobbly chair']);
    const none = await posts('journal', '?tag=plastic');
    assert.deepEqual([none.status, none.body.total, none.body.posts], [200, 0, []]);
  });

  it('answers a blog without posts with none', async () => {
    const { status, body } = await posts('empty-blog');
    assert.deepEqual([status, body.total, body.posts], [200, 0, []]);
  });

  it('never lists a draft, scheduled or needs-review post', async () => {
    const kinds = ['published', 'draft', 'scheduled', 'needs_review'];
    await addBlog('mixed', 8, (n) => kinds[n % 4]);
    const { body } = await posts('mixed');
    assert.deepEqual(titles({ body }), ['Post 8', 'Post 4']);
    assert.equal(body.total, 2);
  });

  it('yields at most the 250 newest posts of a collection', async () => {
    await addBlog('archive', 260);
    const first = await posts('archive', '?limit=250');
    assert.equal(first.body.total, MAX_COLLECTION_ITEMS);
    assert.equal(first.body.posts.length, MAX_COLLECTION_ITEMS);
    assert.deepEqual([first.body.posts[0].title, first.body.posts.at(-1).title], ['Post 260', 'Post 11']);
    const last = await posts('archive', '?offset=240&limit=50');
    assert.equal(last.body.posts.length, 10);
    assert.equal(last.body.posts.at(-1).title, 'Post 11');
    assert.deepEqual((await posts('archive', '?offset=250')).body.posts, []);
  });

  it('answers each malformed request with a 4xx and a JSON error, and keeps answering', async () => {
    const cases = [
      ['offset not a number', posts('journal', '?offset=x'), 400],
      ['offset negative', posts('journal', '?offset=-1'), 400],
      ['offset not whole', posts('journal', '?offset=1.5'), 400],
      ['offset past the collection limit', posts('journal', '?offset=251'), 400],
      ['offset empty', posts('journal', '?offset='), 400],
      ['offset twice', posts('journal', '?offset=0&offset=1'), 400],
      ['limit not a number', posts('journal', '?limit=ten'), 400],
      ['limit in exponent form', posts('journal', '?limit=1e3'), 400],
      ['limit huge', posts('journal', `?limit=${'9'.repeat(40)}`), 400],
      ['limit twice', posts('journal', '?limit=1&limit=2'), 400],
      ['category empty', posts('journal', '?category='), 400],
      ['category over 25 characters', posts('journal', `?category=${'c'.repeat(26)}`), 400],
      ['category twice', posts('journal', '?category=News&category=Workshop'), 400],
      ['tag over 50 characters', posts('journal', `?tag=${'t'.repeat(51)}`), 400],
      ['tag with a control character', posts('journal', '?tag=oak%00'), 400],
      ['tag twice', posts('journal', '?tag=oak&tag=ash'), 400],
      ['a collection id over 200 characters', posts('j'.repeat(201)), 400],
      ['broken percent-encoding in the path', posts('%E0%A4%A'), 400],
      ['an unknown collection', posts('nope'), 404],
      ['an events collection', posts('events'), 404],
      ['a POST', client.call('POST', '/api/blog/journal/posts'), 405],
    ];
    for (const [label, answer, status] of cases) {
      const { status: got, headers, body } = await answer;
      assert.equal(got, status, label);
      assert.match(headers['content-type'], /^application\/json/, label);
      assert.equal(typeof body.error, 'string', label);
    }
    // Up to the limits is fine, and the server still answers.
    assert.equal((await posts('journal', `?category=${'c'.repeat(25)}&tag=${'t'.repeat(50)}`)).status, 200);
    assert.equal((await posts('journal', '?offset=250')).status, 200);
    assert.equal((await posts('journal', '?limit=1')).body.posts.length, 1);
  });
});

describe('readPageQuery', () => {
  it('reads the defaults, clamps limit and keeps the filters as given', () => {
    const read = (text) => readPageQuery(new URLSearchParams(text));
    assert.deepEqual(read(''), { offset: 0, limit: 10, category: null, tag: null });
    assert.deepEqual(read('offset=5&limit=900&category=News&tag=hand tools'), {
      offset: 5,
      limit: 250,
      category: 'News',
      tag: 'hand tools',
    });
    // Characters, not UTF-16 units: 25 emoji are a category.
    assert.equal(read(`category=${'🪵'.repeat(25)}`).category.length, 50);
    assert.throws(() => read(`category=${'🪵'.repeat(26)}`), { status: 400 });
  });
});
