/**
 * A blog post's tags and categories for the owner (spec 001 §1, §5, §9), edited by `<sqs-tag-editor>`:
 * `GET /api/owner/blog-posts/:postId/:tagType` (`tagType`: `tags` or `categories`) answers `{ postId, tagType, names }`,
 * in the post's order; `PUT` of the same path takes `{ names }`, replaces the list and answers it back. Both need a
 * signed-in owner (401 `{ error, loginRequired: true, owner: true }` without one); the write checks the crumb. The names live in
 * blog.mjs's `blog_post_tags` and `blog_post_categories`, so the blog list shows them at once.
 *
 * Checked as the editor checks them: each name is trimmed, not blank, free of control characters, at most 50
 * characters for a tag and 25 for a category (spec 001 §9), and no two alike whatever their case ('This tag already
 * exists', 'This category already exists'); a list holds at most `MAX_NAMES`. Each failure is a 400 `{ error }`
 * naming it; a post that is not there is a 404.
 */
import { requireOwner } from '../lib/owners.mjs';
import { HttpError, readParsedBody } from '../router.mjs';
import { MAX_CATEGORY, MAX_TAG } from './blog.mjs';

/** The most tags or categories of one post. */
export const MAX_NAMES = 100;

const KINDS = {
  tags: { table: 'blog_post_tags', word: 'tag', max: MAX_TAG },
  categories: { table: 'blog_post_categories', word: 'category', max: MAX_CATEGORY },
};
const WHOLE = /^\d{1,12}$/;
const CONTROL = /\p{Cc}/u;
const bad = (message) => new HttpError(400, message);

/** Returns the names of a PUT body for `kind` (one of KINDS), trimmed, or throws the 400 naming what is wrong. */
export function readNames(body, { word, max }) {
  if (typeof body !== 'object' || body === null || !Array.isArray(body.names)) throw bad('names must be an array');
  if (body.names.length > MAX_NAMES)
    throw bad(`A post has at most ${MAX_NAMES} ${word === 'tag' ? 'tags' : 'categories'}`);
  const seen = new Set();
  return body.names.map((name) => {
    if (typeof name !== 'string' || name.trim() === '') throw bad(`Each ${word} is a text that is not blank`);
    const trimmed = name.trim();
    if (trimmed.length > max) throw bad(`A ${word} can be at most ${max} characters.`);
    if (CONTROL.test(trimmed)) throw bad(`A ${word} has no control characters`);
    const key = trimmed.toLowerCase();
    if (seen.has(key)) throw bad(`This ${word} already exists`);
    seen.add(key);
    return trimmed;
  });
}

/** Registers the owner's tag and category endpoints of blog posts (after blog.mjs made their tables). */
export function register(router, sql) {
  const target = async (params) => {
    const kind = KINDS[params.tagType];
    if (!Object.hasOwn(KINDS, params.tagType)) throw new HttpError(404, 'No such list: use tags or categories');
    if (!WHOLE.test(params.postId)) throw bad('postId must be a whole number');
    const postId = Number(params.postId);
    if (!(await sql.get('SELECT 1 AS found FROM blog_posts WHERE id = ?', postId)))
      throw new HttpError(404, 'No such post');
    return { postId, tagType: params.tagType, kind };
  };
  const answer = async ({ postId, tagType, kind }) => ({
    postId,
    tagType,
    names: (await sql.all(`SELECT name FROM ${kind.table} WHERE post_id = ? ORDER BY position`, postId)).map(
      (row) => row.name,
    ),
  });

  router.route('GET', '/api/owner/blog-posts/:postId/:tagType', async ({ req, params }) => {
    await requireOwner(sql, req);
    return answer(await target(params));
  });

  router.route('PUT', '/api/owner/blog-posts/:postId/:tagType', async ({ req, params }) => {
    await requireOwner(sql, req);
    const found = await target(params);
    const names = readNames(await readParsedBody(req), found.kind);
    const { table } = found.kind;
    await sql.transaction(async (tx) => {
      await tx.run(`DELETE FROM ${table} WHERE post_id = ?`, found.postId);
      for (const [i, name] of names.entries())
        await tx.run(`INSERT INTO ${table} (post_id, name, position) VALUES (?, ?, ?)`, found.postId, name, i);
    });
    return answer(found);
  });
}
