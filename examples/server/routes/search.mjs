/**
 * Site search (spec 000 §2 "/search"): a full-text index (SQLite FTS5) of the example site's pages (the title and the
 * text of `examples/*.html`), its published products and its blog posts, built once the first search arrives (the
 * blog's posts are seeded by routes/widget.mjs, registered after this module).
 *
 * - `GET /api/search/preview?q=…&limit=…`: what the search field shows as the visitor types (limit 1–10, default 6).
 * - `GET /api/search?q=…&limit=…&offset=…`: the results page (limit 1–50, default 20; offset 0–1000), with `total`.
 * - `GET /search`: the results page itself (`examples/search-results.html`, `<sqs-search mode="page">`).
 *
 * Both answer `{ query, total, results: [{ kind, title, url, excerpt, matches: { title, excerpt } }] }`: `kind` is
 * `page`, `product` or `post`; every text is plain (never HTML), and `matches` lists the `[start, end)` ranges (UTF-16
 * offsets) of the matched terms, for the client to mark. The query is read as words (letters and digits; anything
 * else, FTS syntax included, only separates them), each matched as a prefix, all required: a query without a word
 * answers no results. A missing or empty `q`, one over `MAX_QUERY` characters, or a limit or offset out of range is a
 * 400 `{ error }`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY } from '../lib/csp.mjs';
import { API_HEADERS, HttpError } from '../router.mjs';

/** The longest query read, in characters. */
export const MAX_QUERY = 200;
/** The words of a query that count (more are ignored). */
export const MAX_TERMS = 8;
/** The results of the preview, at most and by default; of the results page, at most and by default. */
export const PREVIEW_LIMIT = { max: 10, default: 6 };
export const PAGE_LIMIT = { max: 50, default: 20 };
/** The furthest offset of the results page. */
export const MAX_OFFSET = 1000;

const EXAMPLES = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_PAGE = 'search-results.html';
// Marks around a match in FTS5's highlight() and snippet(): control characters the indexed text never keeps.
const OPEN = '\u0001';
const CLOSE = '\u0002';
// The C0 controls and DEL (the marks among them), which never reach the index.
const CONTROL = /\p{Cc}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const EXCERPT_TOKENS = 18;
const MAX_BODY_TEXT = 4000;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Returns the plain text of an HTML fragment of our own pages: scripts, styles and navigation left out, tags removed, a few entities decoded, spaces folded. */
function plainText(html) {
  return html
    .replace(/<(script|style|nav)\b[^>]*>[^]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => ENTITIES[name])
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Returns the example pages as index rows: each page's `<title>` (without the site's name) and its main text. */
export function examplePages(dir = EXAMPLES) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html') && file !== RESULTS_PAGE)
    .sort()
    .map((file) => {
      const html = readFileSync(`${dir}${file}`, 'utf8');
      const title = plainText(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? file).replace(/ · sqs-elements$/, '');
      const main = /<main\b[^>]*>([^]*)<\/main>/i.exec(html)?.[1] ?? html;
      return { kind: 'page', title, body: plainText(main).slice(0, MAX_BODY_TEXT), url: `/examples/${file}` };
    });
}

/**
 * Returns the FTS5 match expression of `query`: its words (letters and digits, lower-cased), each quoted and matched
 * as a prefix, all required; '' when it has none. Nothing of the query but its words reaches FTS5's syntax.
 */
export function matchExpression(query) {
  const words = (query.normalize('NFKC').toLowerCase().match(WORD) ?? []).slice(0, MAX_TERMS);
  return words.map((word) => `"${word}"*`).join(' ');
}

/** Returns `marked` (a text with the match marks) as `{ text, ranges }`: the plain text and the marked ranges. */
export function unmark(marked) {
  const ranges = [];
  let text = '';
  let start = -1;
  for (const char of marked) {
    if (char === OPEN) start = text.length;
    else if (char === CLOSE) {
      if (start >= 0 && text.length > start) ranges.push([start, text.length]);
      start = -1;
    } else text += char;
  }
  return { text, ranges };
}

/** Returns the whole number `name` of `query` within `1…max` (`min` for the offset), its default when absent; else 400. */
function whole(query, name, { min = 1, max, fallback }) {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw new HttpError(400, `Query ${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Returns the query `q`, checked: a 400 when it is missing, blank or longer than `MAX_QUERY`. */
function queryOf(query) {
  const q = query.get('q') ?? '';
  if (!q.trim()) throw new HttpError(400, 'Query q is required');
  if (q.length > MAX_QUERY) throw new HttpError(400, `Query q is longer than ${MAX_QUERY} characters`);
  return q;
}

/** Runs its own better-sqlite3 statements: served on SQLite only until it speaks through lib/sql.mjs (app.mjs). */
export const sqliteOnly = true;

/** Registers the search endpoints and the results page; the index is built on the first search. */
export function register(router, db) {
  let ready = false;
  let search;
  let count;

  function build() {
    db.exec(`
      DROP TABLE IF EXISTS search_index;
      CREATE VIRTUAL TABLE search_index USING fts5(
        title, body, kind UNINDEXED, url UNINDEXED, tokenize = 'unicode61 remove_diacritics 2'
      );
    `);
    const rows = [
      ...examplePages(),
      ...db
        .prepare("SELECT slug, name, description FROM products WHERE workflow_state = 'published' ORDER BY id")
        .all()
        .map((p) => ({ kind: 'product', title: p.name, body: p.description, url: `/examples/shop.html#${p.slug}` })),
      // The blog's published posts (routes/blog.mjs keeps their visibility), where the summary block links them.
      ...(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'blog_posts'").get()
        ? db
            .prepare(
              `SELECT p.slug, p.title, p.excerpt, c.url_base FROM blog_posts p
               JOIN widget_collections c ON c.id = p.collection_id
               LEFT JOIN blog_post_details d ON d.post_id = p.id
               WHERE COALESCE(d.visibility, 'published') = 'published' ORDER BY p.published_at DESC`,
            )
            .all()
            .map((p) => ({ kind: 'post', title: p.title, body: p.excerpt, url: `${p.url_base}/${p.slug}` }))
        : []),
    ];
    const insert = db.prepare('INSERT INTO search_index (title, body, kind, url) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (const row of rows)
        insert.run(row.title.replace(CONTROL, ' '), row.body.replace(CONTROL, ' '), row.kind, row.url);
    })();
    // Titles weigh more than body text.
    search = db.prepare(
      `SELECT kind, url, highlight(search_index, 0, '${OPEN}', '${CLOSE}') AS title,
              snippet(search_index, 1, '${OPEN}', '${CLOSE}', '…', ${EXCERPT_TOKENS}) AS excerpt
       FROM search_index WHERE search_index MATCH ? ORDER BY bm25(search_index, 5.0, 1.0), rowid LIMIT ? OFFSET ?`,
    );
    count = db.prepare('SELECT count(*) AS n FROM search_index WHERE search_index MATCH ?');
    ready = true;
  }

  /** Returns the answer to `q`: up to `limit` results from `offset`, and the total. */
  function find(q, limit, offset) {
    if (!ready) build();
    const expression = matchExpression(q);
    if (!expression) return { query: q, total: 0, results: [] };
    const results = search.all(expression, limit, offset).map((row) => {
      const title = unmark(row.title);
      const excerpt = unmark(row.excerpt);
      return {
        kind: row.kind,
        title: title.text,
        url: row.url,
        excerpt: excerpt.text,
        matches: { title: title.ranges, excerpt: excerpt.ranges },
      };
    });
    return { query: q, total: count.get(expression).n, results };
  }

  router.route('GET', '/api/search/preview', ({ query }) =>
    find(queryOf(query), whole(query, 'limit', { max: PREVIEW_LIMIT.max, fallback: PREVIEW_LIMIT.default }), 0),
  );

  router.route('GET', '/api/search', ({ query }) =>
    find(
      queryOf(query),
      whole(query, 'limit', { max: PAGE_LIMIT.max, fallback: PAGE_LIMIT.default }),
      whole(query, 'offset', { min: 0, max: MAX_OFFSET, fallback: 0 }),
    ),
  );

  // spec 000 §2: the search page lives at /search (where page views are not recorded); its element reads `q`.
  router.route('GET', '/search', ({ res }) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      ...API_HEADERS,
    });
    res.end(readFileSync(`${EXAMPLES}${RESULTS_PAGE}`));
  });
}
