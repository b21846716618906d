/**
 * The data layer's reference endpoint: /api/data-layer/echo (GET, POST, PUT, DELETE) checks the crumb
 * (lib/crumb.mjs — a missing or wrong crumb gets the crumbFail answer) and answers what it received, so a host can
 * check its wiring: `{ method, query, contentType, body }`.
 */
import { readParsedBody } from '../router.mjs';

/** Registers the echo endpoint. */
export function register(router) {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
    router.route(
      method,
      '/api/data-layer/echo',
      async ({ req, query }) => {
        const body = await readParsedBody(req);
        return {
          method,
          query: Object.fromEntries(query),
          contentType: (req.headers['content-type'] ?? '').split(';')[0] || null,
          body: body === '' ? null : body,
        };
      },
      { crumb: true },
    );
  }
}
