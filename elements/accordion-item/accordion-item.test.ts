import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import './define.js';
import type { SqsAccordionItemElement } from './define.js';
import { captureWarnings, deepActiveElement, part, shadow } from '../../test/support/helpers.js';

/** Renders `markup` and waits until the item's trigger is in its shadow root and the item was painted. */
async function item(markup: ReturnType<typeof html>): Promise<SqsAccordionItemElement> {
  const el = await fixture<SqsAccordionItemElement>(markup);
  await part(el, '[part~="trigger"]');
  await nextFrame();
  await nextFrame();
  return el;
}

const q = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`)!;

describe('<sqs-accordion-item>', () => {
  it('passes an axe check on its own, closed and open', async () => {
    const el = await item(html`<sqs-accordion-item heading="Care">Hand wash only.</sqs-accordion-item>`);
    await expect(el).to.be.accessible();
    el.open = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('reads a bare open attribute as open and its removal as closed, reflecting the property and data-state', async () => {
    const el = await item(html`<sqs-accordion-item heading="Care" open>Hand wash only.</sqs-accordion-item>`);
    expect(el.open).to.be.true;
    expect(el.dataset.state).to.equal('open');
    expect(q(el, 'trigger').getAttribute('aria-expanded')).to.equal('true');
    expect(q(el, 'panel').hidden).to.be.false;
    el.removeAttribute('open');
    await el.updateComplete;
    expect(el.open).to.be.false;
    expect(el.dataset.state).to.equal('closed');
    expect(q(el, 'trigger').getAttribute('aria-expanded')).to.equal('false');
    el.open = true;
    await el.updateComplete;
    expect(el.hasAttribute('open')).to.be.true;
  });

  it('toggles on its own, outside an accordion, and dispatches sqs-toggle with its position among its siblings', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <p>Intro</p>
        <sqs-accordion-item heading="Care">Hand wash only.</sqs-accordion-item>
      </div>`,
    );
    const el = wrap.querySelector('sqs-accordion-item')!;
    await part(el, '[part~="trigger"]');
    const toggled = oneEvent(wrap, 'sqs-toggle');
    q(el, 'trigger').click();
    const { detail, bubbles, composed } = await toggled;
    expect(detail).to.deep.equal({ index: 0, open: true });
    expect([bubbles, composed]).to.deep.equal([true, true]);
    expect(el.open).to.be.true;
  });

  it('labels its panel region with the trigger, which controls it (APG accordion)', async () => {
    const el = await item(html`<sqs-accordion-item heading="Care" open>Hand wash only.</sqs-accordion-item>`);
    const trigger = q(el, 'trigger');
    const panel = q(el, 'panel');
    expect(panel.getAttribute('role')).to.equal('region');
    expect(panel.getAttribute('aria-labelledby')).to.equal(trigger.id);
    expect(trigger.getAttribute('aria-controls')).to.equal(panel.id);
    expect(q(el, 'label').textContent).to.equal('Care');
  });

  it('shows rich heading content from the heading slot instead of the heading attribute', async () => {
    const el = await item(
      html`<sqs-accordion-item heading="Plain"><strong slot="heading">Rich</strong>Body.</sqs-accordion-item>`,
    );
    const slot = q(el, 'label').querySelector('slot')!;
    expect(slot.assignedElements().map((e) => e.textContent)).to.deep.equal(['Rich']);
    await expect(el).to.be.accessible();
  });

  it('announces heading-level on its header, and warns once and uses 3 for a value outside 1–6', async () => {
    const el = await item(html`<sqs-accordion-item heading="Care" heading-level="2">Body.</sqs-accordion-item>`);
    expect(q(el, 'header').getAttribute('aria-level')).to.equal('2');
    let bad!: SqsAccordionItemElement;
    const warnings = await captureWarnings(async () => {
      bad = await item(html`<sqs-accordion-item heading="Care" heading-level="9">Body.</sqs-accordion-item>`);
      bad.setAttribute('heading-level', 'two');
      await bad.updateComplete;
    });
    expect(warnings).to.deep.equal(['<sqs-accordion-item>: invalid heading-level="9"; using the default (3).']);
    expect(q(bad, 'header').getAttribute('aria-level')).to.equal('3');
    expect(q(bad, 'trigger')).to.exist;
  });

  it('moves focus to its trigger button with focus()', async () => {
    const el = await item(html`<sqs-accordion-item heading="Care">Body.</sqs-accordion-item>`);
    el.focus();
    expect(deepActiveElement()).to.equal(q(el, 'trigger'));
  });

  it('is restyled by --sqs-accordion-item-padding set on the page', async () => {
    const el = await item(
      html`<sqs-accordion-item heading="Care" style="--sqs-accordion-item-padding: 31px">Body.</sqs-accordion-item>`,
    );
    expect(getComputedStyle(q(el, 'trigger')).paddingTop).to.equal('31px');
  });
});
