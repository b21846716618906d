import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsGalleryElement } from './define.js';
import { configure, getSiteContext } from '../../runtime/context.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { loadLightbox } from './load-lightbox.js';

const photo = (n: number, type = ''): string =>
  `<figure${type ? ` data-type="${type}"` : ''}><img data-src="/examples/images/photo-0${n}.jpg" data-image-dimensions="2500x1563" alt="Photo ${n}"></figure>`;
const three = [1, 2, 3].map((n) => photo(n));
const video = (type: string): string =>
  `<figure data-type="${type}"><sqs-video html='<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>' provider-name="YouTube" alt="A video"></sqs-video></figure>`;

const boxes = (el: Element): HTMLElement[] => [...shadow(el).querySelectorAll<HTMLElement>('[part~="slide"]')];

/** A gallery of `slides` in a 600 px column, rendered; the console warnings given until `until` holds. */
async function galleryWarnings(
  attributes: string,
  slides: string[],
  until: (warnings: string[], el: SqsGalleryElement) => unknown = (_, el) => boxes(el).length > 0,
): Promise<{ el: SqsGalleryElement; warnings: string[] }> {
  let el!: SqsGalleryElement;
  const warnings = await captureWarnings(async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:600px"></div>`);
    const holder = document.createElement('div');
    holder.innerHTML = `<sqs-gallery ${attributes}>${slides.join('')}</sqs-gallery>`;
    el = holder.firstElementChild as SqsGalleryElement;
    wrap.append(el);
    await el.updateComplete;
    const seen: string[] = [];
    const record = console.warn;
    console.warn = (...args: unknown[]) => {
      seen.push(args.map(String).join(' '));
      record(...args);
    };
    try {
      await waitUntil(() => until(seen, el), 'the gallery never got there');
      // A frame more: a warning that should not come would have come by then.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    } finally {
      console.warn = record;
    }
  });
  return { el, warnings };
}

describe('<sqs-gallery> messages', () => {
  it("warns 'No images' for a gallery without slides, which stays on the page and fills when figures arrive", async () => {
    const { el, warnings } = await galleryWarnings('', [], (seen) => seen.length > 0);
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal(['<sqs-gallery>: No images']);
    expect(shadow(el).querySelector('[part~="base"]')).to.not.equal(null);
    el.insertAdjacentHTML('beforeend', photo(1));
    await waitUntil(() => boxes(el).length === 1, 'the added figure never became a slide');
  });

  it("warns 'Loader2 not found', naming the gallery, when the lightbox code cannot load", async () => {
    const { el } = await galleryWarnings('lightbox', three);
    await expect(el).to.be.accessible();
    const failure = new Error('Loading chunk lightbox failed');
    const warnings = await captureWarnings(async () => {
      for (let i = 0; i < 2; i++) {
        const error = await loadLightbox(el, () => Promise.reject(failure)).then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(error).to.equal(failure);
      }
    });
    expect(warnings).to.deep.equal(['<sqs-gallery>: Loader2 not found']);
    expect(await captureWarnings(() => loadLightbox(el))).to.deep.equal([]);
  });

  describe('on a site whose plan has no lightbox', () => {
    let settings: ReturnType<typeof getSiteContext>['websiteSettings'];
    beforeEach(() => {
      settings = getSiteContext().websiteSettings;
      configure({ context: { websiteSettings: { ...settings, lightboxEnabled: false } } });
    });
    afterEach(() => configure({ context: { websiteSettings: settings ?? {} } }));

    it("warns 'lightboxify is not available in this tier!' once and opens no lightbox", async () => {
      const { el, warnings } = await galleryWarnings('lightbox design="grid"', three);
      await expect(el).to.be.accessible();
      expect(warnings).to.deep.equal(['<sqs-gallery>: lightboxify is not available in this tier!']);
      expect(el.options?.lightbox).to.equal(false);
      expect(shadow(el).querySelector('[part~="open"]')).to.equal(null);
      expect(shadow(el).querySelector('sqs-lightbox')).to.equal(null);
      expect(boxes(el)).to.have.length(3);
    });

    it('says nothing to a gallery that asks for no lightbox', async () => {
      const { el, warnings } = await galleryWarnings('design="grid"', three);
      await expect(el).to.be.accessible();
      expect(warnings).to.deep.equal([]);
    });
  });

  it("warns '{x} is not a valid node.' once for a child that is not a figure, and shows the figures", async () => {
    const { el, warnings } = await galleryWarnings('design="grid"', [
      photo(1),
      '<div>Loose text</div>',
      photo(2),
      '<div>More</div>',
      '<p slot="note">A note in a slot of its own</p>',
    ]);
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal(['<sqs-gallery>: <div> is not a valid node.']);
    expect(boxes(el)).to.have.length(2);
  });

  it("warns '{x} not loaded' naming the gallery when a picture's file fails, and the slide stays", async () => {
    const missing = `<figure><img data-src="/examples/images/missing-${Date.now()}.jpg" data-image-dimensions="2500x1563" alt="Gone"></figure>`;
    const { el, warnings } = await galleryWarnings('design="grid"', [photo(1), missing], (seen) =>
      seen.some((w) => w.includes('not loaded')),
    );
    await expect(el).to.be.accessible();
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^<sqs-gallery>: \/examples\/images\/missing-\d+\.jpg\?format=\d+w not loaded$/);
    expect(boxes(el)).to.have.length(2);
  });

  describe('media types (data-type)', () => {
    it('shows image files, licensed and reused images and assets as image slides and videos as video slides', async () => {
      const slides = [
        photo(1, 'image-file'),
        photo(2, 'licensed image'),
        photo(3, 'REUSED_IMAGE'),
        photo(4, 'reusedAsset'),
        video('reused-asset'),
        video('video'),
        photo(5, 'image'),
      ];
      const { el, warnings } = await galleryWarnings('design="grid"', slides, (_, g) => boxes(g).length === 7);
      await expect(el).to.be.accessible();
      expect(warnings).to.deep.equal([]);
      expect(boxes(el).map((box) => box.dataset.type)).to.deep.equal([
        'image',
        'image',
        'image',
        'image',
        'video',
        'video',
        'image',
      ]);
    });

    it('skips a type named like an Object member as an unknown type, naming it', async () => {
      const slides = [photo(1), photo(2, 'constructor'), photo(3, '__proto__'), photo(4, 'valueOf')];
      const { el, warnings } = await galleryWarnings('design="grid"', slides, (_, g) => boxes(g).length === 1);
      await expect(el).to.be.accessible();
      expect(warnings).to.deep.equal([
        '<sqs-gallery>: Unknown media type "constructor"; the slide is skipped.',
        '<sqs-gallery>: Unknown media type "__proto__"; the slide is skipped.',
        '<sqs-gallery>: Unknown media type "valueOf"; the slide is skipped.',
      ]);
    });

    it("skips an empty image with the warning 'No image', and an unknown type with a warning naming it", async () => {
      const slides = [photo(1), photo(2, 'empty-image'), photo(3, 'hologram'), photo(4), photo(5, 'emptyImage')];
      const { el, warnings } = await galleryWarnings('design="grid"', slides, (_, g) => boxes(g).length === 2);
      await expect(el).to.be.accessible();
      expect(warnings).to.deep.equal([
        '<sqs-gallery>: No image',
        '<sqs-gallery>: Unknown media type "hologram"; the slide is skipped.',
      ]);
      const figures = [...el.querySelectorAll('figure')];
      expect(figures.map((figure) => figure.assignedSlot?.name ?? null)).to.deep.equal([
        'slide-0',
        null,
        null,
        'slide-1',
        null,
      ]);
      // A skipped figure that becomes a picture is a slide again.
      figures[1]!.dataset.type = 'image-file';
      await waitUntil(() => boxes(el).length === 3, 'the retyped figure never became a slide');
      expect(figures[1]!.assignedSlot?.name).to.equal('slide-1');
    });
  });
});
