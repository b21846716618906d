/**
 * The example pages as the reference server sends them (after `npm run build`, which makes dist/ssr.js): with their
 * elements rendered on the server by default, as they are with `?ssr=0` (or a server started with `serverRender:
 * false`, which `SSR=0` gives `npm start`), rendered once per version of the page, and a page whose render fails
 * sent as it is.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { importBundled } from '../build/node-bundle.mjs';
import { createClient, startServer } from './support.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGE = '/examples/accordion.html';
const SOURCE = readFileSync(join(ROOT, PAGE), 'utf8');
assert.ok(existsSync(join(ROOT, 'dist/ssr.js')), 'dist/ssr.js is missing: run `npm run build` first');

/** Returns a page's accordions' start tags and whether each holds a declarative shadow root. */
const rootsOf = (html) => [...html.matchAll(/<sqs-accordion\b[^>]*>(<template shadowrootmode="open">)?/g)];

describe('the reference server, rendering the example pages', () => {
  let server;
  let client;
  before(async () => {
    server = await startServer();
    client = createClient(server.port);
  });
  after(() => server.close());

  it("sends an example page with each accordion's shadow root declared, its sheet held under the policy", async () => {
    const { status, headers, text } = await client.call('GET', PAGE);
    assert.equal(status, 200);
    const roots = rootsOf(text);
    assert.ok(roots.length > 0);
    for (const [tag, root] of roots) {
      assert.match(tag, / data-server-rendered>/);
      assert.ok(root, `${tag} holds its shadow root`);
    }
    // Each root holds its element's sheet, whose hash (and no 'unsafe-inline') the policy lists; no style attribute.
    const policy = headers['content-security-policy'];
    const styleSources = policy.match(/style-src ([^;]+)/)[1].split(' ');
    assert.equal(styleSources[0], "'self'");
    assert.ok(!styleSources.includes("'unsafe-inline'"));
    const styles = [...text.matchAll(/<template shadowrootmode="open"><style>([^<]*)<\/style>/g)].map((m) => m[1]);
    assert.equal(styles.length, (text.match(/shadowrootmode/g) ?? []).length, 'every root holds its sheet');
    const hashes = new Set(styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`));
    // The accordion's sheet and its items': each listed, and nothing else but 'self'.
    assert.deepEqual(styleSources.slice(1).sort(), [...hashes].sort());
    assert.doesNotMatch(text, /\sstyle=|<link rel="stylesheet" href="\/dist\/styles\/elements\//);
    // The sheets are the files a linked render links, which the server serves too.
    const sheet = await client.call('GET', '/dist/styles/elements/accordion.css');
    assert.equal(sheet.status, 200);
    assert.ok(styles.includes(sheet.text));
  });

  it("lists under the policy the style a gallery's root holds of its own numbers, and nothing the page holds", async () => {
    const { status, headers, text } = await client.call('GET', '/examples/gallery.html');
    assert.equal(status, 200);
    const listed = headers['content-security-policy']
      .match(/style-src ([^;]+)/)[1]
      .split(' ')
      .slice(1);
    const hash = (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    // Every root holds its sheet, then the style of its own (its gap, proportions, rows and columns at each width).
    const roots = [
      ...text.matchAll(/<template shadowrootmode="open"><style>([\s\S]*?)<\/style><style>([\s\S]*?)<\/style>/g),
    ];
    assert.equal(roots.length, (text.match(/shadowrootmode/g) ?? []).length);
    const own = roots.map((root) => root[2]);
    assert.ok(
      own.some((css) => css.includes('@container')),
      'the autorows and autocolumns galleries at each width',
    );
    const styles = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    assert.deepEqual([...new Set(listed)].sort(), [...new Set(styles.map(hash))].sort());
  });

  it('sends the page as it is with ?ssr=0, under an ETag of its own', async () => {
    const plain = await client.call('GET', `${PAGE}?ssr=0`);
    assert.equal(plain.text, SOURCE);
    assert.match(plain.headers['content-security-policy'], /style-src 'self';/);
    assert.doesNotMatch(plain.text, /shadowrootmode/);
    const rendered = await client.call('GET', PAGE);
    assert.notEqual(plain.headers.etag, rendered.headers.etag);
    const again = await client.call('GET', PAGE, { headers: { 'if-none-match': rendered.headers.etag } });
    assert.equal(again.status, 304);
  });

  it('compresses the rendered page as it compresses the file', async () => {
    const rendered = await client.call('GET', PAGE);
    const gzipped = await client.call('GET', PAGE, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzipped.bytes).toString('utf8'), rendered.text);
  });

  it('leaves every other file as it is', async () => {
    const { text } = await client.call('GET', '/examples/stand-ins/');
    assert.doesNotMatch(text, /shadowrootmode/);
  });
});

describe('a server started with serverRender: false (SSR=0)', () => {
  let server;
  let client;
  before(async () => {
    server = await startServer({ serverRender: false });
    client = createClient(server.port);
  });
  after(() => server.close());

  it('sends the example pages as they are, and renders one with ?ssr=1', async () => {
    assert.equal((await client.call('GET', PAGE)).text, SOURCE);
    assert.match((await client.call('GET', `${PAGE}?ssr=1`)).text, /<sqs-accordion [^>]*data-server-rendered>/);
  });
});

describe('the page render', () => {
  it('renders a page once per version of the page', async () => {
    // The built render, counting its calls.
    const entry = join(ROOT, 'node_modules/.cache/ssr-counting.mjs');
    await importBundled(
      `import { renderElements as render } from './dist/ssr.js';
      export { elementStyleHashes, styleHashes } from './dist/ssr.js';
      export const renderElements = (html, options) => ((globalThis.ssrRenders += 1), render(html, options));`,
      'ssr-counting',
    );
    globalThis.ssrRenders = 0;
    const server = await startServer({ ssrEntry: entry });
    const client = createClient(server.port);
    const file = join(ROOT, PAGE);
    const { atime, mtime } = statSync(file);
    try {
      const first = await client.call('GET', PAGE);
      const second = await client.call('GET', PAGE);
      assert.equal(second.text, first.text);
      assert.equal(globalThis.ssrRenders, 1);
      utimesSync(file, atime, new Date(mtime.getTime() + 1000));
      await client.call('GET', PAGE);
      assert.equal(globalThis.ssrRenders, 2);
    } finally {
      utimesSync(file, atime, mtime);
      await server.close();
    }
  });

  it('sends a page whose elements fail to render as it is', async () => {
    const entry = join(ROOT, 'node_modules/.cache/ssr-failing-page.mjs');
    // The render of the accordion's two tags, whose components throw on the server.
    await importBundled(
      `import { renderWith } from './elements/shared/ssr/render-elements.ts';
      import { serverElement } from './elements/shared/ssr/server-element.ts';
      import { defineContract } from './elements/shared/element-types.ts';
      const Failing = () => { throw new Error('no window here'); };
      const failing = ['sqs-accordion', 'sqs-accordion-item'].map((tag) => serverElement(Failing, defineContract(tag, {}), []));
      export const renderElements = (html, options) => renderWith(failing, html, options);
      export const elementStyleHashes = async () => ({});`,
      'ssr-failing-page',
    );
    const logged = [];
    const warn = console.warn;
    console.warn = (message) => logged.push(message);
    const server = await startServer({ ssrEntry: entry });
    try {
      const { status, text } = await createClient(server.port).call('GET', PAGE);
      assert.equal(status, 200);
      assert.equal(text, SOURCE);
      assert.ok(
        logged.includes(
          'Server render: <sqs-accordion> is left to render in the browser: its server render failed (no window here).',
        ),
        logged.join('\n'),
      );
    } finally {
      console.warn = warn;
      await server.close();
    }
  });

  it('sends a page as it is when the render itself fails', async () => {
    const entry = join(ROOT, 'node_modules/.cache/ssr-throwing.mjs');
    await importBundled(`export const renderElements = () => { throw new Error('out of memory'); };`, 'ssr-throwing');
    const warn = console.warn;
    console.warn = () => {};
    const server = await startServer({ ssrEntry: entry });
    try {
      assert.equal((await createClient(server.port).call('GET', PAGE)).text, SOURCE);
    } finally {
      console.warn = warn;
      await server.close();
    }
  });
});
