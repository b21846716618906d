/**
 * A blog post's tags and categories for the owner over HTTP (GET and PUT /api/owner/blog-posts/:postId/:tagType):
 * refused without an owner session, every malformed list a 400 naming the problem (length limits of spec 001 §9,
 * duplicates whatever their case), and a saved list read back by the blog list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient, signInOwner, startServer } from './support.mjs';

describe('/api/owner/blog-posts/:postId/:tagType', () => {
  let server;
  let owner;
  let crumb;
  let postId;
  const path = (tagType, id = postId) => `/api/owner/blog-posts/${id}/${tagType}`;
  const put = (tagType, json, id = postId) => owner.call('PUT', `${path(tagType, id)}?crumb=${crumb}`, { json });

  before(async () => {
    server = await startServer();
    owner = createClient(server.port);
    await signInOwner(owner);
    crumb = await owner.crumb();
    postId = (await owner.call('GET', '/api/blog/journal/posts?limit=1')).body.posts[0].id;
  });
  after(() => server.close());

  it('refuses a visitor: 401 with loginRequired, reading or writing, and changes nothing', async () => {
    const visitor = createClient(server.port);
    const visitorCrumb = await visitor.crumb();
    const refused = { error: 'Owner sign-in required', loginRequired: true, owner: true };
    const read = await visitor.call('GET', path('tags'));
    assert.deepEqual([read.status, read.body], [401, refused]);
    const write = await visitor.call('PUT', `${path('tags')}?crumb=${visitorCrumb}`, { json: { names: [] } });
    assert.deepEqual([write.status, write.body], [401, refused]);
    assert.deepEqual((await owner.call('GET', path('tags'))).body.names, ['oak', 'walnut', 'tables']);
  });

  it('answers a post’s tags and categories in its order', async () => {
    const tags = await owner.call('GET', path('tags'));
    assert.deepEqual([tags.status, tags.body], [200, { postId, tagType: 'tags', names: ['oak', 'walnut', 'tables'] }]);
    assert.deepEqual((await owner.call('GET', path('categories'))).body.names, ['Materials']);
  });

  it('replaces the list, trimmed, and the blog list shows it', async () => {
    const saved = await put('categories', { names: [' Materials ', 'Workshop'] });
    assert.deepEqual([saved.status, saved.body.names], [200, ['Materials', 'Workshop']]);
    const listed = await owner.call('GET', '/api/blog/journal/posts?limit=1');
    assert.deepEqual(listed.body.posts[0].categories, ['Materials', 'Workshop']);
  });

  it('refuses each malformed request with a 4xx naming the problem', async () => {
    const cases = [
      ['tags', { names: 'oak' }, 400, 'names must be an array'],
      ['tags', { names: ['oak', ' '] }, 400, 'Each tag is a text that is not blank'],
      ['tags', { names: [7] }, 400, 'Each tag is a text that is not blank'],
      ['tags', { names: ['t'.repeat(51)] }, 400, 'A tag can be at most 50 characters.'],
      ['categories', { names: ['c'.repeat(26)] }, 400, 'A category can be at most 25 characters.'],
      ['tags', { names: ['Oak', 'oak '] }, 400, 'This tag already exists'],
      ['categories', { names: ['News', 'NEWS'] }, 400, 'This category already exists'],
      ['tags', { names: ['a\u0007b'] }, 400, 'A tag has no control characters'],
      ['tags', { names: Array.from({ length: 101 }, (_, i) => `t${i}`) }, 400, 'A post has at most 100 tags'],
      ['labels', { names: [] }, 404, 'No such list: use tags or categories'],
    ];
    for (const [tagType, body, status, error] of cases) {
      const answer = await put(tagType, body);
      assert.deepEqual([answer.status, answer.body], [status, { error }], JSON.stringify(body));
    }
    assert.equal((await put('tags', { names: [] }, 'abc')).status, 400);
    assert.equal((await put('tags', { names: [] }, 999999)).status, 404);
    assert.deepEqual((await owner.call('GET', path('tags'))).body.names, ['oak', 'walnut', 'tables']);
    assert.equal((await put('tags', { names: ['t'.repeat(50)] })).status, 200);
  });
});
