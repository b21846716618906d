import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsAnnouncementBarElement } from './define.js';
import { DISMISSED_KEY } from './useAnnouncementBar.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { deepActiveElement, shadow } from '../../test/support/helpers.js';

/** Returns the bar once it has rendered its first state. */
async function bar(markup: ReturnType<typeof html>): Promise<SqsAnnouncementBarElement> {
  const el = await fixture<SqsAnnouncementBarElement>(markup);
  await waitUntil(() => el.dataset.state, '<sqs-announcement-bar> never rendered');
  await el.updateComplete;
  return el;
}

const partOf = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);

describe('<sqs-announcement-bar>', () => {
  beforeEach(() => {
    localStorage.removeItem(DISMISSED_KEY);
    resetConfiguration();
  });
  after(() => {
    localStorage.removeItem(DISMISSED_KEY);
    resetConfiguration();
  });

  it('passes an axe check with a link and a close button, as a labelled region', async () => {
    const el = await bar(
      html`<sqs-announcement-bar text="Free shipping this week" href="/shop" dismissible></sqs-announcement-bar>`,
    );
    await expect(el).to.be.accessible();
    expect(partOf(el, 'base')!.getAttribute('aria-label')).to.equal('Announcement');
    expect(partOf(el, 'close')!.getAttribute('aria-label')).to.equal('Close announcement');
  });

  it('takes the accessible name of its region from label, for a page with more than one bar', async () => {
    const el = await bar(
      html`<sqs-announcement-bar text="Closed on Monday" label="Store hours"></sqs-announcement-bar>`,
    );
    await expect(el).to.be.accessible();
    expect(partOf(el, 'base')!.getAttribute('aria-label')).to.equal('Store hours');
  });

  it('shows its text as a link when href is set, and as plain text otherwise, with no close button unless dismissible', async () => {
    const linked = await bar(html`<sqs-announcement-bar text="Sale" href="/shop"></sqs-announcement-bar>`);
    const link = partOf<HTMLAnchorElement>(linked, 'link')!;
    expect(link.textContent).to.equal('Sale');
    expect(link.getAttribute('href')).to.equal('/shop');
    expect(partOf(linked, 'close')).to.be.null;
    const plain = await bar(html`<sqs-announcement-bar text="Closed on Monday"></sqs-announcement-bar>`);
    expect(partOf(plain, 'text')!.localName).to.equal('p');
    expect(partOf(plain, 'text')!.textContent).to.equal('Closed on Monday');
    expect(partOf(plain, 'link')).to.be.null;
  });

  it('shows nothing with an empty text or when the site context turns the bar off', async () => {
    const empty = await bar(html`<sqs-announcement-bar text="  "></sqs-announcement-bar>`);
    expect(empty.dataset.state).to.equal('hidden');
    expect(shadow(empty).childNodes).to.have.length(0);
    configure({ context: { showAnnouncementBar: false } });
    const off = await bar(html`<sqs-announcement-bar text="Sale"></sqs-announcement-bar>`);
    expect(off.dataset.state).to.equal('hidden');
  });

  it('is dismissed with its close button, emits sqs-dismiss and stays dismissed for that text only', async () => {
    const el = await bar(html`<sqs-announcement-bar text="Sale" dismissible></sqs-announcement-bar>`);
    const dismissed = oneEvent(el, 'sqs-dismiss');
    partOf(el, 'close')!.click();
    const { detail, bubbles, composed } = await dismissed;
    expect({ detail, bubbles, composed }).to.deep.equal({ detail: { text: 'Sale' }, bubbles: true, composed: true });
    await el.updateComplete;
    expect(el.dataset.state).to.equal('hidden');
    expect(shadow(el).childNodes).to.have.length(0);
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).to.deep.equal({ value: 'Sale' });

    // A later page: the same announcement stays dismissed, a new one shows.
    const same = await bar(html`<sqs-announcement-bar text="Sale" dismissible></sqs-announcement-bar>`);
    expect(same.dataset.state).to.equal('hidden');
    const next = await bar(html`<sqs-announcement-bar text="New arrivals" dismissible></sqs-announcement-bar>`);
    expect(next.dataset.state).to.equal('shown');
  });

  it('stays in view for a signed-in owner or editor: a dismissal lasts for the page only, a remembered one is ignored', async () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify({ value: 'Sale' }));
    configure({ context: { authenticatedAccount: { id: 'editor-1' }, websiteRoles: [4] } });
    const el = await bar(html`<sqs-announcement-bar text="Sale" dismissible></sqs-announcement-bar>`);
    expect(el.dataset.state).to.equal('shown');
    localStorage.removeItem(DISMISSED_KEY);
    partOf(el, 'close')!.click();
    await waitUntil(() => el.dataset.state === 'hidden', 'the close button did not hide the bar');
    expect(localStorage.getItem(DISMISSED_KEY)).to.equal(null);
    const later = await bar(html`<sqs-announcement-bar text="Sale" dismissible></sqs-announcement-bar>`);
    expect(later.dataset.state).to.equal('shown');
  });

  it('is reached with Tab (link, then close) and dismissed with Enter', async () => {
    const el = await bar(html`<sqs-announcement-bar text="Sale" href="#sale" dismissible></sqs-announcement-bar>`);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(partOf(el, 'link'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(partOf(el, 'close'));
    const dismissed = oneEvent(el, 'sqs-dismiss');
    await sendKeys({ press: 'Enter' });
    await dismissed;
  });

  it('takes the mobile information bar layout at a window width of 1024 px or less, and follows resizes', async () => {
    // The bar follows the window it lives in: a frame sized by the test is that window in every engine (WebDriver
    // cannot resize the test page's own viewport).
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe title="window" style="width: 1024px; height: 200px; border: 0"></iframe>`,
    );
    const doc = frame.contentDocument!;
    const el = document.createElement('sqs-announcement-bar');
    el.setAttribute('text', 'Sale');
    doc.body.append(doc.adoptNode(el));
    await waitUntil(() => el.dataset.layout, 'the bar never rendered in the frame');
    expect(frame.contentWindow!.innerWidth).to.equal(1024);
    expect(el.dataset.layout).to.equal('mobile');
    await waitUntil(() => el.shadowRoot?.querySelector('[part~="base"]'));
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!.dataset.layout).to.equal('mobile');
    frame.style.width = '1025px';
    await waitUntil(() => el.dataset.layout === 'desktop', 'the bar kept the mobile layout at 1025 px');
    frame.style.width = '600px';
    await waitUntil(() => el.dataset.layout === 'mobile', 'the bar did not return to the mobile layout');
  });

  it('sits at the managed UI base, z-index 30000', async () => {
    const el = await bar(html`<sqs-announcement-bar text="Sale"></sqs-announcement-bar>`);
    expect(getComputedStyle(el).zIndex).to.equal('30000');
  });
});
