/**
 * The site's design and locale settings an owner chooses (routes/site-settings.mjs): the heading and body fonts and
 * the time zone, one row of the store (migrations/002-site-settings.sql). The pages the server renders carry the time
 * zone in their site context (`website.timeZone`, which `<sqs-events>` shows dates in).
 */

/** Resolves with the stored settings: `{ heading, body, timeZone }` (fonts as `{ family, weight }`; null when never chosen). */
export async function readSiteSettings(sql) {
  const row = await sql.get('SELECT heading_font, body_font, time_zone FROM site_settings WHERE id = 1');
  return {
    heading: row?.heading_font ? JSON.parse(row.heading_font) : null,
    body: row?.body_font ? JSON.parse(row.body_font) : null,
    timeZone: row?.time_zone ?? null,
  };
}

/** Stores the given settings (`heading`, `body`, `timeZone`; each left as it is when undefined). */
export async function writeSiteSettings(sql, { heading, body, timeZone }) {
  const text = (value) => (value === undefined ? null : JSON.stringify(value));
  await sql.run(
    `INSERT INTO site_settings (id, heading_font, body_font, time_zone, updated_at) VALUES (1, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET heading_font = coalesce(excluded.heading_font, site_settings.heading_font),
       body_font = coalesce(excluded.body_font, site_settings.body_font),
       time_zone = coalesce(excluded.time_zone, site_settings.time_zone), updated_at = excluded.updated_at`,
    text(heading),
    text(body),
    timeZone ?? null,
    Date.now(),
  );
}

/**
 * Resolves with the fields the settings add to a rendered page's site context: `website.timeZone` once an owner
 * chose one.
 */
export async function settingsContext(sql) {
  const { timeZone } = await readSiteSettings(sql);
  return timeZone ? { website: { timeZone } } : {};
}
