/**
 * Site search (spec 000 §2 "/search"): a full-text index of the example site's pages (the title and the text of
 * `examples/*.html`), its published products and its blog posts, kept in the store's `search_index` (migration 010:
 * SQLite's FTS5 or PostgreSQL's `tsvector` with a GIN index) and filled again on a server's first search, then on
 * a search at least `REFRESH_MS` after its last fill (the blog's posts are seeded by routes/widget.mjs, registered
 * after this module): a product or post published, changed or withdrawn on any server shows in every server's results
 * within that time, with no server having to tell the others.
 *
 * - `GET /api/search/preview?q=…&limit=…`: what the search field shows as the visitor types (limit 1–10, default 6).
 * - `GET /api/search?q=…&limit=…&offset=…`: the results page (limit 1–50, default 20; offset 0–1000), with `total`.
 * - `GET /search`: the results page itself (`examples/search-results.html`, `<sqs-search mode="page">`).
 *
 * Both answer `{ query, total, results: [{ kind, title, url, excerpt, matches: { title, excerpt } }] }`: `kind` is
 * `page`, `product` or `post`; every text is plain (never HTML), and `matches` lists the `[start, end)` ranges (UTF-16
 * offsets) of the matched terms, for the client to mark. The query is read as words (letters and digits, lower-cased,
 * accents removed; anything else, FTS syntax included, only separates them), each matched as a prefix, all required:
 * a query without a word answers no results. A missing or empty `q`, one over `MAX_QUERY` characters, or a limit or
 * offset out of range is a 400 `{ error }`.
 *
 * The engines differ only in the SQL of `ENGINES` (matching, ranking, writing a row); the title's marks and the excerpt are cut
 * here from the stored text, the same on both, the way FTS5's `highlight()` and `snippet()` do.
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
// The C0 controls and DEL, which never reach the index.
const CONTROL = /\p{Cc}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
// A token of the indexed text as FTS5's unicode61 tokenizer reads it: letters, digits, marks and private-use signs.
const TOKEN = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const EXCERPT_TOKENS = 18;
const ELLIPSIS = '…';
const MAX_BODY_TEXT = 4000;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * What differs between the engines: how a query's terms are matched (each a prefix, all required) and ranked (titles
 * weigh five times body text; ties in the order of insertion), and how a row is written.
 * - SQLite: FTS5 (`unicode61 remove_diacritics 2` folds case and accents itself), ranked by `bm25()` (lower is better).
 * - PostgreSQL: `to_tsquery('simple', 'a:* & b:*')` over the row's `terms`, generated from the words this module
 *   folds (title weight A, body weight D), ranked by `ts_rank()` with D weighing 0.2 and A 1, divided by the log of
 *   the text's length as bm25 weighs length (higher is better).
 */
const ENGINES = {
  sqlite: {
    match: (terms) => terms.map((term) => `"${term}"*`).join(' '),
    search: `SELECT kind, url, title, body FROM search_index WHERE search_index MATCH ?
             ORDER BY bm25(search_index, 5.0, 1.0), rowid LIMIT ? OFFSET ?`,
    count: 'SELECT count(*) AS n FROM search_index WHERE search_index MATCH ?',
    insert: 'INSERT INTO search_index (title, body, kind, url) VALUES (?, ?, ?, ?)',
    values: (row) => [row.title, row.body, row.kind, row.url],
    lock: '',
  },
  postgres: {
    match: (terms) => terms.map((term) => `${term}:*`).join(' & '),
    search: `SELECT kind, url, title, body FROM search_index, to_tsquery('simple', ?) AS q WHERE terms @@ q
             ORDER BY ts_rank('{0.2, 0.2, 0.2, 1}', terms, q, 1) DESC, id LIMIT ? OFFSET ?`,
    count: "SELECT count(*) AS n FROM search_index WHERE terms @@ to_tsquery('simple', ?)",
    insert: 'INSERT INTO search_index (title, body, kind, url, title_words, body_words) VALUES (?, ?, ?, ?, ?, ?)',
    values: (row) => [row.title, row.body, row.kind, row.url, words(row.title), words(row.body)],
    // Servers filling the index at once take turns, so none adds its rows beside another's.
    lock: 'LOCK TABLE search_index IN EXCLUSIVE MODE',
  },
};

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

/** Returns `text` lower-cased, without accents (the marks of its decomposed form) and in NFC. */
const fold = (text) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');

/** Returns the terms of `query`: its words (letters and digits), folded, at most `MAX_TERMS`. */
export function queryTerms(query) {
  return (fold(query.normalize('NFKC')).match(WORD) ?? []).slice(0, MAX_TERMS);
}

/**
 * Returns the FTS5 match expression of `query`: its terms, each quoted and matched as a prefix, all required; '' when
 * it has none. Nothing of the query but its words reaches FTS5's syntax (nor PostgreSQL's `tsquery`).
 */
export const matchExpression = (query) => ENGINES.sqlite.match(queryTerms(query));

/** Returns the tokens of `text`: `{ start, end, word }` (UTF-16 offsets, the folded word). */
function tokensOf(text) {
  return Array.from(text.matchAll(TOKEN), (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: fold(m[0]),
  }));
}

/** Returns the folded words of `text`, space-separated: what PostgreSQL's `terms` are generated from. */
const words = (text) =>
  tokensOf(text)
    .map((token) => token.word)
    .join(' ');

/** Returns the matches of `terms` in `tokens`, in order: `{ term, at }` (the term's index, the token's). */
function hitsOf(tokens, terms) {
  const hits = [];
  tokens.forEach((token, at) => {
    terms.forEach((term, index) => token.word.startsWith(term) && hits.push({ term: index, at }));
  });
  return hits;
}

/** Returns the `[start, end)` ranges of the matched tokens from `first` to `last`, shifted by `shift`. */
function rangesOf(tokens, hits, first = 0, last = tokens.length - 1, shift = 0) {
  const at = [...new Set(hits.map((hit) => hit.at))].filter((i) => i >= first && i <= last);
  return at.map((i) => [tokens[i].start + shift, tokens[i].end + shift]);
}

/** Returns `text` with the ranges of its tokens that match `terms`: FTS5's `highlight()`. */
export function highlight(text, terms) {
  const tokens = tokensOf(text);
  return { text, ranges: rangesOf(tokens, hitsOf(tokens, terms)) };
}

/**
 * Returns the excerpt of `text` around its matches of `terms` and their ranges, as FTS5's `snippet()` cuts it: the
 * `EXCERPT_TOKENS` tokens that hold the most different terms (a new term counts 1000, a repeated one 1), centred on
 * them, or starting a sentence when that holds as many (a bonus of 100, 120 at the very start); an ellipsis where text
 * is cut; the first tokens when nothing matches.
 */
export function excerpt(text, terms, size = EXCERPT_TOKENS) {
  const tokens = tokensOf(text);
  const hits = hitsOf(tokens, terms);
  // The tokens that begin a sentence: the first, and each after a '.' or ':' and a space.
  const sentences = [...tokens.keys()].filter(
    (i) => i === 0 || /[.:][ \t\n\r]+$/.test(text.slice(tokens[i - 1].end, tokens[i].start)),
  );
  const score = (from) => {
    const seen = new Set();
    let total = 0;
    let first = -1;
    let last = 0;
    for (const hit of hits.filter((h) => h.at >= from && h.at < from + size)) {
      total += seen.has(hit.term) ? 1 : 1000;
      seen.add(hit.term);
      if (first < 0) first = hit.at;
      last = hit.at + 1;
    }
    const centred = Math.max(0, Math.min(first - Math.floor((size - (last - first)) / 2), tokens.length - size));
    return { total, centred };
  };
  let best = { total: 0, from: 0 };
  for (const { at } of hits) {
    const around = score(at);
    if (around.total > best.total) best = { total: around.total, from: around.centred };
    const sentence = sentences.findLast((i) => i <= at);
    if (tokens.length > size && sentence < at) {
      const total = score(sentence).total + (sentence === 0 ? 120 : 100);
      if (total > best.total) best = { total, from: sentence };
    }
  }
  const last = best.from + size - 1;
  const start = best.from > 0 ? tokens[best.from].start : 0;
  const end = last >= tokens.length - 1 ? text.length : tokens[last].end;
  const before = best.from > 0 ? ELLIPSIS : '';
  const after = last < tokens.length - 1 ? ELLIPSIS : '';
  return {
    text: before + text.slice(start, end) + after,
    ranges: rangesOf(tokens, hits, best.from, last, before.length - start),
  };
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

/**
 * How long a fill of the index serves searches: a few hundred rows, rewritten in one transaction a minute at most
 * per server while it is searched, which its readers never see half-done.
 */
export const REFRESH_MS = 60_000;

/**
 * Registers the search endpoints and the results page; the index is filled on the first search, and again on a
 * search `REFRESH_MS` or more (by the store's clock `now`) after the last fill began.
 */
export function register(router, sql, { now = Date.now } = {}) {
  const engine = ENGINES[sql.engine];
  let filled;
  let filledAt = -Infinity;

  /** Fills the index again: the example pages, the published products and the blog's published posts. */
  async function fill() {
    const products = await sql.all(
      "SELECT slug, name, description FROM products WHERE workflow_state = 'published' ORDER BY id",
    );
    // The blog's published posts (routes/blog.mjs keeps their visibility), where the summary block links them.
    const posts = await sql.all(
      `SELECT p.slug, p.title, p.excerpt, c.url_base FROM blog_posts p
       JOIN widget_collections c ON c.id = p.collection_id
       LEFT JOIN blog_post_details d ON d.post_id = p.id
       WHERE COALESCE(d.visibility, 'published') = 'published' ORDER BY p.published_at DESC`,
    );
    const rows = [
      ...examplePages(),
      ...products.map((p) => ({
        kind: 'product',
        title: p.name,
        body: p.description,
        url: `/examples/shop.html#${p.slug}`,
      })),
      ...posts.map((p) => ({ kind: 'post', title: p.title, body: p.excerpt, url: `${p.url_base}/${p.slug}` })),
    ];
    await sql.transaction(async (tx) => {
      if (engine.lock) await tx.exec(engine.lock);
      await tx.run('DELETE FROM search_index');
      for (const row of rows)
        await tx.run(
          engine.insert,
          ...engine.values({ ...row, title: row.title.replace(CONTROL, ' '), body: row.body.replace(CONTROL, ' ') }),
        );
    });
  }

  /** Resolves with the answer to `q`: up to `limit` results from `offset`, and the total. */
  async function find(q, limit, offset) {
    // Searches during a fill wait for it; the one that finds the last fill too old starts the next.
    if (!filled || now() - filledAt >= REFRESH_MS) {
      filledAt = now();
      filled = fill().catch((error) => {
        filled = undefined;
        throw error;
      });
    }
    await filled;
    const terms = queryTerms(q);
    if (!terms.length) return { query: q, total: 0, results: [] };
    const match = engine.match(terms);
    const rows = await sql.all(engine.search, match, limit, offset);
    const results = rows.map((row) => {
      const title = highlight(row.title, terms);
      const cut = excerpt(row.body, terms);
      return {
        kind: row.kind,
        title: title.text,
        url: row.url,
        excerpt: cut.text,
        matches: { title: title.ranges, excerpt: cut.ranges },
      };
    });
    return { query: q, total: (await sql.get(engine.count, match)).n, results };
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
