import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqsMenuTabsElement } from './define.js';
import { resolveSelection } from './useMenuTabs.js';
import { nextFocusIndex } from '../shared/roving-focus.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';
import {
  children,
  create,
  focusedTab,
  LABELS,
  mounted,
  panel,
  shownChildren,
  shows,
  tab,
  tablist,
  tabs,
} from './menu-tabs.test-helpers.js';

/** Records every sqs-tab-change that reaches the document. */
function recordChanges(): { details: Array<{ index: number }>; stop: () => void } {
  const details: Array<{ index: number }> = [];
  const listener = (event: CustomEvent<{ index: number }>): void => void details.push(event.detail);
  document.addEventListener('sqs-tab-change', listener);
  return { details, stop: () => document.removeEventListener('sqs-tab-change', listener) };
}

describe('<sqs-menu-tabs>', () => {
  it('passes an axe check', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
  });

  it('renders a tablist of tab buttons and one tabpanel, wired with ids in one shadow root (APG tabs)', async () => {
    const el = await mounted(create());
    const buttons = tabs(el);
    const list = tablist(el);
    const region = panel(el);
    expect(list.getAttribute('role')).to.equal('tablist');
    expect(buttons.map((b) => b.parentElement === list)).to.deep.equal([true, true, true]);
    expect(buttons.map((b) => b.localName)).to.deep.equal(['button', 'button', 'button']);
    expect(buttons.map((b) => b.textContent)).to.deep.equal(LABELS);
    expect(new Set(buttons.map((b) => b.id)).size).to.equal(3);
    for (const button of buttons) {
      expect(button.getAttribute('aria-controls')).to.equal(region.id);
      expect(shadow(el).getElementById(button.id) === button).to.be.true;
    }
    expect(buttons.map((b) => b.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(region.getAttribute('role')).to.equal('tabpanel');
    expect(region.getAttribute('aria-labelledby')).to.equal(buttons[0]!.id);
    expect(region.getAttribute('tabindex')).to.equal('0');
    expect(shadow(el).getElementById(region.id) === region).to.be.true;
    expect(buttons.map((b) => b.getAttribute('part'))).to.deep.equal(['tab selected-tab', 'tab', 'tab']);
  });

  it('selects the first tab by default and reflects it in `selected`', async () => {
    const el = await mounted(create());
    expect(el.selected).to.equal(0);
    expect(el.getAttribute('selected')).to.equal('0');
    expect(shownChildren(el)).to.deep.equal([true, false, false]);
  });

  it('starts on the tab the `selected` attribute names and follows the host setting it, without an event', async () => {
    const el = await mounted(create({ selected: '2' }), 2);
    expect(tabs(el)[2]!.getAttribute('aria-selected')).to.equal('true');
    const changes = recordChanges();
    try {
      el.setAttribute('selected', '1');
      await waitUntil(() => shows(el, 1));
      el.selected = 0;
      expect(el.getAttribute('selected')).to.equal('0');
      await waitUntil(() => shows(el, 0));
      await el.updateComplete;
      expect(changes.details).to.deep.equal([]);
    } finally {
      changes.stop();
    }
  });

  it('warns once naming element and attribute on a bad or out-of-range `selected`, and selects the first tab', async () => {
    let word!: SqsMenuTabsElement;
    const wordWarnings = await captureWarnings(async () => {
      word = await mounted(create({ selected: 'second' }));
    });
    expect(wordWarnings.filter((w) => w.includes('<sqs-menu-tabs>') && w.includes('selected="second"'))).to.have.length(
      1,
    );
    expect(word.getAttribute('selected')).to.equal('0');

    let far!: SqsMenuTabsElement;
    const farWarnings = await captureWarnings(async () => {
      far = await mounted(create({ selected: '7' }));
      far.setAttribute('selected', '9');
      await waitUntil(() => far.getAttribute('selected') === '0');
      await far.updateComplete;
    });
    expect(shows(far, 0)).to.be.true;
    expect(far.selected).to.equal(0);
    expect(farWarnings.filter((w) => w.includes('<sqs-menu-tabs>') && w.includes('selected="7"'))).to.have.length(1);
    expect(farWarnings.filter((w) => w.includes('selected='))).to.have.length(1);
  });

  it('puts only the selected tab in the tab order, followed by the panel', async () => {
    const before = document.createElement('button');
    before.textContent = 'Before';
    const wrap = await fixture<HTMLDivElement>(html`<div>${before}${create({ selected: '1' })}</div>`);
    const el = wrap.querySelector('sqs-menu-tabs')!;
    await waitUntil(() => shows(el, 1));
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1]);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedTab(el)).to.equal(1);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal(panel(el).id);
  });

  it('moves focus with ArrowRight, ArrowLeft, Home and End, wrapping, without changing the selection', async () => {
    const el = await mounted(create());
    const changes = recordChanges();
    try {
      el.focus();
      expect(focusedTab(el)).to.equal(0);
      await sendKeys({ press: 'ArrowRight' });
      expect(focusedTab(el)).to.equal(1);
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      expect(focusedTab(el)).to.equal(0);
      await sendKeys({ press: 'ArrowLeft' });
      expect(focusedTab(el)).to.equal(2);
      await sendKeys({ press: 'Home' });
      expect(focusedTab(el)).to.equal(0);
      await sendKeys({ press: 'End' });
      expect(focusedTab(el)).to.equal(2);
      await el.updateComplete;
      expect(shows(el, 0)).to.be.true;
      expect(el.selected).to.equal(0);
      expect(changes.details).to.deep.equal([]);
    } finally {
      changes.stop();
    }
  });

  it('mirrors the arrow keys when the text runs right to left', async () => {
    const el = await mounted(create({ dir: 'rtl' }));
    el.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(el)).to.equal(1);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(el)).to.equal(2);
  });

  it('selects the focused tab with Enter and with Space, keeping focus on it', async () => {
    const el = await mounted(create());
    el.focus();
    await sendKeys({ press: 'ArrowRight' });
    const entered = oneEvent(el, 'sqs-tab-change');
    await sendKeys({ press: 'Enter' });
    expect((await entered).detail).to.deep.equal({ index: 1 });
    await waitUntil(() => shows(el, 1));
    expect(el.getAttribute('selected')).to.equal('1');
    expect(focusedTab(el)).to.equal(1);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1]);

    await sendKeys({ press: 'ArrowRight' });
    const spaced = oneEvent(el, 'sqs-tab-change');
    await sendKeys({ press: ' ' });
    expect((await spaced).detail).to.deep.equal({ index: 2 });
    await waitUntil(() => shows(el, 2));
    expect(focusedTab(el)).to.equal(2);
  });

  it('selects a clicked tab and dispatches sqs-tab-change { index } once it is shown, bubbling out of the page', async () => {
    const el = await mounted(create());
    const changes = recordChanges();
    try {
      const event = oneEvent(document, 'sqs-tab-change');
      tabs(el)[2]!.click();
      const { detail, target, composed, bubbles } = await event;
      expect(detail).to.deep.equal({ index: 2 });
      expect([target === el, composed, bubbles]).to.deep.equal([true, true, true]);
      // Listeners see the new state: the tab is selected and its content shown.
      expect(el.selected).to.equal(2);
      expect(shownChildren(el)).to.deep.equal([false, false, true]);

      tabs(el)[2]!.click(); // already selected: nothing changes, nothing is announced
      await el.updateComplete;
      expect(changes.details).to.deep.equal([{ index: 2 }]);
    } finally {
      changes.stop();
    }
  });

  it('hides the tabs that are not selected, so only the selected content is displayed', async () => {
    const el = await mounted(create({ selected: '1' }), 1);
    const [first, second, third] = children(el);
    expect([first!.hidden, second!.hidden, third!.hidden]).to.deep.equal([true, false, true]);
    expect(getComputedStyle(first!).display).to.equal('none');
    expect(getComputedStyle(third!).display).to.equal('none');
    expect(second!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(panel(el).contains(first!)).to.be.false; // the content is slotted, not moved
  });

  it('keeps the content in the light DOM, slotted into the panel', async () => {
    const el = await mounted(create());
    expect(children(el).map((c) => c.textContent)).to.deep.equal(LABELS.map((l) => `${l} content`));
    const slot = panel(el).querySelector('slot')!;
    expect(slot.assignedElements().map((c) => c.getAttribute('label'))).to.deep.equal(LABELS);
    expect(slot.assignedElements().every((c, i) => c === children(el)[i])).to.be.true;
  });

  it('keeps the selection on its tab as tabs are added and removed, and clamps it when that tab goes', async () => {
    const el = await mounted(create({ selected: '1' }), 1);
    const mains = children(el)[1]!;
    const changes = recordChanges();
    const warnings = await captureWarnings(async () => {
      el.prepend(tab('Drinks'));
      await waitUntil(() => tabs(el).length === 4 && shows(el, 2));
      expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Drinks', ...LABELS]);
      expect(el.getAttribute('selected')).to.equal('2');
      expect(mains.hidden).to.be.false;

      el.append(tab('Coffee'));
      await waitUntil(() => tabs(el).length === 5);
      expect(shows(el, 2)).to.be.true;

      el.selected = 4;
      await waitUntil(() => shows(el, 4));
      children(el)[4]!.remove();
      await waitUntil(() => tabs(el).length === 4 && shows(el, 3));
      expect(el.selected).to.equal(3);

      for (const child of children(el)) child.remove();
      await waitUntil(() => tabs(el).length === 0);
      expect(tablist(el) === null).to.be.true;
      expect(panel(el).hasAttribute('role')).to.be.false;

      // The last selection (3) clamps to the only tab: no warning, as for any other change of the tabs.
      el.append(tab('Only'));
      await waitUntil(() => shows(el, 0));
      expect(el.getAttribute('selected')).to.equal('0');
      await el.updateComplete;
    }).finally(changes.stop);
    expect(changes.details).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });
});

/** A menu of a published menu block's markup: its sections and items as the platform renders them. */
const markupMenu = (label: string, item: string): string => `
  <div role="tabpanel" aria-label="${label}" class="menu js-menu">
    <div class="menu-section">
      <div class="menu-section-header"><div class="menu-section-title"><span>${label} section</span></div></div>
      <div class="menu-items">
        <div class="menu-item">
          <span class="menu-item-price-top"><span class="currency-sign">$</span>12</span>
          <div class="menu-item-title">${item}</div>
          <div class="menu-item-description">Neutral words</div>
        </div>
      </div>
    </div>
  </div>`;

/** Returns menu tabs holding a published menu block's markup with one menu per label (a selector row for several). */
async function publishedMenu(labels: string[]): Promise<SqsMenuTabsElement> {
  const el = document.createElement('sqs-menu-tabs');
  const selector = labels
    .map((label) => `<label role="tab" class="menu-select-labels js-menu-select-labels">${label}</label>`)
    .join('');
  el.innerHTML = `<div class="menu-block"><div class="menu-wrapper menu-style-simple">
    ${labels.length > 1 ? `<div role="tablist" class="menu-selector">${selector}</div>` : ''}
    <div class="menus${labels.length > 1 ? ' menus--has-multiple' : ''}">
      ${labels.map((label, i) => markupMenu(label, `Item ${i + 1}`)).join('')}
    </div></div></div>`;
  await fixture(html`${el}`);
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="panel"]'), 'the menu tabs never rendered');
  await el.updateComplete;
  return el;
}

describe('<sqs-menu-tabs> with a published menu block', () => {
  const menus = (el: Element) => [...el.querySelectorAll<HTMLElement>('.menus > .menu')];

  it('makes each menu of the markup a tab labelled by the block’s label row, which it hides', async () => {
    const el = await publishedMenu(['Lunch', 'Dinner']);
    await expect(el).to.be.accessible();
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Lunch', 'Dinner']);
    expect(menus(el).map((m) => m.hidden)).to.deep.equal([false, true]);
    expect(el.querySelector<HTMLElement>('.menu-selector')!.hidden).to.equal(true);
    tabs(el)[1]!.click();
    await waitUntil(() => menus(el)[0]!.hidden && !menus(el)[1]!.hidden, 'the second menu was never shown');
    expect(el.selected).to.equal(1);
    expect(menus(el)[1]!.querySelector('.menu-item-title')!.textContent).to.equal('Item 2');
  });

  it('takes over the showing the platform’s script left inline, and shows the price the block’s layout shows', async () => {
    const el = document.createElement('sqs-menu-tabs');
    const item = `<div class="menu-item"><span class="menu-item-price-top"><span class="currency-sign">$</span>9</span>
      <div class="menu-item-title">Item</div><div class="menu-item-price-bottom"><span class="currency-sign">$</span>9</div></div>`;
    const menu = (label: string, display: string) =>
      `<div role="tabpanel" aria-label="${label}" class="menu js-menu" style="display: ${display}"><div class="menu-section"><div class="menu-items">${item}</div></div></div>`;
    el.innerHTML = `<div class="menu-wrapper menu-style-classic"><div role="tablist" class="menu-selector">
      <label role="tab" class="menu-select-labels">Lunch</label><label role="tab" class="menu-select-labels">Dinner</label></div>
      <div class="menus menus--has-multiple">${menu('Lunch', 'block')}${menu('Dinner', 'none')}</div></div>`;
    await fixture(html`${el}`);
    await waitUntil(() => tabs(el).length === 2, 'the menu tabs never rendered');
    const shown = (node: Element) => node.getClientRects().length > 0;
    tabs(el)[1]!.click();
    await waitUntil(() => el.selected === 1, 'the second tab was never selected');
    expect(menus(el).map(shown)).to.deep.equal([false, true]);
    // The classic layout shows the price beside the title (top), the simple one below the description (bottom).
    expect(shown(menus(el)[1]!.querySelector('.menu-item-price-top')!)).to.equal(true);
    expect(shown(menus(el)[1]!.querySelector('.menu-item-price-bottom')!)).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('shows a single menu without a tab list, as published', async () => {
    const el = await publishedMenu(['Drinks']);
    await expect(el).to.be.accessible();
    expect(tabs(el)).to.have.length(0);
    expect(menus(el)[0]!.hidden).to.equal(false);
    expect(panel(el).hasAttribute('role')).to.equal(false);
  });
});

describe('menu tabs keyboard and selection rules', () => {
  it('moves between tabs with the arrows, wrapping, and to the ends with Home and End', () => {
    expect(nextFocusIndex('ArrowRight', 0, 3, 'horizontal')).to.equal(1);
    expect(nextFocusIndex('ArrowRight', 2, 3, 'horizontal')).to.equal(0);
    expect(nextFocusIndex('ArrowLeft', 0, 3, 'horizontal')).to.equal(2);
    expect(nextFocusIndex('ArrowLeft', 0, 3, 'horizontal', true)).to.equal(1);
    expect(nextFocusIndex('Home', 2, 3, 'horizontal')).to.equal(0);
    expect(nextFocusIndex('End', 0, 3, 'horizontal')).to.equal(2);
    expect(nextFocusIndex('ArrowDown', 0, 3, 'horizontal')).to.equal(-1);
  });

  it('resolves the selection: requested, kept with its tab, clamped, or out of range', () => {
    const [a, b, c] = [document.createElement('i'), document.createElement('i'), document.createElement('i')];
    expect(resolveSelection(1, [a, b, c], undefined)).to.deep.equal({ index: 1, outOfRange: false });
    expect(resolveSelection(3, [a, b, c], undefined)).to.deep.equal({ index: 0, outOfRange: true });
    expect(resolveSelection(0, [], undefined)).to.deep.equal({ index: -1, outOfRange: false });
    // b was shown at 1; a tab was inserted before it
    expect(resolveSelection(1, [c, a, b], { index: 1, tab: b })).to.deep.equal({ index: 2, outOfRange: false });
    // c was shown at 2 and removed
    expect(resolveSelection(2, [a, b], { index: 2, tab: c })).to.deep.equal({ index: 1, outOfRange: false });
    // every tab was removed while 3 was shown, then one was added
    expect(resolveSelection(3, [a], { index: 3, tab: undefined })).to.deep.equal({ index: 0, outOfRange: false });
    // the host asked for another tab
    expect(resolveSelection(0, [a, b, c], { index: 2, tab: c })).to.deep.equal({ index: 0, outOfRange: false });
    // while the document is parsed, more tabs may come: no verdict yet
    expect(resolveSelection(2, [a], undefined, false)).to.deep.equal({ index: 0, outOfRange: false });
  });
});
