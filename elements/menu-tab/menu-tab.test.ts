import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SqsMenuTabsElement } from '../menu-tabs/define.js';
import type { SqsMenuTabElement } from './define.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { children, create, mounted, tab, tabs } from '../menu-tabs/menu-tabs.test-helpers.js';

describe('<sqs-menu-tab>', () => {
  it('passes an axe check inside menu tabs, and slots its content into its base part', async () => {
    const el = await mounted(create());
    const first = children(el)[0]!;
    await expect(first).to.be.accessible();
    const slot = shadow(first).querySelector('[part~="base"] > slot') as HTMLSlotElement;
    expect(slot.assignedElements().map((e) => e.textContent)).to.deep.equal(['Starters content']);
  });

  it('names its tab button with its label, follows label changes, and shows its position without one', async () => {
    let el!: SqsMenuTabsElement;
    const warnings = await captureWarnings(async () => {
      el = await mounted(create({}, ['Starters', null, 'Desserts']));
      await children(el)[1]!.updateComplete;
    });
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Starters', 'Tab 2', 'Desserts']);
    expect(warnings).to.deep.equal(['<sqs-menu-tab>: invalid label=""; using the default (2).']);

    children(el)[1]!.setAttribute('label', 'Mains');
    children(el)[0]!.label = 'Small plates';
    await waitUntil(
      () =>
        tabs(el)
          .map((t) => t.textContent)
          .join() === 'Small plates,Mains,Desserts',
    );
  });

  it('warns once when it is not inside menu tabs, and shows its content as it is', async () => {
    let lone!: SqsMenuTabElement;
    const warnings = await captureWarnings(async () => {
      lone = await fixture<SqsMenuTabElement>(html`${tab('Alone')}`);
      await waitUntil(() => shadow(lone).querySelector('slot'));
      lone.label = 'Still alone';
      await lone.updateComplete;
    });
    expect(warnings).to.deep.equal([
      '<sqs-menu-tab> belongs directly inside <sqs-menu-tabs>; showing its content as it is.',
    ]);
    expect(lone.hidden).to.be.false;
    expect(lone.getBoundingClientRect().height).to.be.greaterThan(0);
    await expect(lone).to.be.accessible();
  });
});
