/**
 * Summary and events summary blocks (spec 000 §7 "POST /api/widget/GetWidgetRendering"): the body is form-encoded
 * `widgetJSON`, the JSON of `{ type, id, value }` (and `collectionId` for the events summary); the answer is
 * `{ data: { html } }` (the spec's "Returns data.html", read the way `FormSubmissionKey`'s key is read "under data"),
 * the block's items rendered as a small HTML list with every text escaped. A collection with no items answers
 * `html: ''`, so the block shows 'No results found'.
 *
 * Types: `summary` (the collection is `value.collectionId`: a blog's posts, newest first, or an events collection's
 * events) and `events` (the collection is the top-level `collectionId`, which must be an events collection: upcoming
 * events first, soonest first, then past ones, latest first). `value.count` (a number, clamped to 1–30, default 6) is
 * how many items; `value.showExcerpt` (default true) adds each item's excerpt. Bad input is a 400 `{ error }` naming
 * what was wrong (malformed form or JSON, an unknown type, a missing id), an unknown collection a 404; the body is
 * capped at `MAX_WIDGET_BODY` bytes (413).
 *
 * The collections are seeded on first start (`blog`, `events` and `empty-blog`, which has none): tables
 * `widget_collections`, `blog_posts` and `events`.
 */
import { escapeHtml } from '../lib/html.mjs';
import { HttpError, MAX_NESTING, nestingOf, receiveBody } from '../router.mjs';

/** The largest request body read, in bytes: a block's JSON is small. */
export const MAX_WIDGET_BODY = 16_000;
/** How many items a block shows at most, and by default. */
export const MAX_COUNT = 30;
export const DEFAULT_COUNT = 6;
/** The widget types this server renders. */
export const WIDGET_TYPES = ['summary', 'events'];

const MAX_ID = 200;
const DAY = 24 * 60 * 60 * 1000;
const FORM = 'application/x-www-form-urlencoded';

const POSTS = [
  ['spring-collection', 'Our spring collection is here', 'Linen, cotton and a new shade of green.', '2026-03-02'],
  [
    'behind-the-workshop',
    'Behind the workshop',
    'How a chair is made, from the first cut to the last coat.',
    '2026-05-18',
  ],
  ['care-guide', 'Caring for oiled oak', 'Five minutes twice a year keeps a table looking new.', '2026-08-09'],
  ['autumn-opening-hours', 'Autumn opening hours', 'The showroom now opens at ten on weekdays.', '2026-10-01'],
];
// Days from the server's start: the examples always have upcoming events and one that is over.
const EVENTS = [
  ['open-studio', 'Open studio evening', 'Meet the makers and see the new pieces.', 7],
  ['joinery-class', 'Beginners’ joinery class', 'Three hours, one dovetail joint, all tools provided.', 21],
  ['winter-market', 'Winter market', 'Our stall at the town hall market, with seasonal offers.', 45],
  ['summer-sale', 'Summer sale weekend', 'Two days of reduced prices on last season’s stock.', -10],
];

export { escapeHtml };

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

const bad = (message) => new HttpError(400, message);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Returns a non-empty id string of at most 200 characters, or throws a 400 naming `name`. */
function idOf(value, name) {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID)
    throw bad(`${name} must be a string of 1 to ${MAX_ID} characters`);
  return value;
}

/** Returns the widget `{ type, id, value, collectionId }` of the request, checked; throws a 4xx `HttpError`. */
export async function readWidget(req) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const chunks = [];
  await receiveBody(req, (c) => chunks.push(c), MAX_WIDGET_BODY);
  if (type !== FORM) throw bad('Expected a form-encoded body with widgetJSON');
  const text = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('widgetJSON');
  if (!text) throw bad('Missing field widgetJSON');
  if (nestingOf(text) > MAX_NESTING) throw bad(`widgetJSON nested deeper than ${MAX_NESTING} levels`);
  let widget;
  try {
    widget = JSON.parse(text);
  } catch {
    throw bad('Field widgetJSON must be JSON');
  }
  if (!isObject(widget)) throw bad('Field widgetJSON must be a JSON object');
  if (!WIDGET_TYPES.includes(widget.type)) throw bad(`Unknown widget type; expected one of ${WIDGET_TYPES.join(', ')}`);
  const value = widget.value ?? {};
  if (!isObject(value)) throw bad('value must be an object');
  const count = value.count ?? DEFAULT_COUNT;
  if (typeof count !== 'number' || !Number.isFinite(count)) throw bad('value.count must be a number');
  if (value.showExcerpt !== undefined && typeof value.showExcerpt !== 'boolean')
    throw bad('value.showExcerpt must be a boolean');
  return {
    type: widget.type,
    id: idOf(widget.id, 'id'),
    collectionId:
      widget.type === 'events'
        ? idOf(widget.collectionId, 'collectionId')
        : idOf(value.collectionId, 'value.collectionId'),
    // Clamped, not refused: block data saved by an older editor can ask for more than a block shows.
    count: Math.min(MAX_COUNT, Math.max(1, Math.round(count))),
    showExcerpt: value.showExcerpt ?? true,
  };
}

/** Returns the HTML of `items` (`{ title, url, date, excerpt }`): a list, every text escaped; '' for none. */
export function renderItems(items, { showExcerpt }) {
  if (items.length === 0) return '';
  const entries = items.map(
    ({ title, url, date, excerpt }) =>
      `<li class="summary-item"><h3 class="summary-title"><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></h3>` +
      `<p class="summary-date">${escapeHtml(date)}</p>` +
      (showExcerpt && excerpt ? `<p class="summary-excerpt">${escapeHtml(excerpt)}</p>` : '') +
      '</li>',
  );
  return `<ul class="summary-items">${entries.join('')}</ul>`;
}

/**
 * Seeds the blog and events collections (migrations/005-collections.sql) on first start; later calls do nothing. The
 * blog and events routes call it too, so what they add beside them finds them whichever registers first.
 */
export async function createCollections(sql) {
  if (await sql.get('SELECT 1 AS found FROM widget_collections LIMIT 1')) return;
  const now = Date.now();
  // At 18:00 (UTC, the zone the summary is written in) that day, so the times shown read like an evening event's.
  const startOf = (days) => Math.floor((now + days * DAY) / DAY) * DAY + 18 * 3_600_000;
  await sql.transaction(async (tx) => {
    // Servers starting together on one store seed it once.
    const added = await tx.run(
      `INSERT INTO widget_collections (id, kind, url_base) VALUES ('blog', 'blog', '/blog'), ('events', 'events', '/events'),
       ('empty-blog', 'blog', '/news') ON CONFLICT (id) DO NOTHING`,
    );
    if (added.changes === 0) return;
    for (const [slug, title, excerpt, date] of POSTS)
      await tx.run(
        'INSERT INTO blog_posts (collection_id, slug, title, excerpt, published_at) VALUES (?, ?, ?, ?, ?)',
        'blog',
        slug,
        title,
        excerpt,
        Date.parse(date),
      );
    for (const [slug, title, excerpt, days] of EVENTS)
      await tx.run(
        'INSERT INTO events (collection_id, slug, title, excerpt, starts_at) VALUES (?, ?, ?, ?, ?)',
        'events',
        slug,
        title,
        excerpt,
        startOf(days),
      );
  });
}

/** Registers the widget endpoint; resolves once the collections are seeded. */
export async function register(router, sql) {
  await createCollections(sql);

  /** Resolves with up to `count` items of the collection `row`, in the order its block shows them. */
  async function itemsOf(row, count) {
    if (row.kind === 'blog')
      return (
        await sql.all(
          `SELECT p.slug, p.title, p.excerpt, p.published_at FROM blog_posts p
           LEFT JOIN blog_post_details d ON d.post_id = p.id
           WHERE p.collection_id = ? AND COALESCE(d.visibility, 'published') = 'published'
           ORDER BY p.published_at DESC, p.id LIMIT ?`,
          row.id,
          count,
        )
      ).map((p) => ({ ...p, url: `${row.url_base}/${p.slug}`, date: DATE.format(p.published_at) }));
    // Upcoming first (soonest first), then the ones that are over (latest first).
    const time = Date.now();
    return (
      await sql.all(
        `SELECT e.slug, e.title, e.excerpt, e.starts_at FROM events e
         LEFT JOIN event_details d ON d.event_id = e.id
         WHERE e.collection_id = ? AND COALESCE(d.visibility, 'published') = 'published'
         ORDER BY CASE WHEN e.starts_at < ? THEN 1 ELSE 0 END, CASE WHEN e.starts_at >= ? THEN e.starts_at ELSE -e.starts_at END, e.id
         LIMIT ?`,
        row.id,
        time,
        time,
        count,
      )
    ).map((e) => ({ ...e, url: `${row.url_base}/${e.slug}`, date: DATE_TIME.format(e.starts_at) }));
  }

  router.route('POST', '/api/widget/GetWidgetRendering', async ({ req }) => {
    const widget = await readWidget(req);
    const row = await sql.get('SELECT id, kind, url_base FROM widget_collections WHERE id = ?', widget.collectionId);
    if (!row) throw new HttpError(404, 'No such collection');
    if (widget.type === 'events' && row.kind !== 'events') throw bad('collectionId must be an events collection');
    return { data: { html: renderItems(await itemsOf(row, widget.count), widget) } };
  });
}
