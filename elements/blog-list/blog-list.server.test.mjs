/**
 * `<sqs-blog-list>` rendered on a server with its data (dist/ssr.js; `npm run build` first): its page of posts given as
 * the API answers it shows in the first HTML — titles, links, dates, pages — and is carried into the page, so the
 * browser does not request it again; without its data, or with data it refuses, it is left to the browser. It speaks
 * the locale the browser picks and lists what the page's address filters. It also renders
 * test/fixtures/ssr/blog-list-page.html with the reference API's posts into test/fixtures/strict/ssr-blog-list.html (and
 * a copy whose carried data is malformed), and blog-list-fr-page.html at a filtering address into ssr-blog-list-fr.html,
 * the pages the browser tests take over (`UPDATE_SSR_FIXTURES=1` writes them after a change of the render).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attr,
  elementsOf,
  heldData,
  inlineStyles,
  partsOf,
  describeFixturePages,
  ssr,
  textOf,
  warningsOf,
} from '../../test/ssr/server-page.mjs';

const { renderElements, elementRequests, renderElementsWithData } = ssr;

const LIST = '<sqs-blog-list collection-id="journal" page-size="2"></sqs-blog-list>';
const PATH = '/api/blog/journal/posts?offset=0&limit=2';
const post = (title, extra = {}) => ({
  title,
  excerpt: `${title}, in short.`,
  author: 'Ana',
  publishedOn: Date.UTC(2026, 0, 15),
  categories: ['Materials'],
  tags: ['oak'],
  ...extra,
});
const page = (posts, collection = { url: '/journal', urlFormat: '%y/%m/%t' }) => ({
  collection,
  total: 5,
  offset: 0,
  posts,
});

describe('<sqs-blog-list> rendered on a server with its data', () => {
  it('names the request it makes, as the browser would send it', () => {
    assert.deepEqual(elementRequests(LIST), [{ method: 'GET', path: PATH }]);
  });

  it('shows the posts given: titles linked to their addresses, authors, dates, excerpts, filters and pages', async () => {
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(LIST, { data: { [PATH]: page([post('Oak'), post('Ash')]) } });
    });
    assert.deepEqual(warnings, []);
    const titles = partsOf(html, 'sqs-blog-list', 'title');
    assert.deepEqual(titles.map(textOf), ['Oak', 'Ash']);
    assert.deepEqual(
      titles.map((title) => attr(title.childNodes[0], 'href')),
      ['/journal/2026/1/oak', '/journal/2026/1/ash'],
    );
    assert.deepEqual(partsOf(html, 'sqs-blog-list', 'author').map(textOf), ['By Ana', 'By Ana']);
    assert.deepEqual(partsOf(html, 'sqs-blog-list', 'date').map(textOf), ['January 15, 2026', 'January 15, 2026']);
    assert.equal(textOf(partsOf(html, 'sqs-blog-list', 'excerpt')[0]), 'Oak, in short.');
    assert.equal(
      attr(partsOf(html, 'sqs-blog-list', 'categories')[0].childNodes[0].childNodes[0], 'href'),
      '?category=Materials',
    );
    assert.deepEqual(partsOf(html, 'sqs-blog-list', 'page').map(textOf), ['1', '2', '3']);
    assert.equal(attr(partsOf(html, 'sqs-blog-list', 'base')[0], 'aria-busy'), 'false');
    assert.equal(partsOf(html, 'sqs-blog-list', 'loading').length, 0);
    assert.equal(inlineStyles(html), 0);
  });

  it('carries the answer into the page as data the browser reads first, with no text that could end its script', () => {
    const hostile = post('</script><script>alert(1)</script><!--');
    const answer = page([hostile]);
    const html = renderElements(LIST, { data: () => answer });
    const scripts = elementsOf(html).filter((node) => node.tagName === 'script');
    assert.equal(scripts.length, 1);
    assert.equal(attr(scripts[0], 'type'), 'application/json');
    assert.doesNotMatch(textOf(scripts[0]), /</);
    assert.deepEqual(Object.values(heldData(html, 'sqs-blog-list')), [answer]);
    assert.equal(textOf(partsOf(html, 'sqs-blog-list', 'title')[0]), hostile.title);
  });

  it('gives no link an address from the data that is not http(s)', () => {
    const html = renderElements(LIST, {
      data: { [PATH]: page([post('Evil')], { url: 'javascript:alert(1)//', urlFormat: '%t' }) },
    });
    const links = elementsOf(html).filter((node) => node.tagName === 'a');
    assert.ok(links.length > 0);
    for (const link of links) assert.doesNotMatch(attr(link, 'href') ?? '', /^\s*javascript:/i);
    assert.equal(attr(partsOf(html, 'sqs-blog-list', 'title')[0].childNodes[0], 'href'), undefined);
  });

  it('is left to the browser, with a warning naming the request, when its data is not given', async () => {
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(LIST, { data: {} });
    });
    assert.equal(html, LIST);
    assert.deepEqual(warnings, [
      `<sqs-blog-list> is left to render in the browser: its data (GET ${PATH}) was not given.`,
    ]);
  });

  it('is left to the browser, with a warning, when the data given is not a page of posts', async () => {
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(LIST, { data: { [PATH]: { posts: 'none' } } });
    });
    assert.equal(html, LIST);
    assert.deepEqual(warnings, [
      `<sqs-blog-list> is left to render in the browser: its data for GET ${PATH} is not usable (The answer is not a page of posts).`,
    ]);
  });
});

describe('<sqs-blog-list> rendered on a server in the locale and at the address the browser has', () => {
  const answer = { [PATH]: page([post('Oak')]) };
  const inPage = (head, body) => `<!doctype html><html${head}><head></head><body>${body}</body></html>`;
  const authorOf = (html) => textOf(partsOf(html, 'sqs-blog-list', 'author')[0]);

  it('speaks French on a page in French: its strings from the French catalogue, its dates as French writes them', async () => {
    let html;
    const warnings = await warningsOf(() => {
      html = renderElements(inPage(' lang="fr"', LIST), { data: answer });
    });
    assert.deepEqual(warnings, []);
    assert.equal(authorOf(html), 'Par Ana');
    assert.equal(textOf(partsOf(html, 'sqs-blog-list', 'date')[0]), '15 janvier 2026');
    assert.equal(attr(partsOf(html, 'sqs-blog-list', 'pagination')[0], 'aria-label'), 'Pages d’articles');
  });

  it('picks the locale as the browser does: nearest lang below the root, site context, <html lang>, then options', () => {
    const context = (fields) =>
      `<script id="sqs-site-context" type="application/json">${JSON.stringify(fields)}</script>`;
    const cases = [
      [inPage(' lang="en"', `<div lang="fr-CA"><p lang="x_1">${LIST}</p></div>`), {}, 'Par Ana'],
      [inPage(' lang="fr"', `<div lang="en-GB">${LIST}</div>`), {}, 'By Ana'],
      [inPage(' lang="en"', context({ locale: 'fr-FR' }) + LIST), {}, 'Par Ana'],
      [inPage(' lang="fr"', context({ memberLocale: 'en', locale: 'fr' }) + LIST), {}, 'By Ana'],
      [LIST, { locale: 'fr' }, 'Par Ana'],
      [inPage(' lang="en"', LIST), { locale: 'fr' }, 'By Ana'],
      [LIST, {}, 'By Ana'],
    ];
    for (const [html, options, author] of cases)
      assert.equal(authorOf(renderElements(html, { data: answer, ...options })), author, html);
  });

  it('is left to the browser, with a warning, in a language with no catalogue on the server', async () => {
    let html;
    const source = inPage(' lang="de"', LIST);
    const warnings = await warningsOf(() => {
      html = renderElements(source, { data: answer });
    });
    assert.equal(html, source);
    assert.deepEqual(warnings, [
      '<sqs-blog-list> is left to render in the browser: its language (de) has no catalogue on the server.',
    ]);
  });

  it('requests and shows the list the page address filters, with its notices and a link to every post', async () => {
    const url = 'https://www.example.com/journal?category=Materials&tag=oak';
    const filtered = `${PATH}&category=Materials&tag=oak`;
    assert.deepEqual(elementRequests(LIST, { url }), [{ method: 'GET', path: filtered }]);
    assert.deepEqual(elementRequests(LIST, { url: '/journal?tag=oak' }), [{ method: 'GET', path: `${PATH}&tag=oak` }]);
    const html = renderElements(LIST, { url, data: { [filtered]: page([post('Oak')]) } });
    assert.deepEqual(partsOf(html, 'sqs-blog-list', 'filter').map(textOf), [
      'Posts in Materials · Posts tagged oak All posts',
    ]);
    assert.equal(attr(partsOf(html, 'sqs-blog-list', 'all')[0], 'href'), '/journal');
    // Attributes win over the address, as in the browser.
    const own = '<sqs-blog-list collection-id="journal" page-size="2" category="News"></sqs-blog-list>';
    assert.deepEqual(elementRequests(own, { url }), [{ method: 'GET', path: `${PATH}&category=News&tag=oak` }]);
  });

  it('fetches the filtered list for renderElementsWithData given the address', async () => {
    const sent = [];
    const fetch = async (url) => {
      sent.push(new URL(url).pathname + new URL(url).search);
      return Response.json(page([post('Oak')]));
    };
    const html = await renderElementsWithData(LIST, {
      origin: 'https://api.example',
      url: '/journal?category=News',
      fetch,
    });
    assert.deepEqual(sent, [`${PATH}&category=News`]);
    assert.match(textOf(partsOf(html, 'sqs-blog-list', 'filter')[0]), /^Posts in News/);
  });
});

describe('renderElementsWithData', () => {
  it('fetches each request with the fetch given, from the origin given, then renders with the answers', async () => {
    const sent = [];
    const fetch = async (url, init) => {
      sent.push([String(url), init.method, init.headers.accept]);
      return Response.json(page([post('Oak')]));
    };
    const html = await renderElementsWithData(LIST + LIST, { origin: 'https://api.example/ignored/path', fetch });
    assert.deepEqual(sent, [[`https://api.example${PATH}`, 'GET', 'application/json']]);
    assert.deepEqual(partsOf(html, 'sqs-blog-list', 'title').map(textOf), ['Oak']);
  });

  it('gives no answer for a failed request, an error status or an answer that is not JSON', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(Response.json({ error: 'no' }, { status: 500 })),
      () => Promise.resolve(new Response('<!doctype html>', { status: 200 })),
    ]) {
      let html;
      const warnings = await warningsOf(async () => {
        html = await renderElementsWithData(LIST, { origin: 'https://api.example', fetch: answer });
      });
      assert.equal(html, LIST);
      assert.deepEqual(warnings, [
        `<sqs-blog-list> is left to render in the browser: its data (GET ${PATH}) was not given.`,
      ]);
    }
  });
});

describeFixturePages('blog-list', (rendered) => assert.equal(partsOf(rendered, 'sqs-blog-list', 'post').length, 3));

// A page in French, at an address that filters the list: the server renders the French, filtered list.
describeFixturePages(
  'blog-list-fr',
  (rendered) => {
    assert.equal(partsOf(rendered, 'sqs-blog-list', 'post').length, 3);
    assert.match(textOf(partsOf(rendered, 'sqs-blog-list', 'filter')[0]), /^Articles de la catégorie Techniques/);
  },
  undefined,
  { url: '/test/fixtures/strict/ssr-blog-list-fr.html?category=Techniques', malformed: false },
);
