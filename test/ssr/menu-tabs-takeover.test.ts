import { expect, waitUntil } from '@open-wc/testing';
import type { SqsMenuTabsElement } from '../../elements/menu-tabs/menu-tabs.element.js';
import { emptyStates, markupOf, openRenderedPage, type RenderedPage } from './takeover.js';

/**
 * Menu tabs rendered on a server (test/fixtures/strict/ssr-menu-tabs.html, written by
 * elements/menu-tabs/menu-tabs.server.test.mjs and served under the strict policy): what they show without their
 * script, and how the script takes them over.
 */

const PAGE = '/test/fixtures/strict/ssr-menu-tabs.html';

interface Page extends RenderedPage {
  tabs: SqsMenuTabsElement;
}

async function openPage({ scripts }: { scripts: boolean }): Promise<Page> {
  const page = await openRenderedPage(PAGE, { scripts });
  return { ...page, tabs: page.doc.querySelector('sqs-menu-tabs')! };
}

const tabsOf = (page: Page): HTMLElement[] => [...page.doc.querySelectorAll<HTMLElement>('sqs-menu-tab')];
const shown = (element: Element): boolean => element.getBoundingClientRect().height > 0;

describe('server-rendered menu tabs', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('show every tab as a section under its heading without script, under the strict policy', async () => {
    const page = await openPage({ scripts: false });
    await expect(page.frame).to.be.accessible();
    expect(customElements.get('sqs-menu-tabs')).to.equal(undefined);
    const tabs = tabsOf(page);
    await waitUntil(
      () => getComputedStyle(tabs[0]!.shadowRoot!.querySelector('h3')!).fontWeight === '500',
      'the linked sheet applies',
    );
    expect(tabs.map((tab) => tab.shadowRoot!.querySelector('section h3')!.textContent)).to.deep.equal([
      'Lunch',
      'Dinner',
      'Dessert',
    ]);
    // The pre-upgrade rules, which show the first tab alone, leave a rendered element alone.
    for (const tab of tabs) expect(shown(tab.querySelector('p')!), tab.textContent!).to.equal(true);
    expect(page.tabs.shadowRoot!.querySelector('[role="tablist"]')?.localName).to.equal(undefined);
    expect(getComputedStyle(page.tabs, '::before').content).to.equal('none');
  });

  it("keep every tab but the selected hidden when the tabs' script runs before their list's", async () => {
    const page = await openPage({ scripts: true });
    const tabs = tabsOf(page);
    const before = tabs.map(shown);
    expect(before).to.deep.equal([true, false, false]);
    const win = page.frame.contentWindow as Window & { upgradeTabs(): Promise<unknown> };
    await win.upgradeTabs();
    await Promise.all(tabs.map((tab) => (tab as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete));
    expect(page.tabs.matches(':defined')).to.equal(false);
    expect(tabs.map(shown)).to.deep.equal(before);
    await page.upgrade();
    await waitUntil(() => page.tabs.shadowRoot!.querySelector('[role="tab"]'), 'the tab list renders');
    expect(tabs.map(shown)).to.deep.equal(before);
  });

  it('are taken over with their tab list, the tab holding focus shown and focus kept, as a client render', async () => {
    const page = await openPage({ scripts: true });
    const tabs = tabsOf(page);
    // Before the script runs, the visitor has reached the link in the second tab.
    const link = tabs[1]!.querySelector('a')!;
    link.focus();
    const roots = [page.tabs, ...tabs].map((host) => host.shadowRoot!);
    const empty = await emptyStates(roots, async () => {
      await page.upgrade();
      await waitUntil(() => page.tabs.shadowRoot!.querySelector('[role="tab"]'), 'the tab list renders');
      await page.tabs.updateComplete;
    });
    expect(empty, 'states of a shadow root with nothing rendered').to.equal(0);
    await expect(page.frame).to.be.accessible();

    expect(page.tabs.selected).to.equal(1);
    expect(tabs.map((tab) => tab.hidden)).to.deep.equal([true, false, true]);
    // (Elements compared by identity: a failure would print a whole frame's DOM.)
    expect(page.doc.activeElement === link, 'focus on the link').to.equal(true);
    for (const root of roots) expect(root.querySelector('section, link')?.localName).to.equal(undefined);

    // The same markup as the same tabs rendered in the browser alone, with that tab selected.
    const copy = page.tabs.cloneNode(true) as SqsMenuTabsElement;
    copy.removeAttribute('data-server-rendered');
    page.doc.body.append(copy);
    await waitUntil(() => copy.shadowRoot?.querySelector('[role="tab"]'), 'the copy renders');
    await copy.updateComplete;
    expect(markupOf(copy)).to.equal(markupOf(page.tabs));
    const copies = [...copy.querySelectorAll('sqs-menu-tab')];
    copies.forEach((tab, i) => expect(tab.shadowRoot!.innerHTML).to.equal(tabs[i]!.shadowRoot!.innerHTML));
    expect(page.messages).to.deep.equal([]);
  });

  it('are taken over with the selected tab shown when focus is elsewhere', async () => {
    const page = await openPage({ scripts: true });
    await page.upgrade();
    await waitUntil(() => page.tabs.shadowRoot!.querySelector('[role="tab"]'), 'the tab list renders');
    await page.tabs.updateComplete;
    expect(page.tabs.selected).to.equal(0);
    expect(tabsOf(page).map((tab) => shown(tab))).to.deep.equal([true, false, false]);
    expect(page.messages).to.deep.equal([]);
  });
});
