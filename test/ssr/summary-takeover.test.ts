import { expect, waitUntil } from '@open-wc/testing';
import { clientOnlyCopy, markupOf, openDataPage, partOf, reaches, takeOver } from './data-page.js';

/**
 * A summary block rendered on a server with its rendering (test/fixtures/strict/ssr-summary.html, written by
 * elements/summary/summary.server.test.mjs from the reference API): what it shows without its script, and how its
 * script takes it over with the rendering the page holds, requesting none.
 */

const PAGE = '/test/fixtures/strict/ssr-summary.html';
const MALFORMED = '/test/fixtures/strict/ssr-summary-malformed.html';
const RENDERING = '/api/widget/';
const TITLES = ['Autumn opening hours', 'Caring for oiled oak', 'Behind the workshop', 'Our spring collection is here'];

/** Returns the titles of the items the block shows. */
const titlesOf = (host: Element): string[] =>
  [...host.shadowRoot!.querySelectorAll('.summary-title')].map((title) => title.textContent ?? '');

describe('a summary block rendered on a server with its data', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows its items and their links with no script, styled by the linked sheet under the strict policy', async () => {
    const page = await openDataPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const block = page.host('sqs-summary');
    expect(customElements.get('sqs-summary')).to.equal(undefined);
    expect(titlesOf(block)).to.deep.equal(TITLES);
    expect(block.shadowRoot!.querySelector('.summary-title a')!.getAttribute('href')).to.equal(
      '/blog/autumn-opening-hours',
    );
    expect(partOf(block, 'loading')).to.equal(null);
    await waitUntil(
      () => getComputedStyle(block.shadowRoot!.querySelector('.summary-items')!).listStyleType === 'none',
      'the linked sheet applies',
    );
  });

  it('is taken over with the rendering the page holds: no request, and the markup of a render in the browser alone', async () => {
    const page = await openDataPage(PAGE, { scripts: true });
    const block = page.host('sqs-summary');
    const shown = partOf(block, 'content').innerHTML;
    await takeOver(page, block, 'success');
    await expect(page.frame).to.be.accessible();
    expect(partOf(block, 'content').innerHTML).to.equal(shown);
    expect(page.requested(RENDERING)).to.deep.equal([]);
    expect(page.warnings).to.deep.equal([]);

    const copy = await clientOnlyCopy(page, block, 'success');
    expect(page.requested(RENDERING)).to.have.length(1);
    expect(markupOf(block)).to.equal(markupOf(copy));
  });

  it('warns once and requests its rendering when the data the page holds is malformed', async () => {
    const page = await openDataPage(MALFORMED, { scripts: true });
    const block = page.host('sqs-summary');
    await page.upgrade();
    await reaches(block, 'success');
    await waitUntil(() => titlesOf(block).length === TITLES.length, 'the items show');
    expect(page.requested(RENDERING)).to.have.length(1);
    expect(page.warnings).to.have.length(1);
    expect(page.warnings[0]).to.match(
      /^<sqs-summary>: the data its page holds is not usable \(.+\); it is requested\.$/,
    );
  });
});
