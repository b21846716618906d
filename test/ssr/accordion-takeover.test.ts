import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { SqsAccordionItemElement } from '../../elements/accordion-item/accordion-item.element.js';

/**
 * The accordion rendered on a server (test/fixtures/strict/ssr-accordion.html, written by the server render in
 * test/build/ssr.test.mjs and served under the strict policy): what it shows before and without its script, and how
 * its script takes it over.
 */

const PAGE = '/test/fixtures/strict/ssr-accordion.html';

interface Page {
  frame: HTMLIFrameElement;
  doc: Document;
  items: SqsAccordionItemElement[];
  /** Loads the elements' script in the page (the page holds it until then). */
  upgrade(): Promise<unknown>;
}

/** Opens the page in a frame; `scripts: false` sandboxes it with no script at all. */
async function openPage({ scripts }: { scripts: boolean }): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.title = 'A server-rendered accordion';
  if (!scripts) frame.setAttribute('sandbox', 'allow-same-origin');
  frame.style.cssText = 'width: 600px; height: 500px; border: 0';
  frame.src = PAGE;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  const win = frame.contentWindow as Window & { upgradeElements?: () => Promise<unknown> };
  return {
    frame,
    doc,
    items: [...doc.querySelectorAll<SqsAccordionItemElement>('sqs-accordion-item')],
    upgrade: () => win.upgradeElements!(),
  };
}

const part = <T extends Element = HTMLElement>(host: Element, name: string): T =>
  host.shadowRoot!.querySelector<T>(`[part~="${name}"]`)!;

/** Returns a shadow root's markup with React's generated ids left out (each render makes its own). */
const markupOf = (host: Element): string =>
  host.shadowRoot!.innerHTML.replace(/ (id|aria-controls|aria-labelledby)="[^"]*"/g, ' $1=""');

/** True when an item's panel takes room: the disclosure is taller than its summary. */
const shown = (item: Element): boolean =>
  part(item, 'base').getBoundingClientRect().height > part(item, 'trigger').getBoundingClientRect().height + 1;

/** Clicks the middle of an element inside the frame as a visitor does. */
async function click(page: Page, target: Element): Promise<void> {
  const frame = page.frame.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(frame.left + box.left + box.width / 2), Math.round(frame.top + box.top + box.height / 2)],
  });
}

/**
 * Records every state of a shadow root's top-level nodes through `mutate` and returns how many of those states held
 * no rendered part (a frame that would show the element empty).
 */
async function emptyStates(roots: ShadowRoot[], mutate: () => Promise<void>): Promise<number> {
  const records: MutationRecord[] = [];
  const observers = roots.map((root) => {
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { childList: true });
    return observer;
  });
  const shown = new Map(roots.map((root) => [root as Node, new Set<Node>(root.childNodes)]));
  await mutate();
  for (const observer of observers) records.push(...observer.takeRecords());
  for (const observer of observers) observer.disconnect();
  let empty = 0;
  for (const record of records) {
    const nodes = shown.get(record.target)!;
    for (const node of record.removedNodes) nodes.delete(node);
    for (const node of record.addedNodes) nodes.add(node);
    if (![...nodes].some((node) => node.nodeType === 1 && (node as Element).hasAttribute('part'))) empty++;
  }
  return empty;
}

describe('a server-rendered accordion', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows its items before its script runs, styled by the linked sheets under the strict policy', async () => {
    const page = await openPage({ scripts: false });
    const [first, second, third] = page.items;
    await expect(page.frame).to.be.accessible();
    const accordion = page.doc.querySelector('sqs-accordion')!;
    expect(customElements.get('sqs-accordion')).to.equal(undefined);
    expect(part(accordion, 'base').getAttribute('data-title-align')).to.equal('center');
    await waitUntil(() => getComputedStyle(part(first!, 'trigger')).display === 'flex', 'the linked sheet applies');
    expect(getComputedStyle(part(first!, 'label')).textAlign).to.equal('center');
    expect(part(first!, 'label').textContent).to.equal('What is included?');
    // The page's pre-upgrade rules leave a rendered element alone: no second heading drawn before its root.
    expect(getComputedStyle(first!, '::before').content).to.equal('none');
    expect(getComputedStyle(accordion).borderTopStyle).to.equal('none');
    expect(shown(first!)).to.equal(false);
    expect(shown(second!)).to.equal(true);
    expect(third!.querySelector('[slot="heading"]')!.getBoundingClientRect().height).to.be.above(0);
  });

  it('opens and closes its items with no script, as native disclosures', async () => {
    const page = await openPage({ scripts: false });
    const first = page.items[0]!;
    await click(page, part(first, 'trigger'));
    await waitUntil(() => shown(first), 'the item opens');
    expect(part<HTMLDetailsElement>(first, 'base').open).to.equal(true);
    await click(page, part(first, 'trigger'));
    await waitUntil(() => !shown(first), 'the item closes');
  });

  it('is taken over with no frame left empty, keeping what the visitor opened, closed and focused', async () => {
    const page = await openPage({ scripts: true });
    const [, second, third] = page.items;
    const accordion = page.doc.querySelector('sqs-accordion')!;
    // Before the script runs, the visitor closes the open item, opens the last and leaves focus on the second.
    part(second!, 'trigger').click();
    part(third!, 'trigger').click();
    part(second!, 'trigger').focus();
    expect(part<HTMLDetailsElement>(third!, 'base').open).to.equal(true);

    const roots = [accordion, ...page.items].map((host) => host.shadowRoot!);
    const empty = await emptyStates(roots, async () => {
      await page.upgrade();
      await waitUntil(() => page.items.every((item) => item.shadowRoot!.querySelector('button')), 'rendered');
      await Promise.all(page.items.map((item) => item.updateComplete));
    });
    expect(empty, 'states of a shadow root with nothing rendered').to.equal(0);
    await expect(page.frame).to.be.accessible();

    expect(page.items.map((item) => item.open)).to.deep.equal([false, false, true]);
    expect(part(third!, 'trigger').getAttribute('aria-expanded')).to.equal('true');
    expect(second!.shadowRoot!.activeElement).to.equal(part(second!, 'trigger'));
    expect(page.doc.activeElement).to.equal(second);
    for (const root of roots) expect(root.querySelector('details, link')).to.equal(null);

    // The same markup as the same accordion rendered in the browser alone.
    const copy = accordion.cloneNode(true) as HTMLElement;
    page.doc.body.append(copy);
    const copies = [...copy.querySelectorAll<SqsAccordionItemElement>('sqs-accordion-item')];
    await waitUntil(() => copies.every((item) => item.shadowRoot?.querySelector('button')), 'the copy renders');
    await Promise.all(copies.map((item) => item.updateComplete));
    expect(markupOf(copy)).to.equal(markupOf(accordion));
    copies.forEach((item, i) => expect(markupOf(item)).to.equal(markupOf(page.items[i]!)));
  });
});
