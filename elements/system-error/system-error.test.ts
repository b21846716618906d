import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsSystemErrorElement } from './define.js';
import { isConnectionFailure } from './useSystemError.js';
import { DataLayerError, request, type DataLayerTransport } from '../../runtime/data-layer.js';
import { deepActiveElement, shadow } from '../../test/support/helpers.js';

/** Returns the overlay once it has rendered its first state. */
async function overlay(
  markup: ReturnType<typeof html> = html`<sqs-system-error></sqs-system-error>`,
): Promise<SqsSystemErrorElement> {
  const el = await fixture<SqsSystemErrorElement>(markup);
  await waitUntil(() => el.dataset.state, '<sqs-system-error> never rendered');
  await el.updateComplete;
  return el;
}

const partOf = <T extends HTMLElement = HTMLElement>(el: Element, name: string) =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const shown = (el: SqsSystemErrorElement) =>
  waitUntil(() => el.dataset.state === 'shown' && partOf(el, 'base'), 'the overlay never showed');

/** A data-layer transport answering every request with `body` (or failing to connect when `body` is undefined). */
function answering(body?: unknown): DataLayerTransport {
  return {
    fetch: async () => {
      if (body === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
    beacon: () => false,
    sleep: async () => undefined,
  };
}

describe('<sqs-system-error>', () => {
  it('passes an axe check while open', async () => {
    const el = await overlay(html`<sqs-system-error open></sqs-system-error>`);
    await shown(el);
    await expect(el).to.be.accessible();
    const dialog = partOf(el, 'base')!;
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
  });

  it('shows nothing until an error is reported', async () => {
    const el = await overlay();
    expect(el.dataset.state).to.equal('hidden');
    expect(shadow(el).childNodes).to.have.length(0);
  });

  it("opens with 'Something Went Wrong!', 'Reload Page' and 'Clear' when the data layer reports authorizationFail", async () => {
    const el = await overlay();
    const failure = await request('GET', '/api/anything', {}, answering({ authorizationFail: true })).catch(
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(DataLayerError);
    await shown(el);
    expect(el.open).to.be.true;
    expect(el.kind).to.equal('error');
    const dialog = partOf(el, 'base')!;
    const title = partOf(el, 'title')!;
    expect(title.textContent).to.equal('Something Went Wrong!');
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(partOf(el, 'message')).to.be.null;
    expect(partOf(el, 'reload')!.textContent).to.equal('Reload Page');
    expect(partOf(el, 'clear')!.textContent).to.equal('Clear');
  });

  it('opens with the connection message when a data-layer request fails to connect and nobody handles it', async () => {
    const el = await overlay();
    // An unhandled rejection is reported asynchronously on window, where the overlay listens (capturing). Stopping
    // it after the overlay heard it keeps the test framework quiet (Chromium's console still logs it).
    const rejected = new Promise<void>((resolve) => {
      const stop = (event: PromiseRejectionEvent): void => {
        event.preventDefault();
        event.stopImmediatePropagation();
        resolve();
      };
      window.addEventListener('unhandledrejection', stop, { once: true, capture: true });
    });
    void request('GET', '/api/anything', {}, answering());
    await rejected;
    await shown(el);
    expect(el.kind).to.equal('network');
    expect(partOf(el, 'title')!.textContent).to.equal('Network error');
    const message = partOf(el, 'message')!;
    expect(message.textContent).to.equal('Unable to connect…');
    expect(partOf(el, 'base')!.getAttribute('aria-describedby')).to.equal(message.id);
    await expect(el).to.be.accessible();
  });

  it("recognises only the data layer's connection failures", () => {
    expect(isConnectionFailure(new DataLayerError('connection', 'x', '/u'))).to.be.true;
    expect(isConnectionFailure(new DataLayerError('status', 'x', '/u', 500))).to.be.false;
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).to.be.false;
    expect(isConnectionFailure(undefined)).to.be.false;
  });

  it('opens as a network error for an sqs-system-error event with kind "network"', async () => {
    const el = await overlay();
    document.dispatchEvent(
      new CustomEvent('sqs-system-error', { detail: { kind: 'network', url: '/x', message: '' } }),
    );
    await shown(el);
    expect(el.kind).to.equal('network');
  });

  it('moves focus to Reload Page, keeps it on the two buttons (Tab wraps), and returns it when Escape clears', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><button id="trigger">Save</button><sqs-system-error></sqs-system-error></div>`,
    );
    const el = wrapper.querySelector('sqs-system-error')!;
    const trigger = wrapper.querySelector<HTMLButtonElement>('#trigger')!;
    trigger.focus();
    document.dispatchEvent(
      new CustomEvent('sqs-system-error', { detail: { url: '/x', message: 'Unauthorized request' } }),
    );
    await shown(el);
    await waitUntil(() => deepActiveElement() === partOf(el, 'reload'), 'focus did not move to Reload Page');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(partOf(el, 'clear'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(partOf(el, 'reload'));
    const cleared = oneEvent(el, 'sqs-clear');
    await sendKeys({ press: 'Escape' });
    await cleared;
    await el.updateComplete;
    expect(el.open).to.be.false;
    expect(el.dataset.state).to.equal('hidden');
    expect(shadow(el).childNodes).to.have.length(0);
    expect(deepActiveElement()).to.equal(trigger);
  });

  it('closes on Clear and emits sqs-clear', async () => {
    const el = await overlay(html`<sqs-system-error open></sqs-system-error>`);
    await shown(el);
    const cleared = oneEvent(el, 'sqs-clear');
    partOf(el, 'clear')!.click();
    const { bubbles, composed } = await cleared;
    expect({ bubbles, composed }).to.deep.equal({ bubbles: true, composed: true });
    await el.updateComplete;
    expect(el.hasAttribute('open')).to.be.false;
  });

  it('emits a cancelable sqs-reload on Reload Page; a listener that prevents it keeps the page', async () => {
    const el = await overlay(html`<sqs-system-error open></sqs-system-error>`);
    await shown(el);
    const reload = oneEvent(el, 'sqs-reload');
    el.addEventListener('sqs-reload', (event) => event.preventDefault(), { once: true });
    partOf(el, 'reload')!.click();
    const event = await reload;
    expect(event.cancelable).to.be.true;
    expect(event.defaultPrevented).to.be.true;
    expect(el.open).to.be.true;
  });

  it('reloads its document on Reload Page when nobody prevents it', async () => {
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="page" src="about:blank"></iframe>`);
    const doc = frame.contentDocument!;
    const el = document.createElement('sqs-system-error');
    el.setAttribute('open', '');
    doc.body.append(doc.adoptNode(el));
    await waitUntil(() => el.shadowRoot?.querySelector('[part~="reload"]'), 'the overlay never showed in the frame');
    const reloaded = oneEvent(frame, 'load');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="reload"]')!.click();
    await reloaded;
    expect(frame.contentDocument!.querySelector('sqs-system-error')).to.be.null;
  });

  it('stacks above the managed UI base (z-index 30000) and covers the window', async () => {
    const el = await overlay(html`<sqs-system-error open></sqs-system-error>`);
    await shown(el);
    const backdrop = partOf(el, 'backdrop')!;
    expect(getComputedStyle(backdrop).zIndex).to.equal('30010');
    const box = backdrop.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
  });
});
