/**
 * Blog lists: `GET /api/blog/:collectionId/posts` answers one page of a blog collection's published posts, newest
 * first, for `<sqs-blog-list>`. Query: `offset` (a whole number, 0–250, default 0), `limit` (a whole number, clamped
 * to 1–250, default 10), `category` (1–25 characters) and `tag` (1–50 characters; spec 000 §5 "Tags: at most 50
 * characters. Categories: at most 25"), each at most once; a filter matches a post's category or tag whatever its
 * case. Only published posts are listed (spec 000 §3 item visibility: a draft, scheduled or needs-review post never
 * is), and a collection yields at most its first 250 (spec 000 §9 "max items in a user-orderable collection 250"):
 * `total` counts those, and `offset` past them answers no posts.
 *
 * The answer: `{ collection: { id, url, urlFormat }, total, offset, limit, posts: [{ id, title, excerpt, author,
 * publishedOn, categories, tags }] }` — `url` is the collection's address, `urlFormat` its post URL format (spec 000
 * §5 "Blog URL format": the element builds each post's address from it), `publishedOn` milliseconds since the epoch.
 * A malformed query is a 400 `{ error }` naming what was wrong, a collection that is not a blog a 404.
 *
 * Tables beside widget.mjs's `blog_posts` (whose columns stay as they are): `blog_post_details` (visibility and
 * author; a post without a row is published, by no one named), `blog_post_categories`, `blog_post_tags` and
 * `blog_url_formats` (a blog without a row uses `%y/%m/%d/%t`). Seeded on first start: the `journal` blog (twelve
 * posts with authors, categories and tags) and the authors, categories and tags of the `blog` posts.
 */
import { HttpError } from '../router.mjs';
import { createCollections } from './widget.mjs';

/** The most items a collection yields (spec 000 §9). */
export const MAX_COLLECTION_ITEMS = 250;
/** How many posts a page has by default. */
export const DEFAULT_LIMIT = 10;
/** The longest category and tag (spec 000 §5). */
export const MAX_CATEGORY = 25;
export const MAX_TAG = 50;
/** Item visibility (spec 000 §3); only published posts are listed. */
export const VISIBILITIES = ['draft', 'published', 'needs_review', 'scheduled'];
/** The post URL format of a blog that names none. */
export const DEFAULT_URL_FORMAT = '%y/%m/%d/%t';

const MAX_ID = 200;
const WHOLE = /^-?\d{1,12}$/;
// Control characters make no category or tag.
const CONTROL = /\p{Cc}/u;

/**
 * The journal's draft, at an id of its own: no visitor sees a draft (not listed, searched or summarised), so the
 * owner's tag editor examples edit its tags and categories without changing what visitors see.
 */
export const JOURNAL_DRAFT = 9000;

// [title, excerpt, author, date, categories, tags]
const JOURNAL = [
  [
    'Choosing timber for a dining table',
    'Oak, ash or walnut: what each wood asks of you.',
    'Ana Reyes',
    '2026-11-02',
    ['Materials'],
    ['oak', 'walnut', 'tables'],
  ],
  [
    'A week at the spring fair',
    'Three days of questions, sketches and one sold-out stool.',
    'Tom Hale',
    '2026-10-12',
    ['News'],
    ['events'],
  ],
  [
    'Sharpening a plane iron',
    'A flat back and a keen edge in fifteen minutes.',
    'Ana Reyes',
    '2026-09-20',
    ['Techniques'],
    ['hand tools'],
  ],
  [
    'The story of our bench',
    'Built from one beam, twenty years ago, and still flat.',
    'Tom Hale',
    '2026-08-30',
    ['Workshop'],
    ['benches'],
  ],
  [
    'Finishing with hard wax oil',
    'Two thin coats, a day apart, and nothing more.',
    'Mia Chen',
    '2026-08-03',
    ['Techniques'],
    ['finishing', 'oak'],
  ],
  [
    'Meet the new apprentice',
    'A new pair of hands joins the workshop this month.',
    'Tom Hale',
    '2026-07-14',
    ['News', 'Workshop'],
    ['team'],
  ],
  [
    'Why we use hide glue',
    'Joints that can be taken apart again, a hundred years on.',
    'Ana Reyes',
    '2026-06-22',
    ['Materials', 'Techniques'],
    ['glue', 'repairs'],
  ],
  [
    'Repairing a wobbly chair',
    'Find the loose joint, clean it, glue it, clamp it overnight.',
    'Mia Chen',
    '2026-05-30',
    ['Techniques'],
    ['chairs', 'repairs'],
  ],
  [
    'Walnut offcuts become boards',
    'What is left of a table top becomes a chopping board.',
    'Tom Hale',
    '2026-04-18',
    ['Workshop'],
    ['walnut'],
  ],
  [
    'Visiting the sawmill',
    'Where our boards come from, and how long they dry.',
    'Ana Reyes',
    '2026-03-07',
    ['Materials'],
    ['oak', 'ash'],
  ],
  [
    'Our first catalogue',
    'Every piece we make, on forty printed pages.',
    'Tom Hale',
    '2026-02-01',
    ['News'],
    ['catalogue'],
  ],
  [
    'Cutting a dovetail by hand',
    'Saw to the line, chop to the line, and fit it dry first.',
    'Mia Chen',
    '2026-01-10',
    ['Techniques'],
    ['hand tools', 'joinery'],
  ],
];
// The `blog` collection's posts (widget.mjs), by slug: [author, categories, tags].
const BLOG = {
  'spring-collection': ['Ana Reyes', ['News'], ['linen', 'new']],
  'behind-the-workshop': ['Tom Hale', ['Workshop'], ['chairs']],
  'care-guide': ['Mia Chen', ['Techniques'], ['oak', 'finishing']],
  'autumn-opening-hours': ['Tom Hale', ['News'], ['showroom']],
};

const bad = (message) => new HttpError(400, message);

/** Returns the one value of `name` in `query` (null when absent), or throws a 400 when it is given more than once. */
function single(query, name) {
  const values = query.getAll(name);
  if (values.length > 1) throw bad(`${name} must be given at most once`);
  return values[0] ?? null;
}

/** Returns the filter text of `name` (null when absent), or throws a 400 unless it has 1 to `max` characters. */
function filterOf(query, name, max) {
  const value = single(query, name);
  if (value === null) return null;
  if (value === '' || [...value].length > max || CONTROL.test(value))
    throw bad(`${name} must be 1 to ${max} characters, without control characters`);
  return value;
}

/**
 * Returns the page a query asks for — `{ offset, limit, category, tag }` — checked: `offset` a whole number from 0 to
 * 250, `limit` a whole number clamped to 1–250, the filters 1–25 (category) and 1–50 (tag) characters; throws a 400
 * `HttpError` naming what is malformed.
 */
export function readPageQuery(query) {
  const offsetText = single(query, 'offset');
  const limitText = single(query, 'limit');
  const offset = offsetText === null ? 0 : WHOLE.test(offsetText) ? Number(offsetText) : NaN;
  if (!(offset >= 0 && offset <= MAX_COLLECTION_ITEMS))
    throw bad(`offset must be a whole number from 0 to ${MAX_COLLECTION_ITEMS}`);
  if (limitText !== null && !WHOLE.test(limitText)) throw bad('limit must be a whole number');
  // Clamped, not refused: a page may ask for more than a collection yields.
  const limit = limitText === null ? DEFAULT_LIMIT : Math.min(MAX_COLLECTION_ITEMS, Math.max(1, Number(limitText)));
  return { offset, limit, category: filterOf(query, 'category', MAX_CATEGORY), tag: filterOf(query, 'tag', MAX_TAG) };
}

/** Seeds the journal and the details of the blog's posts beside the collections, on first start. */
async function seedBlog(sql) {
  await createCollections(sql);
  if (await sql.get("SELECT 1 AS found FROM widget_collections WHERE id = 'journal'")) return;
  await sql.transaction(async (tx) => {
    const added = await tx.run(
      "INSERT INTO widget_collections (id, kind, url_base) VALUES ('journal', 'blog', '/journal') ON CONFLICT (id) DO NOTHING",
    );
    // Servers starting together on one store seed it once.
    if (added.changes === 0) return;
    await tx.run(
      'INSERT INTO blog_url_formats (collection_id, format) VALUES (?, ?), (?, ?)',
      'journal',
      '%y/%m/%t',
      'blog',
      DEFAULT_URL_FORMAT,
    );
    const describe = async (id, author, categories, tags) => {
      await tx.run('INSERT INTO blog_post_details (post_id, author) VALUES (?, ?)', id, author);
      for (const [i, name] of categories.entries())
        await tx.run('INSERT INTO blog_post_categories (post_id, name, position) VALUES (?, ?, ?)', id, name, i);
      for (const [i, name] of tags.entries())
        await tx.run('INSERT INTO blog_post_tags (post_id, name, position) VALUES (?, ?, ?)', id, name, i);
    };
    for (const [title, excerpt, author, date, categories, tags] of JOURNAL) {
      const slug = title.toLowerCase().replaceAll(' ', '-');
      const { id } = await tx.get(
        "INSERT INTO blog_posts (collection_id, slug, title, excerpt, published_at) VALUES ('journal', ?, ?, ?, ?) RETURNING id",
        slug,
        title,
        excerpt,
        Date.parse(date),
      );
      await describe(id, author, categories, tags);
    }
    await addDraft(tx, JOURNAL_DRAFT, 'A draft on finishes');
    for (const [slug, [author, categories, tags]] of Object.entries(BLOG)) {
      const row = await tx.get("SELECT id FROM blog_posts WHERE collection_id = 'blog' AND slug = ?", slug);
      if (row) await describe(row.id, author, categories, tags);
    }
  });
}

/** Adds a draft post `title` to the journal at `id` (the test server adds one per test that edits a post's names). */
export async function addDraft(sql, id, title) {
  await sql.run(
    "INSERT INTO blog_posts (id, collection_id, slug, title, excerpt, published_at) VALUES (?, 'journal', ?, ?, '', ?)",
    id,
    `draft-${id}`,
    title,
    Date.parse('2026-11-20'),
  );
  await sql.run("INSERT INTO blog_post_details (post_id, visibility, author) VALUES (?, 'draft', '')", id);
}

/** Registers the blog list endpoint; resolves once the blogs are seeded. */
export async function register(router, sql) {
  await seedBlog(sql);
  // The first 250 published posts a filter keeps, newest first (ties in the order they were written); a filter
  // matches whatever the case (ASCII letters, as before on SQLite's NOCASE).
  const postsOf = (collection, category, tag) =>
    sql.all(
      `SELECT p.id, p.title, p.excerpt, COALESCE(d.author, '') AS author, p.published_at AS "publishedOn"
       FROM blog_posts p LEFT JOIN blog_post_details d ON d.post_id = p.id
       WHERE p.collection_id = ? AND COALESCE(d.visibility, 'published') = 'published'
         AND (CAST(? AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM blog_post_categories c WHERE c.post_id = p.id AND lower(c.name) = lower(?)))
         AND (CAST(? AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM blog_post_tags t WHERE t.post_id = p.id AND lower(t.name) = lower(?)))
       ORDER BY p.published_at DESC, p.id LIMIT ${MAX_COLLECTION_ITEMS}`,
      collection,
      category,
      category,
      tag,
      tag,
    );
  const names = async (table, id) =>
    (await sql.all(`SELECT name FROM ${table} WHERE post_id = ? ORDER BY position`, id)).map((row) => row.name);

  router.route('GET', '/api/blog/:collectionId/posts', async ({ params, query }) => {
    const id = params.collectionId;
    if (id.length > MAX_ID) throw bad(`collectionId must be 1 to ${MAX_ID} characters`);
    const page = readPageQuery(query);
    const collection = await sql.get(
      `SELECT c.id, c.url_base AS url, COALESCE(f.format, '${DEFAULT_URL_FORMAT}') AS "urlFormat"
       FROM widget_collections c LEFT JOIN blog_url_formats f ON f.collection_id = c.id WHERE c.id = ? AND c.kind = 'blog'`,
      id,
    );
    if (!collection) throw new HttpError(404, 'No such blog');
    const all = await postsOf(id, page.category, page.tag);
    const posts = [];
    for (const post of all.slice(page.offset, page.offset + page.limit))
      posts.push({
        ...post,
        categories: await names('blog_post_categories', post.id),
        tags: await names('blog_post_tags', post.id),
      });
    return { collection, total: all.length, offset: page.offset, limit: page.limit, posts };
  });
}
