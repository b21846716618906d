import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SqsSearchElement } from '../../elements/search/search.element.js';
import { clickIn, markupOf, openServerPage, typeInto } from './server-page.js';

/**
 * A search field rendered on a server (test/fixtures/strict/ssr-search.html, written by
 * elements/search/search.server.test.mjs and served under the strict policy): a GET form to the search page without
 * any script; taken over by its script keeping the query typed and the focus.
 */

const PAGE = '/test/fixtures/strict/ssr-search.html';

const field = (host: Element): HTMLInputElement => host.shadowRoot!.querySelector<HTMLInputElement>('[name="q"]')!;

describe('a server-rendered search field', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('goes to the search page with the query without any script', async () => {
    const page = await openServerPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const host = page.doc.querySelector('sqs-search')!;
    typeInto(field(host), 'sourdough loaf');
    const sent = oneEvent(page.frame, 'load');
    await clickIn(page, host.shadowRoot!.querySelector('[part~="submit"]')!);
    await sent;
    const address = page.frame.contentWindow!.location;
    expect(address.pathname).to.equal('/search');
    expect(new URLSearchParams(address.search).get('q')).to.equal('sourdough loaf');
  });

  it('is taken over keeping the query typed and the focus, with nothing logged', async () => {
    const page = await openServerPage(PAGE, { scripts: true });
    const host = page.doc.querySelector<SqsSearchElement>('sqs-search')!;
    typeInto(field(host), 'rye');
    field(host).focus();
    await page.upgrade();
    await waitUntil(() => !host.shadowRoot!.querySelector('link'), 'the field is taken over');
    await host.updateComplete;
    expect(host.shadowRoot!.querySelectorAll('form').length).to.equal(1);
    await expect(page.frame).to.be.accessible();
    expect(field(host).value).to.equal('rye');
    expect(host.shadowRoot!.activeElement).to.equal(field(host));
    expect(page.logged).to.deep.equal([]);

    // The same markup as the field rendered in the browser alone with that query typed (too short for a preview).
    const copy = host.cloneNode(true) as SqsSearchElement;
    page.doc.body.append(copy);
    await waitUntil(() => copy.shadowRoot?.querySelector('form'), 'the copy renders');
    typeInto(field(copy), 'rye');
    await copy.updateComplete;
    expect(markupOf(copy)).to.equal(markupOf(host));
  });
});
