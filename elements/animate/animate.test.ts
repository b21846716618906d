import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import '../image/define.js';
import type { SqsAnimateElement } from './define.js';
import { ANIMATE_AUTO_RATIO, ANIMATE_DURATION, ANIMATE_HIDDEN_SCALE, ANIMATE_MAX_DURATION } from './animate.element.js';
import { OBSERVER_THRESHOLDS } from '../../runtime/enums.js';
import { ANIMATE_VISIBLE_SHARE, pendingPictures, placeholderPercent, visibleEnough } from './useAnimate.js';
import { captureWarnings, deepActiveElement, emulateReducedMotion, shadow } from '../../test/support/helpers.js';
import { heldPicture as held, preUpgradeFrame } from '../../test/support/pictures.js';

const content = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="content"]')!;
const base = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const isLoaded = (el: Element) => el.hasAttribute('data-loaded');
const whenLoaded = (el: Element) => waitUntil(() => isLoaded(el), 'the block never got its loaded marker');

/** Places `<sqs-animate>` with `attributes` and `inner` markup in a box `width` px wide and waits for it to render. */
async function mount(
  attributes: Record<string, string> = {},
  inner = '<p>Hello</p>',
  width = 400,
  before = 0,
): Promise<SqsAnimateElement> {
  const box = await fixture<HTMLDivElement>(
    html`<div style="width: ${width}px"><div style="height: ${before}px"></div></div>`,
  );
  const el = document.createElement('sqs-animate');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = inner;
  box.append(el);
  await waitUntil(() => shadow(el).querySelector('[part~="content"]'), 'the block never rendered');
  await el.updateComplete;
  return el;
}

/** Resolves once an observer of its own has seen `el` with `test` true (the block's observer has been told too). */
function seen(el: Element, test: (entry: IntersectionObserverEntry) => boolean): Promise<IntersectionObserverEntry> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (!test(entry)) return;
        observer.disconnect();
        resolve(entry);
      },
      { threshold: [...OBSERVER_THRESHOLDS, 0.4, 0.6] },
    );
    observer.observe(el);
  });
}

/** Waits two frames after an observation, so every observer's callback and the render after it have run. */
async function afterObservation(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

afterEach(() => {
  emulateReducedMotion(false);
  window.scrollTo(0, 0);
});

describe('<sqs-animate>', () => {
  describe('the loaded marker', () => {
    it('observes at the spec thresholds 0, 0.1, 0.25, 0.5 and 1', async () => {
      expect([...OBSERVER_THRESHOLDS]).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
      const Original = window.IntersectionObserver;
      const asked: Array<IntersectionObserverInit | undefined> = [];
      window.IntersectionObserver = class extends Original {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback, options);
          asked.push(options);
        }
      };
      try {
        const el = await mount();
        // In view at once: checked once it has come in (axe reads contrast mid-fade otherwise).
        await whenLoaded(el);
        await Promise.all(
          content(el)
            .getAnimations()
            .map((animation) => animation.finished),
        );
        await expect(el).to.be.accessible();
        await waitUntil(() => asked.length > 0, 'no observer was made');
        expect(asked[0]!.threshold).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
      } finally {
        window.IntersectionObserver = Original;
      }
    });

    it('comes when at least half visible, not at 40 %', async () => {
      const below = window.innerHeight;
      const el = await mount({}, '<div style="height: 200px">Tall enough</div>', 200, below);
      await expect(el).to.be.accessible();
      expect(el.getBoundingClientRect().height).to.equal(200);
      const top = el.getBoundingClientRect().top + window.scrollY;
      const reached = seen(el, (entry) => entry.intersectionRatio >= 0.39 && entry.intersectionRatio < 0.5);
      window.scrollTo(0, top - window.innerHeight + 80); // 80 of 200 px in view
      await reached;
      await afterObservation();
      expect(isLoaded(el)).to.equal(false);
      window.scrollTo(0, top - window.innerHeight + 120); // 60 %
      await whenLoaded(el);
      expect(ANIMATE_VISIBLE_SHARE).to.equal(0.5);
    });

    it('comes when taller than the window and only partly visible', async () => {
      const below = window.innerHeight;
      const tall = window.innerHeight * 2.5;
      const el = await mount({}, `<div style="height: ${tall}px">Very tall</div>`, 400, below);
      await expect(el).to.be.accessible();
      const top = el.getBoundingClientRect().top + window.scrollY;
      const reached = seen(el, (entry) => entry.isIntersecting && entry.intersectionRatio > 0);
      window.scrollTo(0, top - window.innerHeight + 60); // 60 px of it in view: under 3 %
      const entry = await reached;
      expect(entry.intersectionRatio).to.be.below(ANIMATE_VISIBLE_SHARE);
      await whenLoaded(el);
    });

    it('decides by the visibility rule', () => {
      const entry = (isIntersecting: boolean, intersectionRatio: number, height: number) =>
        ({ isIntersecting, intersectionRatio, boundingClientRect: { height } }) as IntersectionObserverEntry;
      expect(visibleEnough(entry(true, 0.5, 100), 600)).to.equal(true);
      expect(visibleEnough(entry(true, 0.49, 100), 600)).to.equal(false);
      expect(visibleEnough(entry(true, 0.01, 601), 600)).to.equal(true);
      expect(visibleEnough(entry(true, 0.01, 600), 600)).to.equal(false);
      expect(visibleEnough(entry(false, 0, 2000), 600)).to.equal(false);
    });

    /** Checks that a block in view holding `inner` (given the held picture's address) waits for `outcome`. */
    async function waitsFor(inner: (src: string) => string, outcome: 'load' | 'error'): Promise<SqsAnimateElement> {
      const picture = held();
      const el = await mount({}, inner(picture.src));
      await expect(el).to.be.accessible();
      await seen(el, (entry) => entry.intersectionRatio >= 0.5);
      await afterObservation();
      expect(isLoaded(el), `before the picture's ${outcome}`).to.equal(false);
      await picture.release(outcome);
      await whenLoaded(el);
      return el;
    }

    it('waits for its <img> to load, in view all along', async () => {
      const el = await waitsFor((src) => `<img src="${src}" alt="Held" width="200" height="100" />`, 'load');
      expect(el.querySelector('img')!.naturalWidth).to.be.greaterThan(0);
    });

    it('waits for an <img> that fails, then comes', async () => {
      await waitsFor((src) => `<img src="${src}" alt="Never" width="200" height="100" />`, 'error');
    });

    it('waits for an <sqs-image> through its data-state, loaded or failed', async () => {
      for (const outcome of ['load', 'error'] as const) {
        const markup = (src: string) =>
          `<sqs-image src="${src}" alt="Held" dimensions="400x200" loading="eager"></sqs-image>`;
        const el = await waitsFor(markup, outcome);
        expect(el.querySelector('sqs-image')!.dataset.state).to.equal(outcome === 'load' ? 'loaded' : 'error');
      }
    });

    it('stops waiting for an <sqs-image> whose code could not load (the autoloader marks it data-load-failed)', () => {
      // A document without a browsing context upgrades nothing: the image stays as a page sees one never defined.
      const doc = document.implementation.createHTMLDocument('');
      const box = doc.createElement('div');
      const image = box.appendChild(doc.createElement('sqs-image'));
      expect(pendingPictures(box)).to.equal(1);
      image.setAttribute('data-load-failed', '');
      expect(pendingPictures(box)).to.equal(0);
    });

    it('comes at once when focus moves into it, loaded pictures or not', async () => {
      const picture = held();
      const el = await mount(
        {},
        `<img src="${picture.src}" alt="Held" width="100" height="50" /><a href="#here">A link inside</a>`,
        400,
        window.innerHeight * 2,
      );
      await expect(el).to.be.accessible();
      const before = document.createElement('button');
      before.textContent = 'Before';
      el.parentElement!.prepend(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(el.querySelector('a'));
      await whenLoaded(el);
      await picture.release('load');
    });
  });

  describe('the animation', () => {
    it(`is hidden at scale ${ANIMATE_HIDDEN_SCALE} and transparent, then comes in over ${ANIMATE_DURATION} s`, async () => {
      const picture = held();
      const el = await mount({}, `<img src="${picture.src}" alt="Held" width="200" height="100" />`);
      await expect(el).to.be.accessible();
      const style = getComputedStyle(content(el));
      expect(style.opacity).to.equal('0');
      expect(new DOMMatrix(style.transform).a).to.be.closeTo(0.94, 1e-6);
      expect(new DOMMatrix(style.transform).d).to.be.closeTo(0.94, 1e-6);
      expect(style.transitionDuration).to.equal('0.3s');
      // Still in the accessibility tree and the DOM while hidden.
      expect(el.querySelector('img')!.alt).to.equal('Held');
      await picture.release('load');
      await whenLoaded(el);
      await waitUntil(() => content(el).getAnimations().length > 0, 'nothing animated');
      const animations = content(el).getAnimations();
      for (const animation of animations)
        expect((animation.effect as KeyframeEffect).getTiming().duration).to.equal(300);
      await Promise.all(animations.map((animation) => animation.finished));
      expect(getComputedStyle(content(el)).opacity).to.equal('1');
      expect(getComputedStyle(content(el)).transform).to.equal('none');
    });

    it('fades with animation="fade" and slides up with animation="slide-up"', async () => {
      const fade = await mount({ animation: 'fade' }, '<p>Fade</p>', 400, window.innerHeight * 2);
      await expect(fade).to.be.accessible();
      expect(getComputedStyle(content(fade)).transform).to.equal('none');
      expect(getComputedStyle(content(fade)).opacity).to.equal('0');
      const slide = await mount({ animation: 'slide-up' }, '<p>Slide</p>', 400, window.innerHeight * 2);
      expect(new DOMMatrix(getComputedStyle(content(slide)).transform).f).to.equal(24);
    });

    it('takes duration in seconds, clamped to 2 s', async () => {
      const slow = await mount({ duration: '1.5' }, '<p>Slow</p>', 400, window.innerHeight * 2);
      await expect(slow).to.be.accessible();
      expect(getComputedStyle(content(slow)).transitionDuration).to.equal('1.5s');
      const huge = await mount({ duration: '1000' }, '<p>Huge</p>', 400, window.innerHeight * 2);
      expect(ANIMATE_MAX_DURATION).to.equal(2);
      expect(getComputedStyle(content(huge)).transitionDuration).to.equal('2s');
    });

    it('moves nothing under reduced motion: the content shows at once, with no transition', async () => {
      emulateReducedMotion(true);
      const picture = held();
      const el = await mount({}, `<img src="${picture.src}" alt="Held" width="200" height="100" />`);
      await expect(el).to.be.accessible();
      await waitUntil(() => base(el).hasAttribute('data-reduced-motion'), 'reduced motion never applied');
      const style = getComputedStyle(content(el));
      expect(style.opacity).to.equal('1');
      expect(style.transform).to.equal('none');
      expect(style.transitionProperty).to.equal('none');
      await picture.release('load');
      await whenLoaded(el);
      await nextFrame();
      expect(content(el).getAnimations()).to.deep.equal([]);
    });
  });

  describe('the placeholder', () => {
    it(`is ${ANIMATE_AUTO_RATIO} % of the width high for ratio="auto" (the default) until loaded`, async () => {
      expect(placeholderPercent('auto', 4)).to.equal(65);
      const el = await mount({}, '', 400, window.innerHeight * 2);
      await expect(el).to.be.accessible();
      expect(el.getBoundingClientRect().height).to.be.closeTo(260, 0.5);
      el.scrollIntoView();
      await whenLoaded(el);
      await nextFrame();
      expect(el.getBoundingClientRect().height).to.equal(0);
    });

    it('is 100 % / count high for ratio="count": one row of count squares, kept by content as tall', async () => {
      expect(placeholderPercent('count', 4)).to.equal(25);
      const row = '<div style="display: flex">' + '<div style="flex: 1; aspect-ratio: 1"></div>'.repeat(4) + '</div>';
      const el = await mount({ ratio: 'count', count: '4' }, row, 400, window.innerHeight * 2);
      await expect(el).to.be.accessible();
      expect(el.getBoundingClientRect().height).to.be.closeTo(100, 0.5);
      const one = await mount({ ratio: 'count' }, '', 400, window.innerHeight * 2);
      expect(one.getBoundingClientRect().height).to.be.closeTo(400, 0.5);
    });

    it('is a minimum: taller content keeps its own height', async () => {
      const el = await mount({}, '<div style="height: 500px">Tall</div>', 400, window.innerHeight * 2);
      await expect(el).to.be.accessible();
      expect(el.getBoundingClientRect().height).to.equal(500);
    });

    it('shifts nothing when the content comes in', async () => {
      const row = '<div style="display: flex">' + '<div style="flex: 1; aspect-ratio: 1"></div>'.repeat(4) + '</div>';
      const el = await mount({ ratio: 'count', count: '4' }, row, 400, window.innerHeight);
      await expect(el).to.be.accessible();
      const after = document.createElement('p');
      after.textContent = 'After the block';
      el.after(after);
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      });
      if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) observer.observe({ type: 'layout-shift' });
      const offset = after.getBoundingClientRect().top - el.getBoundingClientRect().top;
      window.scrollTo(0, 200);
      await whenLoaded(el);
      await Promise.all(
        content(el)
          .getAnimations()
          .map((animation) => animation.finished),
      );
      await afterObservation();
      observer.disconnect();
      expect(after.getBoundingClientRect().top - el.getBoundingClientRect().top).to.equal(offset);
      expect(shifts, 'layout shifts while the content came in').to.deep.equal([]);
    });
  });

  describe('before the element is defined', () => {
    it('reserves the same placeholder with dist/styles/elements.css', async () => {
      const frame = await preUpgradeFrame(`<div style="width: 400px"><sqs-animate id="auto"></sqs-animate>
        <sqs-animate id="four" ratio="count" count="4"></sqs-animate><sqs-animate id="one" ratio="count"></sqs-animate></div>`);
      const height = (id: string) => frame.contentDocument!.getElementById(id)!.getBoundingClientRect().height;
      const auto = await mount({}, '', 400, 2000);
      await expect(auto).to.be.accessible();
      const four = await mount({ ratio: 'count', count: '4' }, '', 400, 2000);
      const one = await mount({ ratio: 'count' }, '', 400, 2000);
      expect(height('auto')).to.be.closeTo(auto.getBoundingClientRect().height, 0.5);
      expect(height('four')).to.be.closeTo(four.getBoundingClientRect().height, 0.5);
      expect(height('one')).to.be.closeTo(one.getBoundingClientRect().height, 0.5);
      expect(height('four')).to.be.closeTo(100, 0.5);
      frame.remove();
    });
  });

  describe('bad input', () => {
    it('warns once per bad attribute and uses the spec defaults', async () => {
      for (const [name, value, property, fallback] of [
        ['ratio', 'tall', 'ratio', 'auto'],
        ['count', '0', 'count', 1],
        ['count', '-2', 'count', 1],
        ['count', '2.5', 'count', 1],
        ['duration', '-1', 'duration', 0.3],
        ['duration', 'slow', 'duration', 0.3],
        ['animation', 'spin', 'animation', 'scale'],
      ] as const) {
        let el!: SqsAnimateElement;
        const warnings = await captureWarnings(async () => {
          el = await mount({ [name]: value, ...(name === 'count' ? { ratio: 'count' } : {}) }, '', 400, 2000);
          await el.updateComplete;
          await el.updateComplete;
        });
        await expect(el).to.be.accessible();
        const said = warnings.filter((w) => w.startsWith(`<sqs-animate>: invalid ${name}="${value}"`));
        expect(said, `${name}="${value}"`).to.have.length(1);
        expect(el[property as keyof SqsAnimateElement], name).to.equal(fallback);
      }
      const count = await mount({ ratio: 'count', count: '0' }, '', 400, 2000);
      expect(count.getBoundingClientRect().height).to.be.closeTo(400, 0.5);
      const duration = await mount({ duration: '-1' }, '', 400, 2000);
      expect(getComputedStyle(content(duration)).transitionDuration).to.equal('0.3s');
    });
  });
});
