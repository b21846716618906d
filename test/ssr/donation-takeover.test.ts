import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SqsDonationElement } from '../../elements/donation/donation.element.js';
import { clickIn, markupOf, openServerPage, typeInto, type ServerPage } from './server-page.js';

/**
 * A donation rendered on a server (test/fixtures/strict/ssr-donation.html, written by
 * elements/donation/donation.server.test.mjs and served under the strict policy): a GET form to the donation checkout
 * without any script, a preset or the other amount typed; taken over by its script keeping the choice, the amount typed
 * and the focus.
 */

const PAGE = '/test/fixtures/strict/ssr-donation.html';

const donation = (page: ServerPage): SqsDonationElement => page.doc.querySelector<SqsDonationElement>('sqs-donation')!;
const radios = (host: Element): HTMLInputElement[] => [
  ...host.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
];
const other = (host: Element): HTMLInputElement =>
  host.shadowRoot!.querySelector<HTMLInputElement>('[part~="other"] input')!;
const donate = (host: Element): HTMLElement => host.shadowRoot!.querySelector<HTMLElement>('[part~="donate"]')!;

describe('a server-rendered donation', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('goes to the donation checkout with a preset amount without any script', async () => {
    const page = await openServerPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const host = donation(page);
    await clickIn(page, radios(host)[1]!);
    expect(radios(host)[1]!.checked).to.equal(true);
    const sent = oneEvent(page.frame, 'load');
    await clickIn(page, donate(host));
    await sent;
    const answer = page.frame.contentDocument!;
    expect(answer.location.pathname).to.equal('/checkout/donate');
    expect(answer.body.textContent).to.contain('Amount: $25.00');
  });

  it('goes to the donation checkout with the other amount typed without any script', async () => {
    const page = await openServerPage(PAGE, { scripts: false });
    const host = donation(page);
    await clickIn(page, radios(host)[3]!);
    typeInto(other(host), '12.5');
    const sent = oneEvent(page.frame, 'load');
    await clickIn(page, donate(host));
    await sent;
    expect(page.frame.contentDocument!.body.textContent).to.contain('Amount: $12.50');
  });

  it('is taken over keeping the choice, the amount typed and the focus, with nothing logged', async () => {
    const page = await openServerPage(PAGE, { scripts: true });
    const host = donation(page);
    radios(host)[3]!.click();
    typeInto(other(host), '7');
    other(host).focus();
    await page.upgrade();
    await waitUntil(() => host.shadowRoot!.querySelector('form:not([method])'), 'the form renders');
    await host.updateComplete;
    expect(host.shadowRoot!.querySelectorAll('form, link').length).to.equal(1);
    await expect(page.frame).to.be.accessible();
    expect(radios(host).map((radio) => radio.checked)).to.deep.equal([false, false, false, true]);
    expect(other(host).value).to.equal('7');
    expect(donate(host).textContent).to.equal('Donate $7.00');
    expect(host.shadowRoot!.activeElement).to.equal(other(host));
    expect(page.logged).to.deep.equal([]);

    // The same markup as the donation rendered in the browser alone with the same choice and amount.
    const copy = host.cloneNode(true) as SqsDonationElement;
    page.doc.body.append(copy);
    await waitUntil(() => copy.shadowRoot?.querySelector('form'), 'the copy renders');
    radios(copy)[3]!.click();
    typeInto(other(copy), '7');
    await copy.updateComplete;
    // The radio group's name is generated, as the ids are.
    const named = (host: Element): string => markupOf(host).replace(/ name="[^"]*-amount"/g, ' name=""');
    expect(named(copy)).to.equal(named(host));
  });
});
