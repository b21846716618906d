import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import { imageWidthFor } from '../../runtime/images.js';
import { breakpoints } from '../../styles/tokens.js';
import type { LightboxItem, SqsLightboxElement } from './define.js';
import {
  captureWarnings,
  deepActiveElement,
  emulateReducedMotion,
  pressShiftTab,
  shadow,
} from '../../test/support/helpers.js';

const photo = (n: number, width = 2500, height = 1563): string =>
  `<figure data-slide-id="s${n}" data-slide-url="photo-${n}"><img data-src="/examples/images/photo-0${n}.jpg" data-image-dimensions="${width}x${height}" alt="Photo ${n}"><figcaption>Caption ${n}</figcaption></figure>`;

const q = <T extends Element = HTMLElement>(el: Element, selector: string): T => shadow(el).querySelector<T>(selector)!;

/** A lightbox with three figures after a button that has focus; `speed` 0.05 s keeps fades short but real. */
async function lightbox(attributes = 'speed="0.05"'): Promise<{ el: SqsLightboxElement; opener: HTMLButtonElement }> {
  const wrap = await fixture<HTMLDivElement>(html`<div><button>Open</button></div>`);
  const opener = wrap.querySelector('button')!;
  const holder = document.createElement('div');
  holder.innerHTML = `<sqs-lightbox ${attributes}>${photo(1)}${photo(6, 1067, 1600)}${photo(3, 1600, 1600)}</sqs-lightbox>`;
  const el = holder.firstElementChild as SqsLightboxElement;
  wrap.append(el);
  await el.updateComplete;
  opener.focus();
  return { el, opener };
}

/** The computed style of `node` in its own window (a frame's, for `lightboxInWindow`). */
const style = (node: Element): CSSStyleDeclaration => node.ownerDocument.defaultView!.getComputedStyle(node);

/** Resolves once `script` (added to a frame) has loaded. */
const loaded = (script: HTMLScriptElement): Promise<unknown> =>
  new Promise((resolve, reject) => {
    script.addEventListener('load', resolve);
    script.addEventListener('error', reject);
  });

interface Axe {
  run(context: Element): Promise<{ violations: Array<{ id: string }> }>;
}

/** The axe check, in the frame's own window (axe, like the element, only knows the nodes of its own realm). */
async function expectAccessibleInFrame(el: Element): Promise<void> {
  const frame: Window & { axe?: Axe } = el.ownerDocument.defaultView!;
  const { violations } = await frame.axe!.run(el);
  expect(violations.map((v) => v.id)).to.deep.equal([]);
}

/**
 * A lightbox with three figures in a window `width` px wide: a frame the test sizes, as WebDriver cannot resize the
 * test page. The frame loads the element (and axe) itself, so its media queries follow the frame's width.
 */
async function lightboxInWindow(width: number, attributes = 'speed="0"'): Promise<{ el: SqsLightboxElement }> {
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe title="window" style="width: ${width}px; height: 600px; border: 0"></iframe>`,
  );
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = new URL('/elements/lightbox/define.ts', location.href).href;
  const axe = doc.createElement('script');
  axe.src = new URL('/node_modules/axe-core/axe.min.js', location.href).href;
  doc.head.append(script, axe);
  await loaded(axe);
  await win.customElements.whenDefined('sqs-lightbox');
  const holder = doc.createElement('div');
  holder.innerHTML = `<sqs-lightbox ${attributes}>${photo(1)}${photo(6, 1067, 1600)}${photo(3, 1600, 1600)}</sqs-lightbox>`;
  const el = holder.firstElementChild as SqsLightboxElement;
  doc.body.append(el);
  await el.updateComplete;
  expect(win.innerWidth).to.equal(width);
  return { el };
}

/** Opens `el` at `index` and waits until it is fully open. */
async function openAt(el: SqsLightboxElement, index = 0): Promise<void> {
  const opened = oneEvent(el, 'sqs-lightbox-open');
  el.show(index);
  await opened;
  await waitUntil(() => el.dataset.state === 'open', 'the lightbox never finished opening');
}

/** Clicks the dialog at (x, y) in the window, as a visitor's click lands. */
function clickAt(el: SqsLightboxElement, x: number, y: number): void {
  const target = shadow(el).elementFromPoint(x, y) ?? q(el, 'dialog');
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
}

describe('<sqs-lightbox>', () => {
  afterEach(() => {
    emulateReducedMotion(false);
    document.body.classList.remove('sqs-lightbox-open');
  });

  it('passes an axe check closed and open', async () => {
    const { el } = await lightbox();
    await expect(el).to.be.accessible();
    await openAt(el, 0);
    await expect(el).to.be.accessible();
  });

  it('opens with the overlay fading in first, then the content, and marks <body>', async () => {
    const { el } = await lightbox('speed="0.1"');
    const states: string[] = [];
    const observer = new MutationObserver(() => states.push(el.dataset.state ?? ''));
    observer.observe(el, { attributes: true, attributeFilter: ['data-state'] });
    const opened = oneEvent(el, 'sqs-lightbox-open');
    el.show(1);
    expect((await opened).detail).to.deep.equal({ index: 1 });
    expect(document.body.classList.contains('sqs-lightbox-open')).to.be.true;
    await waitUntil(() => el.dataset.state === 'open');
    observer.disconnect();
    expect(states).to.deep.equal(['overlay', 'content', 'open']);
    expect(q<HTMLDialogElement>(el, 'dialog').open).to.be.true;
    expect(q<HTMLDialogElement>(el, 'dialog').getAttribute('aria-label')).to.equal('Gallery');
    expect(getComputedStyle(q(el, '[part~="content"]')).opacity).to.equal('1');
  });

  it('goes straight to open and back under reduced motion, with no fades', async () => {
    emulateReducedMotion(true);
    const { el } = await lightbox('speed="0.6"');
    const states: string[] = [];
    const observer = new MutationObserver(() => states.push(el.dataset.state ?? ''));
    observer.observe(el, { attributes: true, attributeFilter: ['data-state'] });
    el.show(0);
    await waitUntil(() => el.dataset.state === 'open');
    expect(getComputedStyle(q(el, '[part~="overlay"]')).transitionDuration).to.equal('0s');
    const closed = oneEvent(el, 'sqs-lightbox-close');
    el.close();
    await closed;
    observer.disconnect();
    expect(states).to.deep.equal(['open', 'closed']);
  });

  it('shows the figure children: the picture at a width step, its alt text, caption and "n of N"', async () => {
    const { el } = await lightbox();
    await openAt(el, 2);
    const img = q<HTMLImageElement>(el, 'img[part~="image"]');
    expect(img.alt).to.equal('Photo 3');
    // The width step covering the picture's box at this screen's pixel ratio, chosen once the lightbox is open.
    const shown = q(el, '[part~="picture"]').getBoundingClientRect().width;
    expect(shown).to.be.greaterThan(300);
    const wanted = imageWidthFor(shown);
    await waitUntil(
      () => img.getAttribute('src') === `/examples/images/photo-03.jpg?format=${wanted}w`,
      `not loaded at ${wanted}w`,
    );
    expect(q(el, '[part~="caption"]').textContent).to.equal('Caption 3');
    expect(q(el, '[part~="counter"]').textContent).to.equal('3 of 3');
    expect(q(el, '[part~="counter"]').getAttribute('aria-live')).to.equal('polite');
    // The figures themselves stay out of sight in the page.
    expect(el.querySelector('figure')!.getClientRects().length).to.equal(0);
  });

  it('moves focus in, keeps Tab inside and returns focus to the opener on close', async () => {
    const { el, opener } = await lightbox();
    await openAt(el, 0);
    const focused = () => deepActiveElement()?.getAttribute('part');
    expect(focused()).to.equal('button close');
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('button previous');
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('button next');
    await sendKeys({ press: 'Tab' });
    expect(focused(), 'Tab on the last wraps to the first').to.equal('button close');
    await pressShiftTab();
    expect(focused(), 'Shift+Tab on the first wraps to the last').to.equal('button next');
    const closed = oneEvent(el, 'sqs-lightbox-close');
    q<HTMLButtonElement>(el, '[part~="close"]').click();
    expect((await closed).detail).to.deep.equal({ index: 0 });
    expect(el.open).to.be.false;
    expect(el.dataset.state).to.equal('closed');
    expect(document.activeElement).to.equal(opener);
    expect(document.body.classList.contains('sqs-lightbox-open')).to.be.false;
  });

  it('closes on Escape', async () => {
    const { el } = await lightbox();
    await openAt(el, 0);
    const closed = oneEvent(el, 'sqs-lightbox-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(q<HTMLDialogElement>(el, 'dialog').open).to.be.false;
  });

  it('goes on and back with its buttons, wrapping at both ends, and says so', async () => {
    const { el } = await lightbox();
    await openAt(el, 2);
    const changed = oneEvent(el, 'sqs-slide-change');
    q<HTMLButtonElement>(el, '[part~="next"]').click();
    expect((await changed).detail).to.deep.equal({ index: 0 });
    expect(el.index).to.equal(0);
    q<HTMLButtonElement>(el, '[part~="previous"]').click();
    await el.updateComplete;
    expect(el.index).to.equal(2);
    expect(q(el, '[part~="counter"]').textContent).to.equal('3 of 3');
  });

  it('takes one arrow key step per 200 ms however fast keys repeat', async () => {
    const { el } = await lightbox();
    let time = 1000;
    el.now = () => time;
    await openAt(el, 0);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.index).to.equal(1);
    time += 150;
    await sendKeys({ press: 'ArrowRight' });
    expect(el.index).to.equal(1);
    time += 50;
    await sendKeys({ press: 'ArrowRight' });
    expect(el.index).to.equal(2);
    time += 200;
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.index).to.equal(1);
  });

  it("navigates by the picture's halves (2 % past its edges too) and closes on a click outside it", async () => {
    const { el } = await lightbox();
    await openAt(el, 0);
    const box = q(el, '[part~="picture"]').getBoundingClientRect();
    const middle = box.top + box.height / 2;
    clickAt(el, box.right - 10, middle);
    expect(el.index).to.equal(1);
    await el.updateComplete;
    const portrait = q(el, '[part~="picture"]').getBoundingClientRect();
    clickAt(el, portrait.left + 10, portrait.top + portrait.height / 2);
    expect(el.index).to.equal(0);
    await el.updateComplete;
    const again = q(el, '[part~="picture"]').getBoundingClientRect();
    clickAt(el, again.right + again.width * 0.01, middle);
    expect(el.index, 'a click 1 % past the right edge still goes on').to.equal(1);
    await el.updateComplete;
    const third = q(el, '[part~="picture"]').getBoundingClientRect();
    expect(third.left - third.width * 0.05).to.be.greaterThan(0);
    const closed = oneEvent(el, 'sqs-lightbox-close');
    clickAt(el, third.left - third.width * 0.05, third.top + third.height / 2);
    await closed;
    expect(el.open).to.be.false;
  });

  it('takes items from the items property, with a title and the light theme', async () => {
    const { el } = await lightbox('speed="0" lightbox-title="Holiday" theme="light"');
    const items: LightboxItem[] = [
      { src: '/examples/images/photo-05.jpg', alt: 'Evening', caption: 'Evening glow', width: 2500, height: 1563 },
      { src: '/examples/images/photo-07.jpg', alt: 'Grey', width: 2500, height: 1563 },
    ];
    el.items = items;
    await openAt(el, 1);
    expect(q(el, 'dialog').getAttribute('aria-label')).to.equal('Holiday');
    expect(q(el, 'dialog').dataset.theme).to.equal('light');
    expect(q<HTMLImageElement>(el, 'img').alt).to.equal('Grey');
    expect(q(el, '[part~="counter"]').textContent).to.equal('2 of 2');
    expect(q(el, '[part~="caption"]')).to.equal(null);
  });

  it('warns once about a bad theme and uses dark', async () => {
    let el!: SqsLightboxElement;
    const warnings = await captureWarnings(async () => {
      ({ el } = await lightbox('speed="0" theme="sepia"'));
      await openAt(el, 0);
      el.next();
      await el.updateComplete;
    });
    expect(warnings.filter((w) => w.includes('sqs-lightbox') && w.includes('theme="sepia"'))).to.have.length(1);
    expect(q(el, 'dialog').dataset.theme).to.equal('dark');
  });

  it('keeps the shown item in the address hash with history, and opens at the item a hash names', async () => {
    const start = location.href;
    try {
      const { el } = await lightbox('speed="0" history');
      await openAt(el, 1);
      expect(location.hash).to.equal('#photo-6');
      el.next();
      await waitUntil(() => location.hash === '#photo-3');
      const closed = oneEvent(el, 'sqs-lightbox-close');
      el.close();
      await closed;
      expect(location.hash).to.equal('');

      history.replaceState(null, '', '#s3');
      const opened = lightbox('speed="0" history');
      const { el: second } = await opened;
      await waitUntil(() => second.dataset.state === 'open', 'a hash naming an item did not open it');
      expect(second.index).to.equal(2);
    } finally {
      history.replaceState(null, '', start);
    }
  });

  it('stays usable when the address hash is not valid percent-encoding', async () => {
    const start = location.href;
    try {
      history.replaceState(null, '', '#%E0%A4%A');
      const { el } = await lightbox('speed="0" history');
      expect(el.dataset.state).to.equal('closed');
      await openAt(el, 1);
      expect(location.hash).to.equal('#photo-6');
    } finally {
      history.replaceState(null, '', start);
    }
  });

  it('shows the caption behind a toggle at the mobile width of 432 px, its fade 500 ms', async () => {
    const { el } = await lightboxInWindow(breakpoints.mobileMax);
    await openAt(el, 0);
    await expectAccessibleInFrame(el);
    const toggle = q<HTMLButtonElement>(el, '[part~="caption-toggle"]');
    const caption = q(el, '[part~="caption"]');
    expect(style(toggle).display).to.not.equal('none');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.textContent).to.equal('Show caption');
    expect(style(caption).opacity).to.equal('0');
    expect(style(caption).transitionDuration).to.equal('0.5s');
    expect(style(q(el, '[part~="content"]')).paddingInlineStart, 'mobile padding').to.equal('12px');
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.textContent).to.equal('Hide caption');
    expect(caption.hasAttribute('data-shown')).to.be.true;
    await waitUntil(() => style(caption).opacity === '1', 'the caption never faded in');
    toggle.click();
    await el.updateComplete;
    expect(toggle.textContent).to.equal('Show caption');
    await waitUntil(() => style(caption).opacity === '0', 'the caption never faded out');
  });

  for (const width of [breakpoints.desktopMin, 640]) {
    it(`shows the caption inline, with no toggle and 100 px of padding, at ${width} px`, async () => {
      const { el } = await lightboxInWindow(width);
      await openAt(el, 0);
      await expectAccessibleInFrame(el);
      expect(style(q(el, '[part~="caption-toggle"]')).display).to.equal('none');
      expect(style(q(el, '[part~="caption"]')).opacity).to.equal('1');
      expect(style(q(el, '[part~="content"]')).paddingInlineStart).to.equal('100px');
    });
  }

  it('keeps 100 px of padding around the picture, on every side', async () => {
    const { el } = await lightbox('speed="0"');
    await openAt(el, 0);
    await expect(el).to.be.accessible();
    const content = getComputedStyle(q(el, '[part~="content"]'));
    expect([content.paddingTop, content.paddingRight, content.paddingBottom, content.paddingLeft]).to.deep.equal([
      '100px',
      '100px',
      '100px',
      '100px',
    ]);
    // The picture stays inside the padded stage.
    const picture = q(el, '[part~="picture"]').getBoundingClientRect();
    expect(picture.top).to.be.at.least(100 - 0.5);
    expect(picture.bottom).to.be.at.most(innerHeight - 100 + 0.5);
  });

  it('fades the previous and next controls in once the content shows and out as it closes, over 500 ms', async () => {
    const { el } = await lightbox('speed="0.05"');
    await expect(el).to.be.accessible();
    const next = (): HTMLElement => q(el, '[part~="next"]');
    const previous = (): HTMLElement => q(el, '[part~="previous"]');
    el.show(0);
    await waitUntil(() => el.dataset.state === 'content' || el.dataset.state === 'open');
    for (const control of [previous(), next()]) {
      expect(getComputedStyle(control).transitionProperty).to.equal('opacity');
      expect(getComputedStyle(control).transitionDuration).to.equal('0.5s');
    }
    await waitUntil(() => el.dataset.state === 'open');
    const fadeIn = next()
      .getAnimations()
      .find((a) => a instanceof CSSTransition && a.transitionProperty === 'opacity');
    expect(fadeIn, 'the fade in is a running transition').to.exist;
    expect(fadeIn!.effect!.getTiming().duration).to.equal(500);
    await waitUntil(() => getComputedStyle(next()).opacity === '1', 'the next control never faded in');
    await waitUntil(() => getComputedStyle(previous()).opacity === '1', 'the previous control never faded in');
    el.close();
    await waitUntil(() => el.dataset.state === 'closing' || el.dataset.state === 'closed');
    await waitUntil(() => Number(getComputedStyle(next()).opacity) < 1, 'the next control never faded out');
  });

  it('shows the controls and the caption at once under reduced motion', async () => {
    emulateReducedMotion(true);
    const { el } = await lightbox('speed="0.6"');
    await openAt(el, 0);
    await expect(el).to.be.accessible();
    for (const part of ['previous', 'next', 'caption']) {
      expect(style(q(el, `[part~="${part}"]`)).transitionDuration, part).to.equal('0s');
    }
    expect(style(q(el, '[part~="next"]')).opacity).to.equal('1');
    expect(style(q(el, '[part~="previous"]')).opacity).to.equal('1');
  });
});
