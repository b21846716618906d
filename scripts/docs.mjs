/**
 * `npm run build:docs`: writes the docs site into dist/docs/ — one reference page per element, generated from
 * dist/custom-elements.json (attributes with types and defaults, properties and methods, events with their detail
 * types, slots, parts, CSS properties) with the hand-written prose of docs/elements/ and the element's example page as
 * a live demo; the runtime, reference API and bench pages from docs/*.md; an index; and pages.json, the list the docs
 * test opens. It fails, naming the page, when the prose restates the attribute table (docs-tables.mjs). The pages
 * carry no inline script or style, so they work under the site's strict policy.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiTableLines } from './docs-tables.mjs';

const OUT = join('dist', 'docs');
const manifest = JSON.parse(readFileSync(join('dist', 'custom-elements.json'), 'utf8'));
const elements = manifest.modules
  .map((module) => module.declarations[0])
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
const GUIDES = [
  { file: 'loading.md', page: 'loading.html', title: 'Loading and shadow roots' },
  { file: 'upgrade.md', page: 'upgrade.html', title: 'The page upgrade' },
  { file: 'ssr.md', page: 'ssr.html', title: 'Server rendering' },
  { file: 'runtime.md', page: 'runtime.html', title: 'The runtime' },
  { file: 'reference-api.md', page: 'reference-api.html', title: 'The reference API' },
  { file: 'production.md', page: 'production.html', title: 'The reference API in production' },
  { file: 'styles.md', page: 'styles.html', title: 'Tokens and pre-upgrade styles' },
  { file: 'bench.md', page: 'bench.html', title: 'The bench' },
  { file: 'deviations.md', page: 'deviations.html', title: 'Where the library differs from the spec' },
  { file: 'constants.md', page: 'constants.html', title: 'Constants and who reads them' },
];

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Returns inline Markdown (code, bold, links) as HTML; everything else is escaped text. */
function inline(text) {
  const parts = text.split(/(`[^`]+`)/);
  return parts
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escape(part.slice(1, -1))}</code>`;
      return escape(part)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => `<a href="${linkTarget(href)}">${label}</a>`)
        .replace(/&lt;(https?:\/\/[^\s&]+)&gt;/g, '<a href="$1">$1</a>');
    })
    .join('');
}

/** Points links at Markdown pages of the docs to their generated pages; README anchors to the README on disk. */
function linkTarget(href) {
  const guide = GUIDES.find((g) => href.endsWith(g.file));
  if (guide) return `/dist/docs/${guide.page}`;
  if (href.startsWith('#')) return href;
  return href.replace(/^\.\.\//, '/');
}

/**
 * Returns Markdown as HTML: headings, fenced code, tables, lists and paragraphs. The first heading becomes an `h2` (or
 * is dropped, when the page gives the title) and every later one `h<level>`, so a page keeps one `h1` and no level
 * is skipped.
 */
function markdown(source, { dropTitle = false, level = 3 } = {}) {
  const lines = source.replace(/\r/g, '').split('\n');
  const html = [];
  let firstHeading = true;
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      i++;
      html.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
    } else if (/^#{1,6} /.test(line)) {
      const text = line.replace(/^#+ /, '');
      const h = firstHeading ? 2 : level;
      if (!(firstHeading && dropTitle)) html.push(`<h${h}>${inline(text)}</h${h}>`);
      firstHeading = false;
      i++;
    } else if (line.startsWith('|')) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i]);
      const cells = (row) =>
        row
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((cell) => inline(cell.trim().replace(/\\\|/g, '|')));
      const [head, , ...body] = rows;
      html.push(
        // An empty header cell (a column without a title) is a data cell: an empty th is an unnamed header.
        `<div class="table"><table><thead><tr>${cells(head)
          .map((c) => (c ? `<th scope="col">${c}</th>` : '<td></td>'))
          .join('')}</tr></thead>` +
          `<tbody>${body
            .map(
              (row) =>
                `<tr>${cells(row)
                  .map((c) => `<td>${c}</td>`)
                  .join('')}</tr>`,
            )
            .join('')}</tbody></table></div>`,
      );
    } else if (/^\s*([-*]|\d+\.) /.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const items = [];
      for (; i < lines.length && (/^\s*([-*]|\d+\.) /.test(lines[i]) || /^\s{2,}\S/.test(lines[i])); i++) {
        if (/^\s*([-*]|\d+\.) /.test(lines[i])) items.push(lines[i].replace(/^\s*([-*]|\d+\.) /, ''));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
      }
      const tag = ordered ? 'ol' : 'ul';
      html.push(`<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`);
    } else if (line.trim() === '') {
      i++;
    } else {
      const paragraph = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^(#|```|\||\s*([-*]|\d+\.) )/.test(lines[i]); i++)
        paragraph.push(lines[i].trim());
      html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return html.join('\n');
}

/** The pages that show many elements together (a whole site, a language): an element's demo only when no other is. */
const SHOWCASES = ['site.html', 'fr.html'];

/**
 * Returns the example page that demonstrates `tag`: examples/<name>.html, else the first example that uses it (a
 * showcase last).
 */
function demoOf(tag) {
  const name = tag.replace(/^sqs-/, '');
  if (existsSync(join('examples', `${name}.html`))) return `/examples/${name}.html`;
  const rank = (file) => (SHOWCASES.includes(file) ? 1 : 0);
  const page = readdirSync('examples')
    .filter((file) => file.endsWith('.html') && file !== 'index.html')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .find((file) => readFileSync(join('examples', file), 'utf8').includes(`<${tag}`));
  return page ? `/examples/${page}` : null;
}

/** Returns the hand-written prose of `tag`: docs/elements/<tag>.md, else the file whose title names it. */
function proseOf(tag) {
  const own = join('docs', 'elements', `${tag}.md`);
  if (existsSync(own)) return readFileSync(own, 'utf8');
  const shared = readdirSync(join('docs', 'elements')).find((file) =>
    readFileSync(join('docs', 'elements', file), 'utf8')
      .split('\n')[0]
      .includes(`<${tag}>`),
  );
  return shared ? readFileSync(join('docs', 'elements', shared), 'utf8') : '';
}

/** Returns a whole page: skip link, header, the element index as navigation, and `main`. */
function page(title, main) {
  const nav = elements
    .map((e) => `<li><a href="/dist/docs/${e.tagName}.html"><code>&lt;${e.tagName}&gt;</code></a></li>`)
    .join('');
  const guides = GUIDES.map((g) => `<li><a href="/dist/docs/${g.page}">${g.title}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="data:," />
<title>${escape(title)} — sqs-elements</title>
<link rel="stylesheet" href="/dist/styles/tokens.css" />
<link rel="stylesheet" href="/docs/docs.css" />
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><a class="home" href="/">sqs-elements</a></header>
<div class="layout">
<nav aria-label="Reference"><h2 class="nav-title">Elements</h2><ul>${nav}</ul><h2 class="nav-title">Guides</h2><ul>${guides}<li><a href="/examples/index.html">All examples</a></li></ul></nav>
<main id="main">
${main}
</main>
</div>
</body>
</html>
`;
}

/** Returns a table section, or '' when there are no rows. */
function tableSection(id, title, headings, rows) {
  if (rows.length === 0) return '';
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><div class="table"><table><thead><tr>${headings
    .map((h) => `<th scope="col">${h}</th>`)
    .join(
      '',
    )}</tr></thead><tbody>${rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table></div></section>`;
}

const code = (text) => (text === undefined || text === '' ? '' : `<code>${escape(text)}</code>`);

/** Returns the reference page of one element. */
function elementPage(element) {
  const tag = element.tagName;
  const demo = demoOf(tag);
  const attributeNames = new Set(element.attributes.map((a) => a.fieldName));
  const members = element.members.filter((m) => !attributeNames.has(m.name));
  const prose = proseOf(tag);
  const main = [
    `<h1><code>&lt;${tag}&gt;</code></h1>`,
    element.summary ? `<p class="summary">${inline(element.summary)}</p>` : '',
    element.description ? `<p>${inline(element.description)}</p>` : '',
    `<pre><code>import 'sqs-elements/elements/${tag.replace(/^sqs-/, '')}.js';</code></pre>`,
    demo
      ? `<section aria-labelledby="demo"><h2 id="demo">Live demo</h2><iframe class="demo" src="${demo}" title="Live demo of &lt;${tag}&gt;" loading="lazy"></iframe><p><a href="${demo}">Open the example page</a></p></section>`
      : '',
    tableSection(
      'attributes',
      'Attributes',
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      element.attributes.map((a) => [
        code(a.name),
        code(a.fieldName),
        code(a.type.text),
        code(a.default),
        inline(a.description ?? ''),
      ]),
    ),
    tableSection(
      'members',
      'Properties and methods',
      ['Name', 'Type', 'Description'],
      members.map((m) => [
        code(m.kind === 'method' ? `${m.name}()` : m.name),
        code(m.type?.text ?? ''),
        inline(m.description ?? ''),
      ]),
    ),
    tableSection(
      'events',
      'Events',
      ['Event', 'Type', 'Description'],
      element.events.map((e) => [code(e.name), code(e.type.text), inline(e.description ?? '')]),
    ),
    tableSection(
      'slots',
      'Slots',
      ['Slot', 'Description'],
      element.slots.map((s) => [s.name ? code(s.name) : '(default)', inline(s.description)]),
    ),
    tableSection(
      'parts',
      'CSS parts',
      ['Part', 'Description'],
      element.cssParts.map((p) => [code(p.name), inline(p.description)]),
    ),
    tableSection(
      'css-properties',
      'CSS custom properties',
      ['Property', 'Description'],
      element.cssProperties.map((p) => [code(p.name), inline(p.description)]),
    ),
    prose
      ? `<section aria-labelledby="guide" class="prose"><h2 id="guide">Guide</h2>${markdown(prose, { dropTitle: true })}</section>`
      : '',
  ];
  return page(`<${tag}>`, main.filter(Boolean).join('\n'));
}

/** Returns the index page: every element with its summary, and the guides. */
function indexPage() {
  const rows = elements
    .map(
      (e) =>
        `<li><a href="/dist/docs/${e.tagName}.html"><code>&lt;${e.tagName}&gt;</code></a> — ${inline(e.summary || '')}</li>`,
    )
    .join('');
  const readme = readFileSync('README.md', 'utf8').split('\n## ')[0].split('\n').slice(1).join('\n');
  return page(
    'Elements',
    `<h1>sqs-elements</h1>\n${markdown(readme)}\n<section aria-labelledby="elements"><h2 id="elements">Elements</h2><ul class="elements">${rows}</ul></section>` +
      `<section aria-labelledby="guides"><h2 id="guides">Guides</h2><ul>${GUIDES.map((g) => `<li><a href="/dist/docs/${g.page}">${g.title}</a></li>`).join('')}` +
      `<li><a href="/examples/index.html">All example pages</a></li></ul></section>`,
  );
}

// The attribute table of each page is generated from the manifest; a hand-written one would drift from it.
const restated = readdirSync(join('docs', 'elements')).flatMap((file) =>
  apiTableLines(readFileSync(join('docs', 'elements', file), 'utf8')).map((line) => `docs/elements/${file}:${line}`),
);
if (restated.length) {
  throw new Error(
    `${restated.join(', ')}: a hand-written attribute table; the page generates it from custom-elements.json, so ` +
      'describe behaviour in prose instead',
  );
}

mkdirSync(OUT, { recursive: true });
const pages = ['index.html'];
writeFileSync(join(OUT, 'index.html'), indexPage());
for (const element of elements) {
  writeFileSync(join(OUT, `${element.tagName}.html`), elementPage(element));
  pages.push(`${element.tagName}.html`);
}
for (const guide of GUIDES) {
  const source = readFileSync(join('docs', guide.file), 'utf8');
  writeFileSync(
    join(OUT, guide.page),
    page(guide.title, `<h1>${escape(guide.title)}</h1>\n${markdown(source, { dropTitle: true, level: 2 })}`),
  );
  pages.push(guide.page);
}
writeFileSync(join(OUT, 'pages.json'), `${JSON.stringify({ pages: pages.map((p) => `/dist/docs/${p}`) }, null, 2)}\n`);
console.log(`docs: ${pages.length} pages in dist/docs/`);
