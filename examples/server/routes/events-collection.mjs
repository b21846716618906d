/**
 * An events collection's published events, for the events list and calendar (`<sqs-events>`):
 * `GET /api/events-collection/{collectionId}` answers `{ collection: { id, url }, events, more }`, each event
 * `{ id, title, url, excerpt, location, start, end, allDay }` (start and end in ms since the epoch; an all-day event's
 * are the UTC midnights of its first day and of the day after its last, so it keeps its dates in every time zone).
 *
 * Query: `view=upcoming` (the default: events not over yet, soonest first) or `view=past` (those over, latest first),
 * or instead a range `from` and `to` (ms, both, `to` after `from`, at most 400 days apart: the events overlapping it,
 * soonest first: a calendar month); `limit` (1–250, default 50) events at most, `more` telling whether others were
 * left out. A malformed query is a 400 `{ error }` naming what was wrong, an unknown collection a 404, a collection
 * that is not an events collection a 400.
 *
 * The events are widget.mjs's `events` table (the events summary's) with what a calendar needs beside them in
 * `event_details` (end, all-day, location, visibility: only published events are answered); a second events
 * collection, `workshops`, carries an all-day course over several days, an event across midnight and a draft.
 */
import { createCollections } from './widget.mjs';
import { HttpError } from '../router.mjs';

/** The most events one answer carries (spec 000 §9: the most items of a user-orderable collection), and by default. */
export const MAX_EVENTS = 250;
export const DEFAULT_EVENTS = 50;
/** The longest range asked for at once, in days: a year and a bit, enough for any calendar view. */
export const MAX_RANGE_DAYS = 400;
/** The views of the list. */
export const EVENT_VIEWS = ['upcoming', 'past'];

const MAX_ID = 200;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Dates JavaScript can represent (±8.64e15 ms).
const MAX_TIME = 8.64e15;

const bad = (message) => new HttpError(400, message);

// Details of the events summary's events, by slug: [hours long, all-day days (0: timed), location].
const DETAILS = {
  'open-studio': [3, 0, 'The workshop, 4 Mill Lane'],
  'joinery-class': [3, 0, 'The workshop, 4 Mill Lane'],
  'winter-market': [52, 0, 'Town hall square'],
  'summer-sale': [0, 2, 'The showroom'],
};
// The workshops collection: [slug, title, excerpt, days from the first start ('soon': the next hour but one), hour
// (UTC), hours long, all-day days, location, visibility].
const WORKSHOPS = [
  [
    'making-week',
    'Furniture making week',
    'Five days, one small table, yours to take home.',
    2,
    0,
    0,
    5,
    'The workshop',
  ],
  ['evening-talk', 'Talk: wood and water', 'How timber moves through the seasons.', 'soon', 0, 1.5, 0, 'The showroom'],
  [
    'kiln-night',
    'Night at the kiln',
    'We fire the kiln overnight; come for an hour or stay till dawn.',
    3,
    20,
    8,
    0,
    '',
  ],
  ['carving-day', 'Spoon carving day', 'A green-wood spoon, from log to oil.', -20, 0, 0, 1, 'The workshop'],
  ['draft-fair', 'Craft fair (unannounced)', 'Not published yet.', 9, 10, 6, 0, 'The workshop', 'draft'],
];

/** Returns the one value of query parameter `name` (undefined when absent); throws a 400 when it is repeated. */
function single(query, name) {
  const values = query.getAll(name);
  if (values.length > 1) throw bad(`${name} is given more than once`);
  return values[0];
}

/** Returns the integer of `text` when it is one within ±`max`, or throws a 400 naming `name`. */
function integerOf(text, name, min, max) {
  const value = /^-?\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw bad(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * Returns the checked query `{ view, from, to, limit }` of `query` (URLSearchParams): a view or a range (never both),
 * with a limit; throws a 400 `HttpError` naming what was wrong.
 */
export function readEventsQuery(query) {
  const view = single(query, 'view');
  const from = single(query, 'from');
  const to = single(query, 'to');
  const limitText = single(query, 'limit');
  const limit = limitText === undefined ? DEFAULT_EVENTS : integerOf(limitText, 'limit', 1, MAX_EVENTS);
  if (from === undefined && to === undefined) {
    if (view !== undefined && !EVENT_VIEWS.includes(view)) throw bad(`view must be one of ${EVENT_VIEWS.join(', ')}`);
    return { view: view ?? 'upcoming', limit };
  }
  if (view !== undefined) throw bad('view and from/to cannot be combined');
  if (from === undefined || to === undefined) throw bad('from and to go together');
  const range = { from: integerOf(from, 'from', -MAX_TIME, MAX_TIME), to: integerOf(to, 'to', -MAX_TIME, MAX_TIME) };
  if (range.to <= range.from) throw bad('to must be after from');
  if (range.to - range.from > MAX_RANGE_DAYS * DAY)
    throw bad(`from and to must be at most ${MAX_RANGE_DAYS} days apart`);
  return { ...range, limit };
}

/** Registers the endpoint; resolves once the events' details and the workshops are added (first start only). */
export async function register(router, sql, { now = Date.now } = {}) {
  // The events and their collections come first, whichever route registers first.
  await createCollections(sql);

  /** Adds the details of the events summary's events and the workshops collection, once per store. */
  async function seed() {
    if (await sql.get('SELECT 1 AS found FROM event_details LIMIT 1')) return;
    const start = now();
    const at = (days, hour) => Math.floor((start + days * DAY) / DAY) * DAY + hour * HOUR;
    await sql.transaction(async (tx) => {
      const added = await tx.run(
        "INSERT INTO widget_collections (id, kind, url_base) VALUES ('workshops', 'events', '/workshops') ON CONFLICT (id) DO NOTHING",
      );
      // Servers starting together on one store seed it once.
      if (added.changes === 0) return;
      const add = (id, startsAt, hours, days, location, visibility = 'published') =>
        tx.run(
          'INSERT INTO event_details (event_id, ends_at, all_day, location, visibility) VALUES (?, ?, ?, ?, ?)',
          id,
          days ? startsAt + days * DAY : startsAt + hours * HOUR,
          days ? 1 : 0,
          location,
          visibility,
        );
      for (const { id, slug, starts_at } of await tx.all(
        "SELECT id, slug, starts_at FROM events WHERE collection_id = 'events'",
      )) {
        const [hours, days, location] = DETAILS[slug] ?? [1, 0, ''];
        await add(id, days ? Math.floor(starts_at / DAY) * DAY : starts_at, hours, days, location);
      }
      for (const [slug, title, excerpt, days, hour, hours, allDays, location, visibility] of WORKSHOPS) {
        const startsAt = days === 'soon' ? Math.ceil(start / HOUR) * HOUR + HOUR : at(days, hour);
        const { id } = await tx.get(
          "INSERT INTO events (collection_id, slug, title, excerpt, starts_at) VALUES ('workshops', ?, ?, ?, ?) RETURNING id",
          slug,
          title,
          excerpt,
          startsAt,
        );
        await add(id, startsAt, hours, allDays, location, visibility);
      }
    });
  }
  await seed();

  router.route('GET', '/api/events-collection/:collectionId', async ({ params, query }) => {
    const { collectionId } = params;
    if (collectionId.length > MAX_ID) throw bad(`collectionId must be at most ${MAX_ID} characters`);
    const asked = readEventsQuery(query);
    const row = await sql.get('SELECT id, kind, url_base FROM widget_collections WHERE id = ?', collectionId);
    if (!row) throw new HttpError(404, 'No such collection');
    if (row.kind !== 'events') throw bad('Not an events collection');
    const time = now();
    // An event still going on is upcoming: a visitor can still go.
    const [where, order, values] =
      asked.view === 'upcoming'
        ? ['end_at >= ?', 'ASC', [time]]
        : asked.view === 'past'
          ? ['end_at < ?', 'DESC', [time]]
          : // A moment's event (no length) counts as lasting a millisecond, so one at `from` is in.
            [
              'start_at < ? AND CASE WHEN end_at > start_at THEN end_at ELSE start_at + 1 END > ?',
              'ASC',
              [asked.to, asked.from],
            ];
    const rows = await sql.all(
      `SELECT * FROM (SELECT e.id, e.slug, e.title, e.excerpt,
           -- An all-day event starts at its day's UTC midnight.
           CASE WHEN d.all_day = 1 THEN e.starts_at - e.starts_at % ${DAY} ELSE e.starts_at END AS start_at,
           COALESCE(d.ends_at, e.starts_at) AS end_at, COALESCE(d.all_day, 0) AS all_day,
           COALESCE(d.location, '') AS location
         FROM events e LEFT JOIN event_details d ON d.event_id = e.id
         WHERE e.collection_id = ? AND COALESCE(d.visibility, 'published') = 'published') AS listed
         WHERE ${where} ORDER BY start_at ${order}, id LIMIT ?`,
      row.id,
      ...values,
      asked.limit + 1,
    );
    return {
      collection: { id: row.id, url: row.url_base },
      events: rows.slice(0, asked.limit).map((e) => ({
        id: e.slug,
        title: e.title,
        url: `${row.url_base}/${e.slug}`,
        excerpt: e.excerpt,
        location: e.location,
        start: e.start_at,
        end: e.end_at,
        allDay: e.all_day === 1,
      })),
      more: rows.length > asked.limit,
    };
  });
}
