import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './define.js';
import type { SqsTooltipElement } from './define.js';
import { placeTooltip } from './useTooltip.js';
import { emulateReducedMotion, shadow, pressShiftTab } from '../../test/support/helpers.js';

const bubble = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const shown = (el: Element) => !bubble(el).hidden;

async function tooltip(
  markup: ReturnType<typeof html>,
): Promise<{ el: SqsTooltipElement; trigger: HTMLButtonElement; content: HTMLElement }> {
  const wrap = await fixture<HTMLElement>(markup);
  const el = (wrap.localName === 'sqs-tooltip' ? wrap : wrap.querySelector('sqs-tooltip')!) as SqsTooltipElement;
  await el.updateComplete;
  await waitUntil(() => shadow(el).querySelector('[part~="base"]'), '<sqs-tooltip> never rendered');
  const trigger = el.querySelector('button')!;
  await waitUntil(() => trigger.hasAttribute('aria-describedby'), 'the trigger was never described');
  return { el, trigger, content: el.querySelector<HTMLElement>('[slot="content"]')! };
}

/** Moves the mouse onto the middle of `element`. */
async function hover(element: Element): Promise<void> {
  const r = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

describe('<sqs-tooltip>', () => {
  afterEach(async () => {
    emulateReducedMotion(false);
    await resetMouse();
  });

  it('passes an axe check, shown', async () => {
    const { el, trigger } = await tooltip(
      html`<sqs-tooltip delay="0"><button>Shipping</button><span slot="content">Ships in 2 days</span></sqs-tooltip>`,
    );
    trigger.focus();
    await waitUntil(() => shown(el));
    // Checked once the fade-in has ended: mid-fade the colours are blended and contrast is not what a reader sees.
    await Promise.all(
      shadow(el)
        .getAnimations()
        .map((animation) => animation.finished),
    );
    await expect(el).to.be.accessible();
  });

  it('describes the trigger with the light-DOM content through aria-describedby, keeping ids the trigger had', async () => {
    const { el, trigger, content } = await tooltip(
      html`<div>
        <p id="note">Note</p>
        <sqs-tooltip
          ><button aria-describedby="note">Shipping</button><span slot="content">Ships in 2 days</span></sqs-tooltip
        >
      </div>`,
    );
    expect(content.id).to.match(/^sqs-tooltip-\d+$/);
    expect(trigger.getAttribute('aria-describedby')).to.equal(`note ${content.id}`);
    expect(document.getElementById(content.id), 'the id resolves in the trigger’s tree').to.equal(content);
    expect(bubble(el).getAttribute('role')).to.equal('tooltip');
    expect(bubble(el).querySelector<HTMLSlotElement>('slot[name="content"]')!.assignedElements()[0]).to.equal(content);
    expect(shown(el)).to.be.false;
  });

  it('keeps an id the content already has', async () => {
    const { trigger } = await tooltip(
      html`<sqs-tooltip
        ><button>Shipping</button><span slot="content" id="ship-help">Ships in 2 days</span></sqs-tooltip
      >`,
    );
    expect(trigger.getAttribute('aria-describedby')).to.equal('ship-help');
  });

  it('shows on hover after 1200 ms and hides when the pointer leaves', async () => {
    const { el, trigger } = await tooltip(
      html`<div style="padding: 150px">
        <sqs-tooltip><button>Shipping</button><span slot="content">Ships in 2 days</span></sqs-tooltip>
      </div>`,
    );
    const start = performance.now();
    const showing = oneEvent(el, 'sqs-tooltip-show');
    await hover(trigger);
    await showing;
    expect(performance.now() - start).to.be.at.least(1200);
    expect(shown(el)).to.be.true;
    expect(el.dataset.state).to.equal('shown');
    const hiding = oneEvent(el, 'sqs-tooltip-hide');
    await sendMouse({ type: 'move', position: [1, 1] });
    await hiding;
    expect(shown(el)).to.be.false;
  });

  it('does not show when the pointer leaves before the delay', async () => {
    const { el, trigger } = await tooltip(
      html`<div style="padding: 150px">
        <sqs-tooltip delay="300"><button>Shipping</button><span slot="content">Ships</span></sqs-tooltip
        ><button id="other">Other</button>
      </div>`,
    );
    await hover(trigger);
    await sendMouse({ type: 'move', position: [1, 1] });
    // Nothing marks "did not show": let well over the delay pass, then check.
    const start = performance.now();
    await waitUntil(() => performance.now() - start > 500, '', { timeout: 2000, interval: 50 });
    expect(shown(el)).to.be.false;
  });

  it('shows on keyboard focus after the delay, hides on blur, and Escape hides it while focus stays', async () => {
    const { el, trigger } = await tooltip(
      html`<div>
        <button id="before">Before</button
        ><sqs-tooltip delay="200"><button>Shipping</button><span slot="content">Ships</span></sqs-tooltip>
      </div>`,
    );
    document.getElementById('before')!.focus();
    const start = performance.now();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(trigger);
    await oneEvent(el, 'sqs-tooltip-show');
    expect(performance.now() - start).to.be.at.least(200);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !shown(el), 'Escape did not hide it');
    expect(document.activeElement).to.equal(trigger);
    await pressShiftTab();
    trigger.focus();
    await oneEvent(el, 'sqs-tooltip-show');
    trigger.blur();
    await waitUntil(() => !shown(el), 'blur did not hide it');
  });

  it('is 250 px wide, fades in over 0.3 s and sits in the managed UI stack', async () => {
    const { el, trigger } = await tooltip(
      html`<div style="padding: 150px">
        <sqs-tooltip delay="0"><button>Shipping</button><span slot="content">Ships</span></sqs-tooltip>
      </div>`,
    );
    trigger.focus();
    await waitUntil(() => shown(el));
    const style = getComputedStyle(bubble(el));
    expect(bubble(el).getBoundingClientRect().width).to.equal(250);
    expect(style.transitionDuration).to.equal('0.3s');
    expect(style.transitionProperty).to.equal('opacity');
    expect(style.zIndex).to.equal('30000');
    const t = trigger.getBoundingClientRect();
    const b = bubble(el).getBoundingClientRect();
    expect(b.bottom).to.be.at.most(t.top);
  });

  it('does not animate under reduced motion', async () => {
    emulateReducedMotion(true);
    const { el, trigger } = await tooltip(
      html`<div style="padding: 150px">
        <sqs-tooltip delay="0"><button>Shipping</button><span slot="content">Ships</span></sqs-tooltip>
      </div>`,
    );
    trigger.focus();
    await waitUntil(() => shown(el));
    expect(getComputedStyle(bubble(el)).transitionDuration).to.equal('0s');
  });

  it('stays 20 px inside the viewport next to the left, right and top edges', async () => {
    const { el, trigger } = await tooltip(
      html`<div>
        <sqs-tooltip delay="0" style="position: fixed; left: 0; top: 0"
          ><button>Left</button><span slot="content">Help</span></sqs-tooltip
        >
        <sqs-tooltip delay="0" style="position: fixed; right: 0; top: 200px"
          ><button>Right</button><span slot="content">Help</span></sqs-tooltip
        >
      </div>`,
    );
    trigger.focus();
    await waitUntil(() => shown(el));
    const left = bubble(el).getBoundingClientRect();
    expect(left.left).to.equal(20);
    expect(left.top, 'placed below when there is no room above').to.be.at.least(trigger.getBoundingClientRect().bottom);
    const other = el.parentElement!.querySelectorAll('sqs-tooltip')[1]!;
    await waitUntil(() => shadow(other).querySelector('[part~="base"]'));
    other.querySelector('button')!.focus();
    await waitUntil(() => shown(other));
    expect(bubble(other).getBoundingClientRect().right).to.equal(innerWidth - 20);
  });

  it('follows its trigger when the page scrolls', async () => {
    const { el, trigger } = await tooltip(
      html`<div style="padding-block: 300px 3000px">
        <sqs-tooltip delay="0"><button>Shipping</button><span slot="content">Ships</span></sqs-tooltip>
      </div>`,
    );
    trigger.focus();
    await waitUntil(() => shown(el));
    const gap = () => trigger.getBoundingClientRect().top - bubble(el).getBoundingClientRect().bottom;
    expect(gap()).to.be.closeTo(8, 1);
    const before = trigger.getBoundingClientRect().top;
    window.scrollBy(0, 100);
    try {
      await waitUntil(
        () => trigger.getBoundingClientRect().top < before && Math.abs(gap() - 8) < 1,
        'the tooltip did not follow',
      );
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it('places a tooltip by the pure rule (above, below, clamped)', () => {
    const viewport = { width: 800, height: 600 };
    const size = { width: 250, height: 40 };
    expect(placeTooltip({ left: 375, top: 300, width: 50, height: 20 }, size, viewport)).to.deep.equal({
      left: 275,
      top: 252,
    });
    expect(placeTooltip({ left: 375, top: 30, width: 50, height: 20 }, size, viewport)).to.deep.equal({
      left: 275,
      top: 58,
    });
    expect(placeTooltip({ left: 0, top: 300, width: 50, height: 20 }, size, viewport).left).to.equal(20);
    expect(placeTooltip({ left: 780, top: 300, width: 20, height: 20 }, size, viewport).left).to.equal(530);
  });
});
