import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import 'axe-core/axe.min.js';
import type * as Axe from 'axe-core';
import './define.js';
import type { SqsCartIndicatorElement } from './define.js';
import { readCartSync } from './useCartIndicator.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';

const axe = (window as unknown as { axe: typeof Axe }).axe;

/** Returns the element once it has rendered its first state (`data-state` is set on the first commit). */
async function indicator(markup: ReturnType<typeof html>): Promise<SqsCartIndicatorElement> {
  const el = await fixture<SqsCartIndicatorElement>(markup);
  await waitUntil(() => el.dataset.state, '<sqs-cart-indicator> never rendered');
  await el.updateComplete;
  return el;
}

const link = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('[part~="base"]');
const partText = (el: Element, name: string) => shadow(el).querySelector(`[part~="${name}"]`)?.textContent ?? null;

/** Returns the accessible name assistive technology gets for `node` (axe's accname computation, same in every engine). */
function accessibleName(node: Element): string {
  axe.setup(document);
  try {
    return axe.commons.text.accessibleText(node);
  } finally {
    axe.teardown();
  }
}

/** Returns the text of the element(s) `node`'s aria-describedby points at, looked up in its own shadow root. */
function description(node: Element): string {
  const root = node.getRootNode() as ShadowRoot;
  const ids = (node.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

function sync(detail: unknown): void {
  document.dispatchEvent(new CustomEvent('sqs-cart-sync', { detail }));
}

/** Records errors thrown by event listeners (reported on `window`, not to the dispatcher) while `fn` runs. */
function captureErrors(fn: () => void): unknown[] {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent): void => {
    errors.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    fn();
  } finally {
    window.removeEventListener('error', onError);
  }
  return errors;
}

describe('<sqs-cart-indicator>', () => {
  it('passes an axe check once initialised', async () => {
    const el = await indicator(html`<sqs-cart-indicator count="3" subtotal="$45.00"></sqs-cart-indicator>`);
    expect(el.dataset.state).to.equal('initialised');
    await expect(el).to.be.accessible();
  });

  it('renders nothing and reports data-state="uninitialised" until its first sync', async () => {
    const el = await indicator(html`<sqs-cart-indicator href="/cart"></sqs-cart-indicator>`);
    expect(el.dataset.state).to.equal('uninitialised');
    expect(shadow(el).childNodes).to.have.length(0);
    expect(el.hasAttribute('count')).to.be.false;
    expect(el.hasAttribute('subtotal')).to.be.false;
  });

  it('initialises when the count or the subtotal attribute is set', async () => {
    const counted = await indicator(html`<sqs-cart-indicator count="3"></sqs-cart-indicator>`);
    expect(counted.dataset.state).to.equal('initialised');
    expect(partText(counted, 'count')).to.equal('3');
    expect(partText(counted, 'subtotal')).to.be.null;

    const priced = await indicator(html`<sqs-cart-indicator subtotal="$0.00"></sqs-cart-indicator>`);
    expect(priced.dataset.state).to.equal('initialised');
    expect(partText(priced, 'count')).to.equal('0');
    expect(partText(priced, 'subtotal')).to.equal('$0.00');

    const later = await indicator(html`<sqs-cart-indicator></sqs-cart-indicator>`);
    later.count = 2;
    await later.updateComplete;
    expect(later.dataset.state).to.equal('initialised');
    expect(partText(later, 'count')).to.equal('2');
  });

  it('asks for the latest cart with sqs-cart-request when it starts listening, and shows the answer', async () => {
    const answer = (): void =>
      void document.dispatchEvent(
        new CustomEvent('sqs-cart-sync', { detail: { totalQuantity: 4, subtotalText: '$8.00' } }),
      );
    document.addEventListener('sqs-cart-request', answer, { once: true });
    const el = await fixture<SqsCartIndicatorElement>(html`<sqs-cart-indicator></sqs-cart-indicator>`);
    await waitUntil(() => el.dataset.state === 'initialised');
    expect(el.getAttribute('count')).to.equal('4');
    expect(el.getAttribute('subtotal')).to.equal('$8.00');
  });

  it('initialises from an sqs-cart-sync event on document and reflects it as count and subtotal', async () => {
    const el = await indicator(html`<sqs-cart-indicator></sqs-cart-indicator>`);
    const heard: number[] = [];
    // Typed through GlobalEventHandlersEventMap, as host pages see it: `e.detail` is { totalQuantity, subtotalText }.
    const onSync = (e: DocumentEventMap['sqs-cart-sync']) => heard.push(e.detail.totalQuantity);
    document.addEventListener('sqs-cart-sync', onSync);
    sync({ totalQuantity: 2, subtotalText: '$20.00' });
    document.removeEventListener('sqs-cart-sync', onSync);
    expect(heard).to.deep.equal([2]);

    expect(el.getAttribute('count')).to.equal('2');
    expect(el.getAttribute('subtotal')).to.equal('$20.00');
    expect(el.count).to.equal(2);
    expect(el.subtotal).to.equal('$20.00');
    await el.updateComplete;
    expect(el.dataset.state).to.equal('initialised');
    expect(partText(el, 'count')).to.equal('2');
    expect(partText(el, 'subtotal')).to.equal('$20.00');
    expect(accessibleName(link(el)!)).to.equal('2 items in cart');

    const empty = await indicator(html`<sqs-cart-indicator></sqs-cart-indicator>`);
    sync({ totalQuantity: 0, subtotalText: '' });
    await empty.updateComplete;
    expect(empty.dataset.state).to.equal('initialised');
    expect(partText(empty, 'count')).to.equal('0');
    expect(partText(empty, 'subtotal')).to.be.null;
  });

  it('is labelled exactly "0 items in cart", "One item in cart", "N items in cart" and "More than 100 items in cart", showing 100+ above 100', async () => {
    const cases: Array<[number, string, string]> = [
      [0, '0', '0 items in cart'],
      [1, '1', 'One item in cart'],
      [2, '2', '2 items in cart'],
      [100, '100', '100 items in cart'],
      [101, '100+', 'More than 100 items in cart'],
      [2500, '100+', 'More than 100 items in cart'],
    ];
    for (const [count, shown, label] of cases) {
      const el = await indicator(html`<sqs-cart-indicator count=${count} subtotal="$9.99"></sqs-cart-indicator>`);
      expect(partText(el, 'count'), `count ${count}`).to.equal(shown);
      expect(accessibleName(link(el)!), `count ${count}`).to.equal(label);
      await expect(el).to.be.accessible();
    }
  });

  it('links to /cart by default and to href when given', async () => {
    const plain = await indicator(html`<sqs-cart-indicator count="1"></sqs-cart-indicator>`);
    expect(link(plain)!.localName).to.equal('a');
    expect(link(plain)!.getAttribute('href')).to.equal('/cart');
    expect(plain.href).to.equal('/cart');

    const custom = await indicator(html`<sqs-cart-indicator count="1" href="/shop/basket"></sqs-cart-indicator>`);
    expect(link(custom)!.getAttribute('href')).to.equal('/shop/basket');
    custom.href = '/checkout/cart';
    await custom.updateComplete;
    expect(link(custom)!.getAttribute('href')).to.equal('/checkout/cart');
  });

  it('warns once naming the attribute and shows 0 for a negative, fractional or non-numeric count', async () => {
    for (const bad of ['-2', '1.5', 'three']) {
      let el!: SqsCartIndicatorElement;
      const warnings = await captureWarnings(async () => {
        el = await indicator(html`<sqs-cart-indicator count=${bad}></sqs-cart-indicator>`);
      });
      expect(warnings, bad).to.deep.equal([`<sqs-cart-indicator>: invalid count="${bad}"; using the default (0).`]);
      expect(el.dataset.state).to.equal('initialised');
      expect(el.count).to.equal(0);
      expect(partText(el, 'count')).to.equal('0');
      expect(accessibleName(link(el)!)).to.equal('0 items in cart');
    }

    const again = await captureWarnings(async () => {
      const el = await indicator(html`<sqs-cart-indicator count="-1"></sqs-cart-indicator>`);
      el.setAttribute('count', 'NaN');
      await el.updateComplete;
      el.count = 7;
      await el.updateComplete;
      expect(partText(el, 'count')).to.equal('7');
    });
    expect(again).to.deep.equal(['<sqs-cart-indicator>: invalid count="-1"; using the default (0).']);
  });

  it('ignores a malformed sqs-cart-sync detail with one warning and never throws', async () => {
    const el = await indicator(html`<sqs-cart-indicator></sqs-cart-indicator>`);
    const throwing = Object.defineProperty({}, 'totalQuantity', {
      get() {
        throw new Error('unreadable');
      },
    });
    const malformed: unknown[] = [
      undefined,
      null,
      'three',
      3,
      { totalQuantity: '3', subtotalText: '$3.00' },
      { totalQuantity: -1, subtotalText: '$0.00' },
      { totalQuantity: 1.5, subtotalText: '$1.50' },
      { totalQuantity: Number.NaN, subtotalText: '' },
      { totalQuantity: 2 },
      { subtotalText: '$2.00' },
      { totalQuantity: 2, subtotalText: 200 },
      throwing,
    ];
    let errors: unknown[] = [];
    const warnings = await captureWarnings(async () => {
      errors = captureErrors(() => {
        for (const detail of malformed) sync(detail);
        document.dispatchEvent(new Event('sqs-cart-sync'));
      });
      await el.updateComplete;
    });
    expect(errors).to.deep.equal([]);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^<sqs-cart-indicator>: ignored an sqs-cart-sync event with a malformed detail/);
    expect(el.dataset.state).to.equal('uninitialised');
    expect(el.hasAttribute('count')).to.be.false;
    expect(shadow(el).childNodes).to.have.length(0);

    sync({ totalQuantity: 4, subtotalText: '$40.00' });
    await el.updateComplete;
    const later = await captureWarnings(() => sync({ totalQuantity: 'four' }));
    await el.updateComplete;
    expect(later).to.deep.equal([]);
    expect(el.count).to.equal(4);
    expect(partText(el, 'count')).to.equal('4');
  });

  it('warns once for a malformed sqs-cart-sync event however many indicators hear it', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <sqs-cart-indicator count="1"></sqs-cart-indicator><sqs-cart-indicator count="1"></sqs-cart-indicator>
      </div>`,
    );
    const [first, second] = [...wrap.querySelectorAll('sqs-cart-indicator')];
    await waitUntil(() => first!.dataset.state && second!.dataset.state);
    const warnings = await captureWarnings(() => sync({ totalQuantity: -3, subtotalText: '' }));
    expect(warnings).to.have.length(1);
    expect([first!.count, second!.count]).to.deep.equal([1, 1]);
  });

  it('accepts only a whole totalQuantity of 0 or more and a string subtotalText as a sync detail', () => {
    expect(readCartSync({ totalQuantity: 0, subtotalText: '' })).to.deep.equal({ totalQuantity: 0, subtotalText: '' });
    expect(readCartSync({ totalQuantity: 3, subtotalText: '$3.00', extra: true })).to.deep.equal({
      totalQuantity: 3,
      subtotalText: '$3.00',
    });
    for (const bad of [
      null,
      [],
      { totalQuantity: Infinity, subtotalText: '' },
      { totalQuantity: '1', subtotalText: '' },
      { totalQuantity: 1, subtotalText: null },
    ]) {
      expect(readCartSync(bad), JSON.stringify(bad)).to.be.undefined;
    }
  });

  it('follows later syncs and attribute changes, and stays initialised when the attributes are removed', async () => {
    const el = await indicator(html`<sqs-cart-indicator count="1" subtotal="$10.00"></sqs-cart-indicator>`);
    sync({ totalQuantity: 5, subtotalText: '$50.00' });
    await el.updateComplete;
    expect([partText(el, 'count'), partText(el, 'subtotal')]).to.deep.equal(['5', '$50.00']);
    expect(accessibleName(link(el)!)).to.equal('5 items in cart');

    el.count = 150;
    await el.updateComplete;
    expect(partText(el, 'count')).to.equal('100+');
    expect(accessibleName(link(el)!)).to.equal('More than 100 items in cart');

    el.subtotal = '';
    await el.updateComplete;
    expect(partText(el, 'subtotal')).to.be.null;
    expect(link(el)!.hasAttribute('aria-describedby')).to.be.false;

    el.removeAttribute('count');
    el.removeAttribute('subtotal');
    await el.updateComplete;
    expect(el.dataset.state).to.equal('initialised');
    expect(partText(el, 'count')).to.equal('0');
  });

  it('announces the spoken label, not the visible count, with the subtotal as the description', async () => {
    const el = await indicator(html`<sqs-cart-indicator count="101" subtotal="$1,010.00"></sqs-cart-indicator>`);
    const a = link(el)!;
    expect(partText(el, 'count')).to.equal('100+');
    expect(accessibleName(a)).to.equal('More than 100 items in cart');
    expect(description(a)).to.equal('$1,010.00');
    for (const name of ['icon', 'count', 'subtotal']) {
      expect(shadow(el).querySelector(`[part~="${name}"]`)!.getAttribute('aria-hidden'), name).to.equal('true');
    }
    // The label is read, not shown: it takes no visible space.
    const label = [...a.querySelectorAll('span')].find((s) => s.textContent === 'More than 100 items in cart')!;
    expect(label.getBoundingClientRect().width).to.be.at.most(1);

    const one = await indicator(html`<sqs-cart-indicator count="1"></sqs-cart-indicator>`);
    expect(partText(one, 'count')).to.equal('1');
    expect(accessibleName(link(one)!)).to.equal('One item in cart');
    expect(link(one)!.hasAttribute('aria-label')).to.be.false;
  });
});
