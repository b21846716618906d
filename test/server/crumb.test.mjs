/**
 * Every state-changing route reads the crumb from the same places — the `X-CSRF-Token` header, the `crumb` query
 * parameter, a `crumb` body field — and refuses a missing or another visitor's crumb with the same crumbFail answer,
 * except the routes the spec exempts, which docs/reference-api.md lists.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { CRUMB_EXEMPT } from '../../examples/server/lib/crumb.mjs';
import { createClient, startServer } from './support.mjs';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);
const DOCS = readFileSync(new URL('../../docs/reference-api.md', import.meta.url), 'utf8');

/** Returns a path for the route `pattern`, every parameter filled in. */
const pathOf = (pattern) => pattern.replace(/:\w+/g, 'x');

/** Asserts `answer` is the crumbFail answer. */
function assertCrumbFail(answer, where) {
  assert.equal(answer.status, 401, `${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
  assert.equal(answer.body.error, 'Missing or invalid crumb', where);
  assert.equal(answer.body.crumbFail, true, where);
  assert.match(answer.body.crumb, /^[0-9a-z]+-[\w-]+$/, where);
}

/** The three ways a crumb is sent: as the header, the query parameter or a form field. */
const TRANSPORTS = {
  header: (path, crumb) => [path, { headers: { 'x-csrf-token': crumb } }],
  query: (path, crumb) => [`${path}?crumb=${encodeURIComponent(crumb)}`, {}],
  form: (path, crumb) => {
    const body = `crumb=${encodeURIComponent(crumb)}`;
    // With its length: Node's client frames a DELETE body only when told it.
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) };
    return [path, { body, headers }];
  },
};

describe('the crumb on state-changing routes', () => {
  let server;
  let routes;
  before(async () => {
    server = await startServer({ limits: { writesPerMinute: 1e6 } });
    routes = server.api.routes.filter((r) => STATE_CHANGING.has(r.method) && !r.pattern.startsWith('/api/_'));
  });
  after(() => server.close());

  it('refuses every route without a crumb, or with another visitor’s, with the same crumbFail answer', async () => {
    const other = await createClient(server.port).crumb();
    const checked = routes.filter((r) => r.crumb);
    assert.ok(checked.length >= 15, `${checked.length} routes`);
    for (const { method, pattern } of checked) {
      const visitor = createClient(server.port);
      const path = pathOf(pattern);
      const body = method === 'DELETE' ? {} : { json: {} };
      assertCrumbFail(await visitor.call(method, path, body), `${method} ${pattern} without a crumb`);
      for (const [name, send] of Object.entries(TRANSPORTS))
        assertCrumbFail(await visitor.call(method, ...send(path, other)), `${method} ${pattern}, ${name}`);
    }
  });

  it('accepts the visitor’s own crumb from the header, the query or a form field on every route', async () => {
    for (const { method, pattern } of routes.filter((r) => r.crumb)) {
      for (const [name, send] of Object.entries(TRANSPORTS)) {
        const visitor = createClient(server.port);
        const crumb = await visitor.crumb();
        const answer = await visitor.call(method, ...send(pathOf(pattern), crumb));
        assert.notEqual(answer.body.crumbFail, true, `${method} ${pattern}, ${name}: ${answer.text}`);
      }
    }
  });

  it('exempts only the routes the docs list', () => {
    const exempt = routes.filter((r) => !r.crumb).map((r) => `${r.method} ${r.pattern}`);
    assert.deepEqual(exempt.sort(), [...CRUMB_EXEMPT].sort());
    for (const route of exempt) assert.ok(DOCS.includes(`\`${route}\``), `docs/reference-api.md names ${route}`);
  });
});
