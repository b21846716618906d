import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsImageElement } from './define.js';
import { frameRatio, NARROW_IMAGE_WIDTH } from './useImage.js';
import { IMAGE_SHAPES } from './image.element.js';
import { imageWidthFor, sizedImageUrl } from '../../runtime/images.js';
import { captureWarnings, deepActiveElement, part, shadow } from '../../test/support/helpers.js';
import { heldPicture as held, preUpgradeFrame } from '../../test/support/pictures.js';

const PHOTO = '/examples/images/photo-01.jpg'; // 2500×1563
let unique = 0;
/** A fresh address per use, so no engine answers it from its memory cache. */
const fresh = (src = PHOTO): string => `${src}?t=${Date.now()}-${++unique}`;

/** Places `<sqs-image>` with `attributes` in a box `width` px wide and waits for its img. */
async function mount(attributes: Record<string, string>, width = 400, children = ''): Promise<SqsImageElement> {
  const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
  const el = document.createElement('sqs-image');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = children;
  box.append(el);
  await part(el, '[part~="image"]');
  await el.updateComplete;
  return el;
}

const img = (el: Element) => shadow(el).querySelector<HTMLImageElement>('[part~="image"]')!;
const frame = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="frame"]')!;
const caption = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="caption"]')!;
const link = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('[part~="link"]');
const loaded = (el: SqsImageElement) =>
  waitUntil(() => el.dataset.state === 'loaded', `the picture never loaded (state ${el.dataset.state})`);

describe('<sqs-image>', () => {
  describe('loading', () => {
    it('asks the image route for the width step it is shown at, and tells when it loaded', async () => {
      const src = fresh();
      const el = await mount({ src, alt: 'A beach at dawn', dimensions: '2500x1563', loading: 'eager' }, 280);
      await expect(el).to.be.accessible();
      await loaded(el);
      const expected = sizedImageUrl(src, imageWidthFor(280, { dpr: window.devicePixelRatio }));
      expect(img(el).getAttribute('src')).to.equal(expected);
      expect(new URL(img(el).src).searchParams.get('format')).to.match(/^\d+w$/);
      expect(img(el).naturalWidth).to.be.greaterThan(0);
      expect(img(el).alt).to.equal('A beach at dawn');
      expect(el.dataset.state).to.equal('loaded');
    });

    it('dispatches sqs-image-load with the address asked for, bubbling out of the shadow root', async () => {
      const picture = held();
      const el = await mount({ src: picture.src, alt: 'Held', dimensions: '2500x1563', loading: 'eager' }, 400);
      await expect(el).to.be.accessible();
      expect(el.dataset.state).to.equal('loading');
      const event = oneEvent(document, 'sqs-image-load');
      await picture.release('load');
      const { detail, composed } = await event;
      expect(composed).to.equal(true);
      expect(detail.src).to.equal(sizedImageUrl(picture.src, imageWidthFor(400, { dpr: window.devicePixelRatio })));
      await loaded(el);
    });

    it("marks a picture that fails as error, dispatches sqs-image-error and warns '{x} not loaded' naming itself", async () => {
      const picture = held();
      const el = await mount({ src: picture.src, alt: 'Broken', dimensions: '400x300', loading: 'eager' });
      await expect(el).to.be.accessible();
      const failed = oneEvent(el, 'sqs-image-error');
      let src = '';
      const warnings = await captureWarnings(async () => {
        await picture.release('error');
        src = (await failed).detail.src;
      });
      expect(src).to.include(picture.src);
      expect(warnings).to.deep.equal([`<sqs-image>: ${src} not loaded`]);
      await waitUntil(() => el.dataset.state === 'error', 'the picture never failed');
    });

    it('loads lazily by default: nothing is asked for until it comes within 200 px of the viewport', async () => {
      const src = fresh();
      const box = await fixture<HTMLDivElement>(
        html`<div style="width: 300px"><div style="height: 3000px"></div></div>`,
      );
      const el = document.createElement('sqs-image');
      el.setAttribute('src', src);
      el.setAttribute('alt', 'Far below');
      el.setAttribute('dimensions', '2500x1563');
      box.append(el);
      await part(el, '[part~="image"]');
      await expect(el).to.be.accessible();
      await nextFrame();
      await nextFrame();
      expect(img(el).hasAttribute('src')).to.equal(false);
      // No alt text drawn over the empty box meanwhile; the img keeps its name.
      expect(getComputedStyle(img(el)).color).to.equal('rgba(0, 0, 0, 0)');
      expect(el.dataset.state).to.equal('loading');
      el.scrollIntoView();
      await loaded(el);
      expect(img(el).getAttribute('src')).to.include('format=');
      window.scrollTo(0, 0);
    });

    it('has no picture and state empty without src', async () => {
      const el = await mount({ alt: 'Nothing yet', dimensions: '400x300' });
      await expect(el).to.be.accessible();
      expect(el.dataset.state).to.equal('empty');
      expect(img(el).hasAttribute('src')).to.equal(false);
    });
  });

  describe('the reserved box (no layout shift)', () => {
    it('is as high as the dimensions make it before the picture loads, and stays so when it loads', async () => {
      const picture = held();
      const box = await fixture<HTMLDivElement>(html`<div style="width: 400px"></div>`);
      const el = document.createElement('sqs-image');
      el.setAttribute('src', picture.src);
      el.setAttribute('alt', 'Reserved');
      el.setAttribute('dimensions', '1600x900');
      el.setAttribute('loading', 'eager');
      const after = document.createElement('p');
      after.textContent = 'After the picture';
      box.append(el, after);
      await part(el, '[part~="frame"]');
      await expect(el).to.be.accessible();
      await nextFrame();
      expect(frame(el).getBoundingClientRect().height).to.be.closeTo(225, 0.5);
      expect(el.getBoundingClientRect().height).to.be.closeTo(225, 0.5);
      const top = after.getBoundingClientRect().top;

      const shifts: number[] = [];
      const layoutShifts = PerformanceObserver.supportedEntryTypes?.includes('layout-shift');
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      });
      if (layoutShifts) observer.observe({ type: 'layout-shift' });
      await picture.release('load');
      await loaded(el);
      await nextFrame();
      await nextFrame();
      observer.disconnect();
      expect(after.getBoundingClientRect().top).to.equal(top);
      expect(frame(el).getBoundingClientRect().height).to.be.closeTo(225, 0.5);
      expect(shifts, 'layout shifts while the picture loaded').to.deep.equal([]);
    });

    it('has shape masks 100, 150 and 67 high for 100 wide, whatever the picture', async () => {
      expect(IMAGE_SHAPES).to.deep.equal({ none: null, square: 100, portrait: 150, landscape: 67 });
      for (const [shape, height] of [
        ['square', 100],
        ['portrait', 150],
        ['landscape', 67],
      ] as const) {
        const el = await mount({ src: fresh(), alt: shape, dimensions: '2500x1563', shape }, 300);
        await expect(el).to.be.accessible();
        expect(frame(el).getBoundingClientRect().height, shape).to.be.closeTo((300 * height) / 100, 0.5);
      }
      expect(frameRatio('none', { width: 4, height: 3 })).to.equal('4 / 3');
      expect(frameRatio('none', null)).to.equal(undefined);
    });

    it('fills a shape around the focal point (clamped to 0–1), or fits it with mode="fit"', async () => {
      const at = async (attributes: Record<string, string>) => {
        const el = await mount({ src: fresh(), alt: 'Focal', dimensions: '2500x1563', shape: 'square', ...attributes });
        await waitUntil(() => img(el).style.objectFit !== '', 'the picture was never placed');
        return img(el).style;
      };
      const el = await mount({ src: fresh(), alt: 'Default', dimensions: '2500x1563', shape: 'square' });
      await expect(el).to.be.accessible();
      expect((await at({})).objectPosition).to.equal('50% 50%');
      expect((await at({})).objectFit).to.equal('cover');
      expect((await at({ 'focal-point': '0,0' })).objectPosition).to.equal('0% 50%');
      expect((await at({ 'focal-point': '2,-1' })).objectPosition).to.equal('100% 50%');
      expect((await at({ mode: 'fit' })).objectFit).to.equal('contain');
      expect((await at({ mode: 'fit', 'fit-alignment': 'top' })).objectPosition).to.equal('50% 0%');
      expect(el.focalPoint).to.deep.equal({ x: 0.5, y: 0.5 });
    });
  });

  describe('before the element is defined', () => {
    it('reserves a shape box and the caption line with dist/styles/elements.css', async () => {
      const frame = await preUpgradeFrame(`<div style="width: 500px">
        <sqs-image id="square" shape="square" caption="A caption"></sqs-image>
        <sqs-image id="landscape" shape="landscape"></sqs-image></div>`);
      const height = (id: string) => frame.contentDocument!.getElementById(id)!.getBoundingClientRect().height;
      const square = await mount({ src: fresh(), alt: 'Square', shape: 'square', caption: 'A caption' }, 500);
      await expect(square).to.be.accessible();
      const landscape = await mount({ src: fresh(), alt: 'Landscape', shape: 'landscape' }, 500);
      expect(height('square')).to.be.closeTo(square.getBoundingClientRect().height, 0.5);
      expect(height('landscape')).to.be.closeTo(landscape.getBoundingClientRect().height, 0.5);
      expect(height('landscape')).to.be.closeTo(335, 0.5);
      frame.remove();
    });
  });

  describe('caption and link', () => {
    it('shows the caption attribute and a slotted caption under the picture in a figure', async () => {
      const el = await mount(
        { src: fresh(), alt: 'A harbour', dimensions: '2500x1563', caption: 'The harbour at noon' },
        500,
        '<span slot="caption"> — photo by <a href="/credits">Ana</a></span>',
      );
      await expect(el).to.be.accessible();
      expect(shadow(el).querySelector('figure > figcaption')).to.equal(caption(el));
      expect(caption(el).hidden).to.equal(false);
      expect(caption(el).textContent).to.include('The harbour at noon');
      const slot = caption(el).querySelector('slot')!;
      expect(slot.assignedElements()[0]!.textContent).to.include('photo by');
      expect(caption(el).getBoundingClientRect().top).to.be.at.least(frame(el).getBoundingClientRect().bottom);
    });

    it('has no caption without one', async () => {
      const el = await mount({ src: fresh(), alt: 'Plain', dimensions: '2500x1563' });
      await expect(el).to.be.accessible();
      expect(caption(el).hidden).to.equal(true);
    });

    it('is a link with href, reached with Tab; new-window opens a new window and says so', async () => {
      const el = await mount({
        src: fresh(),
        alt: 'Our shop',
        dimensions: '2500x1563',
        href: '/shop?x=1',
        'new-window': '',
      });
      await expect(el).to.be.accessible();
      const a = link(el)!;
      expect(a.getAttribute('href')).to.equal('/shop?x=1');
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noopener noreferrer');
      expect(a.getAttribute('aria-label')).to.equal('Our shop (opens in a new window)');
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(a);
      before.remove();
    });

    it('is named by its alt while the picture waits to load lazily', async () => {
      const box = await fixture<HTMLDivElement>(
        html`<div style="width: 300px"><div style="height: 3000px"></div></div>`,
      );
      const el = document.createElement('sqs-image');
      el.setAttribute('src', fresh());
      el.setAttribute('alt', 'Far below, linked');
      el.setAttribute('dimensions', '2500x1563');
      el.setAttribute('href', '/below');
      box.append(el);
      await part(el, '[part~="link"]');
      await expect(el).to.be.accessible();
      expect(img(el).hasAttribute('src')).to.equal(false);
    });

    it('names the link of a decorative picture by its caption', async () => {
      const el = await mount({ src: fresh(), alt: '', dimensions: '2500x1563', href: '/a', caption: 'Read more' });
      await expect(el).to.be.accessible();
      expect(link(el)!.getAttribute('aria-label')).to.equal('Read more');
      expect(img(el).getAttribute('alt')).to.equal('');
    });
  });

  describe('narrow layout', () => {
    it(`is narrow under ${NARROW_IMAGE_WIDTH} px of its own width: at 414 px, not at 415 px`, async () => {
      expect(NARROW_IMAGE_WIDTH).to.equal(415);
      const narrow = await mount({ src: fresh(), alt: 'Narrow', dimensions: '2500x1563', caption: 'Small' }, 414);
      await expect(narrow).to.be.accessible();
      const wide = await mount({ src: fresh(), alt: 'Wide', dimensions: '2500x1563', caption: 'Large' }, 415);
      expect(narrow.dataset.layout).to.equal('narrow');
      expect(wide.dataset.layout).to.equal('wide');
      expect(getComputedStyle(caption(narrow)).fontSize).to.equal('12px');
      expect(getComputedStyle(caption(wide)).fontSize).to.equal('14px');
    });

    it('follows its container when it is resized across 415 px', async () => {
      const el = await mount({ src: fresh(), alt: 'Resized', dimensions: '2500x1563' }, 600);
      await expect(el).to.be.accessible();
      expect(el.dataset.layout).to.equal('wide');
      el.parentElement!.style.width = '300px';
      await waitUntil(() => el.dataset.layout === 'narrow', 'never narrow');
      el.parentElement!.style.width = '415px';
      await waitUntil(() => el.dataset.layout === 'wide', 'never wide again');
    });
  });

  describe('bad input', () => {
    it('refuses javascript: and data: sources: one warning naming the element and attribute, no picture', async () => {
      for (const src of ['javascript:alert(1)', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'mailto:a@b.c']) {
        let el!: SqsImageElement;
        const warnings = await captureWarnings(async () => {
          el = await mount({ src, alt: 'Bad', dimensions: '400x300' });
          await el.updateComplete;
        });
        await expect(el).to.be.accessible();
        expect(warnings.filter((w) => w.includes('<sqs-image>: invalid src='))).to.have.length(1);
        expect(img(el).hasAttribute('src')).to.equal(false);
        expect(el.dataset.state).to.equal('empty');
      }
    });

    it('refuses an unsafe href: warns once and shows the picture without a link', async () => {
      let el!: SqsImageElement;
      const warnings = await captureWarnings(async () => {
        el = await mount({ src: fresh(), alt: 'No link', dimensions: '400x300', href: 'javascript:alert(1)' });
        await el.updateComplete;
      });
      await expect(el).to.be.accessible();
      expect(warnings.filter((w) => w.includes('<sqs-image>: invalid href='))).to.have.length(1);
      expect(link(el)).to.equal(null);
      expect(shadow(el).querySelector('a')).to.equal(null);
    });

    it('uses the defaults for bad dimensions, focal point, mode, fit alignment, shape and loading, warning once each', async () => {
      let el!: SqsImageElement;
      const warnings = await captureWarnings(async () => {
        el = await mount({
          src: fresh(),
          alt: 'Defaults',
          dimensions: '800x',
          'focal-point': 'left,top',
          mode: 'stretch',
          'fit-alignment': 'middle',
          shape: 'circle',
          loading: 'later',
        });
        await el.updateComplete;
        await el.updateComplete;
      });
      await expect(el).to.be.accessible();
      for (const name of ['dimensions', 'focal-point', 'mode', 'fit-alignment', 'shape', 'loading'])
        expect(
          warnings.filter((w) => w.startsWith(`<sqs-image>: invalid ${name}=`)),
          name,
        ).to.have.length(1);
      expect(el.dimensions).to.equal(null);
      expect(el.focalPoint).to.deep.equal({ x: 0.5, y: 0.5 });
      expect(el.mode).to.equal('fill');
      expect(el.fitAlignment).to.equal('center');
      expect(el.shape).to.equal('none');
      expect(el.loading).to.equal('lazy');
      expect(frame(el).style.aspectRatio).to.equal('');
    });

    it('warns once when alt is missing (the picture is then decorative) and when a link would have no name', async () => {
      let el!: SqsImageElement;
      const warnings = await captureWarnings(async () => {
        el = await mount({ src: fresh(), dimensions: '400x300', href: '/somewhere' });
        el.setAttribute('shape', 'square');
        await el.updateComplete;
      });
      expect(warnings.filter((w) => w.includes('<sqs-image>: no alt'))).to.have.length(1);
      expect(warnings.filter((w) => w.includes('<sqs-image>: a linked picture needs alt'))).to.have.length(1);
      expect(img(el).getAttribute('alt')).to.equal('');
    });
  });
});
