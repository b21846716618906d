import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqsPricingToggleElement } from './define.js';
import type { PricingSide } from './pricing-toggle.element.js';
import { pricingTogglePreUpgrade } from './pricing-toggle.pre-upgrade.js';
import { sideForKey } from './usePricingToggle.js';
import { preUpgradeSheet } from '../shared/pre-upgrade-sheet.js';
import {
  captureWarnings,
  deepActiveElement,
  emulateReducedMotion,
  settled,
  shadow,
} from '../../test/support/helpers.js';

/** A membership page's two sides, as a CMS template writes them. */
const SIDES = `
  <div slot="left"><p>£9 a month</p><button type="button" class="join">Join monthly</button></div>
  <div slot="right"><p>£90 a year</p><button type="button" class="join">Join yearly</button></div>`;

/** Returns a pricing toggle with `attributes` holding SIDES, not yet in the page. */
function create(attributes: Record<string, string> = {}): SqsPricingToggleElement {
  const el = document.createElement('sqs-pricing-toggle');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = SIDES;
  return el;
}

const group = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="group"]')!;
const buttons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="button"]')];
const panels = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="panel"]')];
const section = (el: Element, side: PricingSide) => el.querySelector<HTMLElement>(`:scope > [slot="${side}"]`)!;
const join = (el: Element, side: PricingSide) => section(el, side).querySelector<HTMLButtonElement>('.join')!;
const pressed = (el: Element) => buttons(el).map((b) => b.getAttribute('aria-pressed'));
const texts = (el: Element) => buttons(el).map((b) => b.textContent);
const focusedButton = (el: Element) => buttons(el).indexOf(deepActiveElement() as HTMLButtonElement);

/** True when the rendered state shows `side`: the property, the pressed button and the shown panel agree. */
function shows(el: SqsPricingToggleElement, side: PricingSide): boolean {
  const index = side === 'left' ? 0 : 1;
  return (
    el.selected === side &&
    buttons(el).length === 2 &&
    pressed(el).every((p, i) => p === String(i === index)) &&
    panels(el).every((panel, i) => panel.hidden === (i !== index))
  );
}

/** Places `el` in the page (inside `holder` when given) and waits until it shows `side`. */
async function mounted<T extends HTMLElement = SqsPricingToggleElement>(
  el: SqsPricingToggleElement,
  side: PricingSide = 'left',
  holder?: T,
): Promise<SqsPricingToggleElement> {
  if (holder) holder.append(el);
  await fixture(html`${holder ?? el}`);
  await waitUntil(() => shows(el, side), `the pricing toggle never showed the ${side} side`);
  await el.updateComplete;
  return el;
}

/** Returns a page-like row: a button before the toggle and one after it, for Tab order checks. */
async function between(el: SqsPricingToggleElement): Promise<{ before: HTMLButtonElement; after: HTMLButtonElement }> {
  const holder = document.createElement('div');
  const before = document.createElement('button');
  before.textContent = 'Before';
  const after = document.createElement('button');
  after.textContent = 'After';
  holder.append(before);
  await mounted(el, 'left', holder);
  holder.append(after);
  return { before, after };
}

/** Records every sqs-pricing-change that reaches the document. */
function recordChanges(): { details: Array<{ side: PricingSide }>; stop: () => void } {
  const details: Array<{ side: PricingSide }> = [];
  const listener = (event: CustomEvent<{ side: PricingSide }>): void => void details.push(event.detail);
  document.addEventListener('sqs-pricing-change', listener);
  return { details, stop: () => document.removeEventListener('sqs-pricing-change', listener) };
}

// The first test places the element before its definition is loaded; the others load it first.
describe('<sqs-pricing-toggle> upgrading', () => {
  it('shows only the left side before its code loads, in the room the upgraded element takes: nothing shifts', async () => {
    const style = document.createElement('style');
    style.textContent = preUpgradeSheet({ 'sqs-pricing-toggle': pricingTogglePreUpgrade });
    document.head.append(style);
    try {
      const holder = await fixture<HTMLElement>(html`<div style="width: 480px"></div>`);
      holder.innerHTML = `<sqs-pricing-toggle>${SIDES}</sqs-pricing-toggle><p>After the prices</p>`;
      await expect(holder).to.be.accessible();
      const el = holder.querySelector<SqsPricingToggleElement>('sqs-pricing-toggle')!;
      const after = holder.querySelector('p:last-child')!;
      expect(customElements.get('sqs-pricing-toggle'), 'defined too early').to.equal(undefined);
      expect(section(el, 'right').getClientRects().length, 'the right side shows before upgrade').to.equal(0);
      const leftTop = section(el, 'left').getBoundingClientRect().top;
      const afterTop = after.getBoundingClientRect().top;
      expect(leftTop - el.getBoundingClientRect().top, 'no room kept for the buttons').to.be.above(30);
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) =>
        shifts.push(...list.getEntries().map((e) => (e as PerformanceEntry & { value: number }).value)),
      );
      if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift'))
        observer.observe({ type: 'layout-shift', buffered: false });

      await import('./define.js');
      await waitUntil(() => shows(el, 'left'), 'the pricing toggle never rendered');
      await el.updateComplete;
      await nextFrame();
      await nextFrame();
      observer.disconnect();
      expect(section(el, 'left').getBoundingClientRect().top).to.be.closeTo(leftTop, 0.5);
      expect(after.getBoundingClientRect().top).to.be.closeTo(afterTop, 0.5);
      expect(
        shifts.reduce((a, b) => a + b, 0),
        'layout shift',
      ).to.equal(0);
    } finally {
      style.remove();
    }
  });
});

describe('<sqs-pricing-toggle>', () => {
  before(() => import('./define.js'));
  afterEach(() => emulateReducedMotion(false));

  it('passes an axe check showing either side', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
    el.selected = 'right';
    await waitUntil(() => shows(el, 'right'));
    await settled(el); // the colours fade in: check the contrast they end at
    await expect(el).to.be.accessible();
  });

  it('renders a group named "Pricing options" of two buttons, Monthly and Yearly, with aria-pressed on the left one', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
    expect(el.selected).to.equal('left');
    expect(el.hasAttribute('selected')).to.be.false;
    expect(group(el).getAttribute('role')).to.equal('group');
    expect(group(el).getAttribute('aria-label')).to.equal('Pricing options');
    expect(buttons(el).map((b) => [b.localName, b.type, b.parentElement === group(el)])).to.deep.equal([
      ['button', 'button', true],
      ['button', 'button', true],
    ]);
    expect(texts(el)).to.deep.equal(['Monthly', 'Yearly']);
    expect(pressed(el)).to.deep.equal(['true', 'false']);
    expect(buttons(el).map((b) => b.getAttribute('aria-controls'))).to.deep.equal(panels(el).map((p) => p.id));
    expect(panels(el).map((p) => shadow(el).getElementById(p.id) === p)).to.deep.equal([true, true]);
  });

  it('keeps the sections in the light DOM, each slotted into its panel; the side not shown is hidden', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
    const slots = panels(el).map((p) => p.querySelector('slot')!);
    expect(slots.map((s) => s.assignedElements()[0])).to.deep.equal([section(el, 'left'), section(el, 'right')]);
    expect(panels(el).map((p) => p.hidden)).to.deep.equal([false, true]);
    expect(join(el, 'left').getBoundingClientRect().height).to.be.above(0);
    expect(join(el, 'right').getClientRects().length).to.equal(0);
  });

  it('keeps the hidden side out of the tab order: Tab goes from the pressed button to the shown join button, then on', async () => {
    const el = create();
    const { before, after } = await between(el);
    await expect(el.parentElement).to.be.accessible();
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedButton(el), 'Tab did not land on the pressed button').to.equal(0);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(join(el, 'left'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(after);

    el.selected = 'right';
    await waitUntil(() => shows(el, 'right'));
    join(el, 'left').focus();
    expect(deepActiveElement(), 'the hidden join button took focus').not.to.equal(join(el, 'left'));
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedButton(el)).to.equal(1);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(join(el, 'right'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(after);
  });

  it('switches with the arrow keys, wrapping, and with Home and End, announcing each switch', async () => {
    const el = create();
    const { before } = await between(el);
    await expect(el).to.be.accessible();
    const changes = recordChanges();
    try {
      before.focus();
      await sendKeys({ press: 'Tab' });
      const moved = oneEvent(el, 'sqs-pricing-change');
      await sendKeys({ press: 'ArrowRight' });
      expect((await moved).detail).to.deep.equal({ side: 'right' });
      await waitUntil(() => shows(el, 'right'));
      expect(focusedButton(el)).to.equal(1);
      expect(buttons(el).map((b) => b.tabIndex)).to.deep.equal([-1, 0]);
      expect(el.getAttribute('selected')).to.equal('right');

      await sendKeys({ press: 'ArrowRight' }); // wraps
      await waitUntil(() => shows(el, 'left'));
      expect(focusedButton(el)).to.equal(0);
      await sendKeys({ press: 'ArrowLeft' }); // wraps
      await waitUntil(() => shows(el, 'right'));
      await sendKeys({ press: 'Home' });
      await waitUntil(() => shows(el, 'left'));
      expect(focusedButton(el)).to.equal(0);
      await sendKeys({ press: 'Home' }); // already there: nothing to announce
      await sendKeys({ press: 'End' });
      await waitUntil(() => shows(el, 'right'));
      expect(focusedButton(el)).to.equal(1);
      await sendKeys({ press: 'End' });
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => shows(el, 'left'));
      await el.updateComplete;
      expect(changes.details.map((d) => d.side)).to.deep.equal(['right', 'left', 'right', 'left', 'right', 'left']);
    } finally {
      changes.stop();
    }
  });

  it('mirrors the arrow keys when the text runs right to left', async () => {
    const el = await mounted(create({ dir: 'rtl' }));
    await expect(el).to.be.accessible();
    el.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => shows(el, 'right'));
    expect(focusedButton(el)).to.equal(1);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => shows(el, 'left'));
    expect(focusedButton(el)).to.equal(0);
  });

  it('switches to the focused button with Enter and with Space', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
    el.focus();
    expect(focusedButton(el)).to.equal(0);
    // The host page shows the other side while focus stays on the left button.
    el.selected = 'right';
    await waitUntil(() => shows(el, 'right'));
    const entered = oneEvent(el, 'sqs-pricing-change');
    await sendKeys({ press: 'Enter' });
    expect((await entered).detail).to.deep.equal({ side: 'left' });
    expect(shows(el, 'left')).to.be.true;

    el.selected = 'right';
    await waitUntil(() => shows(el, 'right'));
    const spaced = oneEvent(el, 'sqs-pricing-change');
    await sendKeys({ press: ' ' });
    expect((await spaced).detail).to.deep.equal({ side: 'left' });
    expect(shows(el, 'left')).to.be.true;
    expect(focusedButton(el)).to.equal(0);
  });

  it('dispatches sqs-pricing-change { side } once the side is shown, bubbling out of the page; only for a visitor', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
    const changes = recordChanges();
    try {
      const event = oneEvent(document, 'sqs-pricing-change');
      buttons(el)[1]!.click();
      const { detail, target, composed, bubbles } = await event;
      expect(detail).to.deep.equal({ side: 'right' });
      expect([target === el, composed, bubbles]).to.deep.equal([true, true, true]);
      // Listeners see the new state: the right side shown, its button pressed, the choice reflected.
      expect(shows(el, 'right')).to.be.true;
      expect(el.getAttribute('selected')).to.equal('right');

      buttons(el)[1]!.click(); // already pressed: nothing changes, nothing is announced
      el.setAttribute('selected', 'left'); // the host page's own change is not announced either
      await waitUntil(() => shows(el, 'left'));
      await el.updateComplete;
      expect(changes.details).to.deep.equal([{ side: 'right' }]);
    } finally {
      changes.stop();
    }
  });

  it('shows the right side first with selected="right" (any case) and follows changes of selected', async () => {
    const el = await mounted(create({ selected: 'RIGHT' }), 'right');
    await expect(el).to.be.accessible();
    expect(join(el, 'left').getClientRects().length).to.equal(0);
    el.selected = 'left';
    await waitUntil(() => shows(el, 'left'));
    expect(el.getAttribute('selected')).to.equal('left');
  });

  it('moves focus to the pressed button with focus()', async () => {
    const el = await mounted(create({ selected: 'right' }), 'right');
    await expect(el).to.be.accessible();
    el.focus();
    expect(focusedButton(el)).to.equal(1);
  });

  it('takes its group name and button texts from label, left-label and right-label, and follows their changes', async () => {
    const el = await mounted(
      create({ label: 'Membership plans', 'left-label': 'Per month', 'right-label': 'Per year' }),
    );
    await expect(el).to.be.accessible();
    expect(group(el).getAttribute('aria-label')).to.equal('Membership plans');
    expect(texts(el)).to.deep.equal(['Per month', 'Per year']);
    el.rightLabel = 'Annually (save 17%)';
    await waitUntil(() => texts(el)[1] === 'Annually (save 17%)');
    // Empty or blank labels fall back to the catalogue's.
    el.setAttribute('left-label', '  ');
    el.label = '';
    await waitUntil(() => texts(el)[0] === 'Monthly');
    expect(group(el).getAttribute('aria-label')).to.equal('Pricing options');
  });

  it('speaks French in a French page: "Options tarifaires", "Mensuel", "Annuel"', async () => {
    const holder = document.createElement('div');
    holder.lang = 'fr';
    const el = await mounted(create(), 'left', holder);
    await waitUntil(() => texts(el)[0] === 'Mensuel', 'the buttons never spoke French');
    await expect(el).to.be.accessible();
    expect(texts(el)).to.deep.equal(['Mensuel', 'Annuel']);
    expect(group(el).getAttribute('aria-label')).to.equal('Options tarifaires');
  });

  it('warns once about a bad selected, naming the element and the attribute, and shows the left side', async () => {
    let el!: SqsPricingToggleElement;
    const warnings = await captureWarnings(async () => {
      el = await mounted(create({ selected: 'yearly' }));
      el.label = 'Plans'; // another render reads selected again
      await waitUntil(() => group(el).getAttribute('aria-label') === 'Plans');
      await el.updateComplete;
    });
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal(['<sqs-pricing-toggle>: invalid selected="yearly"; using the default ("left").']);
    expect(el.selected).to.equal('left');
    expect(join(el, 'right').getClientRects().length).to.equal(0);
    // A visitor can still switch, and the bad value is replaced by the choice.
    buttons(el)[1]!.click();
    await waitUntil(() => shows(el, 'right'));
    expect(el.getAttribute('selected')).to.equal('right');
  });

  it('fades the pressed colours over a short transition, and not at all under reduced motion', async () => {
    const el = await mounted(create());
    await expect(el).to.be.accessible();
    expect(buttons(el).map((b) => parseFloat(getComputedStyle(b).transitionDuration))).to.satisfy((d: number[]) =>
      d.every((s) => s > 0),
    );
    buttons(el)[1]!.click();
    await waitUntil(() => shows(el, 'right'));
    expect(shadow(el).getAnimations().length, 'no transition ran').to.be.above(0);

    emulateReducedMotion(true);
    const still = await mounted(create());
    await expect(still).to.be.accessible();
    expect(shadow(still).querySelector('[part~="base"]')!.getAttribute('data-motion')).to.equal('reduce');
    expect(buttons(still).map((b) => getComputedStyle(b).transitionDuration)).to.deep.equal(['0s', '0s']);
    buttons(still)[1]!.click();
    await waitUntil(() => shows(still, 'right'));
    expect(shadow(still).getAnimations()).to.have.length(0);
  });
});

describe('pricing toggle keyboard rules', () => {
  it('moves to the other side with either arrow (wrapping), to the left with Home and to the right with End', () => {
    expect(sideForKey('ArrowRight', 'left')).to.equal('right');
    expect(sideForKey('ArrowRight', 'right')).to.equal('left');
    expect(sideForKey('ArrowLeft', 'left')).to.equal('right');
    expect(sideForKey('ArrowLeft', 'right', true)).to.equal('left');
    expect(sideForKey('Home', 'right')).to.equal('left');
    expect(sideForKey('End', 'left')).to.equal('right');
    expect(sideForKey('End', 'right')).to.equal('right');
    expect(sideForKey('ArrowDown', 'left')).to.equal(null);
    expect(sideForKey('Enter', 'left')).to.equal(null);
  });
});
