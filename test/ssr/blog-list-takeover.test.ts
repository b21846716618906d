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
    await takeOver(page, list, 'success');
    await expect(page.frame).to.be.accessible();
    expect(textsOf(list, 'title')).to.deep.equal(shown);
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
