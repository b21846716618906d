/**
 * Site content services (spec 000 §7, spec 001 §7): the site header and footer (with the code injected into each,
 * `header.code` and `footer.code`), multilingual settings, status and languages (stored in SQLite), place search for
 * address fields and the session-replay id. Writes to the site-wide settings check the crumb and need a signed-in
 * owner (401 `{ error, loginRequired: true, owner: true }` without one).
 *
 * Places: the reference API has no maps provider; it searches a small built-in list of places, and records the
 * tracking context of each query (productPage, productSection) like a billing-aware proxy would.
 */
import { randomUUID } from 'node:crypto';
import { requireOwner } from '../lib/owners.mjs';
import { keepNewest } from '../lib/row-cap.mjs';
import { HttpError, readParsedBody } from '../router.mjs';

const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const MAX_LANGUAGES = 50;

const PLACES = [
  {
    placeId: 'ref-place-1',
    name: 'Flatiron Building',
    address: '175 5th Ave, New York, NY 10010, USA',
    location: { lat: 40.7411, lng: -73.9897 },
  },
  {
    placeId: 'ref-place-2',
    name: 'Ferry Building',
    address: '1 Ferry Building, San Francisco, CA 94111, USA',
    location: { lat: 37.7955, lng: -122.3937 },
  },
  {
    placeId: 'ref-place-3',
    name: 'Pike Place Market',
    address: '85 Pike St, Seattle, WA 98101, USA',
    location: { lat: 47.6097, lng: -122.3422 },
  },
  {
    placeId: 'ref-place-4',
    name: 'Tate Modern',
    address: 'Bankside, London SE1 9TG, UK',
    location: { lat: 51.5076, lng: -0.0994 },
  },
  {
    placeId: 'ref-place-5',
    name: 'Dublin Castle',
    address: 'Dame St, Dublin 2, Ireland',
    location: { lat: 53.3429, lng: -6.2674 },
  },
];

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message) => new HttpError(400, message);

async function jsonObject(req) {
  const body = await readParsedBody(req);
  if (!isObject(body)) throw bad('Expected a JSON object');
  return body;
}

/** Registers the content endpoints and their tables. */
export function register(router, sql, { limits }) {
  const sessionReplayId = randomUUID();

  const languages = async () =>
    (await sql.all('SELECT locale, is_default, extra FROM multilingual_languages ORDER BY position')).map((r) => ({
      ...JSON.parse(r.extra),
      locale: r.locale,
      isDefault: Boolean(r.is_default),
    }));

  router.route('GET', '/api/site-header-footer', async () => {
    const row = await sql.get('SELECT header, footer FROM site_header_footer WHERE id = 1');
    return row ? { header: JSON.parse(row.header), footer: JSON.parse(row.footer) } : { header: {}, footer: {} };
  });

  router.route('PUT', '/api/site-header-footer', async ({ req }) => {
    await requireOwner(sql, req);
    const { header, footer } = await jsonObject(req);
    if (!isObject(header) || !isObject(footer)) throw bad('header and footer must be objects');
    // The code injected into every page's head and foot (<sqs-code-editor>): text when given.
    for (const name of ['header', 'footer']) {
      const { code } = name === 'header' ? header : footer;
      if (code !== undefined && typeof code !== 'string') throw bad(`${name}.code must be text`);
    }
    await sql.run(
      `INSERT INTO site_header_footer (id, header, footer, updated_at) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET header = excluded.header, footer = excluded.footer, updated_at = excluded.updated_at`,
      JSON.stringify(header),
      JSON.stringify(footer),
      Date.now(),
    );
    return { header, footer };
  });

  router.route('GET', '/api/multilingual/settings', async () => {
    const list = await languages();
    return { enabled: list.length > 1, defaultLocale: list.find((l) => l.isDefault)?.locale ?? null, languages: list };
  });

  router.route('GET', '/api/multilingual/status', async () => {
    const list = await languages();
    return { enabled: list.length > 1, languageCount: list.length };
  });

  router.route('PUT', '/api/multilingual/languages', async ({ req }) => {
    await requireOwner(sql, req);
    const { languages: list } = await jsonObject(req);
    if (!Array.isArray(list)) throw bad('languages must be a list');
    if (list.length > MAX_LANGUAGES) throw bad(`At most ${MAX_LANGUAGES} languages`);
    list.forEach((l, i) => {
      if (!isObject(l) || typeof l.locale !== 'string' || !LOCALE.test(l.locale))
        throw bad(`languages[${i}].locale must be a language tag`);
      if (l.isDefault !== undefined && typeof l.isDefault !== 'boolean')
        throw bad(`languages[${i}].isDefault must be a boolean`);
    });
    if (new Set(list.map((l) => l.locale)).size !== list.length) throw bad('languages must not repeat a locale');
    if (list.filter((l) => l.isDefault).length > 1) throw bad('At most one default language');
    await sql.transaction(async (tx) => {
      await tx.run('DELETE FROM multilingual_languages');
      for (const [i, { locale, isDefault, ...extra }] of list.entries())
        await tx.run(
          'INSERT INTO multilingual_languages (position, locale, is_default, extra) VALUES (?, ?, ?, ?)',
          i,
          locale,
          isDefault ? 1 : 0,
          JSON.stringify(extra),
        );
    });
    return { languages: await languages() };
  });

  /** Checks the input and records the tracking context of a places query. */
  async function placesQuery(kind, query) {
    const input = query.get('input');
    if (!input || input.length > 200) throw bad('input is required (at most 200 characters)');
    const productPage = query.get('productPage');
    const productSection = query.get('productSection');
    if ((productPage?.length ?? 0) > 200 || (productSection?.length ?? 0) > 200)
      throw bad('productPage and productSection have at most 200 characters');
    const { id } = await sql.get(
      'INSERT INTO places_queries (kind, input, product_page, product_section, received_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
      kind,
      input,
      productPage,
      productSection,
      Date.now(),
    );
    await keepNewest(sql, 'places_queries', id, limits.maxRows);
    return input;
  }

  router.route(
    'GET',
    '/api/google-maps/places/autocomplete',
    async ({ query }) => {
      const input = (await placesQuery('autocomplete', query)).toLowerCase();
      const predictions = PLACES.filter((p) => `${p.name} ${p.address}`.toLowerCase().includes(input)).map((p) => ({
        placeId: p.placeId,
        description: `${p.name}, ${p.address}`,
      }));
      return { predictions };
    },
    { stores: true },
  );

  router.route(
    'GET',
    '/api/google-maps/places/details',
    async ({ query }) => {
      const input = await placesQuery('details', query);
      const place = PLACES.find((p) => p.placeId === input);
      if (!place) throw new HttpError(404, `No place ${input}`);
      return place;
    },
    { stores: true },
  );

  router.route('GET', '/api/commerce/fullstory/getId', () => ({ id: sessionReplayId }));

  // Inspection (read-only): the places queries with their tracking context, oldest first.
  router.route('GET', '/api/_inspect/places-queries', () =>
    sql.all(
      'SELECT kind, input, product_page AS "productPage", product_section AS "productSection" FROM places_queries ORDER BY id',
    ),
  );
}
