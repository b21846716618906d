import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsGalleryElement } from './define.js';
import { imageWidthFor } from '../../runtime/images.js';
import { COLUMN_WIDTH } from './options.js';
import { manualTimers, type ManualTimers } from '../../test/runtime/fakes.js';
import { dragger, five, gallery, photo, q, qa, video } from '../../test/support/gallery.js';
import { captureWarnings, deepActiveElement, emulateReducedMotion } from '../../test/support/helpers.js';
import { allowResizeObserverLoopNotice } from '../../test/support/lite.js';

/** Waits until the gallery's shadow tree shows `index` as the active slide. */
const shows = (el: SqsGalleryElement, index: number): Promise<void> =>
  waitUntil(() => qa(el, '[part~="slide"]')[index]?.hasAttribute('data-active'), `slide ${index} never became active`);

/** Dispatches a pointer gesture from x0 to x1 on the gallery's viewport, `ms` apart on the gallery's clock. */
function swipe(el: SqsGalleryElement, x0: number, x1: number, ms: number): void {
  let time = 1000;
  el.now = () => time;
  const viewport = q(el, '[part~="viewport"]');
  const box = viewport.getBoundingClientRect();
  const init = {
    bubbles: true,
    composed: true,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    button: 0,
    clientY: box.top + 20,
  };
  viewport.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.left + x0 }));
  time += ms;
  viewport.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: box.left + x1 }));
}

describe('<sqs-gallery>', () => {
  afterEach(() => {
    emulateReducedMotion(false);
    document.body.classList.remove('sqs-lightbox-open');
  });

  describe('designs', () => {
    for (const design of ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list']) {
      it(`${design}: passes an axe check, every slide in its own box, slides stay in the light DOM`, async () => {
        const el = await gallery(`design="${design}"`);
        await expect(el).to.be.accessible();
        expect(q(el, '[part~="base"]').dataset.design).to.equal(design);
        const boxes = qa(el, '[part~="slide"]');
        expect(boxes).to.have.length(5);
        const figures = [...el.querySelectorAll('figure')];
        figures.forEach((figure, i) => {
          expect(figure.parentElement).to.equal(el);
          expect(figure.assignedSlot?.name).to.equal(`slide-${i}`);
        });
        const box = boxes[0]!.querySelector('[part~="picture"]')!.getBoundingClientRect();
        expect(box.width).to.be.greaterThan(0);
        expect(box.height).to.be.greaterThan(0);
      });
    }

    it('an unknown design falls back to stacked with the spec warning', async () => {
      const warnings = await captureWarnings(() => gallery('design="mosaic"'));
      expect(warnings).to.include(
        'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
      );
      const el = document.querySelector('sqs-gallery')!;
      expect(q(el, '[part~="base"]').dataset.design).to.equal('stacked');
    });

    it('stacked: one box of the first picture\'s proportions, slides over each other, "n of N" groups', async () => {
      const el = await gallery('design="stacked"');
      const viewport = q(el, '[part~="viewport"]').getBoundingClientRect();
      expect(viewport.width).to.equal(600);
      expect(viewport.height).to.be.closeTo((600 * 1563) / 2500, 1);
      const boxes = qa(el, '[part~="slide"]');
      expect(boxes.map((b) => b.getAttribute('aria-label'))).to.deep.equal([
        '1 of 5',
        '2 of 5',
        '3 of 5',
        '4 of 5',
        '5 of 5',
      ]);
      expect(boxes[0]!.getAttribute('role')).to.equal('group');
      expect(boxes[0]!.getAttribute('aria-roledescription')).to.equal('slide');
      expect(boxes[1]!.getBoundingClientRect().top).to.equal(boxes[0]!.getBoundingClientRect().top);
      expect(boxes[1]!.hasAttribute('inert')).to.be.true;
      expect(getComputedStyle(boxes[1]!).visibility).to.equal('hidden');
      expect(getComputedStyle(boxes[0]!).visibility).to.equal('visible');
      expect(getComputedStyle(boxes[0]!).opacity).to.equal('1');
      expect(q(el, '[part~="base"]').getAttribute('aria-roledescription')).to.equal('carousel');
      expect(q(el, '[part~="base"]').getAttribute('aria-label')).to.equal('Gallery');
    });

    it('grid: 4 per row with 20 px between; perRow and padding change it', async () => {
      const el = await gallery('design="grid"', { slides: [...five, photo(6), photo(7), photo(8)] });
      const boxes = qa(el, '[part~="picture"]').map((b) => b.getBoundingClientRect());
      expect(boxes[0]!.width).to.be.closeTo((600 - 3 * 20) / 4, 0.5);
      expect(boxes[0]!.height).to.be.closeTo(boxes[0]!.width, 0.5);
      expect(boxes[1]!.left - boxes[0]!.right).to.be.closeTo(20, 0.5);
      expect(boxes[4]!.top).to.be.greaterThan(boxes[0]!.bottom);
      expect(q(el, '[part~="track"]').getAttribute('role')).to.equal('list');
      el.setAttribute('slides-per-row', '2');
      el.setAttribute('padding', '10');
      await el.updateComplete;
      expect(qa(el, '[part~="picture"]')[0]!.getBoundingClientRect().width).to.be.closeTo(295, 0.5);
    });

    it('autogrid and autocolumns: columns of 250 px (at least one), rounded up and down', async () => {
      const grid = await gallery('design="autogrid"');
      const cells = qa(grid, '[part~="picture"]').map((b) => b.getBoundingClientRect());
      expect(cells[0]!.width).to.be.closeTo(200, 0.5);
      expect(cells[3]!.top).to.be.greaterThan(cells[0]!.top);
      const columns = await gallery('design="autocolumns"');
      expect(qa(columns, '[part~="column"]')).to.have.length(2);
      expect(qa(columns, '[part~="picture"]')[0]!.getBoundingClientRect().width).to.be.closeTo(300, 0.5);
      const narrow = await gallery('design="autocolumns" gutter="10"', { width: 200 });
      expect(qa(narrow, '[part~="column"]')).to.have.length(1);
      const wide = await gallery('design="autogrid" column-width="100" gutter="0"', { width: 600 });
      expect(qa(wide, '[part~="picture"]')[0]!.getBoundingClientRect().width).to.be.closeTo(100, 0.5);
    });

    it("autocolumns keeps each picture's proportions and places it under the shortest column", async () => {
      const el = await gallery('design="autocolumns"', {
        slides: [photo(1, 1000, 2000), photo(2, 2000, 1000), photo(3, 2000, 1000), photo(4, 1000, 1000)],
      });
      const columns = qa(el, '[part~="column"]').map((c) =>
        [...c.querySelectorAll('[part~="slide"]')].map((s) => s.getAttribute('aria-label')),
      );
      // Heights in widths: 2, then 0.5 and 1 in the second column, which is still the shorter for the fourth.
      expect(columns).to.deep.equal([['1 of 4'], ['2 of 4', '3 of 4', '4 of 4']]);
      const first = qa(el, '[part~="picture"]')[0]!.getBoundingClientRect();
      expect(first.height / first.width).to.be.closeTo(2, 0.01);
    });

    it('carousel: 3 per row moving by groups; under 724 px at most 3, under 480 px at most 2', async () => {
      // The lite build renders inside the ResizeObserver callback, so the browser posts its loop notice (docs/lite.md).
      const stopAllowing = allowResizeObserverLoopNotice();
      const el = await gallery('design="carousel" slides-per-row="5"', {
        width: 1000,
        slides: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => photo(n)),
      });
      const visible = (): number => qa(el, '[part~="slide"]').filter((s) => !s.hasAttribute('inert')).length;
      expect(visible()).to.equal(5);
      (el.parentElement as HTMLElement).style.width = '700px';
      await waitUntil(() => visible() === 3, 'no 3 per row under 724 px');
      (el.parentElement as HTMLElement).style.width = '400px';
      await waitUntil(() => visible() === 2, 'no 2 per row under 480 px');
      el.next();
      expect(el.currentIndex).to.equal(2);
      const defaults = await gallery('design="carousel" speed="0"', { width: 1000 });
      expect(qa(defaults, '[part~="slide"]').filter((s) => !s.hasAttribute('inert'))).to.have.length(3);
      defaults.next();
      expect(defaults.currentIndex).to.equal(3);
      await defaults.updateComplete;
      const first = qa(defaults, '[part~="slide"]')[3]!.getBoundingClientRect();
      await waitUntil(
        () =>
          Math.abs(
            qa(defaults, '[part~="slide"]')[3]!.getBoundingClientRect().left - defaults.getBoundingClientRect().left,
          ) < 1,
        `the second group never moved into view (${first.left})`,
      );
      stopAllowing();
    });

    it('slider: a strip half as high as wide, the current slide held in the middle (or start, end)', async () => {
      const el = await gallery('design="slider" speed="0"');
      const viewport = q(el, '[part~="viewport"]').getBoundingClientRect();
      expect(viewport.height).to.be.closeTo(300, 0.5);
      const slides = (): DOMRect[] => qa(el, '[part~="slide"]').map((s) => s.getBoundingClientRect());
      const middle = (r: DOMRect): number => r.left + r.width / 2;
      await waitUntil(
        () => Math.abs(middle(slides()[0]!) - middle(viewport)) < 1,
        'the first slide is not in the middle',
      );
      expect(slides()[1]!.left - slides()[0]!.right).to.be.closeTo(10, 0.5);
      el.setAttribute('active-alignment', 'left');
      el.currentIndex = 2;
      await waitUntil(() => Math.abs(slides()[2]!.left - viewport.left) < 1, 'the current slide is not at the start');
      el.setAttribute('active-alignment', 'right');
      await waitUntil(() => Math.abs(slides()[2]!.right - viewport.right) < 1, 'the current slide is not at the end');
    });

    it('list: the picture (list-image-size % of the row) beside its caption', async () => {
      const el = await gallery('design="list" list-image-size="50"');
      const picture = qa(el, '[part~="picture"]')[0]!.getBoundingClientRect();
      const caption = qa(el, '[part~="caption"]')[0]!;
      expect(caption.textContent).to.equal('Caption 1');
      expect(caption.getBoundingClientRect().left).to.be.greaterThan(picture.right);
      expect(picture.width).to.be.closeTo(300, 1);
    });
  });

  describe('block data', () => {
    it("reads the options from block-json with the spec's key names; an attribute wins", async () => {
      const el = await gallery(
        `block-json='{"design":"grid","slidesPerRow":2,"padding":0,"lightbox":true,"autoplay-duration":3}' padding="10"`,
      );
      expect(q(el, '[part~="base"]').dataset.design).to.equal('grid');
      expect(el.options).to.include({ perRow: 2, padding: 10, lightbox: true, autoplayMs: 3000 });
      expect(qa(el, '[part~="picture"]')[0]!.getBoundingClientRect().width).to.be.closeTo(295, 0.5);
    });

    it("malformed block-json: the spec's errors, the gallery is not built and the slides stay readable", async () => {
      const errors: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
      let el: SqsGalleryElement;
      try {
        el = await gallery(`design="slideshow" block-json='{"design": "grid",'`);
      } finally {
        console.error = original;
      }
      expect(errors).to.deep.equal(['Error decoding gallery block data.', 'Error evaluating gallery block data.']);
      expect(q(el!, '[part~="base"]')).to.equal(null);
      expect(el!.dataset.design).to.equal('unbuilt');
      expect(el!.querySelector('figcaption')!.getBoundingClientRect().height).to.be.greaterThan(0);
      el!.next();
      expect(el!.currentIndex).to.equal(1);
    });

    it('a wrong attribute warns once naming the element and the attribute, and uses the default', async () => {
      const warnings = await captureWarnings(() => gallery('design="grid" slides-per-row="many" transition="wobble"'));
      expect(warnings.filter((w) => w.includes('slides-per-row'))).to.deep.equal([
        '<sqs-gallery>: invalid slides-per-row="many"; using the default.',
      ]);
      const el = document.querySelector('sqs-gallery')!;
      expect(el.options!.perRow).to.equal(4);
      const slideshow = await captureWarnings(() => gallery('design="slideshow" transition="wobble"'));
      expect(slideshow).to.include('Could not find transition named wobble');
      expect(q(document.querySelectorAll('sqs-gallery')[0]!, '[part~="base"]')).to.exist;
    });
  });

  describe('index rules', () => {
    it('currentIndex wraps: negative from the end, larger by modulo; sqs-slide-change tells the index', async () => {
      const el = await gallery('design="stacked" speed="0"');
      const changed = oneEvent(el, 'sqs-slide-change');
      el.currentIndex = -1;
      expect((await changed).detail).to.deep.equal({ index: 4 });
      el.currentIndex = 7;
      expect(el.currentIndex).to.equal(2);
      await shows(el, 2);
    });

    it('rejects changes while in motion (stacked speed 1 s) and while a linked gallery moves elsewhere', async () => {
      const timers = manualTimers();
      const el = await gallery('design="slideshow"', { timers });
      expect(el.next()).to.be.true;
      expect(el.inMotion).to.be.true;
      expect(el.next()).to.be.false;
      el.currentIndex = 4;
      expect(el.currentIndex).to.equal(1);
      timers.advance(999);
      expect(el.inMotion).to.be.true;
      timers.advance(1);
      expect(el.inMotion).to.be.false;
      expect(el.next()).to.be.true;
      expect(el.currentIndex).to.equal(2);
    });

    it('without loop: sqs-reached-end / -beginning and disabled previous/next at the ends; with loop it wraps', async () => {
      const el = await gallery('design="stacked" speed="0"');
      const previous = q(el, '[part~="previous"]');
      const next = q(el, '[part~="next"]');
      expect(previous.classList.contains('disabled')).to.be.true;
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      expect(next.classList.contains('disabled')).to.be.false;
      const beginning = oneEvent(el, 'sqs-reached-beginning');
      expect(el.previous()).to.be.false;
      await beginning;
      el.currentIndex = 4;
      await el.updateComplete;
      expect(q(el, '[part~="next"]').classList.contains('disabled')).to.be.true;
      const end = oneEvent(el, 'sqs-reached-end');
      q(el, '[part~="next"]').click();
      await end;
      expect(el.currentIndex).to.equal(4);
      el.setAttribute('loop', '');
      await el.updateComplete;
      expect(q(el, '[part~="next"]').classList.contains('disabled')).to.be.false;
      el.next();
      expect(el.currentIndex).to.equal(0);
      el.previous();
      expect(el.currentIndex).to.equal(4);
    });

    it('linked galleries stay in step both ways; the linked one ignores the keyboard', async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width: 600px"></div>`);
      wrap.innerHTML = `<sqs-gallery id="main" design="slideshow" linked="thumbs" speed="0">${five.join('')}</sqs-gallery>
        <sqs-gallery id="thumbs" design="slider" speed="0" v-size="4">${five.join('')}</sqs-gallery>`;
      const [main, thumbs] = [...wrap.querySelectorAll('sqs-gallery')] as SqsGalleryElement[];
      await main!.updateComplete;
      await thumbs!.updateComplete;
      main!.next();
      expect(thumbs!.currentIndex).to.equal(1);
      qa(thumbs!, '[part~="slide"]')[3]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect(main!.currentIndex).to.equal(3);
      expect(thumbs!.currentIndex).to.equal(3);
      q(main!, '[part~="next"]').focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(main!.currentIndex).to.equal(4);
      expect(thumbs!.currentIndex).to.equal(4);
    });

    it('a change is rejected while a linked gallery is still moving to another slide', async () => {
      const timers = manualTimers();
      const wrap = await fixture<HTMLDivElement>(html`<div style="width: 600px"></div>`);
      wrap.innerHTML = `<sqs-gallery id="lead" design="slideshow" linked="follower" speed="0">${five.join('')}</sqs-gallery>
        <sqs-gallery id="follower" design="slider">${five.join('')}</sqs-gallery>`;
      const [lead, follower] = [...wrap.querySelectorAll('sqs-gallery')] as SqsGalleryElement[];
      follower!.timers = timers;
      await lead!.updateComplete;
      lead!.next();
      expect(follower!.inMotion).to.be.true;
      expect(lead!.goTo(3)).to.be.false;
      expect(lead!.currentIndex).to.equal(1);
      timers.advance(500);
      expect(lead!.goTo(3)).to.be.true;
    });
  });

  describe('autoplay', () => {
    it('advances every 5000 ms by default, or autoplay-duration seconds, with a visible stop control', async () => {
      const timers = manualTimers();
      const el = await gallery('design="slideshow" autoplay loop speed="0"', { timers });
      await el.updateComplete;
      timers.advance(4999);
      expect(el.currentIndex).to.equal(0);
      timers.advance(1);
      expect(el.currentIndex).to.equal(1);
      await el.updateComplete;
      const rotation = q(el, '[part~="rotation"]');
      expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
      expect(q(el, '[part~="track"]').getAttribute('aria-live')).to.equal('off');
      el.setAttribute('autoplay-duration', '2');
      await el.updateComplete;
      timers.advance(2000);
      expect(el.currentIndex).to.equal(2);
      rotation.click();
      await el.updateComplete;
      expect(q(el, '[part~="rotation"]').getAttribute('aria-label')).to.equal('Start automatic slide show');
      expect(q(el, '[part~="track"]').getAttribute('aria-live')).to.equal('polite');
      timers.advance(10_000);
      expect(el.currentIndex).to.equal(2);
    });

    // The rotation's state shows at once; its timer is set (or cleared) by an effect that can run a moment later.
    const stopped = (el: SqsGalleryElement, timers: ManualTimers, message: string) =>
      waitUntil(() => !q(el, '[part~="base"]').hasAttribute('data-rotating') && timers.pending === 0, message);
    const resumed = (el: SqsGalleryElement, timers: ManualTimers) =>
      waitUntil(
        () => q(el, '[part~="base"]').hasAttribute('data-rotating') && timers.pending > 0,
        'the rotation did not resume',
      );

    it('pauses while a mouse is over it (not a touch), while focus is inside, and while a video plays', async () => {
      const timers = manualTimers();
      const el = await gallery('design="slideshow" autoplay loop speed="0"', { timers, slides: [...five, video] });
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
      await el.updateComplete;
      timers.advance(5000);
      expect(el.currentIndex).to.equal(1);
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      await stopped(el, timers, 'a mouse over it did not stop the rotation');
      timers.advance(20_000);
      expect(el.currentIndex).to.equal(1);
      el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      await resumed(el, timers);
      q(el, '[part~="next"]').focus();
      await stopped(el, timers, 'focus inside did not stop the rotation');
      timers.advance(20_000);
      expect(el.currentIndex).to.equal(1);
      q(el, '[part~="next"]').blur();
      await resumed(el, timers);
      el.querySelector('sqs-video')!.dispatchEvent(
        new CustomEvent('sqs-video-play', { bubbles: true, composed: true, detail: {} }),
      );
      await stopped(el, timers, 'a playing video did not suspend it');
      timers.advance(20_000);
      expect(el.currentIndex).to.equal(1);
      el.querySelector('sqs-video')!.dispatchEvent(
        new CustomEvent('sqs-video-pause', { bubbles: true, composed: true, detail: {} }),
      );
      await resumed(el, timers);
      timers.advance(5000);
      expect(el.currentIndex).to.equal(2);
    });

    /** Runs the clock to 1 ms short of `ms` (the gallery stays) and then to `ms` (it shows `index`). */
    async function advancesAfter(el: SqsGalleryElement, timers: ManualTimers, ms: number, index: number) {
      const before = el.currentIndex;
      timers.advance(ms - 1);
      expect(el.currentIndex, `${ms - 1} ms`).to.equal(before);
      timers.advance(1);
      expect(el.currentIndex, `${ms} ms`).to.equal(index);
      await el.updateComplete;
    }

    it('goes on 1000 ms (autoplay-resume) after the mouse or focus leaves, not after a full interval', async () => {
      const timers = manualTimers();
      const el = await gallery('design="slideshow" autoplay loop speed="0"', { timers });
      await expect(el).to.be.accessible();
      expect(el.options).to.include({ autoplayMs: 5000, autoplayIntervalMs: 5000, autoplayResumeMs: 1000 });
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      await stopped(el, timers, 'a mouse over it did not stop the rotation');
      el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      await resumed(el, timers);
      await advancesAfter(el, timers, 1000, 1);
      await advancesAfter(el, timers, 5000, 2);
      el.setAttribute('autoplay-resume', '2.5');
      q(el, '[part~="next"]').focus();
      await stopped(el, timers, 'focus inside did not stop the rotation');
      q(el, '[part~="next"]').blur();
      await resumed(el, timers);
      await advancesAfter(el, timers, 2500, 3);
    });

    it('waits autoplay-duration before the first advance and autoplay-interval between the next ones', async () => {
      const timers = manualTimers();
      const el = await gallery(
        'design="slideshow" autoplay loop speed="0" autoplay-duration="3" autoplay-interval="1.5"',
        {
          timers,
        },
      );
      await expect(el).to.be.accessible();
      await resumed(el, timers);
      await advancesAfter(el, timers, 3000, 1);
      await advancesAfter(el, timers, 1500, 2);
      await advancesAfter(el, timers, 1500, 3);
    });

    it('randomize walks every slide in one shuffled order, the same for the whole page view', async () => {
      const draws = [0.1, 0.9, 0.4, 0.7];
      const random = Math.random;
      Math.random = () => draws.shift() ?? 0.5;
      const timers = manualTimers();
      let el: SqsGalleryElement;
      try {
        el = await gallery('design="slideshow" autoplay autoplay-randomize loop speed="0"', { timers });
        await expect(el).to.be.accessible();
        await resumed(el, timers);
        timers.advance(5000);
        await el.updateComplete;
      } finally {
        Math.random = random;
      }
      const visited = [0, el.currentIndex];
      for (let i = 0; i < 8; i++) {
        timers.advance(5000);
        await el.updateComplete;
        visited.push(el.currentIndex);
      }
      const round = visited.slice(0, 5);
      expect([...round].sort()).to.deep.equal([0, 1, 2, 3, 4]);
      expect(round).to.not.deep.equal([0, 1, 2, 3, 4]);
      expect(visited.slice(5, 10)).to.deep.equal(round.slice(0, 5));
    });

    it('pauses over the autoplay-pause-on list (self and page elements), or never with none', async () => {
      const timers = manualTimers();
      const aside = await fixture<HTMLElement>(html`<aside class="promo" aria-label="Promo">Offer</aside>`);
      const el = await gallery('design="slideshow" autoplay loop speed="0" autoplay-pause-on=".promo"', { timers });
      await expect(el).to.be.accessible();
      expect(el.options!.autoplayPauseOn).to.deep.equal(['.promo']);
      await resumed(el, timers);
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      timers.advance(5000);
      expect(el.currentIndex).to.equal(1);
      aside.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      await stopped(el, timers, 'a mouse over the promo did not stop the rotation');
      aside.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      await resumed(el, timers);
      timers.advance(1000);
      expect(el.currentIndex).to.equal(2);
      el.setAttribute('autoplay-pause-on', 'self, .promo');
      await el.updateComplete;
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      await stopped(el, timers, 'a mouse over the gallery did not stop the rotation');
      el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      await resumed(el, timers);
      el.setAttribute('autoplay-pause-on', 'none');
      await el.updateComplete;
      el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      await el.updateComplete;
      timers.advance(5000);
      expect(el.currentIndex).to.equal(3);
    });

    it('bad autoplay options warn once naming the element and the attribute, and use the defaults', async () => {
      const warnings = await captureWarnings(async () => {
        const el = await gallery(
          'design="slideshow" autoplay autoplay-pause-on="self, ##oops" autoplay-resume="soon" autoplay-interval="-4"',
        );
        await expect(el).to.be.accessible();
        expect(el.options).to.include({ autoplayResumeMs: 1000, autoplayIntervalMs: 5000 });
        expect(el.options!.autoplayPauseOn).to.deep.equal(['self']);
        el.setAttribute('autoplay-resume', 'later');
        await el.updateComplete;
      });
      expect(warnings.filter((w) => w.includes('autoplay-pause-on'))).to.deep.equal([
        '<sqs-gallery>: invalid autoplay-pause-on="self, ##oops"; using the default (["self"]).',
      ]);
      expect(warnings.filter((w) => w.includes('autoplay-resume'))).to.have.length(1);
      expect(warnings.filter((w) => w.includes('autoplay-resume'))[0]).to.include('<sqs-gallery>');
      expect(warnings.some((w) => w.includes('autoplay-interval'))).to.equal(true);
    });

    it('is off under prefers-reduced-motion and with ?nomotion=true until the visitor starts it', async () => {
      emulateReducedMotion(true);
      const timers = manualTimers();
      const reduced = await gallery('design="slideshow" autoplay loop', { timers });
      timers.advance(20_000);
      expect(reduced.currentIndex).to.equal(0);
      expect(q(reduced, '[part~="rotation"]').getAttribute('aria-label')).to.equal('Start automatic slide show');
      emulateReducedMotion(false);
      const address = location.href;
      history.replaceState(history.state, '', '?nomotion=true');
      try {
        const still = await gallery('design="slideshow" autoplay loop speed="0"', { timers });
        timers.advance(20_000);
        expect(still.currentIndex).to.equal(0);
        q(still, '[part~="rotation"]').click();
        await resumed(still, timers);
        timers.advance(5000);
        expect(still.currentIndex).to.equal(1);
      } finally {
        history.replaceState(history.state, '', address);
      }
    });
  });

  describe('keyboard, swipe and clicks', () => {
    it('← and → (37, 39) move the gallery in view; ignored while typing, with keyboard off, or other keys', async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div><input aria-label="Name" /></div>`);
      const el = await gallery('design="stacked" speed="0"');
      document.body.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'ArrowLeft' });
      expect(el.currentIndex).to.equal(0);
      wrap.querySelector('input')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      wrap.querySelector('input')!.blur();
      el.setAttribute('keys', '{"previous": 65, "next": 68}');
      el.keys = { previous: 65, next: 68 };
      await el.updateComplete;
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      await sendKeys({ press: 'd' });
      expect(el.currentIndex).to.equal(1);
      el.setAttribute('keyboard', 'false');
      await el.updateComplete;
      await sendKeys({ press: 'd' });
      expect(el.currentIndex).to.equal(1);
    });

    it('a swipe of 50 px within 250 ms goes on or back; shorter or slower does nothing', async () => {
      const el = await gallery('design="slideshow" speed="0"');
      swipe(el, 300, 240, 200);
      expect(el.currentIndex).to.equal(1);
      swipe(el, 200, 260, 100);
      expect(el.currentIndex).to.equal(0);
      swipe(el, 300, 260, 100);
      expect(el.currentIndex).to.equal(0);
      swipe(el, 300, 200, 300);
      expect(el.currentIndex).to.equal(0);
    });

    it('new-swipe follows the pointer, stops at a hard end, and changes slide past its snap point', async () => {
      const el = await gallery('design="slideshow" transition="new-swipe" snap-points="30%" speed="0"');
      const viewport = q(el, '[part~="viewport"]');
      const track = q(el, '[part~="track"]');
      const box = viewport.getBoundingClientRect();
      const at = dragger(el);
      at('pointerdown', 300);
      at('pointermove', 350);
      await el.updateComplete;
      expect(track.getBoundingClientRect().left).to.be.closeTo(box.left, 0.5);
      at('pointermove', 200);
      await waitUntil(
        () => Math.abs(track.getBoundingClientRect().left - (box.left - 100)) < 0.5,
        'the track did not follow',
      );
      el.now = () => 1000;
      at('pointermove', 100);
      at('pointerup', 100);
      expect(el.currentIndex).to.equal(1);
    });

    it('stacked: a click on the right half goes on, on the left half back; ignored on a video slide', async () => {
      const el = await gallery('design="stacked" speed="0"', { slides: [photo(1), video, photo(3)] });
      const click = (x: number): void => {
        const box = q(el, '[part~="viewport"]').getBoundingClientRect();
        qa(el, '[part~="slide"]')[el.currentIndex]!.dispatchEvent(
          new MouseEvent('click', { bubbles: true, composed: true, clientX: box.left + x, clientY: box.top + 20 }),
        );
      };
      click(450);
      expect(el.currentIndex).to.equal(1);
      expect(el.querySelectorAll('figure')[1]!.dataset.slideId).to.equal('v1');
      expect(qa(el, '[part~="slide"]')[1]!.dataset.type).to.equal('video');
      click(450);
      expect(el.currentIndex).to.equal(1);
      el.currentIndex = 2;
      click(100);
      expect(el.currentIndex).to.equal(1);
    });

    it('slider: a click on another slide selects it; on the current one, next (or previous, or stay)', async () => {
      const el = await gallery('design="slider" speed="0"');
      const clickSlide = (i: number): boolean =>
        qa(el, '[part~="slide"]')[i]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      clickSlide(3);
      expect(el.currentIndex).to.equal(3);
      clickSlide(3);
      expect(el.currentIndex).to.equal(4);
      el.setAttribute('active-click', 'stay');
      await el.updateComplete;
      clickSlide(4);
      expect(el.currentIndex).to.equal(4);
    });
  });

  describe('transitions', () => {
    it('each takes its time: fade and ken-burns 1 s, scroll 1 s, swipe 0.28 s, new-swipe 0.2 s a slide', async () => {
      const durations: Record<string, number> = {};
      for (const transition of ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe']) {
        const timers = manualTimers();
        const asked: number[] = [];
        const setTimeout = timers.setTimeout;
        timers.setTimeout = (callback, ms) => (asked.push(ms), setTimeout(callback, ms));
        const el = await gallery(`design="slideshow" transition="${transition}"`, { timers });
        expect(q(el, '[part~="base"]').dataset.transition).to.equal(transition);
        el.next();
        durations[transition] = asked.at(-1)!;
      }
      expect(durations).to.deep.equal({ fade: 1000, 'ken-burns': 1000, scroll: 1000, swipe: 280, 'new-swipe': 200 });
    });

    it('ken-burns zooms the current picture to 1.075; fade cross-fades; nothing moves under reduced motion', async () => {
      const el = await gallery('design="slideshow" transition="ken-burns" autoplay-duration="0.2" speed="0.1"');
      const figure = el.querySelector('figure')!;
      await waitUntil(
        () => getComputedStyle(figure).transform === 'matrix(1.075, 0, 0, 1.075, 0, 0)',
        `no zoom: ${getComputedStyle(figure).transform}`,
      );
      const fade = await gallery('design="slideshow"');
      expect(getComputedStyle(qa(fade, '[part~="slide"]')[1]!).transitionProperty).to.contain('opacity');
      expect(getComputedStyle(qa(fade, '[part~="slide"]')[1]!).opacity).to.equal('0');
      emulateReducedMotion(true);
      const still = await gallery('design="slideshow" transition="scroll"');
      still.next();
      expect(still.inMotion).to.be.false;
      expect(still.next()).to.be.true;
    });
  });

  describe('deep links', () => {
    let address: string;
    beforeEach(() => (address = location.href));
    afterEach(() => history.replaceState(history.state, '', address));

    it('writes the current slide as itemId under the collection url with a trailing slash', async () => {
      const el = await gallery('design="slideshow" history collection-url="/gallery" speed="0"');
      el.next();
      await waitUntil(() => location.search === '?itemId=s2', `address: ${location.href}`);
      expect(location.pathname).to.equal('/gallery/');
    });

    it("on a page outside a collection writes the page's own address, which reloads at the same slide", async () => {
      const page = new URL(location.href);
      const el = await gallery('design="slideshow" history speed="0"');
      await expect(el).to.be.accessible();
      el.next();
      el.next();
      await waitUntil(() => new URL(location.href).searchParams.get('itemId') === 's3', `address: ${location.href}`);
      const written = new URL(location.href);
      expect(written.pathname).to.equal(page.pathname);
      expect(written.pathname.endsWith('/')).to.equal(page.pathname.endsWith('/'));
      for (const [key, value] of page.searchParams) expect(written.searchParams.get(key)).to.equal(value);
      // The written address is a page the server has: reloading it does not 404.
      expect((await fetch(written.href)).status).to.equal(200);
      // Reloaded: a fresh gallery on that address opens at the same slide.
      const reloaded = await gallery('design="slideshow" history speed="0"');
      await shows(reloaded, 2);
      expect(reloaded.currentIndex).to.equal(2);
    });

    it('selects the slide an itemId names (its id or its url) on load', async () => {
      history.replaceState(history.state, '', '?itemId=photo-4');
      const el = await gallery('design="slideshow" history speed="0"');
      await shows(el, 3);
      expect(el.currentIndex).to.equal(3);
      history.replaceState(history.state, '', '?itemId=s2');
      const other = await gallery('design="grid" history');
      await waitUntil(() => other.currentIndex === 1);
      history.replaceState(history.state, '', '?itemId=s2');
      const off = await gallery('design="grid"');
      expect(off.currentIndex).to.equal(0);
    });

    it("keeps the page's own origin when the collection url names another one", async () => {
      const el = await gallery('design="slideshow" history collection-url="https://evil.example/gallery" speed="0"');
      const path = location.pathname;
      el.next();
      await waitUntil(() => location.search === '?itemId=s2', `address: ${location.href}`);
      expect(location.origin).to.equal(new URL(address).origin);
      expect(location.pathname).to.equal(path);
      expect(el.shadowRoot!.querySelector('[part~="base"]')).to.exist;
    });
  });

  describe('hostile values', () => {
    it('refuses a hair-thin column width and keeps a bounded layout', async () => {
      const warnings = await captureWarnings(async () => {
        const el = await gallery('design="autocolumns" column-width="0.0001"', { width: 600 });
        expect(qa(el, '[part~="column"]').length).to.be.at.most(600);
        expect(el.options!.columnWidth).to.equal(COLUMN_WIDTH);
      });
      expect(warnings.some((w) => w.includes('column-width="0.0001"'))).to.be.true;
    });

    it('refuses more slides per row than a row can hold', async () => {
      const warnings = await captureWarnings(async () => {
        const el = await gallery('design="grid" slides-per-row="1000000000"');
        expect(el.options!.perRow).to.equal(4);
      });
      expect(warnings.some((w) => w.includes('slides-per-row'))).to.be.true;
    });
  });

  describe('click-through', () => {
    it('never links to an address that is not http(s), mailto, tel or relative', async () => {
      const slides = ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x'].map((url, i) =>
        photo(i + 1).replace('<figure ', `<figure data-click-through-url="${url}" `),
      );
      const el = await gallery('design="grid"', { slides });
      expect(qa(el, 'a[part~="link"]')).to.have.length(0);
    });

    it('a slide with a click-through url is a link to it', async () => {
      const el = await gallery('design="grid" lightbox', {
        slides: [photo(1).replace('<figure ', '<figure data-click-through-url="/about" '), photo(2)],
      });
      const links = qa(el, 'a[part~="link"]');
      expect(links).to.have.length(1);
      expect(links[0]!.getAttribute('href')).to.equal('/about');
      expect(links[0]!.getAttribute('aria-label')).to.equal('Photo 1');
      expect(qa(el, '[part~="open"]')).to.have.length(1);
    });

    it('inside an editor frame the click fires sqs-click-through-bypass instead of navigating', async () => {
      const frame = document.createElement('iframe');
      frame.src = '/test/fixtures/gallery-editor-frame.html';
      const loaded = oneEvent(frame, 'load');
      document.body.append(frame);
      try {
        await loaded;
        const win = frame.contentWindow as Window & typeof globalThis;
        await waitUntil(
          () => win.document.querySelector('sqs-gallery')?.shadowRoot?.querySelector('a[part~="link"]'),
          'the framed gallery never rendered',
          { timeout: 8000 },
        );
        const el = win.document.querySelector('sqs-gallery')!;
        const bypass = oneEvent(el, 'sqs-click-through-bypass');
        el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part~="link"]')!.click();
        expect((await bypass).detail).to.deep.equal({ url: '/about', index: 0 });
        expect(win.location.pathname).to.equal('/test/fixtures/gallery-editor-frame.html');
      } finally {
        frame.remove();
      }
    });
  });

  describe('lightbox', () => {
    it('opens at the clicked slide, returns focus to it on close, and reports both from the gallery', async () => {
      const el = await gallery('design="grid" lightbox');
      await waitUntil(() => customElements.get('sqs-lightbox'), 'the lightbox was never loaded');
      const button = qa(el, '[part~="open"]')[2]!;
      expect(button.getAttribute('aria-label')).to.equal('Open Photo 3');
      const opened = oneEvent(el, 'sqs-lightbox-open');
      button.click();
      const event = await opened;
      expect(event.detail).to.deep.equal({ index: 2 });
      expect(event.target).to.equal(el);
      expect(document.body.classList.contains('sqs-lightbox-open')).to.be.true;
      const lightbox = q(el, 'sqs-lightbox') as HTMLElement & { index: number };
      await waitUntil(() => lightbox.dataset.state === 'open', 'never open', { timeout: 5000 });
      await expect(el).to.be.accessible();
      const changed = oneEvent(el, 'sqs-slide-change');
      await sendKeys({ press: 'ArrowRight' });
      expect((await changed).detail).to.deep.equal({ index: 3 });
      expect(el.currentIndex).to.equal(3);
      const closed = oneEvent(el, 'sqs-lightbox-close');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(document.body.classList.contains('sqs-lightbox-open')).to.be.false;
      expect(deepActiveElement()).to.equal(button);
    });

    it('has a dark theme by default and lightbox-theme sets it; a gallery without lightbox has no open buttons', async () => {
      const el = await gallery('design="grid" lightbox lightbox-theme="light"');
      expect(q(el, 'sqs-lightbox').getAttribute('theme')).to.equal('light');
      const dark = await gallery('design="grid" lightbox');
      expect(q(dark, 'sqs-lightbox').getAttribute('theme')).to.equal('dark');
      const none = await gallery('design="grid"');
      expect(qa(none, '[part~="open"]')).to.have.length(0);
      expect(q(none, 'sqs-lightbox')).to.equal(null);
    });
  });

  describe('images', () => {
    const src = (img: HTMLImageElement): string => img.getAttribute('src') ?? '';

    it('reserves every box from data-image-dimensions before any picture loads', async () => {
      const el = await gallery('design="autocolumns" lazy-load="false"', {
        slides: [photo(1, 1000, 500), photo(2, 500, 1000)],
      });
      const boxes = qa(el, '[part~="picture"]').map((b) => b.getBoundingClientRect());
      expect(boxes[0]!.height).to.be.closeTo(150, 0.5);
      expect(boxes[1]!.height).to.be.closeTo(600, 0.5);
      const before = el.getBoundingClientRect().height;
      await waitUntil(
        () => [...el.querySelectorAll('img')].every((img) => img.complete && src(img)),
        'pictures never loaded',
        { timeout: 8000 },
      );
      expect(el.getBoundingClientRect().height).to.equal(before);
    });

    it('loads each grid picture at the width step of its cell × the pixel ratio, as ?format=NNNw', async () => {
      for (const width of [600, 1000]) {
        const el = await gallery('design="grid"', { width });
        const cell = qa(el, '[part~="picture"]')[0]!.getBoundingClientRect();
        // Square cells of 3:2 pictures filled: the picture is shown cell height × 1.6 wide.
        const step = imageWidthFor(cell.height * (2500 / 1563), { dpr: devicePixelRatio });
        await waitUntil(
          () => [...el.querySelectorAll('img')].every((img) => src(img)),
          `pictures never requested at ${width}`,
        );
        for (const img of el.querySelectorAll('img')) expect(src(img)).to.match(new RegExp(`\\?format=${step}w$`));
      }
    });

    it('slideshow: only the current slide and its neighbours load; the next one as it comes near', async () => {
      const slides = [1, 2, 3, 4, 5, 6].map((n) => photo(n));
      const el = await gallery('design="slideshow" speed="0"', { slides });
      const imgs = [...el.querySelectorAll('img')];
      await waitUntil(() => src(imgs[0]!) && src(imgs[1]!) && src(imgs[5]!), 'current and neighbours never requested');
      expect(imgs.slice(2, 5).map(src)).to.deep.equal(['', '', '']);
      el.next();
      await waitUntil(() => src(imgs[2]!), 'the new neighbour never requested');
      expect(src(imgs[3]!)).to.equal('');
    });

    it("asks for the first gallery's first shown picture at high priority, not lazily, and for no other picture", async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width: 600px"></div>`);
      const holder = document.createElement('div');
      holder.innerHTML = `<sqs-gallery design="slideshow" speed="0">${five.join('')}</sqs-gallery><sqs-gallery design="grid">${five.join('')}</sqs-gallery>`;
      const [first, second] = [...holder.children] as SqsGalleryElement[];
      first!.currentIndex = 2;
      wrap.append(first!, second!);
      await Promise.all([first!.updateComplete, second!.updateComplete]);
      await expect(first).to.be.accessible();
      const imgs = [...wrap.querySelectorAll('img')];
      await waitUntil(() => src(imgs[2]!), 'the first shown picture was never requested');
      expect(imgs.map((img) => img.getAttribute('fetchpriority'))).to.deep.equal([
        ...[null, null, 'high', null, null],
        ...[null, null, null, null, null],
      ]);
      expect(imgs.filter((img) => img.loading === 'lazy')).to.deep.equal([]);
      // The high priority stays with that one picture as the slideshow moves on.
      first!.next();
      await waitUntil(() => src(imgs[4]!), 'the new neighbour never requested');
      expect(wrap.querySelectorAll('img[fetchpriority]')).to.have.length(1);
    });

    it('a gallery far below the viewport fetches nothing until it comes within 200 px', async () => {
      const el = await gallery('design="grid"', { below: 3000 });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      expect([...el.querySelectorAll('img')].map(src)).to.deep.equal(['', '', '', '', '']);
      el.scrollIntoView();
      await waitUntil(() => [...el.querySelectorAll('img')].every((img) => src(img)), 'never loaded once in view');
      scrollTo(0, 0);
    });
  });
});
