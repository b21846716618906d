/**
 * The test server's side of test/ssr/every-element.test.ts: the elements the built server render (dist/ssr.js)
 * renders, sample markup for each from the example pages, and each sample as a page under the strict policy, as the
 * browser gets it from the server or before any server render.
 *
 * The samples of an element are the outermost `sqs-*` elements of its example page (examples/<name>.html, for each
 * element folder with a `<name>.server.ts`), each with the page's head (less its scripts) and language: a new server
 * render, with its example page, is a sample without a line anywhere else.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'parse5';
import { policyWithStyles } from '../../examples/server/lib/csp.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLE_PAGE = '/test/fixtures/strict/ssr-sample.html';
// What of an example page's head a sample keeps: no script that runs (the page's upgrade is the test's to start).
const KEPT_IN_HEAD = (node) =>
  ['meta', 'title', 'link'].includes(node.tagName) ||
  (node.tagName === 'script' && /json/.test(node.attrs.find((a) => a.name === 'type')?.value ?? ''));

/** Returns the outermost `sqs-*` elements below `node` (not in a template), in document order. */
function outermostElements(node, found = []) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName?.startsWith('sqs-')) found.push(child);
    else outermostElements(child, found);
  }
  return found;
}

/** Returns the tags of `node` and of every element below it. */
function tagsOf(node, tags = new Set()) {
  if (node.tagName?.startsWith('sqs-')) tags.add(node.tagName);
  for (const child of node.childNodes ?? []) tagsOf(child, tags);
  return tags;
}

/** Returns the tags of the elements of `html` given a shadow root by the server (marked `data-server-rendered`). */
function renderedTagsOf(html) {
  const tags = new Set();
  const visit = (node) => {
    if (node.attrs?.some((a) => a.name === 'data-server-rendered')) tags.add(node.tagName);
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return [...tags];
}

/** Returns the first element named `tag` below `node`. */
const find = (node, tag) =>
  node.tagName === tag ? node : (node.childNodes ?? []).reduce((hit, child) => hit ?? find(child, tag), undefined);

/** Returns the samples of the example page `name`: `{ id, page, index, tags, html }` each, `html` a whole page. */
function samplesOf(name, holding) {
  const file = join(ROOT, 'examples', `${name}.html`);
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const document = parse(source, { sourceCodeLocationInfo: true });
  const text = (node) => source.slice(node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset);
  const html = find(document, 'html');
  const lang = html.attrs.find((a) => a.name === 'lang')?.value ?? 'en';
  const head = find(html, 'head').childNodes.filter((node) => node.tagName && KEPT_IN_HEAD(node));
  const all = outermostElements(find(html, 'body')).map((element, index) => ({
    element,
    index,
    tags: [...tagsOf(element)],
  }));
  return all
    .filter(({ tags }) => !holding || tags.includes(holding))
    .map(({ element, index, tags }) => ({
      id: `${name}-${index}`,
      page: name,
      index,
      tags,
      html:
        `<!doctype html>\n<html lang="${lang}">\n<head>\n` +
        // Before anything else: what the page logs, and what it fails to load or the policy refuses.
        `<script src="/test/fixtures/ssr/watch-problems.js"></script>\n` +
        `${head.map(text).join('\n')}\n` +
        `<script type="module" src="/test/fixtures/ssr/hold-every-upgrade.js"></script>\n` +
        `</head>\n<body>\n<main>\n${text(element)}\n</main>\n</body>\n</html>\n`,
    }));
}

/**
 * Returns the middleware of the samples: `GET /__ssr/samples` answers `{ tags, noScript, samples }`, the tags dist/ssr.js renders
 * and, for each sample, `{ id, page, tags, rendered, warnings }` (the tags given a shadow root, what the render
 * warned); `GET /test/fixtures/strict/ssr-sample.html?id=<id>&render=1` answers the sample's page rendered by
 * `renderElements` (`render=0`: as it is; `render=inline`: rendered with `styles: 'inline'`, as the reference server
 * sends a page, under `policy` with the hashes of its elements' sheets added, where the others get `policy` from the
 * strict pages' middleware). dist/ssr.js is read once, at the first request (`npm run build` first).
 */
export function ssrSamples({ policy }) {
  let loaded;
  const load = async (origin) => {
    loaded ??= (async () => {
      const entry = join(ROOT, 'dist', 'ssr.js');
      if (!existsSync(entry)) throw new Error('dist/ssr.js is missing: run `npm run build` first');
      const ssr = await import(pathToFileURL(entry).href);
      const tags = ssr.renderedTags();
      const folders = [...new Set(tags.map((tag) => tag.replace(/^sqs-/, '')))];
      // An element's samples are its example page's (examples/<folder>.html); one without a page of its own is sampled
      // on the first example page that holds it (a form on forms.html, an announcement bar on consent.html).
      const pages = readdirSync(join(ROOT, 'examples'))
        .filter((f) => f.endsWith('.html'))
        .sort();
      const holders = (tag) =>
        pages
          .filter((f) => new RegExp(`<${tag}[\\s/>]`).test(readFileSync(join(ROOT, 'examples', f), 'utf8')))
          .slice(0, 1);
      const found = folders.flatMap((folder) =>
        existsSync(join(ROOT, 'examples', `${folder}.html`))
          ? samplesOf(folder)
          : holders(`sqs-${folder}`).flatMap((f) => samplesOf(f.slice(0, -'.html'.length), `sqs-${folder}`)),
      );
      const unique = [...new Map(found.map((sample) => [sample.id, sample])).values()];
      const samples = [];
      // One at a time: each catches the console while its render runs.
      for (const sample of unique) {
        const warnings = [];
        // The render's own warnings and its components' (which go to the console, as in the browser).
        const warn = console.warn;
        console.warn = (...args) => warnings.push(args.join(' '));
        let rendered;
        let inline;
        try {
          // With the content the elements fetch from the reference API, which this server answers.
          rendered = await ssr.renderElementsWithData(sample.html, {
            origin,
            onWarning: (message) => warnings.push(message),
          });
          // As the reference server sends a page: each root holding its sheet, and its own numbers in a style of its
          // own (its warnings are the same again).
          const own = [];
          const html = await ssr.renderElementsWithData(sample.html, {
            origin,
            styles: 'inline',
            onStyle: (css) => own.push(css),
            onWarning: () => {},
          });
          inline = { html, sources: await ssr.styleHashes(own) };
        } finally {
          console.warn = warn;
        }
        samples.push({ ...sample, rendered: renderedTagsOf(rendered), warnings, renderedHtml: rendered, inline });
      }
      return { tags, samples, noScript: ssr.noScriptMarkup(), styleHashes: await ssr.elementStyleHashes() };
    })();
    return loaded;
  };
  return async (context, next) => {
    if (context.path !== '/__ssr/samples' && context.path !== SAMPLE_PAGE) return next();
    const { tags, samples, noScript, styleHashes } = await load(context.origin);
    if (context.path === '/__ssr/samples') {
      context.type = 'application/json';
      context.body = JSON.stringify({
        tags,
        noScript,
        samples: samples.map(({ id, page, tags: inside, rendered, warnings }) => ({
          id,
          page,
          tags: inside,
          rendered,
          warnings,
        })),
      });
      return;
    }
    const sample = samples.find((s) => s.id === context.query.id);
    if (!sample) {
      context.status = 404;
      return;
    }
    context.type = 'text/html';
    if (context.query.render === 'inline') {
      // The strict policy, with the hashes of the sheets of the elements the sample holds, and of the styles the
      // render wrote for them, added to its style-src.
      const sources = [...sample.rendered.map((tag) => styleHashes[tag]), ...sample.inline.sources];
      context.set('Content-Security-Policy', policyWithStyles([...new Set(sources)], policy));
      context.body = sample.inline.html;
      return;
    }
    context.body = context.query.render === '1' ? sample.renderedHtml : sample.html;
  };
}
