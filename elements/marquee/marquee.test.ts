import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './define.js';
import type { SqsMarqueeElement } from './define.js';
import { copiesFor, loopDuration, MARQUEE_BASE_SPEED, MAX_MARQUEE_COPIES, waveOffsets } from './useMarquee.js';
import { captureWarnings, deepActiveElement, emulateReducedMotion, shadow } from '../../test/support/helpers.js';

const TEXT = 'Free shipping on every order';

/** Returns a marquee `width` px wide holding TEXT, with `attributes`, not yet in the page. */
function create(attributes: Record<string, string> = {}, width = 400): SqsMarqueeElement {
  const el = document.createElement('sqs-marquee');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.style.width = `${width}px`;
  el.textContent = TEXT;
  return el;
}

const track = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="track"]');
const copies = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="copy"]')];
const chars = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="char"]')];
const content = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="content"]')!;
const toggle = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~="toggle"]');
const loop = (el: Element) => track(el)?.getAnimations()[0];
const timing = (el: Element) => (loop(el)!.effect as KeyframeEffect).getTiming();
const copyWidth = (el: Element) => copies(el)[0]!.getBoundingClientRect().width;

/** Returns the horizontal offsets (px) of the loop's first and last keyframes. */
function keyframeOffsets(el: Element): [number, number] {
  const frames = (loop(el)!.effect as KeyframeEffect).getKeyframes();
  const x = (frame: ComputedKeyframe) => new DOMMatrix(String(frame['transform'])).m41;
  return [x(frames[0]!), x(frames[frames.length - 1]!)];
}

const isRunning = (el: SqsMarqueeElement) => el.dataset.state === 'running' && loop(el)?.playState === 'running';
// A pause takes effect with the next frame: until then the animation is pause-pending and its time still runs.
const isPaused = (el: SqsMarqueeElement) =>
  el.dataset.state === 'paused' && loop(el)?.playState === 'paused' && !loop(el)!.pending;

/** Places a marquee in the page and waits until its loop runs. */
async function running(attributes: Record<string, string> = {}, width = 400): Promise<SqsMarqueeElement> {
  const el = await fixture<SqsMarqueeElement>(html`${create(attributes, width)}`);
  await waitUntil(() => isRunning(el), 'the marquee never started');
  return el;
}

/** Places a marquee in the page and lets it render and lay out (two frames), whatever state it settles in. */
async function settled(attributes: Record<string, string> = {}, width = 400): Promise<SqsMarqueeElement> {
  const el = await fixture<SqsMarqueeElement>(html`${create(attributes, width)}`);
  await waitUntil(() => shadow(el).querySelector('[part~="base"]'), 'the marquee never rendered');
  await el.updateComplete;
  await nextFrame();
  await nextFrame();
  return el;
}

/** Returns the text assistive technology gets from the shadow tree: aria-hidden subtrees skipped, slots followed. */
function accessibleText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(accessibleText).join('');
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(accessibleText).join('');
}

/** Moves the mouse to the middle of the marquee's text, away from its button. */
async function hover(el: Element): Promise<void> {
  const box = el.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(box.left + box.width / 3), Math.round(box.top + box.height / 2)],
  });
}

describe('<sqs-marquee>', () => {
  afterEach(async () => {
    emulateReducedMotion(false);
    await resetMouse();
  });

  it('passes an axe check, moving and static', async () => {
    const el = await running();
    await expect(el).to.be.accessible();
    emulateReducedMotion(true);
    const still = await settled();
    expect(still.dataset.state).to.equal('static');
    await expect(still).to.be.accessible();
  });

  it('keeps the text in the light DOM, slotted, and read once: every moving copy is hidden from assistive technology', async () => {
    const el = await running();
    expect(el.textContent).to.equal(TEXT);
    const slot = content(el).querySelector('slot')!;
    expect(
      slot
        .assignedNodes()
        .map((n) => n.textContent)
        .join(''),
    ).to.equal(TEXT);
    expect(copies(el).length).to.be.at.least(2);
    for (const copy of copies(el)) {
      expect(copy.getAttribute('aria-hidden')).to.equal('true');
      expect(copy.textContent).to.equal(TEXT);
    }
    expect(accessibleText(shadow(el)).trim()).to.equal(TEXT);
  });

  it('uses the spec defaults: frequency 1, no wave, moving left at speed 1, not paused on hover', async () => {
    const el = await running();
    expect(el.waveFrequency).to.equal(1);
    expect(el.waveIntensity).to.equal(0);
    expect(el.animationDirection).to.equal('left');
    expect(el.animationSpeed).to.equal(1);
    expect(el.pausedOnHover).to.equal(false);
    const [from, to] = keyframeOffsets(el);
    expect(from).to.equal(0);
    expect(to).to.be.below(0);
    expect(timing(el).duration).to.be.closeTo((copyWidth(el) / MARQUEE_BASE_SPEED) * 1000, 1);
    expect(chars(el)).to.have.length(0);
  });

  it('loops seamlessly: it moves by exactly one copy per loop, forever, with copies covering the region throughout', async () => {
    const el = await running();
    const list = copies(el);
    const width = copyWidth(el);
    const region = el.getBoundingClientRect().width;
    const [from, to] = keyframeOffsets(el);
    const pitch = list[1]!.getBoundingClientRect().left - list[0]!.getBoundingClientRect().left;
    expect(Math.abs(to - from)).to.be.closeTo(pitch, 0.01);
    expect(pitch).to.be.closeTo(width, 0.01);
    expect(list.length).to.equal(copiesFor(region, width));
    expect(list.length * width).to.be.at.least(region + width);
    expect(timing(el).iterations).to.equal(Infinity);
    expect(timing(el).easing).to.equal('linear');
  });

  it('moves left by default and right with animation-direction="right", also when changed later', async () => {
    const el = await running();
    const width = copyWidth(el);
    expect(keyframeOffsets(el)[0]).to.equal(0);
    expect(keyframeOffsets(el)[1]).to.be.closeTo(-width, 0.01);

    el.setAttribute('animation-direction', 'right');
    await waitUntil(() => isRunning(el) && keyframeOffsets(el)[0] < 0);
    expect(keyframeOffsets(el)[0]).to.be.closeTo(-width, 0.01);
    expect(keyframeOffsets(el)[1]).to.equal(0);

    const right = await running({ 'animation-direction': 'right' });
    expect(keyframeOffsets(right)[0]).to.be.closeTo(-copyWidth(right), 0.01);
    expect(keyframeOffsets(right)[1]).to.equal(0);
  });

  it('scales the speed with animation-speed', async () => {
    const el = await running();
    const width = copyWidth(el);
    expect(timing(el).duration).to.be.closeTo(loopDuration(width, 1), 0.5);

    el.animationSpeed = 2;
    await waitUntil(() => isRunning(el) && Number(timing(el).duration) < loopDuration(width, 1) - 1);
    expect(timing(el).duration).to.be.closeTo(loopDuration(width, 1) / 2, 0.5);

    const slow = await running({ 'animation-speed': '0.5' });
    expect(timing(slow).duration).to.be.closeTo(loopDuration(copyWidth(slow), 1) * 2, 1);
  });

  it('draws no wave at wave-intensity 0, and above it offsets each character along wave-frequency sine waves per copy', async () => {
    const flat = await running({ 'wave-intensity': '0', 'wave-frequency': '3' });
    expect(chars(flat)).to.have.length(0);

    const el = await running({ 'wave-intensity': '2' });
    await waitUntil(() => chars(el).length > 0);
    const fontSize = parseFloat(getComputedStyle(copies(el)[0]!).fontSize);
    const amplitude = 2 * 0.25 * fontSize; // intensity × the default --sqs-marquee-wave-height (0.25em)
    const shiftsOf = (copy: HTMLElement) =>
      [...copy.querySelectorAll<HTMLElement>('[part~="char"]')].map(
        (c) => new DOMMatrix(getComputedStyle(c).transform).m42,
      );

    const first = shiftsOf(copies(el)[0]!);
    expect(first.map((c) => c).length).to.equal(TEXT.length);
    expect(Math.min(...first)).to.be.closeTo(-amplitude, 0.5);
    expect(Math.max(...first)).to.be.closeTo(amplitude, 0.5);
    first.forEach((y, i) => expect(y).to.be.closeTo(-amplitude * Math.sin((2 * Math.PI * i) / TEXT.length), 0.05));
    // Every copy is the same, so the wave continues across the wrap.
    for (const copy of copies(el)) expect(shiftsOf(copy)).to.deep.equal(first);

    el.waveFrequency = 2;
    await waitUntil(() => {
      const y = shiftsOf(copies(el)[0]!);
      return y.every((v, i) => Math.abs(v + amplitude * Math.sin((4 * Math.PI * i) / TEXT.length)) < 0.05);
    }, 'the wave never followed wave-frequency="2"');
  });

  it('warns once per invalid attribute and falls back to the defaults', async () => {
    let el!: SqsMarqueeElement;
    const warnings = await captureWarnings(async () => {
      el = await running({
        'wave-frequency': 'lots',
        'wave-intensity': '-1',
        'animation-direction': 'up',
        'animation-speed': '0',
      });
      el.setAttribute('paused-on-hover', '');
      await el.updateComplete;
      el.removeAttribute('paused-on-hover');
      await el.updateComplete;
    });
    for (const attribute of ['wave-frequency', 'wave-intensity', 'animation-direction', 'animation-speed']) {
      expect(warnings.filter((w) => w.includes('<sqs-marquee>') && w.includes(`${attribute}=`))).to.have.length(1);
    }
    expect(warnings).to.have.length(4);
    expect([el.waveFrequency, el.waveIntensity, el.animationDirection, el.animationSpeed]).to.deep.equal([
      1,
      0,
      'left',
      1,
    ]);
    expect(chars(el)).to.have.length(0);
    expect(keyframeOffsets(el)[0]).to.equal(0);
    expect(timing(el).duration).to.be.closeTo(loopDuration(copyWidth(el), 1), 0.5);
  });

  it('takes its settings and text from block-json, an attribute winning, and warns once per unknown key or bad size', async () => {
    let el!: SqsMarqueeElement;
    const block = {
      marqueeItems: [{ text: 'From' }, { text: 'the block' }],
      animationDirection: 'right',
      animationSpeed: 3,
      textSize: { unit: 'rem', value: 'large' },
      linkTo: '',
      shadowColor: 'red',
    };
    const warnings = await captureWarnings(async () => {
      el = await running({ 'block-json': JSON.stringify(block), 'animation-speed': '2' });
      el.setAttribute('wave-frequency', '3');
      await el.updateComplete;
    });
    expect(content(el).textContent).to.equal('From the block');
    expect(copies(el)[0]!.textContent).to.equal('From the block');
    const [from, to] = keyframeOffsets(el);
    expect(from).to.be.below(to);
    expect(timing(el).duration).to.be.closeTo(loopDuration(copyWidth(el), 2), 0.5);
    expect(warnings.filter((w) => w.includes('"shadowColor"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('textSize='))).to.have.length(1);
    expect(warnings).to.have.length(2);
  });

  it('shows the text statically, with no copies, animation or button, when the visitor prefers reduced motion', async () => {
    emulateReducedMotion(true);
    const el = await settled({ 'wave-intensity': '2' });
    expect(el.dataset.state).to.equal('static');
    expect(track(el)).to.equal(null);
    expect(toggle(el)).to.equal(null);
    expect(shadow(el).getAnimations()).to.have.length(0);
    expect(content(el).getBoundingClientRect().width).to.be.above(100);
    expect(accessibleText(shadow(el)).trim()).to.equal(TEXT);
  });

  it('pauses while scrolled out of view and resumes when back', async () => {
    const el = create();
    const scroller = await fixture<HTMLDivElement>(
      html`<div style="height: 120px; overflow: auto">
        ${el}
        <div style="height: 2000px"></div>
      </div>`,
    );
    await waitUntil(() => isRunning(el), 'the marquee never started');
    scroller.scrollTop = 1500;
    await waitUntil(() => isPaused(el), 'the marquee kept running off-screen');
    const stoppedAt = loop(el)!.currentTime;
    await nextFrame();
    await nextFrame();
    expect(loop(el)!.currentTime).to.equal(stoppedAt);
    expect(toggle(el)!.getAttribute('aria-label')).to.equal('Pause');
    scroller.scrollTop = 0;
    await waitUntil(() => isRunning(el), 'the marquee never resumed');
  });

  it('pauses under the pointer only with paused-on-hover', async () => {
    const plain = await running();
    const entered = oneEvent(plain, 'pointerenter');
    await hover(plain);
    await entered;
    await plain.updateComplete;
    await nextFrame();
    expect(isRunning(plain)).to.be.true;
    await resetMouse();
    plain.remove();

    const el = await running({ 'paused-on-hover': '' });
    await hover(el);
    await waitUntil(() => isPaused(el), 'hovering did not pause');
    await sendMouse({ type: 'move', position: [0, Math.round(el.getBoundingClientRect().bottom + 50)] });
    await waitUntil(() => isRunning(el), 'leaving did not resume');
  });

  it('has a pause/play button reachable by keyboard (WCAG 2.2.2), which stops the loop in place', async () => {
    const el = await running();
    const button = toggle(el)!;
    expect(button.localName).to.equal('button');
    expect(button.getAttribute('aria-label')).to.equal('Pause');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button);

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isPaused(el), 'Enter did not pause');
    expect(button.getAttribute('aria-label')).to.equal('Play');
    const stoppedAt = loop(el)!.currentTime;
    await nextFrame();
    await nextFrame();
    expect(loop(el)!.currentTime).to.equal(stoppedAt);

    await sendKeys({ press: ' ' });
    await waitUntil(() => isRunning(el), 'Space did not resume');
    expect(button.getAttribute('aria-label')).to.equal('Pause');

    button.click();
    await waitUntil(() => isPaused(el), 'a click did not pause');
  });

  it('rebuilds its copies once, 1000 ms after resizing settles, and stops in a region narrower than 50 px', async () => {
    const el = await running({}, 300);
    const width = copyWidth(el);
    const layouts: number[] = [];
    const observer = new MutationObserver(() => layouts.push(performance.now()));
    observer.observe(shadow(el), { childList: true, subtree: true });

    let resizedAt = 0;
    for (const size of [450, 600, 750, 900]) {
      el.style.width = `${size}px`;
      resizedAt = performance.now();
      // Let the ResizeObserver see every size: a debounce that did not restart would re-lay out 1000 ms after the first.
      for (let frame = 0; frame < 5; frame++) await nextFrame();
    }
    await waitUntil(() => layouts.length > 0, 'the marquee never re-laid out', { timeout: 4000 });
    expect(layouts[0]! - resizedAt).to.be.at.least(1000);
    expect(copies(el).length).to.equal(copiesFor(900, width));
    expect(isRunning(el)).to.be.true;

    el.style.width = '40px';
    const narrowedAt = performance.now();
    await waitUntil(() => el.dataset.state === 'static', 'the marquee kept moving in 40 px', { timeout: 4000 });
    expect(layouts[1]! - narrowedAt).to.be.at.least(1000);
    // Nothing was rebuilt between the two settled resizes.
    expect(layouts).to.have.length(2);
    expect(track(el)).to.equal(null);
    expect(shadow(el).getAnimations()).to.have.length(0);
    observer.disconnect();

    el.style.width = '300px';
    await waitUntil(() => isRunning(el), 'the marquee never restarted', { timeout: 4000 });
  });

  it('does not animate in a region narrower than 50 px, and does at 50 px', async () => {
    const narrow = await settled({}, 49);
    expect(narrow.dataset.state).to.equal('static');
    expect(track(narrow)).to.equal(null);
    expect(content(narrow).getBoundingClientRect().width).to.be.above(1);
    await running({}, 50);
  });

  it('follows changes to its text', async () => {
    const el = await running();
    el.textContent = 'New season';
    await waitUntil(() => copies(el)[0]?.textContent === 'New season');
    await waitUntil(() => isRunning(el));
    expect(keyframeOffsets(el)[1]).to.be.closeTo(-copyWidth(el), 0.01);
    expect(copies(el).every((c) => c.textContent === 'New season')).to.be.true;
  });
});

describe('marquee layout rules', () => {
  it('uses enough copies to cover the region after moving by one copy', () => {
    expect(copiesFor(400, 100)).to.equal(5);
    expect(copiesFor(401, 100)).to.equal(6);
    expect(copiesFor(50, 300)).to.equal(2);
  });

  it('never renders more than MAX_MARQUEE_COPIES copies, however narrow a copy measures', () => {
    expect(copiesFor(1920, 0.001)).to.equal(MAX_MARQUEE_COPIES);
    expect(copiesFor(1e9, 1)).to.equal(MAX_MARQUEE_COPIES);
  });

  it('takes one copy width per loop at 60 px per second times the speed', () => {
    expect(loopDuration(120, 1)).to.equal(2000);
    expect(loopDuration(120, 2)).to.equal(1000);
  });

  it('spreads wave-frequency sine waves over one copy, rising first', () => {
    expect(waveOffsets(4, 1, 1)).to.deep.equal([0, -1, 0, 1]);
    expect(waveOffsets(4, 1, 0)).to.deep.equal([0, 0, 0, 0]);
    expect(waveOffsets(8, 2, 0.5)).to.deep.equal([0, -0.5, 0, 0.5, 0, -0.5, 0, 0.5]);
  });
});
