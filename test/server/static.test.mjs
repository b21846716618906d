/**
 * Everything the docs site and the example pages reference is served (after `npm run build`, which makes
 * `dist/`): each page under `dist/docs/` and `examples/`, then every same-origin `src`, `href` and CSS `url()` they
 * name (style sheets followed one level), answers 200 — the static allow-list keeps out only what no page needs.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createClient, startServer } from './support.mjs';

const REFERENCE = /\b(?:src|href)="([^"]+)"|url\(\s*['"]?([^'")]+)['"]?\s*\)/g;

/** Returns the same-origin paths `text` (served at `base`) refers to. */
function references(text, base) {
  const found = new Set();
  for (const m of text.matchAll(REFERENCE)) {
    const raw = (m[1] ?? m[2]).replaceAll('&amp;', '&');
    if (/^(?:data|mailto|javascript):|^#/.test(raw)) continue;
    const url = new URL(raw, `http://site${base}`);
    if (url.origin === 'http://site') found.add(url.pathname + url.search);
  }
  return found;
}

describe('the docs site and the examples', () => {
  let server;
  let client;
  before(async () => {
    server = await startServer({ inspection: true });
    client = createClient(server.port);
  });
  after(() => server.close());

  it('load with every file they reference', { timeout: 60_000 }, async () => {
    const pages = [
      '/',
      ...readdirSync('dist/docs')
        .filter((f) => f.endsWith('.html'))
        .map((f) => `/dist/docs/${f}`),
      ...readdirSync('examples')
        .filter((f) => f.endsWith('.html'))
        .map((f) => `/examples/${f}`),
    ];
    assert.ok(pages.length > 20, 'the build made the docs pages');
    const seen = new Set();
    const failures = [];
    const visit = async (path, from, follow) => {
      if (seen.has(path)) return;
      seen.add(path);
      const { status, text, headers } = await client.call('GET', path);
      if (status !== 200) failures.push(`${path} (from ${from}): ${status}`);
      const type = headers['content-type'] ?? '';
      if (follow && status === 200 && /html|css/.test(type))
        for (const next of references(text, path)) await visit(next, path, type.includes('html'));
    };
    for (const page of pages) await visit(page, 'the list of pages', true);
    assert.deepEqual(failures, []);
  });
});
