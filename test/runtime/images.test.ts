import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import {
  adoptShownImage,
  createLoadQueue,
  imageMessages,
  IMAGE_WIDTHS,
  imageWidthFor,
  loadConcurrency,
  loadImage,
  loadImages,
  sizedImageUrl,
  type ImageLoadOptions,
} from '../../runtime/images.js';
import { captureWarnings } from '../support/helpers.js';
import { manualTimers } from './fakes.js';

const PHOTO = '/examples/images/photo-01.jpg'; // 2500×1563
let unique = 0;
/** A fresh url per use, so the browser's memory cache never answers for the server. */
const fresh = (src = PHOTO): string => `${src}?t=${Date.now()}-${++unique}`;

/** Returns an image of `src` in a box of the given size, attached to the page. */
async function boxed(width: number, height: number, src = fresh(), attrs = ''): Promise<HTMLImageElement> {
  const box = await fixture<HTMLDivElement>(html`<div style="width:${width}px;height:${height}px"></div>`);
  const img = document.createElement('img');
  img.alt = '';
  img.dataset.src = src;
  img.dataset.imageDimensions = '2500x1563';
  for (const pair of attrs.split(' ').filter(Boolean)) {
    const [name, value] = pair.split('=');
    img.setAttribute(name!, value ?? '');
  }
  box.append(img);
  return img;
}

/** Resolves when `img` has loaded (or at once if it already has). */
async function loaded(img: HTMLImageElement): Promise<void> {
  if (img.complete && img.naturalWidth > 0 && !img.hasAttribute('data-loading')) return;
  await oneEvent(img, 'load');
}

describe('image widths', () => {
  it('are the spec steps, largest first', () => {
    expect([...IMAGE_WIDTHS]).to.deep.equal([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  const cases: Array<[number, number, number]> = [
    // css width, device pixel ratio, step
    [0, 1, 100],
    [50, 1, 100],
    [100, 1, 100],
    [101, 1, 300],
    [280, 1, 300],
    [300, 2.5, 750],
    [600, 1, 750],
    [600, 2, 1500],
    [700, 1.5, 1500],
    [1000, 1, 1000],
    [1001, 1, 1500],
    [1300, 2, 2500],
    [4000, 3, 2500],
  ];
  for (const [width, dpr, step] of cases) {
    it(`picks ${step}w for ${width} CSS px at a pixel ratio of ${dpr}`, () => {
      expect(imageWidthFor(width, { dpr })).to.equal(step);
    });
  }

  it("uses the window's device pixel ratio by default", () => {
    expect(imageWidthFor(400)).to.equal(imageWidthFor(400, { dpr: window.devicePixelRatio }));
    expect(imageWidthFor(400, { dpr: 1 })).to.equal(500);
    expect(imageWidthFor(400, { dpr: 3 })).to.equal(1500);
  });

  it('scales the needed width by sizeAdjustment (never below 0)', () => {
    expect(imageWidthFor(600, { dpr: 1, sizeAdjustment: 0.5 })).to.equal(300);
    expect(imageWidthFor(600, { dpr: 1, sizeAdjustment: 2 })).to.equal(1500);
    expect(imageWidthFor(600, { dpr: 1, sizeAdjustment: -1 })).to.equal(100);
  });

  it('keeps the pixel ratio between dprMin and dprMax', () => {
    expect(imageWidthFor(600, { dpr: 3, dprMax: 1.5 })).to.equal(1000);
    expect(imageWidthFor(600, { dpr: 1, dprMin: 2 })).to.equal(1500);
    expect(imageWidthFor(600, { dpr: 2, dprMin: 0 })).to.equal(1500);
  });

  describe('with save-data on', () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'connection');
    beforeEach(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    afterEach(() => {
      if (own) Object.defineProperty(navigator, 'connection', own);
      else delete (navigator as { connection?: unknown }).connection;
    });

    it('ignores the pixel ratio when allowSaveData is set', () => {
      expect(imageWidthFor(600, { dpr: 2, allowSaveData: true })).to.equal(750);
    });

    it('keeps the pixel ratio when allowSaveData is not set', () => {
      expect(imageWidthFor(600, { dpr: 2 })).to.equal(1500);
    });
  });
});

describe('sized image urls', () => {
  it('add ?format=NNNw by default', () => {
    expect(sizedImageUrl('/images/a.jpg', 750)).to.equal('/images/a.jpg?format=750w');
    expect(sizedImageUrl('/images/a.jpg', 750, 'queryString')).to.equal('/images/a.jpg?format=750w');
  });

  it('keep other query parameters and the hash, and replace an earlier format', () => {
    expect(sizedImageUrl('/a.jpg?v=2', 300)).to.equal('/a.jpg?v=2&format=300w');
    expect(sizedImageUrl('/a.jpg?format=100w&v=2#x', 300)).to.equal('/a.jpg?v=2&format=300w#x');
  });

  it('put -NNNw before the extension in the filename format', () => {
    expect(sizedImageUrl('/images/a.jpg', 1500, 'filename')).to.equal('/images/a-1500w.jpg');
    expect(sizedImageUrl('/images/a-300w.jpg?v=2', 1500, 'filename')).to.equal('/images/a-1500w.jpg?v=2');
    expect(sizedImageUrl('https://cdn.example/a', 100, 'filename')).to.equal('https://cdn.example/a-100w');
  });
});

describe('loadImage', () => {
  afterEach(() => window.scrollTo(0, 0));

  const widths: Array<[number, number, ImageLoadOptions['mode'], number]> = [
    // box width, pixel ratio, mode, step (the box is 5:8 of the photo's 2500×1563 shape, so fit and fill agree)
    [280, 1, 'fit', 300],
    [600, 1, 'fill', 750],
    [600, 2, 'fill', 1500],
    [700, 1, 'none', 750],
    [1200, 2, 'fit', 2500],
  ];
  for (const [width, dpr, mode, step] of widths) {
    it(`loads ${step}w into a ${width} px box at a pixel ratio of ${dpr} (${mode})`, async () => {
      const src = fresh();
      const img = await boxed(width, Math.round((width * 1563) / 2500), src);
      expect(loadImage(img, { mode, dpr })).to.equal(true);
      expect(img.getAttribute('src')).to.equal(`${src}&format=${step}w`);
      await loaded(img);
      expect(img.naturalWidth).to.equal(step);
    });
  }

  it('chooses by the shown width: fit contains, fill covers', async () => {
    const fit = await boxed(600, 600);
    loadImage(fit, { mode: 'fit', dpr: 1 });
    expect(fit.getAttribute('src')).to.match(/format=750w$/); // shown 600 wide
    const fill = await boxed(600, 600);
    loadImage(fill, { mode: 'fill', dpr: 1 });
    expect(fill.getAttribute('src')).to.match(/format=1000w$/); // shown 960 wide to cover 600 high
    const cover = await boxed(600, 600);
    loadImage(cover, { cropMode: 'cover', dpr: 1 });
    expect(cover.getAttribute('src')).to.match(/format=1000w$/);
  });

  it('measures the container it is given instead of the parent', async () => {
    const img = await boxed(1000, 100);
    const container = await fixture<HTMLDivElement>(html`<div style="width:250px;height:400px"></div>`);
    loadImage(img, { container, mode: 'fit', dpr: 1 });
    expect(img.getAttribute('src')).to.match(/format=300w$/);
  });

  it("uses the window's device pixel ratio by default", async () => {
    const img = await boxed(400, 250);
    loadImage(img, { mode: 'fit' });
    expect(img.getAttribute('src')).to.match(
      new RegExp(`format=${imageWidthFor(400, { dpr: window.devicePixelRatio })}w$`),
    );
  });

  it('requests the filename format from the server', async () => {
    const img = await boxed(600, 375, '/examples/images/photo-02.jpg');
    loadImage(img, { mode: 'fit', dpr: 1, sizeFormat: 'filename' });
    expect(img.getAttribute('src')).to.equal('/examples/images/photo-02-750w.jpg');
    await loaded(img);
    expect(img.naturalWidth).to.equal(750);
  });

  it('marks the image loading until it loads', async () => {
    const img = await boxed(300, 188);
    const done = oneEvent(img, 'load');
    loadImage(img, { mode: 'fit', dpr: 1 });
    expect(img.classList.contains('loading')).to.equal(true);
    expect(img.hasAttribute('data-loading')).to.equal(true);
    await done;
    expect(img.classList.contains('loading')).to.equal(false);
    expect(img.hasAttribute('data-loading')).to.equal(false);
    expect(img.getAttribute('data-image-resolution')).to.equal('300w');
  });

  it('removes the loading mark when the image fails', async () => {
    const img = await boxed(300, 188, '/examples/images/no-such-photo.jpg');
    const failed = oneEvent(img, 'error');
    loadImage(img, { mode: 'fit', dpr: 1 });
    expect(img.hasAttribute('data-loading')).to.equal(true);
    await failed;
    expect(img.hasAttribute('data-loading')).to.equal(false);
    expect(img.classList.contains('loading')).to.equal(false);
  });

  it('skips an image that is already loading unless concurrent loads are allowed', async () => {
    const img = await boxed(300, 188);
    loadImage(img, { mode: 'fit', dpr: 1 });
    const first = img.getAttribute('src');
    expect(loadImage(img, { mode: 'fit', dpr: 2 })).to.equal(false);
    expect(img.getAttribute('src')).to.equal(first);
    expect(loadImage(img, { mode: 'fit', dpr: 2, allowConcurrentLoads: true })).to.equal(true);
    expect(img.getAttribute('src')).to.match(/format=750w$/);
    await waitUntil(() => !img.hasAttribute('data-loading'), 'the second load never finished');
    expect(img.naturalWidth).to.equal(750);
  });

  it('only raises the resolution, unless forced', async () => {
    const img = await boxed(300, 188);
    const box = img.parentElement!;
    loadImage(img, { mode: 'fit', dpr: 1 });
    await loaded(img);
    const at300 = img.getAttribute('src');

    box.style.width = '200px';
    expect(loadImage(img, { mode: 'fit', dpr: 1 })).to.equal(false);
    expect(img.getAttribute('src')).to.equal(at300);

    box.style.width = '700px';
    box.style.height = '438px';
    expect(loadImage(img, { mode: 'fit', dpr: 1 })).to.equal(true);
    expect(img.getAttribute('src')).to.match(/format=750w$/);
    await loaded(img);

    box.style.width = '90px';
    box.style.height = '56px';
    expect(loadImage(img, { mode: 'fit', dpr: 1, forceImageUpdate: true })).to.equal(true);
    expect(img.getAttribute('src')).to.match(/format=100w$/);
    await loaded(img);
    expect(img.naturalWidth).to.equal(100);
  });

  describe('positioning', () => {
    it('fills the box and keeps the focal point in view as far as the edges allow', async () => {
      // A 2500×1563 photo covering a 600×600 box is shown 959.7 px wide: 359.7 px overflow to share.
      const img = await boxed(600, 600);
      loadImage(img, { mode: 'fill', focalPoint: { x: 0.4, y: 0.5 }, load: false });
      expect(img.style.objectFit).to.equal('cover');
      expect(img.style.width).to.equal('100%');
      expect(img.style.height).to.equal('100%');
      // 0.4 × 959.7 − 300 = 83.9 px from the left edge, 23.32 % of the overflow.
      expect(img.style.objectPosition).to.equal('23.32% 50%');
      loadImage(img, { mode: 'fill', focalPoint: { x: 0.05, y: 0.5 }, load: false });
      expect(img.style.objectPosition).to.equal('0% 50%');
      loadImage(img, { mode: 'fill', focalPoint: { x: 1, y: 0 }, load: false });
      expect(img.style.objectPosition).to.equal('100% 50%');
    });

    it('reads the focal point and mode from the data attributes', async () => {
      const img = await boxed(300, 600, fresh(), 'data-image-focal-point=0.75,0.2 data-mode=fill');
      loadImage(img, { load: false });
      expect(img.style.objectFit).to.equal('cover');
      // Shown 959.7 × 600 in a 300 × 600 box: 0.75 × 959.7 − 150 = 569.8 of 659.7 px overflow = 86.37 %.
      expect(img.style.objectPosition).to.equal('86.37% 50%');
    });

    it('centres the focal point by default', async () => {
      const img = await boxed(600, 600);
      loadImage(img, { mode: 'fill', load: false });
      expect(img.style.objectPosition).to.equal('50% 50%');
    });

    it('fits the whole image at the fit alignment (center by default)', async () => {
      const img = await boxed(600, 800);
      loadImage(img, { mode: 'fit', load: false });
      expect(img.style.objectFit).to.equal('contain');
      expect(img.style.objectPosition).to.equal('50% 50%');
      const alignments = { top: '50% 0%', left: '0% 50%', right: '100% 50%', bottom: '50% 100%', center: '50% 50%' };
      for (const [fitAlignment, position] of Object.entries(alignments)) {
        loadImage(img, { mode: 'fit', fitAlignment: fitAlignment as ImageLoadOptions['fitAlignment'], load: false });
        expect(img.style.objectPosition, fitAlignment).to.equal(position);
      }
    });

    it('never shows an image above its original size without stretch', async () => {
      const small = { width: 400, height: 250 };
      const fit = await boxed(600, 600);
      loadImage(fit, { mode: 'fit', dimensions: small, stretch: false, dpr: 1 });
      expect(fit.style.objectFit).to.equal('scale-down');
      expect(fit.getAttribute('src')).to.match(/format=500w$/); // shown 400 wide, not 600
      const fill = await boxed(600, 600);
      loadImage(fill, { mode: 'fill', dimensions: small, stretch: false, dpr: 1 });
      expect(fill.style.objectFit).to.equal('none');
      expect(fill.getAttribute('src')).to.match(/format=500w$/); // not the 1000w a 960 px cover would take
      const stretched = await boxed(600, 600);
      loadImage(stretched, { mode: 'fit', dimensions: small, dpr: 1 });
      expect(stretched.style.objectFit).to.equal('contain');
      expect(stretched.getAttribute('src')).to.match(/format=750w$/);
    });

    it('places the image absolutely in px with useAdvancedPositioning', async () => {
      const img = await boxed(600, 600);
      const box = img.parentElement!;
      loadImage(img, { mode: 'fill', focalPoint: { x: 0.4, y: 0.5 }, useAdvancedPositioning: true, load: false });
      expect(getComputedStyle(box).position).to.equal('relative');
      expect(getComputedStyle(box).overflow).to.equal('hidden');
      expect(img.style.objectFit).to.equal('');
      const shown = img.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      expect(shown.left - frame.left).to.be.closeTo(-83.88, 0.05);
      expect(shown.top - frame.top).to.be.closeTo(0, 0.05);
      expect(shown.width).to.be.closeTo(959.69, 0.05);
      expect(shown.height).to.be.closeTo(600, 0.05);
    });

    it('shows the image as the container background with useBgImage', async () => {
      const src = fresh();
      const img = await boxed(600, 600, src);
      const box = img.parentElement!;
      loadImage(img, { mode: 'fill', focalPoint: { x: 0.4, y: 0.5 }, useBgImage: true, dpr: 1 });
      expect(img.style.opacity).to.equal('0');
      expect(box.style.backgroundSize).to.equal('959.69px 600px');
      expect(box.style.backgroundPosition).to.equal('-83.88px 0px');
      await loaded(img);
      expect(box.style.backgroundImage).to.equal(`url("${src}&format=1000w")`);
    });

    it('leaves the image as the page styles it in mode none', async () => {
      const img = await boxed(600, 600);
      loadImage(img, { mode: 'none', load: false });
      expect(img.getAttribute('style')).to.equal(null);
    });

    it('places without loading when load is false', async () => {
      const img = await boxed(600, 600);
      expect(loadImage(img, { mode: 'fit', load: false })).to.equal(false);
      expect(img.hasAttribute('src')).to.equal(false);
      expect(img.hasAttribute('data-loading')).to.equal(false);
    });
  });

  describe('many at once', () => {
    it('places and loads each image as loadImage does, and answers for each', async () => {
      const fill = await boxed(600, 600);
      const fit = await boxed(600, 800);
      const lazy = await boxed(300, 300);
      let answers: boolean[] = [];
      const warnings = await captureWarnings(() => {
        answers = loadImages([
          [fill, { mode: 'fill', focalPoint: { x: 0.4, y: 0.5 }, dpr: 1 }],
          [fit, { mode: 'fit', load: false }],
          [document.createElement('div')],
          [lazy, { mode: 'fill', load: 'viewport' }],
        ]);
      });
      expect(answers).to.deep.equal([true, false, false, true]);
      expect(fill.style.objectPosition).to.equal('23.32% 50%');
      expect(fill.getAttribute('src')).to.match(/format=1000w$/);
      expect(fit.style.objectFit).to.equal('contain');
      expect(fit.hasAttribute('src')).to.equal(false);
      expect(lazy.style.objectFit).to.equal('cover');
      expect(warnings).to.deep.equal([imageMessages.invalidImageElement]);
    });

    it('reads every box before it writes to any image, so the page is laid out once', async () => {
      const images = await Promise.all([1, 2, 3, 4].map(() => boxed(400, 300)));
      const observer = new MutationObserver(() => {});
      for (const img of images) observer.observe(img, { attributes: true });
      const writesBeforeRead: number[] = [];
      for (const img of images) {
        const box = img.parentElement!;
        const read = box.getBoundingClientRect.bind(box);
        box.getBoundingClientRect = () => {
          writesBeforeRead.push(observer.takeRecords().length);
          return read();
        };
      }
      loadImages(images.map((img) => [img, { mode: 'fill', load: false }] as const));
      expect(writesBeforeRead).to.deep.equal([0, 0, 0, 0]);
      expect(observer.takeRecords().length, 'each image was placed').to.be.at.least(4);
      observer.disconnect();
      for (const img of images) expect(img.style.objectFit).to.equal('cover');
    });
  });

  describe('lazily', () => {
    /** Returns an image of a fresh url in a `width` × 188 px box of its own, appended to `parent`. */
    const slide = (parent: Element, style = 'width:300px;height:188px'): HTMLImageElement => {
      const box = document.createElement('div');
      box.style.cssText = style;
      const img = document.createElement('img');
      img.alt = '';
      img.dataset.src = fresh('/examples/images/photo-07.jpg');
      img.dataset.imageDimensions = '2500x1563';
      box.append(img);
      parent.append(box);
      return img;
    };

    it('loads an image only once it comes within 200 px of the viewport', async () => {
      const page = await fixture<HTMLDivElement>(html`<div></div>`);
      // A control in view, then the image 260 px below the fold: just beyond the margin.
      const control = slide(page);
      const spacer = document.createElement('div');
      page.append(spacer);
      const img = slide(page);
      const below = document.createElement('div');
      below.style.height = '100vh';
      page.append(below);
      spacer.style.height = `${window.innerHeight + 260 - img.getBoundingClientRect().top}px`;
      expect(img.getBoundingClientRect().top - window.innerHeight).to.be.closeTo(260, 1);

      expect(loadImage(control, { load: 'viewport', mode: 'fit', dpr: 1 })).to.equal(true);
      expect(loadImage(img, { load: 'viewport', mode: 'fit', dpr: 1 })).to.equal(true);
      // Both were first seen by the observer in one batch: once the control loads, the far image has been judged.
      await waitUntil(() => control.hasAttribute('src'), 'the image in view was not loaded');
      expect(img.hasAttribute('src')).to.equal(false);
      expect(img.hasAttribute('data-loading')).to.equal(false);
      const src = img.dataset.src!;
      const url = new URL(`${src}&format=300w`, location.href).href;
      expect(performance.getEntriesByName(url)).to.have.length(0);

      // 160 px below the fold: within the margin.
      window.scrollBy(0, 100);
      await waitUntil(() => img.hasAttribute('src'), 'the image was not loaded when scrolled near');
      expect(img.getAttribute('src')).to.equal(`${src}&format=300w`);
      await loaded(img);
      await waitUntil(() => performance.getEntriesByName(url).length === 1, 'no resource entry for the image');
    });

    it('widens a scrolling strip by the same 200 px where the browser supports scrollMargin', async () => {
      const strip = await fixture<HTMLDivElement>(html`<div style="width:300px;overflow-x:auto;display:flex"></div>`);
      const images = [0, 1, 2].map(() => slide(strip, 'flex:0 0 300px;height:188px'));
      for (const img of images) loadImage(img, { load: 'viewport', mode: 'fit', dpr: 1 });
      await waitUntil(() => images[0]!.hasAttribute('src'), 'the slide in view was not loaded');
      // The third slide starts 300 px past the strip's edge: beyond the margin either way.
      expect(images[2]!.hasAttribute('src'), 'the slide 300 px away').to.equal(false);
      const supported = 'scrollMargin' in IntersectionObserver.prototype;
      expect(images[1]!.hasAttribute('src'), 'the slide just past the edge').to.equal(supported);
    });

    it('loads at once where IntersectionObserver is missing', async () => {
      const img = await boxed(300, 188);
      // This page's window, as a browser without IntersectionObserver would show it.
      const withoutObserver = new Proxy(window, {
        get: (target, key) => (key === 'IntersectionObserver' ? undefined : Reflect.get(target, key, target)),
      });
      expect(loadImage(img, { load: 'viewport', mode: 'fit', dpr: 1 }, { window: withoutObserver })).to.equal(true);
      expect(img.getAttribute('src') ?? '').to.match(/format=300w$/);
    });
  });

  describe('a detached image', () => {
    it('is loaded once it is attached (polled every 10 ms)', async () => {
      const timers = manualTimers();
      const img = document.createElement('img');
      img.dataset.src = fresh();
      expect(loadImage(img, { dpr: 1 }, { timers })).to.equal(true);
      timers.advance(500);
      expect(img.hasAttribute('src')).to.equal(false);
      const box = await fixture<HTMLDivElement>(html`<div style="width:300px;height:200px"></div>`);
      box.append(img);
      timers.advance(10);
      expect(img.getAttribute('src')).to.match(/format=300w$/);
      expect(timers.pending).to.equal(0);
    });

    it('warns after 100 attempts and stops polling', async () => {
      const timers = manualTimers();
      const img = document.createElement('img');
      img.dataset.src = fresh();
      const warnings = await captureWarnings(() => {
        loadImage(img, {}, { timers });
        timers.advance(990);
        expect(timers.pending).to.equal(1);
        timers.advance(10);
      });
      expect(warnings).to.deep.equal([imageMessages.imageNotAttached]);
      expect(timers.pending).to.equal(0);
      expect(img.hasAttribute('src')).to.equal(false);
    });
  });

  describe('warnings', () => {
    const refused: Array<[string, () => Promise<Element>, string]> = [
      [
        'an element that is not an image',
        () => fixture(html`<div data-src="/examples/images/photo-01.jpg"></div>`),
        'Element is not a valid image element.',
      ],
      ['an image without data-src', () => boxed(300, 188, ''), 'Invalid or missing image source.'],
    ];
    for (const [what, make, warning] of refused) {
      it(`warns '${warning}' and does nothing for ${what}`, async () => {
        const el = await make();
        let result = true;
        const warnings = await captureWarnings(() => (result = loadImage(el)));
        expect(warnings).to.deep.equal([warning]);
        expect(result).to.equal(false);
        expect(el.hasAttribute('src')).to.equal(false);
        expect(el.hasAttribute('data-loading')).to.equal(false);
      });
    }

    it('warns about an unknown mode and leaves the image unplaced', async () => {
      const img = await boxed(300, 188, fresh(), 'data-mode=stretch');
      const warnings = await captureWarnings(() => loadImage(img, { load: false }));
      expect(warnings).to.deep.equal(['Image mode "stretch" must be fit, fill or none; none is used.']);
      expect(img.style.objectFit).to.equal('');
    });

    it("warns 'No image' for nothing and '{x} is not a valid node.' for something that is not a node", async () => {
      const results: boolean[] = [];
      const warnings = await captureWarnings(() => {
        results.push(loadImage(null), loadImage(undefined));
        results.push(loadImage('photo-01.jpg' as unknown as Element));
      });
      expect(warnings).to.deep.equal(['No image', 'No image', 'photo-01.jpg is not a valid node.']);
      expect(results).to.deep.equal([false, false, false]);
    });

    it('names the owner element in its warnings and gives each once', async () => {
      const owner = document.createElement('sqs-gallery');
      const warnings = await captureWarnings(() => {
        loadImage(null, { owner });
        loadImage(null, { owner });
      });
      expect(warnings).to.deep.equal(['<sqs-gallery>: No image']);
    });

    it('warns \'Missing alignment for "content-fit" image.\' for an unknown or empty fit alignment and centres it', async () => {
      for (const fitAlignment of ['middle', '']) {
        const img = await boxed(300, 300, fresh());
        const owner = document.createElement('sqs-image');
        const warnings = await captureWarnings(() =>
          loadImage(img, { owner, mode: 'fit', load: false, fitAlignment: fitAlignment as 'center' }),
        );
        expect(warnings).to.deep.equal(['<sqs-image>: Missing alignment for "content-fit" image.']);
        expect(img.style.objectPosition).to.equal('50% 50%');
      }
      const top = await boxed(300, 300, fresh());
      const quiet = await captureWarnings(() => loadImage(top, { mode: 'fit', load: false, fitAlignment: 'top' }));
      expect(quiet).to.deep.equal([]);
      expect(top.style.objectPosition).to.equal('50% 0%');
    });

    it("warns 'Value for {x} is NaN.' naming the option, and uses the option's default", async () => {
      const owner = document.createElement('sqs-gallery');
      const warnings = await captureWarnings(() => {
        expect(imageWidthFor(600, { owner, sizeAdjustment: NaN, dpr: 1 })).to.equal(750);
        expect(imageWidthFor(600, { owner, dpr: NaN, dprMax: NaN, dprMin: NaN })).to.equal(
          imageWidthFor(600, { dpr: globalThis.devicePixelRatio }),
        );
      });
      expect(warnings).to.deep.equal([
        '<sqs-gallery>: Value for sizeAdjustment is NaN.',
        '<sqs-gallery>: Value for dpr is NaN.',
        '<sqs-gallery>: Value for dprMin is NaN.',
        '<sqs-gallery>: Value for dprMax is NaN.',
      ]);
      const img = await boxed(300, 100, fresh());
      const focal = await captureWarnings(() =>
        loadImage(img, { owner, mode: 'fill', load: false, focalPoint: { x: NaN, y: 0 } }),
      );
      expect(focal).to.deep.equal(['<sqs-gallery>: Value for focalPoint.x is NaN.']);
      expect(img.style.objectPosition).to.equal('50% 0%');
    });

    it("warns 'Invalid encoding map' for an unknown url format and asks with ?format=", async () => {
      const img = await boxed(300, 188, fresh());
      const warnings = await captureWarnings(() =>
        loadImage(img, { dpr: 1, sizeFormat: 'path' as 'filename', owner: document.createElement('sqs-image') }),
      );
      expect(warnings).to.deep.equal(['<sqs-image>: Invalid encoding map']);
      expect(img.getAttribute('src')).to.match(/\?t=[\d-]+&format=300w$/);
    });

    it("warns 'No root node' for a container that is not an element and measures the image's parent", async () => {
      const img = await boxed(300, 188, fresh());
      const warnings = await captureWarnings(() =>
        loadImage(img, { dpr: 1, container: null as unknown as Element, owner: document.createElement('sqs-image') }),
      );
      expect(warnings).to.deep.equal(['<sqs-image>: No root node']);
      expect(img.getAttribute('src')).to.match(/format=300w$/);
    });

    it("warns '{x} not loaded' with the address when the file fails, and the mark goes", async () => {
      const img = await boxed(300, 188, `/examples/images/missing-${Date.now()}.jpg`);
      const owner = document.createElement('sqs-gallery');
      const warnings = await captureWarnings(async () => {
        loadImage(img, { dpr: 1, owner });
        await oneEvent(img, 'error');
      });
      expect(warnings).to.deep.equal([`<sqs-gallery>: ${img.getAttribute('src')} not loaded`]);
      expect(img.hasAttribute('data-loading')).to.equal(false);
    });
  });

  describe('concurrency', () => {
    it('is 16 on a desktop and 1 on a mobile device', () => {
      expect(loadConcurrency({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/153.0' })).to.equal(16);
      expect(loadConcurrency({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' })).to.equal(1);
      expect(loadConcurrency({ userAgent: 'Mozilla/5.0 (Linux; Android 15) Mobile Safari' })).to.equal(1);
      const hinted = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } };
      expect(loadConcurrency(hinted)).to.equal(1);
    });

    it('queues loads beyond the limit until one finishes', async () => {
      const queue = createLoadQueue(1);
      const first = await boxed(300, 188);
      const second = await boxed(300, 188);
      loadImage(first, { dpr: 1 }, { queue });
      loadImage(second, { dpr: 1 }, { queue });
      expect(first.hasAttribute('src')).to.equal(true);
      expect(second.hasAttribute('src')).to.equal(false);
      expect(second.hasAttribute('data-loading')).to.equal(true);
      expect([queue.active, queue.waiting]).to.deep.equal([1, 1]);
      await loaded(first);
      expect(second.getAttribute('src')).to.match(/format=300w$/);
      await loaded(second);
      expect([queue.active, queue.waiting]).to.deep.equal([0, 0]);
    });
  });
});

describe('adoptShownImage', () => {
  const absolute = (url: string): string => new URL(url, document.baseURI).href;

  it('has an image load the widest shown step of its file first, then only raise it', async () => {
    const src = fresh();
    const img = await boxed(280, 175, src);
    const shown = new Set([`${src}&format=750w`, `${src}&format=300w`, `${fresh()}&format=1500w`].map(absolute));
    expect(adoptShownImage(img, src, shown)).to.equal(750);
    // Nothing is asked for until the image loads.
    expect([img.hasAttribute('src'), img.hasAttribute('data-image-resolution')]).to.deep.equal([false, false]);
    // A 280 px box needs 300w: the shown 750w is taken instead.
    expect(loadImage(img, { mode: 'fit', dpr: 1 })).to.equal(true);
    expect([img.getAttribute('src'), img.dataset.imageResolution]).to.deep.equal([`${src}&format=750w`, '750w']);
    await loaded(img);
    expect(img.naturalWidth).to.equal(750);
    expect(loadImage(img, { mode: 'fit', dpr: 1 })).to.equal(false);
    // A wider box raises it.
    img.parentElement!.style.width = '1200px';
    img.parentElement!.style.height = '750px';
    expect(loadImage(img, { mode: 'fit', dpr: 1 })).to.equal(true);
    expect(img.getAttribute('src')).to.equal(`${src}&format=1500w`);
  });

  it('has an image whose box needs more than the shown step load what it needs', async () => {
    const src = fresh();
    const img = await boxed(600, 375, src);
    expect(adoptShownImage(img, src, new Set([absolute(`${src}&format=300w`)]))).to.equal(300);
    loadImage(img, { mode: 'fit', dpr: 1 });
    expect(img.getAttribute('src')).to.equal(`${src}&format=750w`);
  });

  it('leaves an image whose file is not shown, or that has a resolution already', async () => {
    const src = fresh();
    const img = await boxed(280, 175, src);
    expect(adoptShownImage(img, src, new Set([absolute(`${fresh()}&format=750w`)]))).to.equal(0);
    loadImage(img, { mode: 'fit', dpr: 1 });
    expect(img.getAttribute('src')).to.equal(`${src}&format=300w`);
    expect(adoptShownImage(img, src, new Set([absolute(`${src}&format=2500w`)]))).to.equal(0);
    await loaded(img);
    expect(loadImage(img, { mode: 'fit', dpr: 1 })).to.equal(false);
    expect(img.getAttribute('src')).to.equal(`${src}&format=300w`);
  });
});

describe('the example image server', () => {
  /** Returns the decoded width of the image at `url`, failing on a non-200 answer. */
  async function decodedWidth(url: string): Promise<number> {
    const response = await fetch(url);
    expect(response.status, url).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/jpeg');
    const blob = await response.blob();
    expect(Number(response.headers.get('content-length'))).to.equal(blob.size);
    const bitmap = await createImageBitmap(blob);
    const { width } = bitmap;
    bitmap.close();
    return width;
  }

  it('serves every width step, resized, as ?format=NNNw and -NNNw', async () => {
    expect(await decodedWidth('/examples/images/photo-01.jpg?format=300w')).to.equal(300);
    expect(await decodedWidth('/examples/images/photo-01-500w.jpg')).to.equal(500);
    expect(await decodedWidth('/examples/images/photo-03.jpg?format=1000w')).to.equal(1000);
  });

  it('serves the original for no width and never enlarges', async () => {
    expect(await decodedWidth('/examples/images/photo-01.jpg')).to.equal(2500);
    expect(await decodedWidth('/examples/images/photo-06.jpg?format=2500w')).to.equal(1067);
  });

  it('refuses widths that are not steps and unknown images', async () => {
    expect((await fetch('/examples/images/photo-01.jpg?format=333w')).status).to.equal(400);
    expect((await fetch('/examples/images/photo-01-640w.jpg')).status).to.equal(400);
    expect((await fetch('/examples/images/photo-99.jpg?format=300w')).status).to.equal(404);
  });

  it('lets the browser cache what it sends', async () => {
    const response = await fetch('/examples/images/photo-02.jpg?format=100w');
    expect(response.headers.get('cache-control')).to.match(/max-age=\d+/);
  });
});
