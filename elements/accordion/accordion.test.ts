import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsAccordionElement } from './define.js';
import type { SqsAccordionItemElement } from '../accordion-item/define.js';
import { deepActiveElement, emulateReducedMotion, part, shadow } from '../../test/support/helpers.js';

async function accordion(
  markup: ReturnType<typeof html>,
): Promise<{ el: SqsAccordionElement; items: SqsAccordionItemElement[] }> {
  const el = await fixture<SqsAccordionElement>(markup);
  const items = [...el.querySelectorAll('sqs-accordion-item')];
  await el.updateComplete;
  for (const item of items) await part(item, '[part~="trigger"]');
  // Changes before the first paint are not animated (nothing was seen yet); a visitor acts after it.
  await nextFrame();
  await nextFrame();
  return { el, items };
}

const three = (attrs = '') => {
  const wrap = document.createElement('div');
  wrap.innerHTML = `<sqs-accordion ${attrs}>
      <sqs-accordion-item heading="Shipping">Ships in 2 days.</sqs-accordion-item>
      <sqs-accordion-item heading="Returns">30 days.</sqs-accordion-item>
      <sqs-accordion-item heading="Warranty">One year.</sqs-accordion-item>
    </sqs-accordion>`;
  return html`${wrap.firstElementChild}`;
};

const trigger = (item: Element) => shadow(item).querySelector<HTMLButtonElement>('[part~="trigger"]')!;
const panel = (item: Element) => shadow(item).querySelector<HTMLElement>('[part~="panel"]')!;
const isShown = (item: Element) => !panel(item).hidden;

describe('<sqs-accordion>', () => {
  afterEach(() => emulateReducedMotion(false));

  it('passes an axe check, open and closed', async () => {
    const { el, items } = await accordion(three('expand-first'));
    await waitUntil(() => isShown(items[0]!));
    await expect(el).to.be.accessible();
  });

  it('renders each header as a button controlling a region labelled by it (APG accordion)', async () => {
    const { items } = await accordion(three());
    const button = trigger(items[1]!);
    const region = panel(items[1]!);
    expect(button.localName).to.equal('button');
    expect(button.textContent).to.equal('Returns');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(region.id);
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-labelledby')).to.equal(button.id);
    expect(shadow(items[1]!).querySelector('[part~="header"]')!.getAttribute('aria-level')).to.equal('3');
    expect(region.hidden).to.be.true;
  });

  it('keeps the slotted content in the light DOM', async () => {
    const { items } = await accordion(three());
    expect(items[0]!.textContent).to.equal('Ships in 2 days.');
    const slot = panel(items[0]!).querySelector('slot')!;
    expect(slot.assignedNodes()[0]!.textContent).to.equal('Ships in 2 days.');
  });

  it('opens the first item when expand-first is set, and none otherwise', async () => {
    const expanded = await accordion(three('expand-first'));
    await waitUntil(() => expanded.items[0]!.open);
    expect(expanded.items.map((i) => i.hasAttribute('open'))).to.deep.equal([true, false, false]);
    const plain = await accordion(three());
    await plain.el.updateComplete;
    expect(plain.items.map((i) => i.open)).to.deep.equal([false, false, false]);
  });

  it('the item expand-first opens is open in its first painted frame and never grows (no layout shift)', async () => {
    const wrap = document.createElement('div');
    wrap.innerHTML =
      '<sqs-accordion expand-first><sqs-accordion-item heading="A">Ships in 2 days.</sqs-accordion-item><sqs-accordion-item heading="B">30 days.</sqs-accordion-item></sqs-accordion>';
    const first = wrap.querySelector('sqs-accordion-item')!;
    // The first item's height in every frame once it has rendered its shadow tree.
    const heights: number[] = [];
    let watching = true;
    const watch = (): void => {
      if (first.shadowRoot?.querySelector('[part~="panel"]')) heights.push(first.getBoundingClientRect().height);
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    const { el, items } = await accordion(html`${wrap.firstElementChild}`);
    await expect(el).to.be.accessible();
    await nextFrame();
    watching = false;
    expect(items[0]!.open).to.be.true;
    expect(heights.length).to.be.above(1);
    expect(new Set(heights).size, heights.join()).to.equal(1);
    expect(isShown(items[0]!)).to.be.true;
    const off = await accordion(three('expand-first="false"'));
    expect(off.items.map((i) => i.open)).to.deep.equal([false, false, false]);
  });

  it('toggles on click, reflects `open` and data-state, and dispatches sqs-toggle with index and state', async () => {
    const { el, items } = await accordion(three());
    const event = oneEvent(el, 'sqs-toggle');
    trigger(items[1]!).click();
    const { detail } = await event;
    expect(detail).to.deep.equal({ index: 1, open: true });
    expect(items[1]!.hasAttribute('open')).to.be.true;
    await waitUntil(
      () => items[1]!.dataset.state === 'open' && trigger(items[1]!).getAttribute('aria-expanded') === 'true',
    );
    expect(isShown(items[1]!)).to.be.true;
  });

  it('keeps one item open at a time unless allow-multiple is set', async () => {
    const single = await accordion(three());
    trigger(single.items[0]!).click();
    await waitUntil(() => isShown(single.items[0]!) && !single.items[0]!.shadowRoot!.querySelector('[data-animating]'));
    trigger(single.items[2]!).click();
    await waitUntil(() => !single.items[0]!.open && single.items[2]!.open);
    expect(single.items.map((i) => i.open)).to.deep.equal([false, false, true]);

    const multiple = await accordion(three('allow-multiple'));
    trigger(multiple.items[0]!).click();
    trigger(multiple.items[2]!).click();
    await waitUntil(() => multiple.items[0]!.open && multiple.items[2]!.open);
    await multiple.el.updateComplete;
    expect(multiple.items.map((i) => i.open)).to.deep.equal([true, false, true]);
  });

  it('animates for 250 ms and ignores toggling while animating', async () => {
    const { items } = await accordion(three());
    const item = items[0]!;
    trigger(item).click();
    await waitUntil(() => panel(item).getAnimations().length === 1);
    const [animation] = panel(item).getAnimations();
    expect((animation!.effect as KeyframeEffect).getTiming().duration).to.equal(250);
    trigger(item).click(); // ignored: still animating
    expect(item.open).to.be.true;
    await animation!.finished;
    await waitUntil(() => !shadow(item).querySelector('[data-animating]'));
    trigger(item).click();
    expect(item.open).to.be.false;
  });

  it('opens and closes instantly when the visitor prefers reduced motion', async () => {
    emulateReducedMotion(true);
    const { items } = await accordion(three());
    trigger(items[0]!).click();
    await waitUntil(() => isShown(items[0]!));
    expect(panel(items[0]!).getAnimations()).to.have.length(0);
    trigger(items[0]!).click();
    await waitUntil(() => !isShown(items[0]!));
  });

  it('moves focus between headers with ArrowDown, ArrowUp, Home and End, wrapping', async () => {
    const { items } = await accordion(three());
    trigger(items[0]!).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()?.id).to.equal(trigger(items[1]!).id);
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()?.id).to.equal(trigger(items[2]!).id);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()?.id).to.equal(trigger(items[0]!).id);
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()?.id).to.equal(trigger(items[2]!).id);
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()?.id).to.equal(trigger(items[0]!).id);
  });

  it('toggles the focused header with Enter and Space', async () => {
    emulateReducedMotion(true);
    const { items } = await accordion(three('allow-multiple'));
    trigger(items[0]!).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => items[0]!.open);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: ' ' });
    await waitUntil(() => items[1]!.open);
    await sendKeys({ press: ' ' });
    await waitUntil(() => !items[1]!.open);
  });

  it('follows the open attribute set by the host page', async () => {
    emulateReducedMotion(true);
    const { items } = await accordion(three());
    items[2]!.setAttribute('open', '');
    await waitUntil(() => isShown(items[2]!));
    items[2]!.removeAttribute('open');
    await waitUntil(() => !isShown(items[2]!));
    expect(items[2]!.dataset.state).to.equal('closed');
  });
});

describe("<sqs-accordion> with the platform's rendered list", () => {
  /** The platform's accordion list with two items, the second open, drawn with arrows. */
  const platformList = (attrs = '', dividers = 'true') => {
    const wrap = document.createElement('div');
    const item = (title: string, body: string, open: boolean) => `<li class="accordion-item">
        <h4 class="accordion-item__title-wrapper" role="heading" aria-level="4">
          <button class="accordion-item__click-target" aria-expanded="${open}">
            <span class="accordion-item__title">${title}</span>
            <div class="accordion-icon-container" data-is-open="${open}" aria-hidden="true">
              <div class="arrow-container"><div class="arrow"></div></div>
            </div>
          </button>
        </h4>
        <div class="accordion-item__dropdown" role="region">
          <div class="accordion-item__description"><p>${body}</p></div>
        </div>
        <div class="accordion-divider" aria-hidden="true"></div>
      </li>`;
    wrap.innerHTML = `<sqs-accordion ${attrs}><ul class="accordion-items-container"
        data-should-allow-multiple-open-items="true" data-is-divider-enabled="${dividers}"
        data-is-first-divider-visible="" data-is-last-divider-visible="true" data-is-expanded-first-item=""
        data-accordion-title-alignment="center" data-accordion-description-alignment="right"
        data-accordion-description-placement="left" data-accordion-icon-placement="left">
        ${item('Shipping', 'Ships in two days.', false)}
        ${item('Returns', 'Within thirty days.', true)}
      </ul></sqs-accordion>`;
    return wrap.firstElementChild as SqsAccordionElement;
  };

  async function platformAccordion(el: SqsAccordionElement) {
    await fixture(html`${el}`);
    await waitUntil(() => el.querySelectorAll('sqs-accordion-item').length === 2, 'the list was not read');
    const items = [...el.querySelectorAll('sqs-accordion-item')];
    for (const item of items) await part(item, '[part~="trigger"]');
    await nextFrame();
    return items;
  }

  it('turns the items into accordion items with their titles, levels, state and content, and takes the settings', async () => {
    const el = platformList();
    const items = await platformAccordion(el);
    await expect(el).to.be.accessible();
    expect(el.querySelector('ul')).to.equal(null);
    expect(items.map((item) => item.heading)).to.deep.equal(['Shipping', 'Returns']);
    expect(items.map((item) => item.headingLevel)).to.deep.equal([4, 4]);
    expect(items[1]!.querySelector('p')!.textContent).to.equal('Within thirty days.');
    await waitUntil(() => isShown(items[1]!) && !isShown(items[0]!), 'the open item is not shown');
    // Several open at once: opening the first keeps the second open.
    trigger(items[0]!).click();
    await waitUntil(() => isShown(items[0]!));
    expect(isShown(items[1]!)).to.equal(true);
    // No line above the first item; the title centred, the arrow before it, the description aligned right.
    expect(getComputedStyle(part_(el, 'base')).borderTopWidth).to.equal('0px');
    expect(getComputedStyle(part_(items[0]!, 'label')).textAlign).to.equal('center');
    expect(getComputedStyle(part_(items[0]!, 'icon')).order).to.equal('-1');
    expect(getComputedStyle(part_(items[0]!, 'content')).textAlign).to.equal('end');
    await waitUntil(() => items.every((item) => item.icon === 'arrow'), 'the arrow icon was not passed on');
    expect(getComputedStyle(items[1]!).borderBottomStyle).to.equal('solid');
  });

  it('lets the attributes set on the element win over the list, and draws no lines without dividers', async () => {
    const el = platformList('title-alignment="right"', '');
    const items = await platformAccordion(el);
    expect(getComputedStyle(part_(items[0]!, 'label')).textAlign).to.equal('end');
    await waitUntil(() => getComputedStyle(items[1]!).borderBottomStyle === 'none', 'a divider is drawn');
    expect(getComputedStyle(items[0]!).borderBottomStyle).to.equal('none');
  });
});

/** Returns the shadow part `name` of `el`. */
function part_(el: Element, name: string): HTMLElement {
  return shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`)!;
}
