import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqsGalleryElement } from './define.js';
import { justifiedRows } from './layout.js';
import { AUTOROWS_GUTTER, PRELOAD, ROW_HEIGHT, THUMBNAIL_PADDING_CAP } from './options.js';
import { GALLERY_RESIZE_DELAY_MS } from './useSlides.js';
import { imageWidthFor } from '../../runtime/images.js';
import { GridPosition } from '../../runtime/enums.js';
import { RESIZE_TIMEOUTS } from '../../runtime/resize-emitter.js';
import { manualTimers } from '../../test/runtime/fakes.js';
import { dragger, five, gallery, photo, q, qa, video } from '../../test/support/gallery.js';
import { captureWarnings, emulateReducedMotion, shadow } from '../../test/support/helpers.js';

const src = (img: HTMLImageElement): string => img.getAttribute('src') ?? '';
const rect = (el: Element): DOMRect => el.getBoundingClientRect();
/** Slides of proportions 1.5, 1, 2, 2/3 and 1.5. */
const mixed = [
  photo(1, 1500, 1000),
  photo(2, 1000, 1000),
  photo(3, 2000, 1000),
  photo(4, 1000, 1500),
  photo(5, 1500, 1000),
];

describe('<sqs-gallery> layouts, strip and thumbnails', () => {
  describe('autorows', () => {
    it('splits pictures into rows that fill the width at one height; a short last row keeps the row height', () => {
      expect([ROW_HEIGHT, AUTOROWS_GUTTER]).to.deep.equal([250, 20]);
      const rows = justifiedRows([1.5, 1, 2, 2 / 3, 1.5], 600, 250, 20);
      expect(rows.map((row) => row.slides)).to.deep.equal([[0, 1], [2, 3], [4]]);
      expect(rows.map((row) => row.justified)).to.deep.equal([true, true, false]);
      expect(rows[0]!.height).to.be.closeTo(580 / 2.5, 1e-9);
      expect(rows[1]!.height).to.be.closeTo(580 / (8 / 3), 1e-9);
      expect(rows[2]!.height).to.equal(250);
      // A picture wider than the gallery at the row height is a row of its own, scaled down.
      expect(justifiedRows([4], 600, 250, 20)).to.deep.equal([{ slides: [0], height: 150, justified: true }]);
      expect(justifiedRows([], 600, 250, 20)).to.deep.equal([]);
    });

    it('justified rows: full rows span the width exactly, 20 px between pictures and rows; the last row is 250 px high at the start', async () => {
      const el = await gallery('design="autorows"', { slides: mixed });
      await expect(el).to.be.accessible();
      expect(q(el, '[part~="track"]').getAttribute('role')).to.equal('list');
      expect(qa(el, '[part~="row"]').map((row) => row.hasAttribute('data-justified'))).to.deep.equal([
        true,
        true,
        false,
      ]);
      const base = rect(q(el, '[part~="base"]'));
      const p = qa(el, '[part~="picture"]').map(rect);
      const heights = [580 / 2.5, 580 / (8 / 3), 250];
      for (const [i, row] of [0, 0, 1, 1, 2].entries()) expect(p[i]!.height).to.be.closeTo(heights[row]!, 0.5);
      expect(p[0]!.left).to.be.closeTo(base.left, 0.5);
      expect(p[1]!.left - p[0]!.right).to.be.closeTo(20, 0.5);
      expect(p[1]!.right).to.be.closeTo(base.right, 0.5);
      expect(p[2]!.left).to.be.closeTo(base.left, 0.5);
      expect(p[3]!.right).to.be.closeTo(base.right, 0.5);
      expect(p[2]!.top - p[0]!.bottom).to.be.closeTo(20, 0.5);
      expect(p[4]!.top - p[2]!.bottom).to.be.closeTo(20, 0.5);
      // Each picture keeps its proportions; the last row is not stretched.
      [1.5, 1, 2, 2 / 3, 1.5].forEach((ratio, i) => expect(p[i]!.width / p[i]!.height).to.be.closeTo(ratio, 0.01));
      expect(p[4]!.width).to.be.closeTo(375, 0.5);
      expect(p[4]!.left).to.be.closeTo(base.left, 0.5);
      expect(base.height).to.be.closeTo(heights[0]! + heights[1]! + 250 + 40, 1);
    });

    it('row-height, gutter and their block-json keys change the rows', async () => {
      const el = await gallery('design="autorows" row-height="100" gutter="0"', { slides: mixed });
      await expect(el).to.be.accessible();
      // At 100 px the five pictures are 667 px wide: one row, scaled to 90 px.
      expect(qa(el, '[part~="row"]')).to.have.length(1);
      const p = qa(el, '[part~="picture"]').map(rect);
      expect(p.map((box) => Math.round(box.height))).to.deep.equal([90, 90, 90, 90, 90]);
      expect(p[1]!.left).to.be.closeTo(p[0]!.right, 0.5);
      const block = await gallery(`block-json='{"design":"autorows","rowHeight":200,"gutter":10}'`, { slides: mixed });
      expect(block.options).to.include({ design: 'autorows', rowHeight: 200, gutter: 10 });
      const boxes = qa(block, '[part~="picture"]').map(rect);
      expect(boxes[1]!.left - boxes[0]!.right).to.be.closeTo(10, 0.5);
    });

    it("design-options (and block-json designOptions) set the design's own options; an attribute of the same option wins", async () => {
      const el = await gallery(`design="autorows" design-options='{"rowHeight":100,"gutter":0}'`, { slides: mixed });
      await expect(el).to.be.accessible();
      expect(el.options).to.include({ rowHeight: 100, gutter: 0 });
      expect(qa(el, '[part~="row"]')).to.have.length(1);
      const block = await gallery(
        `block-json='{"design":"autorows","rowHeight":200,"gutter":30,"designOptions":{"gutter":10}}'`,
        { slides: mixed },
      );
      expect(block.options).to.include({ rowHeight: 200, gutter: 10 });
      const boxes = qa(block, '[part~="picture"]').map(rect);
      expect(boxes[1]!.left - boxes[0]!.right).to.be.closeTo(10, 0.5);
      const both = await gallery(`design="autorows" gutter="5" design-options='{"gutter":10,"rowHeight":120}'`, {
        slides: mixed,
      });
      expect(both.options).to.include({ rowHeight: 120, gutter: 5 });
    });

    it('design-options that are not a JSON object warn once naming the attribute; the gallery keeps its defaults', async () => {
      for (const bad of ['{rowHeight: 1}', '[1]', '12']) {
        let el!: SqsGalleryElement;
        const warnings = await captureWarnings(async () => {
          el = await gallery(`design="autorows" design-options='${bad}'`, { slides: mixed });
          el.setAttribute('label', 'Rows');
          await el.updateComplete;
        });
        expect(warnings).to.deep.equal([`<sqs-gallery>: invalid design-options="${bad}"; using the default ({}).`]);
        expect(el.options).to.include({ rowHeight: 250, gutter: 20 });
        expect(qa(el, '[part~="picture"]')).to.have.length(5);
      }
    });

    it('a bad row-height or gutter warns once naming the element and the attribute, and 250 / 20 are used', async () => {
      for (const bad of ['tall', '0', '-5', '100000']) {
        let el!: SqsGalleryElement;
        const warnings = await captureWarnings(async () => {
          el = await gallery(`design="autorows" row-height="${bad}" gutter="wide"`, { slides: mixed });
          el.setAttribute('label', 'Rows');
          await el.updateComplete;
        });
        expect(warnings).to.deep.equal([
          `<sqs-gallery>: invalid row-height="${bad}"; using the default (250).`,
          '<sqs-gallery>: invalid gutter="wide"; using the default.',
        ]);
        expect(el.options).to.include({ rowHeight: 250, gutter: 20 });
        expect(rect(qa(el, '[part~="picture"]')[4]!).height).to.be.closeTo(250, 0.5);
      }
    });

    it('the first render has the final geometry (no shift), and each picture is fetched at its cell width step', async () => {
      const el = await gallery('design="autorows" lazy-load="false"', { slides: mixed, width: 800 });
      await expect(el).to.be.accessible();
      const first = qa(el, '[part~="picture"]').map(rect);
      const imgs = [...el.querySelectorAll('img')];
      await waitUntil(() => imgs.every((img) => img.complete && src(img)), 'pictures never loaded', { timeout: 8000 });
      const after = qa(el, '[part~="picture"]').map(rect);
      after.forEach((box, i) => {
        expect(box.top).to.equal(first[i]!.top);
        expect(box.width).to.equal(first[i]!.width);
        expect(box.height).to.equal(first[i]!.height);
        const step = imageWidthFor(box.width, { dpr: devicePixelRatio });
        expect(src(imgs[i]!)).to.match(new RegExp(`\\?format=${step}w$`));
      });
    });
  });

  describe('resize', () => {
    it('lays out again once the width has stopped changing for 100 ms, the first width at once', async () => {
      expect(GALLERY_RESIZE_DELAY_MS).to.equal(RESIZE_TIMEOUTS.quick);
      expect(RESIZE_TIMEOUTS.quick).to.equal(100);
      const timers = manualTimers();
      const el = await gallery('design="autocolumns"', { timers });
      await expect(el).to.be.accessible();
      const columns = (): number => qa(el, '[part~="column"]').length;
      expect(columns()).to.equal(2);
      const counts: number[] = [];
      const observer = new MutationObserver(() => counts.push(columns()));
      observer.observe(shadow(el), { childList: true, subtree: true });
      const box = el.parentElement!;
      for (const width of [700, 800, 900, 1000]) {
        box.style.width = `${width}px`;
        // The size reaches the ResizeObserver, then half the delay passes: a delay that did not restart would lay out.
        for (let frame = 0; frame < 3; frame++) await nextFrame();
        timers.advance(GALLERY_RESIZE_DELAY_MS / 2);
      }
      timers.advance(GALLERY_RESIZE_DELAY_MS / 2 - 1);
      await nextFrame();
      expect(columns(), 'laid out before the delay').to.equal(2);
      timers.advance(1);
      await waitUntil(() => columns() === 4, 'never laid out again');
      observer.disconnect();
      expect(
        counts.filter((count) => count !== 2 && count !== 4),
        'laid out in between',
      ).to.deep.equal([]);
    });
  });

  describe('strip', () => {
    it('active-alignment takes start, middle and end too; an unknown one warns once and holds the slide in the middle', async () => {
      const el = await gallery('design="slider" speed="0" active-alignment="end"');
      await expect(el).to.be.accessible();
      const viewport = rect(q(el, '[part~="viewport"]'));
      const slide = (i: number): DOMRect => rect(qa(el, '[part~="slide"]')[i]!);
      await waitUntil(() => Math.abs(slide(0).right - viewport.right) < 1, 'the current slide is not at the end');
      el.setAttribute('active-alignment', 'start');
      await waitUntil(() => Math.abs(slide(0).left - viewport.left) < 1, 'the current slide is not at the start');
      let odd!: SqsGalleryElement;
      const warnings = await captureWarnings(async () => {
        odd = await gallery('design="slider" speed="0" active-alignment="diagonal"');
        odd.currentIndex = 1;
        await odd.updateComplete;
      });
      expect(warnings).to.deep.equal([
        '<sqs-gallery>: invalid active-alignment="diagonal"; using the default ("center").',
      ]);
      expect(odd.options!.alignment).to.equal('middle');
      const middle = (r: DOMRect): number => r.left + r.width / 2;
      const oddViewport = rect(q(odd, '[part~="viewport"]'));
      await waitUntil(
        () => Math.abs(middle(rect(qa(odd, '[part~="slide"]')[1]!)) - middle(oddViewport)) < 1,
        'the current slide is not in the middle',
      );
    });

    it('moves the strip in 0.5 s, at once under prefers-reduced-motion', async () => {
      const timers = manualTimers();
      const el = await gallery('design="slider"', { timers });
      await expect(el).to.be.accessible();
      expect(el.next()).to.be.true;
      expect(el.inMotion).to.be.true;
      timers.advance(499);
      expect(el.next(), 'a change while in motion').to.be.false;
      timers.advance(1);
      expect(el.inMotion).to.be.false;
      emulateReducedMotion(true);
      try {
        const still = await gallery('design="slider"');
        expect(still.next()).to.be.true;
        expect(still.inMotion).to.be.false;
        expect(still.next()).to.be.true;
        expect(still.currentIndex).to.equal(2);
      } finally {
        emulateReducedMotion(false);
      }
    });

    it('preload 1: only the slides in view and one more either side are fetched', async () => {
      expect(PRELOAD).to.equal(1);
      const slides = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => photo(n));
      const el = await gallery('design="slider" speed="0"', { slides });
      await expect(el).to.be.accessible();
      const imgs = [...el.querySelectorAll('img')];
      // 480 px slides in a 600 px strip, the first in the middle: slides 0 and 1 show, 2 is the one ahead.
      await waitUntil(() => [0, 1, 2].every((i) => src(imgs[i]!)), 'the slides in view and ahead never fetched');
      expect(imgs.slice(3).map(src)).to.deep.equal(['', '', '', '', '']);
      el.currentIndex = 4;
      // Now 3 to 5 show: 2 and 6 are ahead, 7 waits.
      await waitUntil(
        () => [3, 4, 5, 6].every((i) => src(imgs[i]!)),
        'the new slides and their neighbours never fetched',
      );
      expect(src(imgs[7]!)).to.equal('');
    });
    it('a strip far below the viewport fetches nothing, not even ahead, until it comes within 200 px', async () => {
      const el = await gallery('design="slider"', { below: 3000 });
      await expect(el).to.be.accessible();
      const imgs = [...el.querySelectorAll('img')];
      for (let frame = 0; frame < 3; frame++) await nextFrame();
      expect(imgs.map(src)).to.deep.equal(['', '', '', '', '']);
      el.scrollIntoView();
      await waitUntil(() => [0, 1, 2].every((i) => src(imgs[i]!)), 'never fetched once near');
      expect(imgs.slice(3).map(src)).to.deep.equal(['', '']);
      scrollTo(0, 0);
    });
  });

  describe('new-swipe boundaries and snap points', () => {
    it('past the ends: inertial follows a third of the drag and springs back, none follows it all, hard stops', async () => {
      const el = await gallery('design="slideshow" transition="new-swipe" speed="0" boundaries="inertial none"');
      await expect(el).to.be.accessible();
      const left = (): number => rect(q(el, '[part~="track"]')).left - rect(q(el, '[part~="viewport"]')).left;
      const at = dragger(el);
      at('pointerdown', 200);
      at('pointermove', 290);
      await waitUntil(() => Math.abs(left() - 30) < 0.5, 'an inertial start did not give a third of the way');
      at('pointerup', 290);
      await waitUntil(() => Math.abs(left()) < 0.5, 'the track did not spring back');
      expect(el.currentIndex).to.equal(0);
      el.currentIndex = 4;
      await waitUntil(() => Math.abs(left() + 2400) < 0.5, 'never at the last slide');
      at('pointerdown', 400);
      at('pointermove', 310);
      await waitUntil(() => Math.abs(left() + 2490) < 0.5, 'a none end did not follow the drag');
      at('pointerup', 310);
      await waitUntil(() => Math.abs(left() + 2400) < 0.5, 'the track did not come back');
      expect(el.currentIndex).to.equal(4);
      el.setAttribute('boundaries', 'hard');
      await el.updateComplete;
      at('pointerdown', 400);
      at('pointermove', 310);
      await nextFrame();
      expect(left()).to.be.closeTo(-2400, 0.5);
      at('pointerup', 310);
    });

    it('a bad boundaries or snap-points value warns once naming the element and the attribute, and hard / none are used', async () => {
      for (const [boundaries, snap] of [
        ['bouncy', 'half'],
        ['hard hard hard', '150%'],
      ] as const) {
        let el!: SqsGalleryElement;
        const warnings = await captureWarnings(async () => {
          el = await gallery(
            `design="slideshow" transition="new-swipe" speed="0" boundaries="${boundaries}" snap-points="${snap}"`,
          );
          el.setAttribute('label', 'Swipe');
          await el.updateComplete;
        });
        expect(warnings).to.deep.equal([
          `<sqs-gallery>: invalid boundaries="${boundaries}"; using the default (["hard","hard"]).`,
          `<sqs-gallery>: invalid snap-points="${snap}"; using the default.`,
        ]);
        expect(el.options).to.deep.include({ boundaries: ['hard', 'hard'], snapPoint: null });
        // No snap point: a slow drag across most of a slide changes nothing.
        const at = dragger(el);
        at('pointerdown', 500);
        el.now = () => 1000;
        at('pointermove', 50);
        at('pointerup', 50);
        expect(el.currentIndex).to.equal(0);
      }
    });
  });

  describe('thumbnails', () => {
    const strip = (el: SqsGalleryElement): HTMLElement => q(el, '[part~="thumbnails"]');
    const thumbs = (el: SqsGalleryElement): HTMLElement[] => qa(el, '[part~="thumbnail"]');

    it('a strip under a stacked gallery: 80 px high, 10 px below, 5 px apart, 8 per row at least; videos 16:9', async () => {
      const el = await gallery('design="stacked" thumbnails speed="0"', { slides: [...five.slice(0, 4), video] });
      await expect(el).to.be.accessible();
      expect(THUMBNAIL_PADDING_CAP).to.equal(5);
      const box = rect(strip(el));
      expect(box.height).to.be.closeTo(80, 0.5);
      expect(box.top - rect(q(el, '[part~="viewport"]')).bottom).to.be.closeTo(10, 0.5);
      const t = thumbs(el).map(rect);
      expect(t).to.have.length(5);
      expect(t[1]!.left - t[0]!.right).to.be.closeTo(5, 0.5);
      // Each thumbnail takes the picture's proportions (2500 × 1563), a video's 16:9.
      // (A classic scrollbar, where the engine draws one, takes its height from the thumbnails, not their shape.)
      expect(t[0]!.width / t[0]!.height).to.be.closeTo(2500 / 1563, 0.01);
      expect(t[4]!.width / t[4]!.height).to.be.closeTo(16 / 9, 0.01);
      expect(t[0]!.height).to.be.within(70, 80);
      expect(thumbs(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal(
        [1, 2, 3, 4, 5].map((n) => `Show slide ${n} of 5`),
      );
      expect(thumbs(el)[0]!.getAttribute('aria-current')).to.equal('true');
      thumbs(el)[3]!.click();
      expect(el.currentIndex).to.equal(3);
      await waitUntil(() => thumbs(el)[3]!.getAttribute('aria-current') === 'true', 'the current thumbnail not marked');
      expect(thumbs(el)[0]!.hasAttribute('aria-current')).to.be.false;
      const imgs = [...strip(el).querySelectorAll('img')];
      expect(imgs.map((img) => img.dataset.src)).to.deep.equal(
        [1, 2, 3, 4].map((n) => `/examples/images/photo-0${n}.jpg`),
      );
    });

    it('thumbnails-per-row, thumbnail-strip-height, thumbnail-strip-margin, thumbnail-padding and square-thumbs', async () => {
      const el = await gallery(
        'design="slideshow" thumbnails thumbnails-per-row="3" thumbnail-strip-height="60" thumbnail-strip-margin="20" thumbnail-padding="2" square-thumbs',
      );
      await expect(el).to.be.accessible();
      const box = rect(strip(el));
      expect(box.height).to.be.closeTo(60, 0.5);
      expect(box.top - rect(q(el, '[part~="viewport"]')).bottom).to.be.closeTo(20, 0.5);
      const t = thumbs(el).map(rect);
      expect(t[1]!.left - t[0]!.right).to.be.closeTo(2, 0.5);
      // Three per row: each at least a third of the strip (gaps taken out), wider than a 60 px square.
      expect(t[0]!.width).to.be.closeTo((600 - 2 * 2) / 3, 0.5);
      el.setAttribute('thumbnails-per-row', '20');
      await waitUntil(() => Math.abs(rect(thumbs(el)[0]!).width - 60) < 0.5, 'square thumbnails not 60 px');
    });

    it('thumbnail padding is capped at 5: a bigger or bad value warns once naming the attribute and 5 is used', async () => {
      for (const bad of ['6', '-1', 'wide']) {
        let el!: SqsGalleryElement;
        const warnings = await captureWarnings(async () => {
          el = await gallery(`design="stacked" thumbnails thumbnail-padding="${bad}"`);
          el.setAttribute('label', 'Pictures');
          await el.updateComplete;
        });
        expect(warnings).to.deep.equal([`<sqs-gallery>: invalid thumbnail-padding="${bad}"; using the default (5).`]);
        expect(el.options!.thumbnailPadding).to.equal(5);
        const t = thumbs(el).map(rect);
        expect(t[1]!.left - t[0]!.right).to.be.closeTo(5, 0.5);
      }
    });

    it('keyboard: Tab reaches the thumbnails, Enter and Space show that slide', async () => {
      const el = await gallery('design="stacked" thumbnails speed="0" keyboard="false"');
      await expect(el).to.be.accessible();
      thumbs(el)[1]!.focus();
      await sendKeys({ press: 'Enter' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal(thumbs(el)[2]);
      await sendKeys({ press: ' ' });
      expect(el.currentIndex).to.equal(2);
    });

    it('no strip without thumbnails, with one slide, or on a design that is not stacked', async () => {
      for (const [attributes, slides] of [
        ['design="stacked"', five],
        ['design="stacked" thumbnails', [photo(1)]],
        ['design="grid" thumbnails', five],
        ['design="slider" thumbnails', five],
      ] as const) {
        const el = await gallery(attributes, { slides: [...slides] });
        await expect(el).to.be.accessible();
        expect(q(el, '[part~="thumbnails"]'), attributes).to.equal(null);
      }
    });
  });

  describe('pictures and captions', () => {
    const objectFit = async (el: SqsGalleryElement): Promise<string> => {
      const img = el.querySelector('img')!;
      await waitUntil(() => img.style.objectFit !== '', 'the picture was never positioned');
      return img.style.objectFit;
    };

    it('auto-crop: stacked pictures fit by default and fill with auto-crop; grid cells fill unless auto-crop="false"', async () => {
      const wide = [photo(1, 3000, 1000), photo(2)];
      const stacked = await gallery('design="stacked" image-aspect-ratio="1:1" lazy-load="false"', { slides: wide });
      await expect(stacked).to.be.accessible();
      expect(stacked.options!.fill).to.be.false;
      expect(['contain', 'scale-down']).to.include(await objectFit(stacked));
      const cropped = await gallery('design="stacked" image-aspect-ratio="1:1" auto-crop lazy-load="false"', {
        slides: wide,
      });
      expect(cropped.options!.fill).to.be.true;
      expect(['cover', 'none']).to.include(await objectFit(cropped));
      const grid = await gallery('design="grid" lazy-load="false"', { slides: wide });
      expect(['cover', 'none']).to.include(await objectFit(grid));
      const fitted = await gallery('design="grid" auto-crop="false" lazy-load="false"', { slides: wide });
      expect(['contain', 'scale-down']).to.include(await objectFit(fitted));
    });

    it('meta-position: captions at the bottom by default, at the top, or none', async () => {
      const el = await gallery('design="grid"');
      await expect(el).to.be.accessible();
      const caption = (): HTMLElement | null => q(el, '[part~="caption"]');
      const picture = (): DOMRect => rect(qa(el, '[part~="slide"]')[0]!);
      expect(caption()!.textContent).to.equal('Caption 1');
      expect(rect(caption()!).bottom).to.be.closeTo(picture().bottom, 0.5);
      el.setAttribute('meta-position', 'top');
      await waitUntil(() => caption()?.dataset.position === 'top', 'the caption never moved');
      expect(rect(caption()!).top).to.be.closeTo(picture().top, 0.5);
      el.setAttribute('meta-position', 'none');
      await waitUntil(() => caption() === null, 'the caption is still shown');
      const warnings = await captureWarnings(async () => {
        el.setAttribute('meta-position', 'left');
        await el.updateComplete;
      });
      expect(warnings).to.deep.equal(['<sqs-gallery>: invalid meta-position="left"; using the default ("bottom").']);
      await waitUntil(() => caption()?.dataset.position === 'bottom', 'the default position not used');
    });

    it('meta-position: places captions at each of the nine positions of the grid', async () => {
      const el = await gallery('design="grid"');
      const caption = (): HTMLElement => q(el, '[part~="caption"]')!;
      const picture = (): DOMRect => rect(qa(el, '[part~="slide"]')[0]!);
      for (const position of Object.values(GridPosition)) {
        const [row, column] = position.split('-') as [string, string];
        el.setAttribute('meta-position', position);
        await waitUntil(() => caption().dataset.align === column && caption().dataset.position === row, position);
        const box = rect(caption());
        const edge = { top: [box.top, picture().top], bottom: [box.bottom, picture().bottom] }[row];
        const [at, expected] = edge ?? [(box.top + box.bottom) / 2, (picture().top + picture().bottom) / 2];
        expect(at, position).to.be.closeTo(expected!, 0.5);
        expect(getComputedStyle(caption()).textAlign, position).to.equal(column);
      }
    });
  });
});
