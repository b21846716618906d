/**
 * The site's pages as the owner's tools see them (the link editor's Page tab): `GET /api/owner/pages` answers
 * `{ pages: [{ title, url, type }] }`, built from what the server serves — the example pages (`examples/*.html`,
 * titled as the search index titles them), the blog and events collections (routes/widget.mjs and the routes that
 * add collections beside it), the protected pages (routes/pages.mjs) and the search page. `type` is `page`, `blog`,
 * `events`, `protected` or `search`. Owner only: without an owner session it answers 401 `{ error, loginRequired:
 * true }`, a signed-in site user included.
 */
import { requireOwner } from '../lib/owners.mjs';
import { PROTECTED_PAGES } from './pages.mjs';
import { examplePages } from './search.mjs';

const PROTECTED_TITLES = { lock: 'Locked page', members: 'Members page' };

/** Returns a collection's title from its URL's last segment: `/blog` → `Blog`. */
function titleOf(urlBase) {
  const name = urlBase.split('/').filter(Boolean).at(-1) ?? urlBase;
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
}

/** Registers `GET /api/owner/pages`. */
export function register(router, sql) {
  // The example pages are read once: the served files do not change while the server runs.
  let examples;
  router.route('GET', '/api/owner/pages', async ({ req }) => {
    await requireOwner(sql, req);
    examples ??= examplePages().map(({ title, url }) => ({ title, url, type: 'page' }));
    const collections = (await sql.all('SELECT kind, url_base FROM widget_collections ORDER BY url_base')).map(
      (row) => ({ title: titleOf(row.url_base), url: row.url_base, type: row.kind }),
    );
    const protectedPages = Object.entries(PROTECTED_PAGES).map(([url, page]) => ({
      title: PROTECTED_TITLES[page.kind] ?? url,
      url,
      type: 'protected',
    }));
    return {
      pages: [...collections, ...examples, ...protectedPages, { title: 'Search', url: '/search', type: 'search' }],
    };
  });
}
