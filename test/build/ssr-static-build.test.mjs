/**
 * The server render in a static site's build (`npm run build` first): examples/ssr/static-build.mjs renders a folder of
 * pages into an output folder as `renderElements` renders each page and copies every other file, and the example
 * Eleventy configuration (examples/ssr/eleventy.config.mjs) renders the HTML Eleventy writes, called as Eleventy calls
 * a transform.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'dist', 'ssr.js');
assert.ok(existsSync(ENTRY), 'dist/ssr.js is missing: run `npm run build` first');
const { renderElements } = await import(pathToFileURL(ENTRY).href);
const SCRIPT = join(ROOT, 'examples', 'ssr', 'static-build.mjs');
const run = promisify(execFile);

const PAGE = `<!doctype html><html lang="en"><head><title>FAQ</title></head><body>
<sqs-accordion><sqs-accordion-item heading="Shipping">Two days.</sqs-accordion-item></sqs-accordion>
</body></html>`;
const OTHER =
  '<!doctype html><html lang="en"><body><sqs-accordion-item heading="Nested">x</sqs-accordion-item></body></html>';
const PLAIN = '<!doctype html><html lang="en"><body><p>No element.</p></body></html>';

describe('examples/ssr/static-build.mjs', () => {
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqs-static-'));
    mkdirSync(join(dir, 'site', 'help', 'deep'), { recursive: true });
    writeFileSync(join(dir, 'site', 'index.html'), PAGE);
    writeFileSync(join(dir, 'site', 'help', 'deep', 'page.html'), OTHER);
    writeFileSync(join(dir, 'site', 'plain.html'), PLAIN);
    writeFileSync(join(dir, 'site', 'help', 'site.css'), 'body { margin: 0 }');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('renders every page of a folder into the output folder and copies the other files', async () => {
    const out = join(dir, 'out');
    const { stdout } = await run(process.execPath, [SCRIPT, join(dir, 'site'), out, '--base', '/sqs/']);
    assert.deepEqual(stdout.trim().split('\n').sort(), [
      'rendered help/deep/page.html',
      'rendered index.html',
      'rendered plain.html',
    ]);
    const rendered = readFileSync(join(out, 'index.html'), 'utf8');
    assert.equal(rendered, renderElements(PAGE, { base: '/sqs/' }));
    assert.match(
      rendered,
      /<sqs-accordion data-server-rendered><template shadowrootmode="open"><link rel="stylesheet" href="\/sqs\/styles\/elements\/accordion.css">/,
    );
    assert.equal(
      readFileSync(join(out, 'help', 'deep', 'page.html'), 'utf8'),
      renderElements(OTHER, { base: '/sqs/' }),
    );
    assert.equal(readFileSync(join(out, 'plain.html'), 'utf8'), PLAIN);
    assert.equal(readFileSync(join(out, 'help', 'site.css'), 'utf8'), 'body { margin: 0 }');
  });

  it('says how to call it, and refuses an output folder inside the site', async () => {
    await assert.rejects(run(process.execPath, [SCRIPT, join(dir, 'site')]), (error) => {
      assert.equal(error.code, 2);
      assert.match(error.stderr, /^usage: node examples\/ssr\/static-build.mjs/);
      return true;
    });
    await assert.rejects(run(process.execPath, [SCRIPT, join(dir, 'site'), join(dir, 'site', 'out')]), (error) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /the output folder is inside the site/);
      return true;
    });
  });
});

describe('examples/ssr/eleventy.config.mjs', () => {
  it("renders the HTML pages Eleventy writes and passes the package's files through", async () => {
    const { default: configure } = await import(
      pathToFileURL(join(ROOT, 'examples', 'ssr', 'eleventy.config.mjs')).href
    );
    const transforms = new Map();
    const copies = [];
    configure({
      addTransform: (name, transform) => transforms.set(name, transform),
      addPassthroughCopy: (copy) => copies.push(copy),
    });
    assert.deepEqual(copies, [{ 'node_modules/sqs-elements/dist': 'sqs-elements' }]);
    const transform = transforms.get('sqs-elements');
    const page = (outputPath) => ({ page: { inputPath: './faq.md', outputPath } });
    assert.equal(transform.call(page('_site/faq/index.html'), PAGE), renderElements(PAGE, { base: '/sqs-elements/' }));
    assert.equal(transform.call(page('_site/feed.xml'), PAGE), PAGE);
    // A page with `permalink: false` is not written: Eleventy gives it no output path.
    assert.equal(transform.call(page(false), PAGE), PAGE);
  });
});
