import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { clear, createStore } from 'idb-keyval';
import './define.js';
import type { SqsButtonElement } from './define.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { createOutbox, type Outbox, type OutboxRequest } from '../../runtime/outbox.js';
import { defaultTransport } from '../../runtime/transport.js';
import { inspect, recordingTransport } from '../../test/runtime/fakes.js';
import { captureWarnings, deepActiveElement, emulateReducedMotion, shadow } from '../../test/support/helpers.js';
import { useSiteContext } from '../../test/support/site-context.js';

/** Census requests, intercepted at the outbox the element is given. */
let requests: OutboxRequest[];
const recorder = { enqueue: async (request: OutboxRequest) => (requests.push(request), 'id') } as unknown as Outbox;
/** The census calls seen so far, as `{ path, …form fields }`. */
const calls = (): Array<Record<string, string>> =>
  requests.map((r) => ({
    path: new URL(r.url, location.href).pathname,
    ...Object.fromEntries(new URLSearchParams(r.body)),
  }));

const quietEvents = () => ({
  window: new EventTarget(),
  document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
});

const link = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('a[part~="button"]');
const nativeButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('button[part~="button"]');
const control = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="button"]')!;

/** Places a button block with `attributes` and `label` (slotted) in the page, census going to `outbox`. */
async function block(
  attributes: Record<string, string>,
  label = '',
  outbox: Outbox = recorder,
): Promise<SqsButtonElement> {
  const el = document.createElement('sqs-button');
  el.censusEnv = { outbox };
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.textContent = label;
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 600px"></div>`);
  holder.append(el);
  await waitUntil(() => shadow(el).querySelector('[part~="button"]'), 'the button never rendered');
  await el.updateComplete;
  return el;
}

/** Returns the text assistive technology gets from the shadow tree (slots followed). */
function accessibleText(node: Node): string {
  if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(accessibleText).join('');
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(accessibleText).join('');
}

/** Stops any navigation the next click inside `el` would make (the test page must stay), without hiding the click. */
function holdNavigation(): () => void {
  const stop = (event: Event) => event.preventDefault();
  window.addEventListener('click', stop);
  return () => window.removeEventListener('click', stop);
}

const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';

describe('<sqs-button>', () => {
  useSiteContext();
  beforeEach(() => {
    requests = [];
    resetConfiguration();
  });
  afterEach(async () => {
    emulateReducedMotion(false);
    resetConfiguration();
    await resetMouse();
  });

  it('passes an axe check as a link, a new-window link and a button', async () => {
    await expect(await block({ 'clickthrough-url': '/shop' }, 'Shop now')).to.be.accessible();
    await expect(await block({ 'clickthrough-url': '/shop', 'new-window': '' }, 'Shop now')).to.be.accessible();
    await expect(await block({ text: 'Tell me more' })).to.be.accessible();
  });

  it('is a real link with a safe clickthrough-url, with the spec defaults: centred, medium, same window', async () => {
    const el = await block({ 'clickthrough-url': '/shop?ref=home' }, 'Shop now');
    expect([el.alignment, el.size, el.newWindow, el.text, el.blockId]).to.deep.equal([
      'center',
      'medium',
      false,
      '',
      '',
    ]);
    const a = link(el)!;
    expect(a.getAttribute('href')).to.equal('/shop?ref=home');
    expect(a.hasAttribute('target')).to.be.false;
    expect(a.hasAttribute('rel')).to.be.false;
    expect(accessibleText(a).trim()).to.equal('Shop now');
    expect(nativeButton(el)).to.equal(null);
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-alignment')).to.equal('center');
    for (const address of ['https://example.com/a', 'mailto:shop@example.com', 'tel:+15550100', '#top'])
      expect(link(await block({ 'clickthrough-url': address }, 'Go'))!.getAttribute('href')).to.equal(address);
  });

  it('takes its label from text, else from the slotted text, and follows changes to either', async () => {
    const el = await block({ text: 'From the attribute', 'clickthrough-url': '/a' }, 'Slotted');
    expect(accessibleText(control(el)).trim()).to.equal('From the attribute');
    el.removeAttribute('text');
    await waitUntil(() => accessibleText(control(el)).trim() === 'Slotted');
    el.textContent = 'Changed';
    await waitUntil(() => accessibleText(control(el)).trim() === 'Changed');
  });

  it('opens a new window with new-window: target _blank, rel noopener noreferrer, and says so in its description', async () => {
    const el = await block({ 'clickthrough-url': 'https://example.com/', 'new-window': '' }, 'Partner shop');
    const a = link(el)!;
    expect(a.getAttribute('target')).to.equal('_blank');
    expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(accessibleText(a).trim()).to.equal('Partner shop');
    const described = a.getAttribute('aria-describedby')!;
    const hint = shadow(el).getElementById(described)!;
    expect(hint.getAttribute('part')).to.equal('new-window-hint');
    expect(hint.textContent).to.equal('(opens in a new window)');
    // Read as the link's description, never shown.
    expect(hint.hidden).to.be.true;
    expect(hint.getBoundingClientRect().width).to.equal(0);
    // A button has nowhere to open: no hint.
    const plain = await block({ 'new-window': '' }, 'Plain');
    expect(shadow(plain).querySelector('[part~="new-window-hint"]')).to.equal(null);
  });

  it('is a native <button type="button"> without an address, dispatching sqs-button-click on click, Enter and Space', async () => {
    const el = await block({}, 'Tell me more');
    const button = nativeButton(el)!;
    expect(button.type).to.equal('button');
    expect(link(el)).to.equal(null);

    const clicked = oneEvent(el, 'sqs-button-click');
    button.click();
    const event = await clicked;
    expect(event.detail).to.deep.equal({ url: '', newWindow: false });
    expect([event.bubbles, event.composed]).to.deep.equal([true, true]);

    el.focus();
    expect(deepActiveElement()).to.equal(button);
    let count = 0;
    el.addEventListener('sqs-button-click', () => count++);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => count === 1, 'Enter did not activate');
    await sendKeys({ press: ' ' });
    await waitUntil(() => count === 2, 'Space did not activate');
    expect(calls().filter((c) => c.path === CLICK)).to.have.length(3);
  });

  for (const address of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ]) {
    it(`refuses clickthrough-url="${address.trim()}": one warning naming the element and attribute, no link`, async () => {
      const warnings = await captureWarnings(async () => {
        const el = await block({ 'clickthrough-url': address }, 'Unsafe');
        expect(link(el)).to.equal(null);
        expect(nativeButton(el)).not.to.equal(null);
        expect(shadow(el).querySelector('[href]')).to.equal(null);
        el.setAttribute('size', 'large');
        await el.updateComplete;
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<sqs-button>').and.to.contain('clickthrough-url');
      await waitUntil(() => calls().some((c) => c.path === RENDER));
      expect(calls().find((c) => c.path === RENDER)!.clickthroughUrl).to.equal('');
    });
  }

  it('warns once for a bad alignment or size and uses the default', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await block({ alignment: 'middle', size: 'huge' }, 'Go');
      expect([el.alignment, el.size]).to.deep.equal(['center', 'medium']);
      el.setAttribute('text', 'Again');
      await el.updateComplete;
    });
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.equal('<sqs-button>: invalid alignment="middle"; using the default ("center").');
    expect(warnings[1]).to.equal('<sqs-button>: invalid size="huge"; using the default ("medium").');
  });

  it("takes the platform's rendered button: its type, size, alignment, link, new window and label, below the attributes", async () => {
    const platform = (type: string, side: string, href: string, target = '') => `
      <div class="sqs-block-button-container sqs-block-button-container--${side}" data-animation-role="button"
        data-alignment="${side}" data-button-size="large" data-button-type="${type}">
        <a href="${href}" class="sqs-block-button-element--large sqs-button-element--${type} sqs-block-button-element"
          ${target}>
          Learn   more
        </a>
      </div>`;
    const el = document.createElement('sqs-button');
    el.censusEnv = { outbox: recorder };
    el.id = 'block-1';
    el.innerHTML = platform('secondary', 'left', '/learn', 'target="_blank"');
    const holder = await fixture<HTMLDivElement>(html`<div style="width: 600px"></div>`);
    holder.append(el);
    await waitUntil(() => link(el), 'no link rendered');
    await expect(el).to.be.accessible();
    const base = shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
    expect(base.dataset).to.include({ type: 'secondary', alignment: 'left', size: 'large' });
    expect(link(el)!.getAttribute('href')).to.equal('/learn');
    expect(link(el)!.target).to.equal('_blank');
    expect(shadow(el).querySelector('[part~="label"]')!.textContent).to.equal('Learn more');
    // The platform's own link is not slotted into the button.
    expect(shadow(el).querySelector('slot')).to.equal(null);
    expect(getComputedStyle(control(el)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    await waitUntil(() => calls().length === 1, 'no render call');
    expect(calls()[0]).to.include({ path: RENDER, buttonText: 'Learn more', alignment: 'left', size: 'large' });

    // An attribute set on the element wins; a tertiary button is a plain link; an unsafe address gives none.
    el.setAttribute('alignment', 'right');
    const warnings = await captureWarnings(async () => {
      el.innerHTML = platform('tertiary', 'center', 'javascript:alert(1)');
      await waitUntil(() => base.dataset.type === 'tertiary', 'the type did not follow the markup');
    });
    expect(base.dataset.alignment).to.equal('right');
    expect(link(el)).to.equal(null);
    expect(nativeButton(el)).to.not.equal(null);
    expect(getComputedStyle(control(el)).textDecorationLine).to.equal('underline');
    expect(warnings).to.deep.equal([
      '<sqs-button>: invalid clickthrough-url="javascript:alert(1)"; using the default ("").',
    ]);
  });

  it('sits left, centred or right in its block, and grows from small to medium to large', async () => {
    const place = async (alignment: string) => {
      const el = await block({ alignment, 'clickthrough-url': '/a' }, 'Go');
      const host = el.getBoundingClientRect();
      const box = control(el).getBoundingClientRect();
      return { left: box.left - host.left, right: host.right - box.right };
    };
    const left = await place('left');
    expect(left.left).to.be.closeTo(0, 1);
    const right = await place('right');
    expect(right.right).to.be.closeTo(0, 1);
    const center = await place('center');
    expect(center.left).to.be.closeTo(center.right, 1);

    const heights: number[] = [];
    for (const size of ['small', 'medium', 'large'])
      heights.push(control(await block({ size, 'clickthrough-url': '/a' }, 'Go')).getBoundingClientRect().height);
    expect(heights[0]).to.be.below(heights[1]!);
    expect(heights[1]).to.be.below(heights[2]!);
  });

  describe('census', () => {
    const store = createStore('sqs-outbox-button-test', 'items');
    let live: Outbox;
    beforeEach(() => {
      live = createOutbox({ store, transport: defaultTransport, events: quietEvents() });
    });
    afterEach(async () => {
      live.stop();
      await clear(store);
    });

    it('records the render once, with every button field, at the reference API', async () => {
      const id = `block-${crypto.randomUUID()}`;
      const el = await block(
        { 'block-id': id, 'clickthrough-url': '/shop', alignment: 'left', size: 'large', 'new-window': '' },
        '  Shop   now ',
        live,
      );
      el.setAttribute('size', 'small');
      await el.updateComplete;
      await waitUntil(async () => (await live.pending()).length === 0, 'the render was never delivered');
      const stored = await inspect(`census/events?kind=button-render&subject=${id}`);
      expect(stored).to.have.length(1);
      const { outboxId, receivedAt, ...payload } = stored[0]!;
      expect(payload).to.deep.equal({
        id,
        buttonText: 'Shop now',
        clickthroughUrl: '/shop',
        alignment: 'left',
        size: 'large',
        newWindow: true,
        context: 1,
      });
      expect([typeof outboxId, typeof receivedAt]).to.deep.equal(['string', 'number']);
    });

    it('records a click on the link at the reference API while the link navigates', async () => {
      const id = `block-${crypto.randomUUID()}`;
      const el = await block({ 'block-id': id, 'clickthrough-url': '#button-clicked', text: 'Read on' }, '', live);
      const clicked = oneEvent(el, 'sqs-button-click');
      link(el)!.click();
      expect((await clicked).detail).to.deep.equal({ url: '#button-clicked', newWindow: false });
      await waitUntil(() => location.hash === '#button-clicked', 'the link did not navigate');
      history.replaceState(null, '', location.pathname + location.search);
      await waitUntil(
        async () => (await inspect(`census/events?kind=button-click&subject=${id}`)).length === 1,
        'the click never reached the reference API',
      );
      const [{ outboxId: _o, receivedAt: _r, ...payload }] = await inspect(
        `census/events?kind=button-click&subject=${id}`,
      );
      expect(payload).to.deep.equal({
        id,
        buttonText: 'Read on',
        clickthroughUrl: '#button-clicked',
        alignment: 'center',
        size: 'medium',
        newWindow: false,
        context: 1,
      });
    });

    it('goes through the outbox with the 2500 ms time-out, as form-encoded tracking items', async () => {
      await block({ 'block-id': 'b-1', 'clickthrough-url': '/a' }, 'Go');
      await waitUntil(() => requests.length === 1);
      expect(requests[0]).to.deep.include({
        contentType: 'application/x-www-form-urlencoded',
        timeout: 2500,
        tracking: true,
      });
      expect(calls()).to.deep.equal([
        {
          path: RENDER,
          id: 'b-1',
          buttonText: 'Go',
          clickthroughUrl: '/a',
          alignment: 'center',
          size: 'medium',
          newWindow: 'false',
          context: '1',
        },
      ]);
    });
  });

  it('records a button inside a popup overlay with context 2, the popup overlay', async () => {
    const holder = await fixture<HTMLElement>(html`<sqs-popup-overlay></sqs-popup-overlay>`);
    const el = document.createElement('sqs-button');
    el.censusEnv = { outbox: recorder };
    el.setAttribute('block-id', 'b-2');
    el.setAttribute('clickthrough-url', '/a');
    el.textContent = 'Join';
    holder.append(el);
    await waitUntil(() => requests.length === 1, 'the render was never recorded');
    expect(calls()[0]).to.deep.include({ id: 'b-2', buttonText: 'Join', context: '2' });
  });

  it('navigates at once while the census request is still waiting for its answer', async () => {
    // The reference API's stand-in answers the render and holds the click's answer: that request stays in flight.
    const held = recordingTransport({
      respond: (request) =>
        request.url.startsWith(CLICK) ? new Promise<Response>(() => {}) : new Response('{}', { status: 200 }),
    });
    const store = createStore('sqs-outbox-button-held', 'items');
    const outbox = createOutbox({ store, transport: held, events: quietEvents() });
    try {
      const el = await block({ 'block-id': 'held', 'clickthrough-url': '#held-navigation' }, 'Go', outbox);
      let prevented: boolean | undefined;
      const seen = (event: Event) => (prevented = event.defaultPrevented);
      window.addEventListener('click', seen);
      link(el)!.click();
      window.removeEventListener('click', seen);
      expect(prevented).to.equal(false);
      await waitUntil(() => location.hash === '#held-navigation', 'the link did not navigate');
      await waitUntil(() => held.requests.some((r) => r.url.startsWith(CLICK)), 'the click was never sent');
      // Still no answer: the navigation above did not wait for one.
      expect((await outbox.pending()).some((item) => item.url.startsWith(CLICK))).to.be.true;
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
      outbox.stop();
      await clear(store);
    }
  });

  it('records Enter on the link, modified clicks and middle clicks, without preventing them', async () => {
    const el = await block({ 'block-id': 'keys', 'clickthrough-url': '#keyboard' }, 'Go');
    const release = holdNavigation();
    try {
      el.focus();
      expect(deepActiveElement()).to.equal(link(el));
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => calls().filter((c) => c.path === CLICK).length === 1, 'Enter was not recorded');
      const a = link(el)!;
      const ctrl = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true });
      a.dispatchEvent(ctrl);
      const middle = new MouseEvent('auxclick', { bubbles: true, composed: true, cancelable: true, button: 1 });
      a.dispatchEvent(middle);
      // A right click opens the context menu: not an activation.
      a.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, composed: true, cancelable: true, button: 2 }));
      expect(middle.defaultPrevented).to.be.false;
      await waitUntil(
        () => calls().filter((c) => c.path === CLICK).length === 3,
        'a modified or middle click was missed',
      );
      expect(calls().every((c) => c.id === 'keys')).to.be.true;
    } finally {
      release();
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('sends the host id when there is no block-id', async () => {
    const el = document.createElement('sqs-button');
    el.id = 'hero-button';
    el.censusEnv = { outbox: recorder };
    el.setAttribute('text', 'Go');
    await fixture(html`${el}`);
    await waitUntil(() => requests.length === 1);
    expect(calls()[0]!.id).to.equal('hero-button');
  });

  it('sends no census call at all while tracking is not allowed, and still works', async () => {
    configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });
    const el = await block({ 'clickthrough-url': '#no-tracking' }, 'Go');
    const release = holdNavigation();
    try {
      const clicked = oneEvent(el, 'sqs-button-click');
      link(el)!.click();
      await clicked;
    } finally {
      release();
    }
    configure({ context: { censusDisabled: true } });
    nativeButton(await block({}, 'Go'))!.click();
    await el.updateComplete;
    expect(requests).to.deep.equal([]);
  });

  it('records nothing and renders nothing visible without a label', async () => {
    const el = await block({ 'clickthrough-url': '/a' });
    expect(shadow(el).querySelector<HTMLElement>('[part~="base"]')!.hidden).to.be.true;
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(requests).to.deep.equal([]);
    el.textContent = 'Now labelled';
    await waitUntil(() => requests.length === 1, 'the render was not recorded once labelled');
  });

  it('has no motion to reduce: hovering and pressing run no animation, with or without reduced motion', async () => {
    for (const reduce of [false, true]) {
      emulateReducedMotion(reduce);
      const el = await block({}, 'Go');
      const box = control(el).getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
      expect(shadow(el).getAnimations()).to.deep.equal([]);
    }
  });
});
