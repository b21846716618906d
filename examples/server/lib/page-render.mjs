/**
 * The example pages as the reference server sends them: each one rendered through `renderElements` of the built
 * server render (`dist/ssr.js`, `sqs-elements/ssr`), so a visitor sees every block the server renders with the first
 * HTML, with the address it was asked at (elements that read the address, a blog list's filter, render what they show
 * there). A page asked at its bare address is rendered once per version (its size and modification time, and the
 * build's): every later request is answered from memory. One asked with a query is rendered for that request alone,
 * so no visitor's query fills the memory.
 *
 * Each shadow root holds its element's styles (`styles: 'inline'`) rather than linking them: the page then paints
 * without a request for each kind of element on it, which on a slow network is most of what the first paint waits for
 * (docs/ssr.md). The page's policy lists the hashes of those styles, and no other inline style applies.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { policyWithStyles } from './csp.mjs';

/** The built server render the pages go through. */
export const SSR_ENTRY = resolve(fileURLToPath(new URL('../../../dist/ssr.js', import.meta.url)));

/**
 * Returns a rendered page (`{ bytes, policy }`) with its ETag: another than the file's (sent with `?ssr=0`), from the
 * rendered bytes.
 */
const withEtag = ({ bytes, policy }) => ({
  bytes,
  policy,
  etag: `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`,
});

/** Returns the hexadecimal of a modification time, as the ETags write it. */
const hex = (ms) => Math.floor(ms).toString(16);

/** Returns the query of `url` that the page's elements may read: all but `ssr` (which only asks for the render). */
function queryOf(url) {
  const query = new URLSearchParams(url?.search ?? '');
  query.delete('ssr');
  return query.toString();
}

/**
 * Creates the page render: `render(file, stats, url)` resolves with `{ bytes, etag, policy }`, the page at `file`
 * (whose `stats` the caller has), asked at `url` (a URL: its path and query), with its elements rendered and the
 * Content-Security-Policy its styles need, or with undefined when there is no build to render with (the page is
 * then sent as it is). A page whose render fails as a whole is sent as it is too, and an element whose render fails
 * is left as it is (`renderElements`). `entry` is the server render's module (default dist/ssr.js, imported again
 * after a build); `log` receives each warning once per process (an element left to the browser, a failed render).
 */
export function createPageRender({ entry = SSR_ENTRY, log = console.warn } = {}) {
  const logged = new Set();
  const note = (message) => {
    if (logged.has(message)) return;
    logged.add(message);
    log(`Server render: ${message}`);
  };
  let module;
  const pages = new Map();

  /** Resolves with the server render's module and its modification time, or undefined before a build. */
  async function renderer() {
    const built = await stat(entry).catch(() => undefined);
    if (!built) {
      note(`${entry} is missing (run \`npm run build\`): the pages are sent as they are.`);
      return undefined;
    }
    // A build writes a new file: the next page imports it under a new address, which Node loads afresh.
    if (module?.mtimeMs !== built.mtimeMs)
      module = { mtimeMs: built.mtimeMs, loaded: loadRender(`${pathToFileURL(entry).href}?v=${hex(built.mtimeMs)}`) };
    return module;
  }

  async function renderPage(file, built, url) {
    const { renderElements, sheetHashes, styleHashes } = await built.loaded;
    // Each element's own numbers (a gallery's gap, rows or columns) come in a <style> of its root, listed too.
    const own = [];
    const text = renderElements(await readFile(file, 'utf8'), {
      onWarning: note,
      url,
      styles: 'inline',
      onStyle: (css) => own.push(css),
    });
    // The hashes of the elements the page names (only sheets of the build's own, whichever of them the page holds),
    // and of the styles the render wrote for its elements: nothing the page's own text holds.
    const sources = Object.entries(sheetHashes)
      .filter(([tag]) => text.includes(`<${tag}`))
      .map(([, source]) => source);
    const owned = [...new Set(await styleHashes(own))];
    return { bytes: Buffer.from(text), policy: policyWithStyles([...sources, ...owned]) };
  }

  async function render(file, stats, url) {
    const built = await renderer();
    if (!built) return undefined;
    const query = queryOf(url);
    const address = url && `${url.pathname}${query ? `?${query}` : ''}`;
    const failed = (error) => {
      note(`${basename(file)} is sent as it is: ${error instanceof Error ? error.message : String(error)}.`);
      return undefined;
    };
    if (query) return renderPage(file, built, address).then(withEtag, failed);
    const version = `${stats.size.toString(16)}-${hex(stats.mtimeMs)}-${hex(built.mtimeMs)}`;
    const cached = pages.get(file);
    if (cached?.version === version) return cached.page;
    const page = renderPage(file, built, address).then(withEtag, (error) => {
      // A failed import, read or render is not kept (the next request tries again); this one is sent as it is.
      if (pages.get(file)?.page === page) pages.delete(file);
      return failed(error);
    });
    pages.set(file, { version, page });
    return page;
  }
  return { render };
}

/** Imports the server render at `address`, with the CSP sources of its elements' inline styles. */
async function loadRender(address) {
  const ssr = await import(address);
  return {
    renderElements: ssr.renderElements,
    sheetHashes: await ssr.elementStyleHashes(),
    styleHashes: ssr.styleHashes,
  };
}
