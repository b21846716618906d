import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/cookie-banner/define.js';
import '../../elements/dialog/define.js';
import '../../elements/lightbox/define.js';
import '../../elements/tooltip/define.js';
import type { SqsDialogElement } from '../../elements/dialog/define.js';
import type { SqsLightboxElement } from '../../elements/lightbox/define.js';
import { onUnhandledEscape, openClosables, registerClosable } from '../../runtime/closables.js';
import { pressChord, settled, shadow } from '../support/helpers.js';

const base = (el: Element) => shadow(el).querySelector<HTMLDialogElement>('dialog')!;

/** Shows `el` and resolves once it is shown and registered. */
async function showDialog(el: SqsDialogElement): Promise<void> {
  const shown = oneEvent(el, 'sqs-dialog-show');
  void el.show();
  await shown;
}

/** A lightbox with two photographs, opened and fully shown. */
async function openLightbox(): Promise<SqsLightboxElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<sqs-lightbox speed="0.05">${[1, 2]
    .map(
      (n) =>
        `<figure data-slide-id="s${n}"><img data-src="/examples/images/photo-0${n}.jpg" data-image-dimensions="2500x1563" alt="Photo ${n}"></figure>`,
    )
    .join('')}</sqs-lightbox>`;
  const el = holder.firstElementChild as SqsLightboxElement;
  document.body.append(el);
  await el.updateComplete;
  const opened = oneEvent(el, 'sqs-lightbox-open');
  el.show(0);
  await opened;
  // Its opening transition takes longer than waitUntil's default second on a loaded machine.
  await waitUntil(() => el.dataset.state === 'open', 'the lightbox never finished opening', { timeout: 5000 });
  return el;
}

describe('closable targets and Escape', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('sqs-dialog, sqs-lightbox, sqs-cookie-banner')) el.remove();
    document.body.classList.remove('sqs-lightbox-open');
    localStorage.clear();
    document.cookie = 'ss_cookieAllowed=; Max-Age=0; path=/';
  });

  it('closes only the top target, wherever focus is, and nothing else on the page sees that Escape', async () => {
    const closed: string[] = [];
    const seen: string[] = [];
    const onKey = (event: KeyboardEvent) => seen.push(event.key);
    document.addEventListener('keydown', onKey);
    const unhandled = onUnhandledEscape(() => closed.push('unhandled'));
    const lower = registerClosable(() => closed.push('lower'));
    const upper = registerClosable(() => closed.push('upper'));
    try {
      (document.activeElement as HTMLElement | null)?.blur();
      await sendKeys({ press: 'Escape' });
      expect(closed).to.deep.equal(['upper']);
      expect(seen, 'the page saw the Escape').to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      expect(closed).to.deep.equal(['upper', 'lower']);
      expect(openClosables()).to.equal(0);
      await sendKeys({ press: 'Escape' });
      expect(closed, 'with nothing open the runtime gets it').to.deep.equal(['upper', 'lower', 'unhandled']);
      expect(seen).to.deep.equal(['Escape']);
    } finally {
      upper();
      lower();
      unhandled();
      document.removeEventListener('keydown', onKey);
    }
  });

  it('forgets a target unregistered before Escape, and leaves Ctrl+Escape and other keys alone', async () => {
    const closed: string[] = [];
    const lower = registerClosable(() => closed.push('lower'));
    const upper = registerClosable(() => closed.push('upper'));
    upper();
    await pressChord('Control', 'Escape');
    await sendKeys({ press: 'a' });
    expect(closed).to.deep.equal([]);
    await pressChord('Shift', 'Escape');
    expect(closed).to.deep.equal(['lower']);
    lower();
  });

  it('gives the runtime only an Escape the page did not prevent itself', async () => {
    const got: boolean[] = [];
    const unhandled = onUnhandledEscape((event) => got.push(event.shiftKey));
    const prevent = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', prevent);
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', prevent);
    expect(got).to.deep.equal([]);
    await pressChord('Shift', 'Escape');
    expect(got).to.deep.equal([true]);
    unhandled();
    await sendKeys({ press: 'Escape' });
    expect(got).to.deep.equal([true]);
  });

  it('closes a dialog opened above a lightbox first, then the lightbox', async () => {
    const lightbox = await openLightbox();
    const dialog = await fixture<SqsDialogElement>(
      html`<sqs-dialog heading="Share" keep>Share this photo?</sqs-dialog>`,
    );
    await waitUntil(() => base(dialog), '<sqs-dialog> never rendered');
    await showDialog(dialog);
    await settled(dialog);
    await expect(dialog).to.be.accessible();
    const hidden = oneEvent(dialog, 'sqs-dialog-hide');
    await sendKeys({ press: 'Escape' });
    expect((await hidden).detail.result).to.equal('cancel');
    expect(lightbox.open, 'the lightbox stays open').to.be.true;
    expect(lightbox.dataset.state).to.equal('open');
    const closed = oneEvent(lightbox, 'sqs-lightbox-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(lightbox.open).to.be.false;
  });

  it('hides a tooltip inside a dialog first, then closes the dialog', async () => {
    const dialog = await fixture<SqsDialogElement>(
      html`<sqs-dialog heading="Delivery" keep
        ><sqs-tooltip delay="0"
          ><button>Shipping</button><span slot="content">Ships in 2 days</span></sqs-tooltip
        ></sqs-dialog
      >`,
    );
    const tooltip = dialog.querySelector('sqs-tooltip')!;
    await waitUntil(() => base(dialog), '<sqs-dialog> never rendered');
    const tipShown = oneEvent(tooltip, 'sqs-tooltip-show');
    await showDialog(dialog);
    // The dialog moves focus to its first focusable element: the tooltip's trigger, which shows the tooltip.
    await tipShown;
    const tipHidden = oneEvent(tooltip, 'sqs-tooltip-hide');
    await sendKeys({ press: 'Escape' });
    await tipHidden;
    expect(dialog.dataset.state, 'the dialog stays open').to.equal('shown');
    expect(base(dialog).open).to.be.true;
    const hidden = oneEvent(dialog, 'sqs-dialog-hide');
    await sendKeys({ press: 'Escape' });
    await hidden;
  });

  it('hides a popup cookie banner on Escape without storing a choice, after a dialog above it', async () => {
    const banner = await fixture<HTMLElement>(
      html`<sqs-cookie-banner
        settings='{"isCookieBannerEnabled":true,"cookieBannerVariant":"POPUP","cookieBannerAcceptType":"OPT_IN_AND_OUT"}'
      ></sqs-cookie-banner>`,
    );
    await waitUntil(() => banner.dataset.state === 'shown', 'the banner never showed');
    const dialog = document.createElement('sqs-dialog');
    dialog.heading = 'Newsletter';
    document.body.append(dialog);
    await waitUntil(() => base(dialog), '<sqs-dialog> never rendered');
    await showDialog(dialog);
    const hidden = oneEvent(dialog, 'sqs-dialog-hide');
    await sendKeys({ press: 'Escape' });
    await hidden;
    expect(banner.dataset.state, 'the banner is still there').to.equal('shown');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => banner.dataset.state === 'hidden', 'Escape did not hide the popup');
    expect(banner.dataset.consent, 'no choice was stored').to.equal('unset');
    expect(document.cookie).not.to.contain('ss_cookieAllowed');
  });

  it('leaves a bar cookie banner in place on Escape', async () => {
    const banner = await fixture<HTMLElement>(
      html`<sqs-cookie-banner
        settings='{"isCookieBannerEnabled":true,"cookieBannerVariant":"BAR"}'
      ></sqs-cookie-banner>`,
    );
    await waitUntil(() => banner.dataset.state === 'shown', 'the banner never showed');
    expect(openClosables()).to.equal(0);
    await sendKeys({ press: 'Escape' });
    expect(banner.dataset.state).to.equal('shown');
  });
});
