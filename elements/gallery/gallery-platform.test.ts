import { expect, waitUntil } from '@open-wc/testing';
import type { SqsGalleryElement } from './define.js';
import { gallery, q, qa } from '../../test/support/gallery.js';
import { captureWarnings } from '../../test/support/helpers.js';

/** Returns one of the platform's rendered slides: its picture (with its link) and its meta. */
const slide = (n: number, { href = '', dimensions = '2500x1563', meta = true } = {}): string =>
  `<div class="slide sqs-gallery-design-grid-slide" data-type="image" style="opacity: 0; z-index: 888;">` +
  `<div class="margin-wrapper"><a class="image-slide-anchor content-fill"${href ? ` href="${href}"` : ''}>` +
  `<noscript><img src="/examples/images/photo-0${n}.jpg" alt="Photo ${n}"></noscript>` +
  `<img class="thumb-image" data-src="/examples/images/photo-0${n}.jpg" data-image-dimensions="${dimensions}" ` +
  `alt="Photo ${n}" style="left: 0px; top: -20px; width: 160px; position: relative;"></a>` +
  (meta
    ? `<div class="meta"><div class="meta-inside"><h3 class="meta-title">Title ${n}</h3>` +
      `<div class="meta-description"><p>Words ${n}</p></div></div></div>`
    : '') +
  `</div></div>`;

/** Returns the platform's block content around `slides`: its container, gallery, thumbnail strip and style. */
const block = (slides: string[]): string[] => [
  `<div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery sqs-gallery-design-grid">`,
  ...slides,
  `</div></div><div class="sqs-gallery-thumbnails"><div class="sqs-wrapper"><img alt="" data-src="/examples/images/photo-01.jpg"></div></div>`,
  `<style>#block-x .sqs-gallery-design-grid { margin-right: -20px; }</style>`,
];

/** Renders a gallery of the platform's slides with `json` as its block data, capturing what it warns. */
async function platform(
  json: Record<string, unknown>,
  slides = [slide(1), slide(2), slide(3)],
): Promise<{ el: SqsGalleryElement; warnings: string[] }> {
  let el!: SqsGalleryElement;
  const warnings = await captureWarnings(async () => {
    el = await gallery(`block-json='${JSON.stringify(json)}'`, { slides: block(slides) });
  });
  return { el, warnings };
}

describe('<sqs-gallery> with the platform gallery block', () => {
  it("reads the platform's rendered slides inside its wrappers: picture, meta and link", async () => {
    const { el, warnings } = await platform({ design: 'grid' }, [slide(1, { href: '/next' }), slide(2), slide(3)]);
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal([]);
    expect(qa(el, '[part~="slide"]').length).to.equal(3);
    expect(q(el, '[part~="caption"]').textContent).to.equal('Title 1 — Words 1');
    expect(q<HTMLAnchorElement>(el, '[part~="link"]').getAttribute('href')).to.equal('/next');
    // Its own link leaves the tab order to the gallery's, and the state its scripts left is gone.
    const own = el.querySelector<HTMLAnchorElement>('a.image-slide-anchor')!;
    expect([own.tabIndex, own.getAttribute('aria-hidden')]).to.deep.equal([-1, 'true']);
    expect(el.querySelector<HTMLElement>('.slide')!.style.opacity).to.equal('');
    const picture = q(el, '[part~="picture"]').getBoundingClientRect();
    await waitUntil(() => el.querySelector('.slide img.thumb-image')!.getBoundingClientRect().width > 0);
    const img = el.querySelector('.slide img.thumb-image')!.getBoundingClientRect();
    expect([img.width, img.height]).to.deep.equal([picture.width, picture.height]);
  });

  it('takes aspect-ratio names, thumbnails-per-row as the grid columns and padding', async () => {
    const { el, warnings } = await platform({
      design: 'grid',
      'aspect-ratio': 'widescreen',
      'thumbnails-per-row': 3,
      padding: 0,
    });
    expect(warnings).to.deep.equal([]);
    const track = q(el, '[part~="track"]');
    expect(track.style.gridTemplateColumns).to.contain('repeat(3,');
    const box = qa(el, '[part~="picture"]')[0]!.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(16 / 9, 0.02);
    for (const [name, ratio] of [
      ['square', 1],
      ['standard', 1.5],
      ['standard-vertical', 2 / 3],
      ['anamorphic-widescreen', 2.4],
    ] as const) {
      el.setAttribute('block-json', JSON.stringify({ design: 'grid', 'aspect-ratio': name }));
      await waitUntil(
        () =>
          Math.abs(Number(qa(el, '[part~="slide"]')[0]!.style.getPropertyValue('--sqs-slide-ratio')) - ratio) < 1e-6,
        `${name} is not ${ratio}`,
      );
    }
  });

  it('show-meta, its title and description choices, meta-position with an alignment and show-meta-on-hover', async () => {
    const { el } = await platform({ design: 'grid', 'show-meta-only-title': true, 'meta-position': 'top-left' });
    const caption = (): HTMLElement | null => q(el, '[part~="caption"]');
    expect(caption()!.textContent).to.equal('Title 1');
    expect([caption()!.dataset.position, caption()!.dataset.align]).to.deep.equal(['top', 'left']);
    expect(getComputedStyle(caption()!).textAlign).to.equal('left');
    el.setAttribute('block-json', JSON.stringify({ design: 'grid', 'show-meta-only-description': true }));
    await waitUntil(() => caption()?.textContent === 'Words 1', 'the description alone is not shown');
    el.setAttribute('block-json', JSON.stringify({ design: 'grid', 'show-meta-on-hover': true }));
    await waitUntil(() => getComputedStyle(caption()!).opacity === '0', 'the caption shows without a hover');
    el.setAttribute('block-json', JSON.stringify({ design: 'grid', 'show-meta': false, 'meta-position': 'top' }));
    await waitUntil(() => caption() === null, 'show-meta false still shows captions');
  });

  it('controls: false keeps previous and next for the keyboard only; newWindow opens click-throughs in a new window', async () => {
    const { el } = await platform({ design: 'slideshow', controls: false, newWindow: true }, [
      slide(1, { href: 'https://example.com/' }),
      slide(2),
    ]);
    await expect(el).to.be.accessible();
    const next = q<HTMLButtonElement>(el, '[part~="next"]');
    expect(getComputedStyle(next).opacity).to.equal('0');
    expect(q<HTMLAnchorElement>(el, '[part~="link"]').target).to.equal('_blank');
    el.setAttribute('block-json', JSON.stringify({ design: 'slideshow' }));
    await waitUntil(() => getComputedStyle(q(el, '[part~="next"]')).opacity === '1', 'the controls stay hidden');
  });

  it("a slider's aspectRatio is the strip's height in % of its width", async () => {
    const { el } = await platform({ design: 'slider', aspectRatio: 25 });
    const viewport = q(el, '[part~="viewport"]').getBoundingClientRect();
    expect(viewport.height).to.be.closeTo(viewport.width / 4, 1);
  });

  it("warns once naming each block key it does not know; the editor's keys and no animation are quiet", async () => {
    const { warnings } = await platform({
      design: 'grid',
      collectionId: 'c1',
      transientGalleryId: 'c1',
      methodOption: 'transient',
      blockAnimation: 'none',
      hSize: null,
      mystery: 1,
    });
    expect(warnings).to.deep.equal(['<sqs-gallery>: block-json key "mystery" is not supported and is ignored.']);
    const animated = await platform({ design: 'grid', blockAnimation: 'fade' });
    expect(animated.warnings).to.deep.equal([
      '<sqs-gallery>: block-json key "blockAnimation" is not supported and is ignored.',
    ]);
  });

  it('lays out pictures saved without data-image-dimensions by their natural size once loaded', async () => {
    const bare = (n: number): string =>
      `<div class="image-wrapper" data-type="image"><img class="thumb-image loaded" src="/examples/images/photo-0${n}.jpg" style="width: 230px; position: relative;"></div>`;
    let el!: SqsGalleryElement;
    const warnings = await captureWarnings(async () => {
      el = await gallery(`design="stacked"`, { slides: [bare(1), bare(2)] });
    });
    expect(warnings).to.deep.equal([]);
    await expect(el).to.be.accessible();
    const img = el.querySelector('img')!;
    await waitUntil(() => img.hasAttribute('data-image-dimensions'), 'the natural size is never read');
    const ratio = img.naturalWidth / img.naturalHeight;
    await waitUntil(() => {
      const box = q(el, '[part~="picture"]').getBoundingClientRect();
      return Math.abs(box.width / box.height - ratio) < 0.01;
    }, 'the box does not take the picture proportions');
    expect(getComputedStyle(img).objectFit).to.equal('contain');
  });
  it('builds the picture a slide saved with only its <noscript> fallback names, and a video from a video slide', async () => {
    const fallback = `<div class="slide" data-type="image"><noscript><img src="/examples/images/photo-02.jpg" alt="Photo 2"></noscript></div>`;
    const hostile = `<div class="slide" data-type="image"><noscript><img src="javascript:alert(1)" alt="x"></noscript></div>`;
    const embed = '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>';
    const videoSlide =
      `<div class="slide" data-type="video"><div class="sqs-video-wrapper" data-provider-name="YouTube" data-html='${embed}'>` +
      `<img data-src="/examples/images/photo-03.jpg" alt="A video"></div></div>`;
    const { el } = await platform({ design: 'slideshow' }, [fallback, hostile, videoSlide]);
    await expect(el).to.be.accessible();
    const built = el.querySelector<HTMLImageElement>('.slide > img')!;
    expect([built.getAttribute('data-src'), built.alt]).to.deep.equal(['/examples/images/photo-02.jpg', 'Photo 2']);
    expect(el.querySelectorAll('.slide > img').length, 'an unsafe fallback address builds nothing').to.equal(1);
    const video = el.querySelector('sqs-video')!;
    expect([video.getAttribute('html'), video.getAttribute('provider-name'), video.getAttribute('alt')]).to.deep.equal([
      embed,
      'YouTube',
      'A video',
    ]);
    expect(el.querySelector<HTMLElement>('.sqs-video-wrapper')!.hidden).to.equal(true);
    expect(qa(el, '[part~="slide"]').map((box) => box.dataset.type)).to.deep.equal(['image', 'image', 'video']);
  });
});
