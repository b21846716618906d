import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { showAlert, showConfirm, showInformation, type DialogResult, type SqsDialogElement } from './define.js';
import {
  captureWarnings,
  deepActiveElement,
  emulateReducedMotion,
  shadow,
  pressShiftTab,
} from '../../test/support/helpers.js';

const base = (el: Element) => shadow(el).querySelector<HTMLDialogElement>('dialog')!;
const buttons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="button"]')];
const button = (el: Element, result: DialogResult) =>
  shadow(el).querySelector<HTMLButtonElement>(`[data-result="${result}"]`)!;

/** Shows `el` and waits until it is shown; returns the result promise (boxed: an async function would await it). */
async function open(el: SqsDialogElement): Promise<{ result: Promise<DialogResult> }> {
  const shown = oneEvent(el, 'sqs-dialog-show');
  const result = el.show();
  await shown;
  // A visitor acts on the dialog once it has faded in.
  await waitUntil(() => getComputedStyle(base(el)).opacity === '1', 'the dialog never faded in', { timeout: 3000 });
  return { result };
}

async function dialog(markup: ReturnType<typeof html>): Promise<SqsDialogElement> {
  const el = await fixture<SqsDialogElement>(markup);
  await el.updateComplete;
  await waitUntil(() => base(el), '<sqs-dialog> never rendered');
  return el;
}

/** The last dialog element the helpers added to the page. */
const added = () => [...document.body.querySelectorAll('sqs-dialog')].at(-1) as SqsDialogElement;

describe('<sqs-dialog>', () => {
  afterEach(() => {
    emulateReducedMotion(false);
    for (const el of document.querySelectorAll('sqs-dialog')) el.remove();
  });

  it('passes an axe check while shown', async () => {
    const el = await dialog(html`<sqs-dialog heading="Remove item" keep>Remove this item from the cart?</sqs-dialog>`);
    await open(el);
    await expect(el).to.be.accessible();
  });

  it('is a native modal dialog labelled by its heading and described by its message, 350 px wide with 20 px padding', async () => {
    const el = await dialog(html`<sqs-dialog heading="Remove item" keep>Remove this item?</sqs-dialog>`);
    const d = base(el);
    expect(d.open).to.be.false;
    await open(el);
    expect(d.open).to.be.true;
    expect(d.matches(':modal')).to.be.true;
    const title = shadow(el).getElementById(d.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Remove item');
    const body = shadow(el).getElementById(d.getAttribute('aria-describedby')!)!;
    expect(body.querySelector('slot')!.assignedNodes()[0]!.textContent).to.equal('Remove this item?');
    const style = getComputedStyle(d);
    expect(d.getBoundingClientRect().width).to.equal(350);
    expect(style.paddingTop).to.equal('20px');
    expect(style.paddingLeft).to.equal('20px');
    expect(style.zIndex).to.equal('30000');
  });

  const styles: Array<[number, string[]]> = [
    [0, ['reject', 'confirm']],
    [1, ['cancel', 'confirm']],
    [2, ['confirm']],
    [3, []],
  ];
  for (const [style, expected] of styles) {
    it(`style ${style} shows the buttons ${expected.join(' and ') || '(none)'}`, async () => {
      const el = await dialog(html`<sqs-dialog heading="Title" dialog-style=${style} keep>Text</sqs-dialog>`);
      await open(el);
      expect(buttons(el).map((b) => b.dataset.result)).to.deep.equal(expected);
      const labels = { confirm: 'Confirm', reject: 'Reject', cancel: 'Cancel' } as Record<string, string>;
      expect(buttons(el).map((b) => b.textContent)).to.deep.equal(expected.map((r) => labels[r]));
    });
  }

  const presses: Array<[number, DialogResult]> = [
    [0, 'confirm'],
    [0, 'reject'],
    [1, 'confirm'],
    [1, 'cancel'],
    [2, 'confirm'],
  ];
  for (const [style, result] of presses) {
    it(`style ${style}: pressing ${result} resolves show() with '${result}' and reports it in both hide events`, async () => {
      const el = await dialog(html`<sqs-dialog heading="Title" dialog-style=${style} keep>Text</sqs-dialog>`);
      const { result: promise } = await open(el);
      const hiding = oneEvent(el, 'sqs-dialog-hide');
      const hidden = oneEvent(el, 'sqs-dialog-after-hide');
      button(el, result).click();
      expect((await hiding).detail.result).to.equal(result);
      expect((await hidden).detail.result).to.equal(result);
      expect(await promise).to.equal(result);
    });
  }

  it('uses the button texts it is given', async () => {
    const el = await dialog(
      html`<sqs-dialog heading="T" dialog-style="0" confirm-text="Yes" reject-text="No" keep>Text</sqs-dialog>`,
    );
    await open(el);
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['No', 'Yes']);
  });

  it('goes hidden → shown → hiding → hidden, reflected in data-state, and is removed from the page once hidden', async () => {
    const el = await dialog(html`<sqs-dialog heading="T" dialog-style="2">Text</sqs-dialog>`);
    expect(el.dataset.state).to.equal('hidden');
    await open(el);
    expect(el.dataset.state).to.equal('shown');
    expect(el.hasAttribute('open')).to.be.true;
    const hiding = oneEvent(el, 'sqs-dialog-hide');
    const hidden = oneEvent(el, 'sqs-dialog-after-hide');
    button(el, 'confirm').click();
    await hiding;
    expect(el.dataset.state).to.equal('hiding');
    expect(base(el).open, 'stays on screen while it fades out').to.be.true;
    await hidden;
    expect(el.dataset.state).to.equal('hidden');
    expect(base(el).open).to.be.false;
    expect(el.isConnected).to.be.false;
  });

  it('stays on the page when hidden with keep, and can be shown again', async () => {
    const el = await dialog(html`<sqs-dialog heading="T" dialog-style="2" keep>Text</sqs-dialog>`);
    const { result: first } = await open(el);
    button(el, 'confirm').click();
    expect(await first).to.equal('confirm');
    expect(el.isConnected).to.be.true;
    const { result: second } = await open(el);
    expect(el.dataset.state).to.equal('shown');
    el.hide('cancel');
    expect(await second).to.equal('cancel');
  });

  it('ends hiding when its fade-out ends, before the fallback timer', async () => {
    const el = await dialog(html`<sqs-dialog heading="T" dialog-style="2" hide-fallback="8000" keep>Text</sqs-dialog>`);
    await open(el);
    const hidden = oneEvent(el, 'sqs-dialog-after-hide');
    const start = performance.now();
    el.hide('confirm');
    await hidden;
    expect(performance.now() - start).to.be.below(4000);
  });

  it('ends hiding with the fallback timer when no transition runs', async () => {
    const el = await dialog(
      html`<sqs-dialog heading="T" dialog-style="2" hide-fallback="300" keep style="--sqs-dialog-duration: 0s"
        >Text</sqs-dialog
      >`,
    );
    await open(el);
    const hiding = oneEvent(el, 'sqs-dialog-hide');
    const hidden = oneEvent(el, 'sqs-dialog-after-hide');
    el.hide('confirm');
    await hiding;
    const start = performance.now();
    await hidden;
    expect(performance.now() - start).to.be.at.least(250);
  });

  it('hides at once under reduced motion', async () => {
    emulateReducedMotion(true);
    const el = await dialog(html`<sqs-dialog heading="T" dialog-style="2" hide-fallback="8000" keep>Text</sqs-dialog>`);
    await open(el);
    const hidden = oneEvent(el, 'sqs-dialog-after-hide');
    const start = performance.now();
    el.hide('confirm');
    await hidden;
    expect(performance.now() - start).to.be.below(200);
  });

  it('auto-hides after the auto-hide time and counts as confirm', async () => {
    const el = await dialog(html`<sqs-dialog heading="T" dialog-style="3" auto-hide="400" keep>Saved</sqs-dialog>`);
    const shownAt = performance.now();
    // Listened for first: on a loaded machine opening can take longer than the auto-hide time.
    const hidden = oneEvent(el, 'sqs-dialog-hide');
    const { result: promise } = await open(el);
    const { detail } = await hidden;
    expect(performance.now() - shownAt).to.be.at.least(400);
    expect(detail.result).to.equal('confirm');
    expect(await promise).to.equal('confirm');
  });

  it('moves focus to the first button, keeps Tab and Shift+Tab inside (slotted links included), and returns focus', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <button id="opener">Open</button>
        <sqs-dialog heading="T" dialog-style="1" keep>Read <a href="#terms">the terms</a> first.</sqs-dialog>
        <button id="after">After</button>
      </div>`,
    );
    const el = wrap.querySelector('sqs-dialog')!;
    const opener = wrap.querySelector<HTMLButtonElement>('#opener')!;
    const link = wrap.querySelector('a')!;
    await waitUntil(() => base(el));
    opener.focus();
    const { result: promise } = await open(el);
    expect(deepActiveElement()).to.equal(link);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(el, 'cancel'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(el, 'confirm'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab on the last wraps to the first').to.equal(link);
    await pressShiftTab();
    expect(deepActiveElement(), 'Shift+Tab on the first wraps to the last').to.equal(button(el, 'confirm'));
    const hidden = oneEvent(el, 'sqs-dialog-after-hide');
    await sendKeys({ press: 'Escape' });
    await hidden;
    expect(await promise).to.equal('cancel');
    expect(deepActiveElement()).to.equal(opener);
  });

  it('focuses the dialog itself when it has no buttons, and Escape cancels it', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div><button>Open</button><sqs-dialog heading="T" dialog-style="3" keep>Saved</sqs-dialog></div>`,
    );
    const el = wrap.querySelector('sqs-dialog')!;
    await waitUntil(() => base(el));
    wrap.querySelector('button')!.focus();
    const { result: promise } = await open(el);
    expect(deepActiveElement()).to.equal(base(el));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab stays on the dialog').to.equal(base(el));
    await sendKeys({ press: 'Escape' });
    expect(await promise).to.equal('cancel');
    expect(deepActiveElement()).to.equal(wrap.querySelector('button'));
  });

  it('warns once and uses style 1 for an invalid dialog-style', async () => {
    let el!: SqsDialogElement;
    const warnings = await captureWarnings(async () => {
      el = await dialog(html`<sqs-dialog heading="T" dialog-style="7" keep>Text</sqs-dialog>`);
      await open(el);
    });
    expect(warnings.filter((w) => w.includes('dialog-style="7"'))).to.have.length(1);
    expect(buttons(el).map((b) => b.dataset.result)).to.deep.equal(['cancel', 'confirm']);
  });
});

describe('dialog helpers', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('sqs-dialog')) el.remove();
  });

  it('showConfirm resolves with the button pressed (style 1 by default, style 0 with reject)', async () => {
    const first = showConfirm({ heading: 'Leave?', message: 'Changes are lost.' });
    await waitUntil(() => added()?.dataset.state === 'shown');
    expect(added().textContent).to.equal('Changes are lost.');
    button(added(), 'cancel').click();
    expect(await first).to.equal('cancel');
    expect(document.querySelector('sqs-dialog'), 'removed once hidden').to.be.null;

    const second = showConfirm({ heading: 'Leave?', message: 'Sure?', style: 0, confirmText: 'Yes', rejectText: 'No' });
    await waitUntil(() => added()?.dataset.state === 'shown');
    expect(buttons(added()).map((b) => b.textContent)).to.deep.equal(['No', 'Yes']);
    button(added(), 'reject').click();
    expect(await second).to.equal('reject');
  });

  it('showAlert has one button and resolves with confirm', async () => {
    const promise = showAlert({ heading: 'Sold out', message: 'This item is sold out.' });
    await waitUntil(() => added()?.dataset.state === 'shown');
    expect(buttons(added()).map((b) => b.dataset.result)).to.deep.equal(['confirm']);
    button(added(), 'confirm').click();
    expect(await promise).to.equal('confirm');
  });

  it('showInformation has no buttons, hides itself after 2000 ms and resolves with confirm', async () => {
    const start = performance.now();
    const promise = showInformation({ heading: 'Saved', message: 'Your changes were saved.' });
    await waitUntil(() => added()?.dataset.state === 'shown');
    const el = added();
    expect(buttons(el)).to.have.length(0);
    let hidAt = 0;
    el.addEventListener('sqs-dialog-hide', () => (hidAt = performance.now()));
    expect(await promise).to.equal('confirm');
    expect(hidAt - start).to.be.at.least(2000);
  });
});
