/**
 * The site's design and locale settings an owner chooses (routes/site-settings.mjs): the heading and body fonts and
 * the time zone, one row in SQLite. The pages the server renders carry the time zone in their site context
 * (`website.timeZone`, which `<sqs-events>` shows dates in).
 */

const ready = new WeakSet();

/** Creates the settings table of `db` once. */
export function ensureSiteSettings(db) {
  if (ready.has(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS site_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1), heading_font TEXT, body_font TEXT, time_zone TEXT, updated_at INTEGER NOT NULL);
  `);
  ready.add(db);
}

/** Returns the stored settings: `{ heading, body, timeZone }` (fonts as `{ family, weight }`; null when never chosen). */
export function readSiteSettings(db) {
  ensureSiteSettings(db);
  const row = db.prepare('SELECT heading_font, body_font, time_zone FROM site_settings WHERE id = 1').get();
  return {
    heading: row?.heading_font ? JSON.parse(row.heading_font) : null,
    body: row?.body_font ? JSON.parse(row.body_font) : null,
    timeZone: row?.time_zone ?? null,
  };
}

/** Stores the given settings (`heading`, `body`, `timeZone`; each left as it is when undefined). */
export function writeSiteSettings(db, { heading, body, timeZone }) {
  ensureSiteSettings(db);
  const text = (value) => (value === undefined ? null : JSON.stringify(value));
  db.prepare(
    `INSERT INTO site_settings (id, heading_font, body_font, time_zone, updated_at) VALUES (1, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET heading_font = coalesce(excluded.heading_font, heading_font),
       body_font = coalesce(excluded.body_font, body_font), time_zone = coalesce(excluded.time_zone, time_zone),
       updated_at = excluded.updated_at`,
  ).run(text(heading), text(body), timeZone ?? null, Date.now());
}

/** Returns the fields the settings add to a rendered page's site context: `website.timeZone` once an owner chose one. */
export function settingsContext(db) {
  const { timeZone } = readSiteSettings(db);
  return timeZone ? { website: { timeZone } } : {};
}
