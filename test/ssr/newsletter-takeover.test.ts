import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SqsNewsletterElement } from '../../elements/newsletter/newsletter.element.js';
import { clickIn, markupOf, openServerPage, typeInto } from './server-page.js';

/**
 * A newsletter sign-up rendered on a server (test/fixtures/strict/ssr-newsletter.html, written by
 * elements/newsletter/newsletter.server.test.mjs and served under the strict policy): sent without any script to the
 * reference API, which answers with the sign-up message; taken over by its script keeping the email typed and focus.
 */

const PAGE = '/test/fixtures/strict/ssr-newsletter.html';

const email = (host: Element): HTMLInputElement => host.shadowRoot!.querySelector<HTMLInputElement>('[name="email"]')!;

describe('a server-rendered newsletter sign-up', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
    sessionStorage.clear();
  });

  it('signs up without any script, and the reference API answers with the sign-up message', async () => {
    const page = await openServerPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const host = page.doc.querySelector('sqs-newsletter')!;
    const title = host.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="title"]')!;
    expect(title.assignedElements()[0]!.textContent).to.equal('Stay in touch');
    typeInto(email(host), 'reader@example.com');
    const sent = oneEvent(page.frame, 'load');
    await clickIn(page, host.shadowRoot!.querySelector('[part~="submit"]')!);
    await sent;
    expect(page.frame.contentDocument!.body.textContent).to.contain('Thank you for signing up.');
  });

  it('is taken over keeping the email typed and the focus, with nothing logged', async () => {
    const page = await openServerPage(PAGE, { scripts: true });
    const host = page.doc.querySelector<SqsNewsletterElement>('sqs-newsletter')!;
    typeInto(email(host), 'reader@example.com');
    email(host).focus();
    await page.upgrade();
    await waitUntil(() => host.shadowRoot!.querySelector('form:not([action])'), 'the form renders');
    await host.updateComplete;
    expect(host.shadowRoot!.querySelectorAll('form, link').length).to.equal(1);
    await expect(page.frame).to.be.accessible();
    expect(email(host).value).to.equal('reader@example.com');
    expect(host.shadowRoot!.activeElement).to.equal(email(host));
    expect(page.logged).to.deep.equal([]);

    const copy = host.cloneNode(true) as SqsNewsletterElement;
    page.doc.body.append(copy);
    await waitUntil(() => copy.shadowRoot?.querySelector('form'), 'the copy renders');
    await copy.updateComplete;
    expect(markupOf(copy)).to.equal(markupOf(host));
  });
});
