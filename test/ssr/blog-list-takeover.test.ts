import { expect, waitUntil } from '@open-wc/testing';
import { clientOnlyCopy, markupOf, openDataPage, partOf, reaches, takeOver, textsOf } from './data-page.js';

/**
 * A blog list rendered on a server with its posts (test/fixtures/strict/ssr-blog-list.html, written by
 * elements/blog-list/blog-list.server.test.mjs from the reference API): what it shows without its script, and how its
 * script takes it over with the posts the page holds, requesting none.
 */

const PAGE = '/test/fixtures/strict/ssr-blog-list.html';
const MALFORMED = '/test/fixtures/strict/ssr-blog-list-malformed.html';
const POSTS = '/api/blog/';
const TITLES = ['Choosing timber for a dining table', 'A week at the spring fair', 'Sharpening a plane iron'];

describe('a blog list rendered on a server with its data', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows its posts, links and pages with no script, styled by the linked sheet under the strict policy', async () => {
    const page = await openDataPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const list = page.host('sqs-blog-list');
    expect(customElements.get('sqs-blog-list')).to.equal(undefined);
    expect(textsOf(list, 'title')).to.deep.equal(TITLES);
    expect(partOf<HTMLAnchorElement>(list, 'title').querySelector('a')!.getAttribute('href')).to.equal(
      '/journal/2026/11/choosing-timber-for-a-dining-table',
    );
    expect(textsOf(list, 'page')).to.deep.equal(['1', '2', '3', '4']);
    expect(partOf(list, 'loading')).to.equal(null);
    await waitUntil(() => getComputedStyle(partOf(list, 'post')).display !== 'inline', 'the linked sheet applies');
    expect(partOf(list, 'post').getBoundingClientRect().height).to.be.above(0);
  });

  it('is taken over with the posts the page holds: no request, and the markup of a render in the browser alone', async () => {
    const page = await openDataPage(PAGE, { scripts: true });
    const list = page.host('sqs-blog-list');
    const shown = textsOf(list, 'title');
    const posts = partOf(list, 'list');
    await takeOver(page, list, 'success');
    await expect(page.frame).to.be.accessible();
    expect(textsOf(list, 'title')).to.deep.equal(shown);
    // Hydrated: the server's nodes are the element's own from then on.
    expect(partOf(list, 'list')).to.equal(posts);
    expect(page.requested(POSTS)).to.deep.equal([]);
    expect(page.warnings).to.deep.equal([]);

    const copy = await clientOnlyCopy(page, list, 'success');
    expect(page.requested(POSTS)).to.have.length(1);
    expect(markupOf(list)).to.equal(markupOf(copy));
  });

  it('warns once and requests its posts when the data the page holds is malformed', async () => {
    const page = await openDataPage(MALFORMED, { scripts: true });
    const list = page.host('sqs-blog-list');
    await page.upgrade();
    await reaches(list, 'success');
    expect(textsOf(list, 'title')).to.deep.equal(TITLES);
    expect(page.requested(POSTS)).to.have.length(1);
    expect(page.warnings).to.have.length(1);
    expect(page.warnings[0]).to.match(
      /^<sqs-blog-list>: the data its page holds is not usable \(.+\); it is requested\.$/,
    );
  });
});

/**
 * A blog list on a page in French, rendered on a server at an address that filters it
 * (test/fixtures/strict/ssr-blog-list-fr.html, rendered at `?category=Techniques`): the server writes the French and
 * the filtered posts, and the browser takes them over without a change of text and without a request.
 */
describe('a blog list rendered on a server in French, at an address that filters it', () => {
  const FRENCH = '/test/fixtures/strict/ssr-blog-list-fr.html?category=Techniques';

  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows the French strings and the filtered posts with no script', async () => {
    const page = await openDataPage(FRENCH, { scripts: false });
    const list = page.host('sqs-blog-list');
    expect(textsOf(list, 'filter')[0]).to.match(/^Articles de la catégorie Techniques/);
    expect(textsOf(list, 'author').every((text) => text.startsWith('Par '))).to.equal(true);
    expect(textsOf(list, 'post')).to.have.length(3);
  });

  it('is taken over with no change of its text, no request, and the markup of a render in the browser alone', async () => {
    const page = await openDataPage(FRENCH, { scripts: true });
    const list = page.host('sqs-blog-list');
    const root = list.shadowRoot!;
    const shown = root.textContent;
    // The text after every commit of the take-over, not only the last one.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(root.textContent ?? ''));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    await takeOver(page, list, 'success');
    observer.disconnect();
    expect([...seen]).to.deep.equal([shown]);
    await expect(page.frame).to.be.accessible();
    expect(page.requested(POSTS)).to.deep.equal([]);
    expect(page.warnings).to.deep.equal([]);

    const copy = await clientOnlyCopy(page, list, 'success');
    await waitUntil(() => copy.shadowRoot!.textContent === shown, 'the render in the browser alone speaks French');
    expect(markupOf(list)).to.equal(markupOf(copy));
  });
});
