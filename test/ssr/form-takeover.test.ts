import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SqsFormElement } from '../../elements/form/form.element.js';
import { clickIn, markupOf, openServerPage, typeInto, type ServerPage } from './server-page.js';

/**
 * Forms rendered on a server (test/fixtures/strict/ssr-forms.html, written by elements/form/form.server.test.mjs and
 * served under the strict policy): sent without any script, as plain HTML forms, to the reference API, which answers
 * with a page; taken over by their script keeping what the visitor typed, ticked and chose, and the focus.
 */

const PAGE = '/test/fixtures/strict/ssr-forms.html';

const forms = (page: ServerPage): SqsFormElement[] => [...page.doc.querySelectorAll<SqsFormElement>('sqs-form')];
const field = <T extends Element = HTMLInputElement>(host: Element, selector: string): T =>
  host.shadowRoot!.querySelector<T>(selector)!;
const named = <T extends Element = HTMLInputElement>(host: Element, name: string, value?: string): T =>
  field<T>(host, `[name="${name}"]${value === undefined ? '' : `[value="${value}"]`}`);

describe('a server-rendered form', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
    sessionStorage.clear();
  });

  it('is sent without any script to the reference API, which answers with the submission message', async () => {
    const page = await openServerPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const [contact] = forms(page);
    expect(customElements.get('sqs-form')).to.equal(undefined);
    await waitUntil(
      () => getComputedStyle(field(contact!, '[part~="submit"]')).cursor === 'pointer',
      'the linked sheet applies',
    );
    typeInto(named(contact!, 'name.First'), 'Ada');
    typeInto(named(contact!, 'name.Last'), 'Lovelace');
    typeInto(named(contact!, 'email'), 'ada@example.com');
    typeInto(named<HTMLTextAreaElement>(contact!, 'message'), 'Sent without a script');
    const sent = oneEvent(page.frame, 'load');
    await clickIn(page, field(contact!, '[part~="submit"]'));
    await sent;
    const answer = page.frame.contentDocument!;
    expect(answer.location.pathname).to.equal('/api/form/SaveFormSubmission');
    expect(answer.body.textContent).to.contain('Thanks! We will be in touch.');
    const stored = (await (await fetch('/api/_inspect/forms/submissions?formId=contact')).json()) as Array<{
      form: string;
      collectionId: string;
    }>;
    const mine = stored.filter((row) => JSON.parse(row.form).message === 'Sent without a script');
    expect(mine.length).to.be.above(0);
    expect(JSON.parse(mine[0]!.form).name).to.deep.equal({ First: 'Ada', Last: 'Lovelace' });
    expect(mine[0]!.collectionId).to.equal('ssr-page');
  });

  it('is checked by the browser before it is sent without a script: a required field left empty keeps it', async () => {
    const page = await openServerPage(PAGE, { scripts: false });
    const [contact] = forms(page);
    const form = field<HTMLFormElement>(contact!, 'form');
    expect(form.checkValidity()).to.equal(false);
    expect(named(contact!, 'email').validity.valueMissing).to.equal(true);
  });

  it('is taken over keeping what the visitor typed, ticked and chose, and the focus, with nothing logged', async () => {
    const page = await openServerPage(PAGE, { scripts: true });
    const [contact, kinds] = forms(page);
    typeInto(named(contact!, 'name.First'), 'Ada');
    typeInto(named(contact!, 'email'), 'ada@example.com');
    typeInto(named<HTMLTextAreaElement>(contact!, 'message'), 'Typed before the script');
    named(kinds!, 'checkbox', 'Blue').click();
    named(kinds!, 'radio', 'No').click();
    named(kinds!, 'likert.The site is fast', 'Agree').click();
    typeInto(named<HTMLSelectElement>(kinds!, 'select'), 'Two');
    typeInto(named(kinds!, 'phone.Areacode'), '555');
    named<HTMLTextAreaElement>(contact!, 'message').focus();

    await page.upgrade();
    await waitUntil(
      () => forms(page).every((host) => host.shadowRoot!.querySelector('form:not([action])')),
      'the forms render',
    );
    await Promise.all(forms(page).map((host) => host.updateComplete));
    for (const host of forms(page)) expect(host.shadowRoot!.querySelectorAll('form, link').length).to.equal(1);
    await expect(page.frame).to.be.accessible();

    expect(named(contact!, 'name.First').value).to.equal('Ada');
    expect(named(contact!, 'email').value).to.equal('ada@example.com');
    expect(named<HTMLTextAreaElement>(contact!, 'message').value).to.equal('Typed before the script');
    expect(field(contact!, '[part~="counter"]').textContent).to.equal('23 / 500');
    expect(named(kinds!, 'checkbox', 'Blue').checked).to.equal(true);
    expect(named(kinds!, 'checkbox', 'Red').checked).to.equal(false);
    expect(named(kinds!, 'radio', 'No').checked).to.equal(true);
    expect(named(kinds!, 'likert.The site is fast', 'Agree').checked).to.equal(true);
    expect(named<HTMLSelectElement>(kinds!, 'select').value).to.equal('Two');
    expect(named(kinds!, 'phone.Areacode').value).to.equal('555');
    expect(contact!.shadowRoot!.activeElement).to.equal(named(contact!, 'message'));
    expect(page.doc.activeElement).to.equal(contact);
    expect(page.logged).to.deep.equal([]);

    // The same markup as the same form rendered in the browser alone with those values (its draft keeps them).
    const copy = contact!.cloneNode(true) as SqsFormElement;
    page.doc.body.append(copy);
    await waitUntil(() => copy.shadowRoot?.querySelector('form'), 'the copy renders');
    await copy.updateComplete;
    expect(markupOf(copy)).to.equal(markupOf(contact!));
  });
});
