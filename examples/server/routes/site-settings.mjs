/**
 * The owner's site settings (spec 001 §1: the widgets site owners see): the fonts and the time zone of the site.
 * Every endpoint needs a signed-in owner (401 `{ error, loginRequired: true }` without one, a site user included);
 * writes check the crumb. The fonts are the built-in list of open fonts (lib/open-fonts.mjs), the time zones the
 * server's own (`Intl.supportedValuesOf('timeZone')`) with their offset now.
 *
 * GET /api/owner/fonts → `{ fonts: [{ family, category, generic, weights }], heading, body }`
 * PUT /api/owner/fonts `{ heading?, body? }`, each `{ family, weight }` → the stored `{ heading, body }`
 * GET /api/owner/time-zones → `{ zones: [{ id, offset }], timeZone }` (`offset`: `+05:30`)
 * PUT /api/owner/time-zone `{ timeZone }` → `{ timeZone }`
 */
import { FONT_CATEGORIES, OPEN_FONTS } from '../lib/open-fonts.mjs';
import { requireOwner } from '../lib/owners.mjs';
import { readSiteSettings, writeSiteSettings } from '../lib/site-settings.mjs';
import { HttpError, readParsedBody } from '../router.mjs';

/** The longest family name and time zone id a request may name. */
export const MAX_FAMILY_LENGTH = 100;
export const MAX_ZONE_LENGTH = 64;

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message) => new HttpError(400, message);

const FONTS = OPEN_FONTS.map((f) => ({ ...f, generic: FONT_CATEGORIES[f.category] }));
const BY_FAMILY = new Map(OPEN_FONTS.map((f) => [f.family, f]));
const ZONES = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
const KNOWN_ZONES = new Set(ZONES);

/** Returns the offset of `zone` at `date` as `+05:30` (`+00:00` for UTC). */
function offsetOf(zone, date) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName').value;
  const m = /^GMT([+-]\d{2}:\d{2})$/.exec(name);
  return m ? m[1] : '+00:00';
}

/** Returns the font choice `value` names (`{ family, weight }` of a listed family and one of its weights), or throws. */
function fontChoice(name, value) {
  if (!isObject(value)) throw bad(`${name} must be an object { family, weight }`);
  const { family, weight } = value;
  if (typeof family !== 'string' || !family || family.length > MAX_FAMILY_LENGTH)
    throw bad(`${name}.family must be a family name of 1 to ${MAX_FAMILY_LENGTH} characters`);
  const font = BY_FAMILY.get(family);
  if (!font) throw bad(`${name}.family names no offered font`);
  if (!Number.isInteger(weight) || !font.weights.includes(weight))
    throw bad(`${name}.weight must be one of ${font.weights.join(', ')}`);
  return { family, weight };
}

/** Registers the owner's font and time-zone endpoints. */
export function register(router, sql, { now }) {
  // The offsets change twice a year at most: worked out once an hour.
  let offsets = { hour: -1, zones: [] };
  const zones = () => {
    const hour = Math.floor(now() / 3_600_000);
    if (offsets.hour !== hour) {
      const date = new Date(now());
      offsets = { hour, zones: ZONES.map((id) => ({ id, offset: offsetOf(id, date) })) };
    }
    return offsets.zones;
  };

  const jsonObject = async (req) => {
    const body = await readParsedBody(req);
    if (!isObject(body)) throw bad('Expected a JSON object');
    return body;
  };

  router.route('GET', '/api/owner/fonts', async ({ req }) => {
    await requireOwner(sql, req);
    const { heading, body } = await readSiteSettings(sql);
    return { fonts: FONTS, heading, body };
  });

  router.route('PUT', '/api/owner/fonts', async ({ req }) => {
    await requireOwner(sql, req);
    const sent = await jsonObject(req);
    const unknown = Object.keys(sent).filter((k) => k !== 'heading' && k !== 'body');
    if (unknown.length) throw bad(`Unknown field ${unknown[0]}: send heading and/or body`);
    if (sent.heading === undefined && sent.body === undefined) throw bad('heading or body is required');
    const heading = sent.heading === undefined ? undefined : fontChoice('heading', sent.heading);
    const body = sent.body === undefined ? undefined : fontChoice('body', sent.body);
    await writeSiteSettings(sql, { heading, body });
    const stored = await readSiteSettings(sql);
    return { heading: stored.heading, body: stored.body };
  });

  router.route('GET', '/api/owner/time-zones', async ({ req }) => {
    await requireOwner(sql, req);
    return { zones: zones(), timeZone: (await readSiteSettings(sql)).timeZone };
  });

  router.route('PUT', '/api/owner/time-zone', async ({ req }) => {
    await requireOwner(sql, req);
    const { timeZone } = await jsonObject(req);
    if (typeof timeZone !== 'string' || !timeZone || timeZone.length > MAX_ZONE_LENGTH)
      throw bad(`timeZone must be an IANA time zone of 1 to ${MAX_ZONE_LENGTH} characters`);
    if (!KNOWN_ZONES.has(timeZone)) throw bad(`timeZone ${timeZone} is not a time zone this server knows`);
    await writeSiteSettings(sql, { timeZone });
    return { timeZone };
  });
}
