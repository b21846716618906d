/**
 * Real gallery blocks (`sqs-block-gallery`, data-block-type 8) as published pages carry them: stacked, slideshow
 * (with and without a thumbnail strip, autoplay and controls) and grid designs in the platform's named proportions,
 * one saved without picture sizes after the platform's scripts ran.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** What a visitor must see of one gallery. */
interface Expected {
  design: string;
  /** Slide boxes, each holding one of the block's slides. */
  slides: number;
  /** Grid columns. */
  columns?: number;
  /** The grid cells' width ÷ height. */
  ratio?: number;
  /** Thumbnails in the strip under the slideshow. */
  thumbnails?: number;
  /** A pause control (the block autoplays). */
  autoplay?: boolean;
  /** false: previous and next show only when the keyboard reaches them. */
  controls?: boolean;
  /** Where captions show. */
  meta?: string;
  /** Click-through links over the pictures. */
  links?: number;
}

/** Checks `el` shows the gallery `expected` describes, its first picture's box laid out. */
async function shows(el: HTMLElement, expected: Expected): Promise<void> {
  const root = el.shadowRoot!;
  const base = root.querySelector<HTMLElement>('[part~="base"]')!;
  expect(base.dataset.design).to.equal(expected.design);
  const boxes = [...root.querySelectorAll<HTMLElement>('[part~="slide"]')];
  expect(boxes.length, 'slides').to.equal(expected.slides);
  for (const slot of root.querySelectorAll<HTMLSlotElement>('[part~="slide"] slot'))
    expect(slot.assignedElements().length, `${slot.name} holds its slide`).to.equal(1);
  if (expected.columns)
    expect(root.querySelector<HTMLElement>('[part~="track"]')!.style.gridTemplateColumns).to.contain(
      `repeat(${expected.columns},`,
    );
  if (expected.ratio)
    expect(Number(boxes[0]!.style.getPropertyValue('--sqs-slide-ratio'))).to.be.closeTo(expected.ratio, 0.001);
  expect(root.querySelectorAll('[part~="thumbnail"]').length, 'thumbnails').to.equal(expected.thumbnails ?? 0);
  expect(root.querySelector('[part~="rotation"]') !== null, 'pause control').to.equal(expected.autoplay ?? false);
  expect(base.dataset.controls, 'controls').to.equal(expected.controls === false ? 'focus' : undefined);
  if (expected.meta) expect(root.querySelector('[part~="caption"]')).to.equal(null);
  expect(root.querySelectorAll('[part~="link"]').length, 'links').to.equal(expected.links ?? 0);
  const picture = boxes[0]!.querySelector('[part~="picture"]')!;
  await waitUntil(() => picture.getBoundingClientRect().height > 0, 'the first picture has a box');
}

/** The gallery corpus. */
export const galleryCorpus: readonly CorpusBlock[] = [
  {
    name: 'stacked, meta at the bottom, no controls',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2015-8-19-reading-constellations.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"hSize":null,"floatDir":null,"methodOption":"transient","existingGallery":null,"show-meta-basic":true,"design":"stacked","aspectRatio":null,"autoplay":false,"controls":false,"auto-crop":true,"thumbnails":false,"show-meta":true,"meta-position":"bottom","show-meta-on-hover":false,"collectionId":"55d47368e4b0e89ec30023df","vSize":null,"transientGalleryId":"55d47368e4b0e89ec30023df"}' data-block-type="8" id="block-yui_3_17_2_1_1439983846642_69233"><div class="sqs-block-content">
<div class="sqs-gallery-container sqs-gallery-block-stacked sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta clear" id="yui_3_17_2_1_1754300185797_87">
<div class="sqs-gallery" id="yui_3_17_2_1_1754300185797_104">
<div class="image-wrapper sqs-active-slide" data-animation-role="image" data-type="image" id="55d4736ce4b0a051fa60081b">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ce4b0a051fa60081b" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-01.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736be4b070510b2aed1d">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736be4b070510b2aed1d" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-02.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736ce4b070510b2aed1f">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ce4b070510b2aed1f" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-03.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736ee4b0a051fa600824">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ee4b0a051fa600824" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-04.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736ee4b070510b2aed2a">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ee4b070510b2aed2a" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-05.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4737ce4b0a7e074f0160e">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4737ce4b0a7e074f0160e" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-06.jpg?format=2500w" style=""/>
</div>
</div>
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"hSize":null,"floatDir":null,"methodOption":"transient","existingGallery":null,"show-meta-basic":true,"design":"stacked","aspectRatio":null,"autoplay":false,"controls":false,"auto-crop":true,"thumbnails":false,"show-meta":true,"meta-position":"bottom","show-meta-on-hover":false,"collectionId":"55d47368e4b0e89ec30023df","vSize":null,"transientGalleryId":"55d47368e4b0e89ec30023df"}'>
<div class="sqs-gallery-container sqs-gallery-block-stacked sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta clear" id="yui_3_17_2_1_1754300185797_87">
<div class="sqs-gallery" id="yui_3_17_2_1_1754300185797_104">
<div class="image-wrapper sqs-active-slide" data-animation-role="image" data-type="image" id="55d4736ce4b0a051fa60081b">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ce4b0a051fa60081b" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-01.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736be4b070510b2aed1d">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736be4b070510b2aed1d" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-02.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736ce4b070510b2aed1f">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ce4b070510b2aed1f" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-03.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736ee4b0a051fa600824">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ee4b0a051fa600824" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-04.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4736ee4b070510b2aed2a">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4736ee4b070510b2aed2a" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-05.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="55d4737ce4b0a7e074f0160e">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2048x1536" data-image-focal-point="0.5,0.5" data-image-id="55d4737ce4b0a7e074f0160e" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-06.jpg?format=2500w" style=""/>
</div>
</div>
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'stacked', slides: 6, controls: false }),
  },
  {
    name: 'slideshow with autoplay every 3 s',
    source:
      'MaggieAppleton/squarespace-katie-archiver output/posts/2015-8-30-design-thinking-for-the-research-process.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"hSize":null,"floatDir":null,"methodOption":"transient","existingGallery":null,"design":"slideshow","aspectRatio":null,"autoplay":true,"autoplay-duration":5,"controls":true,"auto-crop":false,"thumbnails":false,"show-meta":true,"meta-position":"bottom","show-meta-on-hover":false,"collectionId":"55ea7218e4b00618e5207027","vSize":null,"transientGalleryId":"55ea7218e4b00618e5207027"}' data-block-type="8" id="block-yui_3_17_2_3_1441427840689_10970"><div class="sqs-block-content" id="yui_3_17_2_1_1754300260312_304">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom clear" id="yui_3_17_2_1_1754300260312_121">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754300260312_141" style="height: 445.393px;">
<div class="slide content-fit sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_213" style="opacity: 1; z-index: 889; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="706x512" data-image-focal-point="0.5,0.5" data-image-id="55ea721de4b049db23daf145" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300260312_303" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 43.1934px; top: 0px; width: 613.613px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_217" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="943x646" data-image-focal-point="0.5,0.5" data-image-id="55ea721ce4b08b68bebf6d21" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 25.2051px; top: 0px; width: 649.59px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_221" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="1031x656" data-image-focal-point="0.5,0.5" data-image-id="55ea721de4b08b68bebf6d29" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: 0.308689px; top: 0px; width: 699.383px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_225" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="954x656" data-image-focal-point="0.5,0.5" data-image-id="55ea72d0e4b0234ca719e312" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 26.4253px; top: 0px; width: 647.149px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"hSize":null,"floatDir":null,"methodOption":"transient","existingGallery":null,"design":"slideshow","aspectRatio":null,"autoplay":true,"autoplay-duration":5,"controls":true,"auto-crop":false,"thumbnails":false,"show-meta":true,"meta-position":"bottom","show-meta-on-hover":false,"collectionId":"55ea7218e4b00618e5207027","vSize":null,"transientGalleryId":"55ea7218e4b00618e5207027"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom clear" id="yui_3_17_2_1_1754300260312_121">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754300260312_141" style="height: 445.393px;">
<div class="slide content-fit sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_213" style="opacity: 1; z-index: 889; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="706x512" data-image-focal-point="0.5,0.5" data-image-id="55ea721de4b049db23daf145" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300260312_303" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 43.1934px; top: 0px; width: 613.613px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_217" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="943x646" data-image-focal-point="0.5,0.5" data-image-id="55ea721ce4b08b68bebf6d21" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 25.2051px; top: 0px; width: 649.59px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_221" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="1031x656" data-image-focal-point="0.5,0.5" data-image-id="55ea721de4b08b68bebf6d29" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: 0.308689px; top: 0px; width: 699.383px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300260312_225" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="954x656" data-image-focal-point="0.5,0.5" data-image-id="55ea72d0e4b0234ca719e312" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 26.4253px; top: 0px; width: 647.149px; height: 445px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 4, autoplay: true }),
  },
  {
    name: 'stacked, no caption settings',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2016-8-29-dewey-designs-to-share.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"57c5a098579fb34a01a9eeee","design":"stacked","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":true,"vSize":null,"transientGalleryId":"57c5a098579fb34a01a9eeee"}' data-block-type="8" id="block-yui_3_17_2_4_1472569414590_9523"><div class="sqs-block-content">
<div class="sqs-gallery-container sqs-gallery-block-stacked sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300521836_117">
<div class="sqs-gallery" id="yui_3_17_2_1_1754300521836_134">
<div class="image-wrapper sqs-active-slide" data-animation-role="image" data-type="image" id="57c5a099440243c9312b0712">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a099440243c9312b0712" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-01.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="57c5a0996b8f5b26996de09c">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a0996b8f5b26996de09c" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-02.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="57c5a0a6440243c9312b079f">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a0a6440243c9312b079f" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-03.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="57c5a0a76b8f5b26996de14c">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a0a76b8f5b26996de14c" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-04.jpg?format=2500w" style=""/>
</div>
</div>
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"57c5a098579fb34a01a9eeee","design":"stacked","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":true,"vSize":null,"transientGalleryId":"57c5a098579fb34a01a9eeee"}'>
<div class="sqs-gallery-container sqs-gallery-block-stacked sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300521836_117">
<div class="sqs-gallery" id="yui_3_17_2_1_1754300521836_134">
<div class="image-wrapper sqs-active-slide" data-animation-role="image" data-type="image" id="57c5a099440243c9312b0712">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a099440243c9312b0712" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-01.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="57c5a0996b8f5b26996de09c">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a0996b8f5b26996de09c" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-02.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="57c5a0a6440243c9312b079f">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a0a6440243c9312b079f" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-03.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="57c5a0a76b8f5b26996de14c">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="57c5a0a76b8f5b26996de14c" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-04.jpg?format=2500w" style=""/>
</div>
</div>
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'stacked', slides: 4 }),
  },
  {
    name: 'slideshow, autoplay, nine slides',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-10-12-printarticles.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":2,"blockAnimation":"none","collectionId":"5ccd8d6451e58c0001e770f9","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5ccd8d6451e58c0001e770f9"}' data-block-type="8" id="block-yui_3_17_2_1_1556939417644_663087"><div class="sqs-block-content" id="yui_3_17_2_1_1754303016319_382">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303016319_109">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303016319_129" style="height: 525px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_206" style="opacity: 0; z-index: 888; overflow: hidden; visibility: hidden; pointer-events: none;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d6424a6946263e218b9" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303016319_381" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded sqs-active-slide" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_210" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d641905f41dbcb34dc6" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303016319_707" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_214" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d716e9a7f37d527590e" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_218" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d77eef1a108d72dfe6e" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_222" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d82e79c701a81207168" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_226" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d88419202f5ac07f9ea" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_230" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-07.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5da12933fe2f6551948742c6" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-07.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-07.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_234" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-08.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d93e5e5f08d2c82c2b6" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-08.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-08.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_238" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d98652deaddf2db62e5" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":2,"blockAnimation":"none","collectionId":"5ccd8d6451e58c0001e770f9","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5ccd8d6451e58c0001e770f9"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303016319_109">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303016319_129" style="height: 525px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_206" style="opacity: 0; z-index: 888; overflow: hidden; visibility: hidden; pointer-events: none;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d6424a6946263e218b9" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303016319_381" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded sqs-active-slide" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_210" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d641905f41dbcb34dc6" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303016319_707" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_214" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d716e9a7f37d527590e" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_218" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d77eef1a108d72dfe6e" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_222" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d82e79c701a81207168" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_226" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d88419202f5ac07f9ea" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_230" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-07.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5da12933fe2f6551948742c6" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-07.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-07.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_234" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-08.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d93e5e5f08d2c82c2b6" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-08.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-08.jpg?format=750w" style="font-size: 0px; left: 0px; top: -204.167px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303016319_238" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd8d98652deaddf2db62e5" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 9, autoplay: true }),
  },
  {
    name: 'slideshow with show-meta off',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-10-26-singapore-red-dots.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"transparentBackground":false,"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":false,"autoplay":false,"blockAnimation":"none","collectionId":"5db3a43c4f74010ee4bd8ddc","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":false,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5db3a43c4f74010ee4bd8ddc"}' data-block-type="8" id="block-yui_3_17_2_1_1572053802350_10299"><div class="sqs-block-content" id="yui_3_17_2_1_1754300673951_303">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300673951_119">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754300673951_139" style="height: 441.223px;">
<div class="slide content-fit sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_195" style="opacity: 1; z-index: 889; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="756x507" data-image-focal-point="0.5,0.5" data-image-id="5db3a4522ca7a63a6d397343" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300673951_302" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 21.2071px; top: 0px; width: 657.586px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_199" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="752x474" data-image-focal-point="0.5,0.5" data-image-id="5db3a43d5d3ce536b68b89c1" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0.177215px; top: 0px; width: 699.646px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_203" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="754x483" data-image-focal-point="0.5,0.5" data-image-id="5db3a4470e6ba42da95b6784" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: 5.78261px; top: 0px; width: 688.435px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_207" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="759x492" data-image-focal-point="0.5,0.5" data-image-id="5db3a448118b996830dd2356" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 9.83841px; top: 0px; width: 680.323px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_211" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="751x475" data-image-focal-point="0.5,0.5" data-image-id="5db3a43d519e397b8fc7a230" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 1.37789px; top: 0px; width: 697.244px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"transparentBackground":false,"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":false,"autoplay":false,"blockAnimation":"none","collectionId":"5db3a43c4f74010ee4bd8ddc","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":false,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5db3a43c4f74010ee4bd8ddc"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300673951_119">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754300673951_139" style="height: 441.223px;">
<div class="slide content-fit sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_195" style="opacity: 1; z-index: 889; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="756x507" data-image-focal-point="0.5,0.5" data-image-id="5db3a4522ca7a63a6d397343" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300673951_302" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 21.2071px; top: 0px; width: 657.586px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_199" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="752x474" data-image-focal-point="0.5,0.5" data-image-id="5db3a43d5d3ce536b68b89c1" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0.177215px; top: 0px; width: 699.646px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_203" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="754x483" data-image-focal-point="0.5,0.5" data-image-id="5db3a4470e6ba42da95b6784" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: 5.78261px; top: 0px; width: 688.435px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_207" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="759x492" data-image-focal-point="0.5,0.5" data-image-id="5db3a448118b996830dd2356" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 9.83841px; top: 0px; width: 680.323px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fit sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300673951_211" style="opacity: 0; z-index: 888;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="751x475" data-image-focal-point="0.5,0.5" data-image-id="5db3a43d519e397b8fc7a230" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 1.37789px; top: 0px; width: 697.244px; height: 441px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 5, meta: 'none' }),
  },
  {
    name: 'square grid, three per row',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-10-26-singapore-red-dots.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspect-ratio":"square","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5db3aaf8519e397b8fc812ac","design":"grid","lightbox":false,"padding":0,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":false,"thumbnails-per-row":3,"vSize":null,"transientGalleryId":"5db3aaf8519e397b8fc812ac"}' data-block-type="8" id="block-yui_3_17_2_1_1572055460584_47285"><div class="sqs-block-content">
<div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-square sqs-gallery-thumbnails-per-row-3 sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300673951_937">
<div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1754300673951_954">
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_986">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="309x475" data-image-focal-point="0.5,0.5" data-image-id="5db3aaf8519e397b8fc812b0" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-01.jpg?format=300w" style="left: 40.7137px; top: 0px; width: 151.573px; height: 233px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_987">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="318x394" data-image-focal-point="0.5,0.5" data-image-id="5db3aaf8c081ef63501a2822" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-02.jpg?format=300w" style="left: 22.4721px; top: 0px; width: 188.056px; height: 233px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_988">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="309x475" data-image-focal-point="0.5,0.5" data-image-id="5db3aafbc081ef63501a2870" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-03.jpg?format=300w" style="left: 40.7137px; top: 0px; width: 151.573px; height: 233px; position: relative;"/>
</a>
</div>
</div>
</div>
</div>

</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspect-ratio":"square","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5db3aaf8519e397b8fc812ac","design":"grid","lightbox":false,"padding":0,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":false,"thumbnails-per-row":3,"vSize":null,"transientGalleryId":"5db3aaf8519e397b8fc812ac"}'>
<div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-square sqs-gallery-thumbnails-per-row-3 sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300673951_937">
<div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1754300673951_954">
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_986">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="309x475" data-image-focal-point="0.5,0.5" data-image-id="5db3aaf8519e397b8fc812b0" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-01.jpg?format=300w" style="left: 40.7137px; top: 0px; width: 151.573px; height: 233px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_987">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="318x394" data-image-focal-point="0.5,0.5" data-image-id="5db3aaf8c081ef63501a2822" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-02.jpg?format=300w" style="left: 22.4721px; top: 0px; width: 188.056px; height: 233px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_988">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="309x475" data-image-focal-point="0.5,0.5" data-image-id="5db3aafbc081ef63501a2870" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-03.jpg?format=300w" style="left: 40.7137px; top: 0px; width: 151.573px; height: 233px; position: relative;"/>
</a>
</div>
</div>
</div>
</div>

</sqs-gallery>`,
    check: (el) => shows(el, { design: 'grid', slides: 3, columns: 3, ratio: 1 }),
  },
  {
    name: 'square grid of two',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-10-26-singapore-red-dots.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspect-ratio":"square","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5db3ad305d3ce536b68c22fe","design":"grid","lightbox":false,"padding":0,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":false,"thumbnails-per-row":2,"vSize":null,"transientGalleryId":"5db3ad305d3ce536b68c22fe"}' data-block-type="8" id="block-yui_3_17_2_1_1572055460584_126621"><div class="sqs-block-content">
<div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-square sqs-gallery-thumbnails-per-row-2 sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300673951_1153">
<div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1754300673951_1170">
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_1201">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="307x475" data-image-focal-point="0.5,0.5" data-image-id="5db3ad30c853f67fa161788d" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-01.jpg?format=300w" style="left: 61.8947px; top: 0px; width: 226.211px; height: 350px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_1202">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="250x400" data-image-focal-point="0.5,0.5" data-image-id="5db3ad306255474d7f20bed0" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-02.jpg?format=300w" style="left: 65.625px; top: 0px; width: 218.75px; height: 350px; position: relative;"/>
</a>
</div>
</div>
</div>
</div>

</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspect-ratio":"square","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5db3ad305d3ce536b68c22fe","design":"grid","lightbox":false,"padding":0,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":false,"thumbnails-per-row":2,"vSize":null,"transientGalleryId":"5db3ad305d3ce536b68c22fe"}'>
<div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-square sqs-gallery-thumbnails-per-row-2 sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300673951_1153">
<div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1754300673951_1170">
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_1201">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="307x475" data-image-focal-point="0.5,0.5" data-image-id="5db3ad30c853f67fa161788d" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-01.jpg?format=300w" style="left: 61.8947px; top: 0px; width: 226.211px; height: 350px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754300673951_1202">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fit" role="presentation">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="250x400" data-image-focal-point="0.5,0.5" data-image-id="5db3ad306255474d7f20bed0" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-02.jpg?format=300w" style="left: 65.625px; top: 0px; width: 218.75px; height: 350px; position: relative;"/>
</a>
</div>
</div>
</div>
</div>

</sqs-gallery>`,
    check: (el) => shows(el, { design: 'grid', slides: 2, ratio: 1 }),
  },
  {
    name: 'stacked with active-alignment',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-2-25-metaphors-amp-visualizations.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":true,"floatDir":null,"methodOption":"transient","active-alignment":"center","aspectRatio":null,"auto-crop":true,"autoplay":false,"blockAnimation":"none","collectionId":"5c73e945e5e5f0585a1cfa1f","controls":false,"design":"stacked","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnail-strip-height":80,"thumbnail-strip-margin":20,"thumbnails":true,"vSize":null,"transientGalleryId":"5c73e945e5e5f0585a1cfa1f"}' data-block-type="8" id="block-yui_3_17_2_1_1551099677088_17337"><div class="sqs-block-content">
<div class="sqs-gallery-container sqs-gallery-block-stacked sqs-gallery-has-thumbnails sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303128389_141">
<div class="sqs-gallery" id="yui_3_17_2_1_1754303128389_158">
<div class="image-wrapper sqs-active-slide" data-animation-role="image" data-type="image" id="5c744df27817f719bd52013f">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="1600x1571" data-image-focal-point="0.0,-0.002262931034482759" data-image-id="5c744df27817f719bd52013f" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-01.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744b95f9619aa26d696527">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2100x6593" data-image-focal-point="-0.0016622340425531915,0.0" data-image-id="5c744b95f9619aa26d696527" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-02.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744dc58165f53cc05bf58c">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="1200x2473" data-image-focal-point="-0.011663732394366197,0.0" data-image-id="5c744dc58165f53cc05bf58c" data-image-resolution="1500w" data-load="false" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-03.jpg?format=1500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744a7f419202eef232c4cd">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="1600x2431" data-image-focal-point="0.5,0.5" data-image-id="5c744a7f419202eef232c4cd" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-04.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744aefe79c70ca9d579989">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="1200x2481" data-image-focal-point="0.5,0.5" data-image-id="5c744aefe79c70ca9d579989" data-image-resolution="1500w" data-load="false" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-05.jpg?format=1500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c7449467817f719bd51b5d2">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x3015" data-image-focal-point="0.5,0.5" data-image-id="5c7449467817f719bd51b5d2" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-06.jpg?format=2500w" style=""/>
</div>
</div>
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":true,"floatDir":null,"methodOption":"transient","active-alignment":"center","aspectRatio":null,"auto-crop":true,"autoplay":false,"blockAnimation":"none","collectionId":"5c73e945e5e5f0585a1cfa1f","controls":false,"design":"stacked","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnail-strip-height":80,"thumbnail-strip-margin":20,"thumbnails":true,"vSize":null,"transientGalleryId":"5c73e945e5e5f0585a1cfa1f"}'>
<div class="sqs-gallery-container sqs-gallery-block-stacked sqs-gallery-has-thumbnails sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303128389_141">
<div class="sqs-gallery" id="yui_3_17_2_1_1754303128389_158">
<div class="image-wrapper sqs-active-slide" data-animation-role="image" data-type="image" id="5c744df27817f719bd52013f">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="1600x1571" data-image-focal-point="0.0,-0.002262931034482759" data-image-id="5c744df27817f719bd52013f" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-01.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744b95f9619aa26d696527">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2100x6593" data-image-focal-point="-0.0016622340425531915,0.0" data-image-id="5c744b95f9619aa26d696527" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-02.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744dc58165f53cc05bf58c">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="1200x2473" data-image-focal-point="-0.011663732394366197,0.0" data-image-id="5c744dc58165f53cc05bf58c" data-image-resolution="1500w" data-load="false" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-03.jpg?format=1500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744a7f419202eef232c4cd">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="1600x2431" data-image-focal-point="0.5,0.5" data-image-id="5c744a7f419202eef232c4cd" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-04.jpg?format=2500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c744aefe79c70ca9d579989">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="1200x2481" data-image-focal-point="0.5,0.5" data-image-id="5c744aefe79c70ca9d579989" data-image-resolution="1500w" data-load="false" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-05.jpg?format=1500w" style=""/>
</div>
<div class="image-wrapper" data-animation-role="image" data-type="image" id="5c7449467817f719bd51b5d2">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x3015" data-image-focal-point="0.5,0.5" data-image-id="5c7449467817f719bd51b5d2" data-image-resolution="2500w" data-load="false" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-stacked" src="/examples/images/photo-06.jpg?format=2500w" style=""/>
</div>
</div>
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'stacked', slides: 6, thumbnails: 6, controls: false }),
  },
  {
    name: 'square grid with padding',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-2-25-metaphors-amp-visualizations.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":true,"floatDir":null,"methodOption":"transient","aspect-ratio":"square","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5c743844f4e1fcf1f4a4e9b1","design":"grid","lightbox":false,"padding":6,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":true,"thumbnails-per-row":3,"vSize":null,"transientGalleryId":"5c743844f4e1fcf1f4a4e9b1"}' data-block-type="8" id="block-yui_3_17_2_1_1551116665448_29853"><div class="sqs-block-content">
<div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-square sqs-gallery-thumbnails-per-row-3 sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303128389_291">
<div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1754303128389_308">
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754303128389_340">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fill" role="presentation" style="overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5c743844e5e5f09494601689" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-01.jpg?format=300w" style="left: 0px; top: -38.1667px; width: 229px; height: 305.333px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754303128389_341">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fill" role="presentation" style="overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2392x2342" data-image-focal-point="0.5,0.5" data-image-id="5c74384aec212d3d8a559a2b" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-02.jpg?format=300w" style="left: -2.44449px; top: 0px; width: 233.889px; height: 229px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754303128389_342">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fill" role="presentation" style="overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x2296" data-image-focal-point="0.5,0.5" data-image-id="5c7438ab24a694c556dfa410" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-03.jpg?format=300w" style="left: -10.1733px; top: 0px; width: 249.347px; height: 229px; position: relative;"/>
</a>
</div>
</div>
</div>
</div>

</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":true,"floatDir":null,"methodOption":"transient","aspect-ratio":"square","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5c743844f4e1fcf1f4a4e9b1","design":"grid","lightbox":false,"padding":6,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":true,"thumbnails-per-row":3,"vSize":null,"transientGalleryId":"5c743844f4e1fcf1f4a4e9b1"}'>
<div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-square sqs-gallery-thumbnails-per-row-3 sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303128389_291">
<div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1754303128389_308">
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754303128389_340">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fill" role="presentation" style="overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5c743844e5e5f09494601689" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-01.jpg?format=300w" style="left: 0px; top: -38.1667px; width: 229px; height: 305.333px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754303128389_341">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fill" role="presentation" style="overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2392x2342" data-image-focal-point="0.5,0.5" data-image-id="5c74384aec212d3d8a559a2b" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-02.jpg?format=300w" style="left: -2.44449px; top: 0px; width: 233.889px; height: 229px; position: relative;"/>
</a>
</div>
</div>
<div class="slide sqs-gallery-design-grid-slide" data-animation-role="image" data-type="image" id="yui_3_17_2_1_1754303128389_342">
<div class="margin-wrapper">
<a class="image-slide-anchor content-fill" role="presentation" style="overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x2296" data-image-focal-point="0.5,0.5" data-image-id="5c7438ab24a694c556dfa410" data-image-resolution="300w" data-load="false" data-parent-ratio="1.0" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-grid" src="/examples/images/photo-03.jpg?format=300w" style="left: -10.1733px; top: 0px; width: 249.347px; height: 229px; position: relative;"/>
</a>
</div>
</div>
</div>
</div>

</sqs-gallery>`,
    check: (el) => shows(el, { design: 'grid', slides: 3, ratio: 1 }),
  },
  {
    name: 'slideshow with a thumbnail strip',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-2-25-metaphors-amp-visualizations.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":true,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":false,"blockAnimation":"none","collectionId":"5c743738fa0d60708c193810","controls":false,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnail-strip-height":80,"thumbnail-strip-margin":20,"thumbnails":true,"vSize":null,"transientGalleryId":"5c743738fa0d60708c193810"}' data-block-type="8" id="block-yui_3_17_2_1_1551116665448_19216"><div class="sqs-block-content" id="yui_3_17_2_1_1754303128389_663">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-thumbnails sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303128389_393">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303128389_410" style="height: 355.6px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_460" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x2527" data-image-focal-point="0.5,0.5" data-image-id="5c7439bd24a694c556dfb825" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303128389_662" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 0px; top: -183.295px; width: 700px; height: 722.59px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_464" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1381" data-image-focal-point="0.5,0.5" data-image-id="5c74374a1905f47fe5fa61bb" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -15.34px; width: 700px; height: 386.68px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_468" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1350" data-image-focal-point="0.5,0.5" data-image-id="5c743747652dea796181bac6" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -11px; width: 700px; height: 378px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_472" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x1525" data-image-focal-point="0.5,0.5" data-image-id="5c7437459b747a73a156c39a" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -35.5px; width: 700px; height: 427px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_476" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2500x1304" data-image-focal-point="0.5,0.5" data-image-id="5c743742e4966bc9161105da" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -4.56px; width: 700px; height: 365.12px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_480" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x1371" data-image-focal-point="0.5,0.5" data-image-id="5c743741652dea796181ba76" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -13.94px; width: 700px; height: 383.88px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_484" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-07.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2500x1335" data-image-focal-point="0.5,0.5" data-image-id="5c74373c15fcc062d3688a91" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-07.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-07.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -8.9px; width: 700px; height: 373.8px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_488" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-08.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2500x1313" data-image-focal-point="0.5,0.5" data-image-id="5c74373d085229dcf02bbcf7" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-08.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-08.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -5.82px; width: 700px; height: 367.64px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_492" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1333" data-image-focal-point="0.5,0.5" data-image-id="5c743738b208fc61ac7dfb4b" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -8.62px; width: 700px; height: 373.24px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_496" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1270" data-image-focal-point="0.5,0.5" data-image-id="5c743738eef1a1e66e347917" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: -0.393701px; top: -2.84217e-14px; width: 700.787px; height: 356px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
</div>
<div class="sqs-gallery-thumbnails sqs-gallery-design-strip" id="yui_3_17_2_1_1754303128389_681" style="height: 80px; margin-top: 15px; margin-bottom: -5px; padding-top: 5px; padding-bottom: 5px;">
<div class="sqs-wrapper" style="width: 2818px; left: 0px;"><img alt="Photo" aria-current="true" aria-label="Slide 1" class="sqs-gallery-design-strip-slide sqs-active-slide" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x2527" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-01.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_733" loading="lazy" role="button" sizes="77px" src="/examples/images/photo-01.jpg" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="77"/><img alt="Photo" aria-current="false" aria-label="Slide 2" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1381" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-02.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_734" loading="lazy" role="button" sizes="145px" src="/examples/images/photo-02.jpg" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="145"/><img alt="Photo" aria-current="false" aria-label="Slide 3" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1350" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-03.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_735" loading="lazy" role="button" sizes="148px" src="/examples/images/photo-03.jpg" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="148"/><img alt="Photo" aria-current="false" aria-label="Slide 4" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x1525" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-04.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_736" loading="lazy" role="button" sizes="131px" src="/examples/images/photo-04.jpg" srcset="/examples/images/photo-04.jpg?format=100w 100w, /examples/images/photo-04.jpg?format=300w 300w, /examples/images/photo-04.jpg?format=500w 500w, /examples/images/photo-04.jpg?format=750w 750w, /examples/images/photo-04.jpg?format=1000w 1000w, /examples/images/photo-04.jpg?format=1500w 1500w, /examples/images/photo-04.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="131"/><img alt="Photo" aria-current="false" aria-label="Slide 5" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2500x1304" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-05.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_737" loading="lazy" role="button" sizes="153px" src="/examples/images/photo-05.jpg" srcset="/examples/images/photo-05.jpg?format=100w 100w, /examples/images/photo-05.jpg?format=300w 300w, /examples/images/photo-05.jpg?format=500w 500w, /examples/images/photo-05.jpg?format=750w 750w, /examples/images/photo-05.jpg?format=1000w 1000w, /examples/images/photo-05.jpg?format=1500w 1500w, /examples/images/photo-05.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="153"/><img alt="Photo" aria-current="false" aria-label="Slide 6" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x1371" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-06.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_738" loading="lazy" role="button" sizes="146px" src="/examples/images/photo-06.jpg" srcset="/examples/images/photo-06.jpg?format=100w 100w, /examples/images/photo-06.jpg?format=300w 300w, /examples/images/photo-06.jpg?format=500w 500w, /examples/images/photo-06.jpg?format=750w 750w, /examples/images/photo-06.jpg?format=1000w 1000w, /examples/images/photo-06.jpg?format=1500w 1500w, /examples/images/photo-06.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="146"/><img alt="Photo" aria-current="false" aria-label="Slide 7" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2500x1335" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-07.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_739" loading="lazy" role="button" sizes="150px" src="/examples/images/photo-07.jpg" srcset="/examples/images/photo-07.jpg?format=100w 100w, /examples/images/photo-07.jpg?format=300w 300w, /examples/images/photo-07.jpg?format=500w 500w, /examples/images/photo-07.jpg?format=750w 750w, /examples/images/photo-07.jpg?format=1000w 1000w, /examples/images/photo-07.jpg?format=1500w 1500w, /examples/images/photo-07.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="150"/><img alt="Photo" aria-current="false" aria-label="Slide 8" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2500x1313" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-08.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_740" loading="lazy" role="button" sizes="152px" src="/examples/images/photo-08.jpg" srcset="/examples/images/photo-08.jpg?format=100w 100w, /examples/images/photo-08.jpg?format=300w 300w, /examples/images/photo-08.jpg?format=500w 500w, /examples/images/photo-08.jpg?format=750w 750w, /examples/images/photo-08.jpg?format=1000w 1000w, /examples/images/photo-08.jpg?format=1500w 1500w, /examples/images/photo-08.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="152"/><img alt="Photo" aria-current="false" aria-label="Slide 9" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1333" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-01.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_741" loading="lazy" role="button" sizes="150px" src="/examples/images/photo-01.jpg" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="150"/><img alt="Photo" aria-current="false" aria-label="Slide 10" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1270" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-02.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_742" loading="lazy" role="button" sizes="157px" src="/examples/images/photo-02.jpg" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="157"/></div></div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":true,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":false,"blockAnimation":"none","collectionId":"5c743738fa0d60708c193810","controls":false,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnail-strip-height":80,"thumbnail-strip-margin":20,"thumbnails":true,"vSize":null,"transientGalleryId":"5c743738fa0d60708c193810"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-thumbnails sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303128389_393">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303128389_410" style="height: 355.6px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_460" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x2527" data-image-focal-point="0.5,0.5" data-image-id="5c7439bd24a694c556dfb825" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303128389_662" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 0px; top: -183.295px; width: 700px; height: 722.59px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_464" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1381" data-image-focal-point="0.5,0.5" data-image-id="5c74374a1905f47fe5fa61bb" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -15.34px; width: 700px; height: 386.68px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_468" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1350" data-image-focal-point="0.5,0.5" data-image-id="5c743747652dea796181bac6" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -11px; width: 700px; height: 378px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_472" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x1525" data-image-focal-point="0.5,0.5" data-image-id="5c7437459b747a73a156c39a" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -35.5px; width: 700px; height: 427px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_476" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2500x1304" data-image-focal-point="0.5,0.5" data-image-id="5c743742e4966bc9161105da" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -4.56px; width: 700px; height: 365.12px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_480" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x1371" data-image-focal-point="0.5,0.5" data-image-id="5c743741652dea796181ba76" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -13.94px; width: 700px; height: 383.88px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_484" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-07.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2500x1335" data-image-focal-point="0.5,0.5" data-image-id="5c74373c15fcc062d3688a91" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-07.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-07.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -8.9px; width: 700px; height: 373.8px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_488" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-08.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2500x1313" data-image-focal-point="0.5,0.5" data-image-id="5c74373d085229dcf02bbcf7" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-08.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-08.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -5.82px; width: 700px; height: 367.64px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_492" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1333" data-image-focal-point="0.5,0.5" data-image-id="5c743738b208fc61ac7dfb4b" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: -8.62px; width: 700px; height: 373.24px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303128389_496" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1270" data-image-focal-point="0.5,0.5" data-image-id="5c743738eef1a1e66e347917" data-image-resolution="750w" data-load="false" data-parent-ratio="2.0" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: -0.393701px; top: -2.84217e-14px; width: 700.787px; height: 356px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
</div>
<div class="sqs-gallery-thumbnails sqs-gallery-design-strip" id="yui_3_17_2_1_1754303128389_681" style="height: 80px; margin-top: 15px; margin-bottom: -5px; padding-top: 5px; padding-bottom: 5px;">
<div class="sqs-wrapper" style="width: 2818px; left: 0px;"><img alt="Photo" aria-current="true" aria-label="Slide 1" class="sqs-gallery-design-strip-slide sqs-active-slide" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x2527" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-01.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_733" loading="lazy" role="button" sizes="77px" src="/examples/images/photo-01.jpg" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="77"/><img alt="Photo" aria-current="false" aria-label="Slide 2" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1381" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-02.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_734" loading="lazy" role="button" sizes="145px" src="/examples/images/photo-02.jpg" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="145"/><img alt="Photo" aria-current="false" aria-label="Slide 3" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1350" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-03.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_735" loading="lazy" role="button" sizes="148px" src="/examples/images/photo-03.jpg" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="148"/><img alt="Photo" aria-current="false" aria-label="Slide 4" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x1525" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-04.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_736" loading="lazy" role="button" sizes="131px" src="/examples/images/photo-04.jpg" srcset="/examples/images/photo-04.jpg?format=100w 100w, /examples/images/photo-04.jpg?format=300w 300w, /examples/images/photo-04.jpg?format=500w 500w, /examples/images/photo-04.jpg?format=750w 750w, /examples/images/photo-04.jpg?format=1000w 1000w, /examples/images/photo-04.jpg?format=1500w 1500w, /examples/images/photo-04.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="131"/><img alt="Photo" aria-current="false" aria-label="Slide 5" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2500x1304" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-05.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_737" loading="lazy" role="button" sizes="153px" src="/examples/images/photo-05.jpg" srcset="/examples/images/photo-05.jpg?format=100w 100w, /examples/images/photo-05.jpg?format=300w 300w, /examples/images/photo-05.jpg?format=500w 500w, /examples/images/photo-05.jpg?format=750w 750w, /examples/images/photo-05.jpg?format=1000w 1000w, /examples/images/photo-05.jpg?format=1500w 1500w, /examples/images/photo-05.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="153"/><img alt="Photo" aria-current="false" aria-label="Slide 6" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x1371" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-06.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_738" loading="lazy" role="button" sizes="146px" src="/examples/images/photo-06.jpg" srcset="/examples/images/photo-06.jpg?format=100w 100w, /examples/images/photo-06.jpg?format=300w 300w, /examples/images/photo-06.jpg?format=500w 500w, /examples/images/photo-06.jpg?format=750w 750w, /examples/images/photo-06.jpg?format=1000w 1000w, /examples/images/photo-06.jpg?format=1500w 1500w, /examples/images/photo-06.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="146"/><img alt="Photo" aria-current="false" aria-label="Slide 7" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2500x1335" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-07.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_739" loading="lazy" role="button" sizes="150px" src="/examples/images/photo-07.jpg" srcset="/examples/images/photo-07.jpg?format=100w 100w, /examples/images/photo-07.jpg?format=300w 300w, /examples/images/photo-07.jpg?format=500w 500w, /examples/images/photo-07.jpg?format=750w 750w, /examples/images/photo-07.jpg?format=1000w 1000w, /examples/images/photo-07.jpg?format=1500w 1500w, /examples/images/photo-07.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="150"/><img alt="Photo" aria-current="false" aria-label="Slide 8" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2500x1313" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-08.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_740" loading="lazy" role="button" sizes="152px" src="/examples/images/photo-08.jpg" srcset="/examples/images/photo-08.jpg?format=100w 100w, /examples/images/photo-08.jpg?format=300w 300w, /examples/images/photo-08.jpg?format=500w 500w, /examples/images/photo-08.jpg?format=750w 750w, /examples/images/photo-08.jpg?format=1000w 1000w, /examples/images/photo-08.jpg?format=1500w 1500w, /examples/images/photo-08.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="152"/><img alt="Photo" aria-current="false" aria-label="Slide 9" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1333" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-01.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_741" loading="lazy" role="button" sizes="150px" src="/examples/images/photo-01.jpg" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="150"/><img alt="Photo" aria-current="false" aria-label="Slide 10" class="sqs-gallery-design-strip-slide" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1270" data-image-focal-point="0.5,0.5" data-load="false" data-loader="sqs" data-src="/examples/images/photo-02.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303128389_742" loading="lazy" role="button" sizes="157px" src="/examples/images/photo-02.jpg" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" style="display:block" tabindex="-1" width="157"/></div></div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 10, thumbnails: 10, controls: false }),
  },
  {
    name: 'slideshow, autoplay, three slides',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-3-27-slipping-the-sdgs-into-everything.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":5,"blockAnimation":"none","collectionId":"5ccd79462585e60001d8f086","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5ccd79462585e60001d8f086"}' data-block-type="8" id="block-yui_3_17_2_1_1556962947705_15552"><div class="sqs-block-content" id="yui_3_17_2_1_1754303166262_293">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303166262_128">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303166262_148" style="height: 525px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303166262_219" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd794671c10b7dac24dcc1" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303166262_292" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303166262_223" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2407x2025" data-image-focal-point="0.5,0.5" data-image-id="5ccd79462585e60001d8f088" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -31.9537px; width: 700px; height: 588.907px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303166262_227" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd7953e4966b5894aec3e7" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":5,"blockAnimation":"none","collectionId":"5ccd79462585e60001d8f086","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5ccd79462585e60001d8f086"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303166262_128">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303166262_148" style="height: 525px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide sqs-active-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303166262_219" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd794671c10b7dac24dcc1" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303166262_292" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303166262_223" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2407x2025" data-image-focal-point="0.5,0.5" data-image-id="5ccd79462585e60001d8f088" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -31.9537px; width: 700px; height: 588.907px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303166262_227" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1875" data-image-focal-point="0.5,0.5" data-image-id="5ccd7953e4966b5894aec3e7" data-image-resolution="750w" data-load="false" data-parent-ratio="1.3" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -5.68434e-14px; top: 0px; width: 700px; height: 525px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 3, autoplay: true }),
  },
  {
    name: 'slideshow, autoplay without controls',
    source:
      'MaggieAppleton/squarespace-katie-archiver output/posts/2019-5-18-the-difficulty-in-delivering-booklists.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":3,"blockAnimation":"none","collectionId":"5cdf4f6f2a36f400019a4ed3","controls":false,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5cdf4f6f2a36f400019a4ed3"}' data-block-type="8" id="block-yui_3_17_2_1_1558131380498_155407"><div class="sqs-block-content" id="yui_3_17_2_1_1754300712309_364">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300712309_154">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754300712309_171" style="height: 447.922px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_222" style="opacity: 0.345483; z-index: 888; overflow: hidden; visibility: hidden; pointer-events: none;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="755x495" data-image-focal-point="0.5,0.5" data-image-id="5cdf4f707c744f00017e53d0" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300712309_363" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 0px; top: -5.4702px; width: 700px; height: 458.94px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded sqs-active-slide" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_226" style="opacity: 0.732751; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="689x510" data-image-focal-point="0.5,0.5" data-image-id="5cdf4f72fc145d0001ecc63d" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300712309_661" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -35.0711px; width: 700px; height: 518.142px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_230" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="722x462" data-image-focal-point="0.5,0.5" data-image-id="5cdf4f793fdc1e00013ae2fd" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -0.060606px; top: 0px; width: 700.121px; height: 448px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_234" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="717x460" data-image-focal-point="0.5,0.5" data-image-id="5cdf505960b1030001dc3005" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.546722px; width: 700px; height: 449.093px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_238" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="707x458" data-image-focal-point="0.5,0.5" data-image-id="5cdf5059ad4eec000156deb9" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 0px; top: -2.73267px; width: 700px; height: 453.465px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_242" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="704x457" data-image-focal-point="0.5,0.5" data-image-id="5cdf5062d296000001384d74" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: 0px; top: -3.2017px; width: 700px; height: 454.403px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_246" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-07.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-07.jpg" data-image-dimensions="711x470" data-image-focal-point="0.5,0.5" data-image-id="5cdf50636422980001d31b50" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-07.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-07.jpg?format=750w" style="font-size: 0px; left: 0px; top: -7.36428px; width: 700px; height: 462.729px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
</div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":3,"blockAnimation":"none","collectionId":"5cdf4f6f2a36f400019a4ed3","controls":false,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnails":false,"vSize":null,"transientGalleryId":"5cdf4f6f2a36f400019a4ed3"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754300712309_154">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754300712309_171" style="height: 447.922px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_222" style="opacity: 0.345483; z-index: 888; overflow: hidden; visibility: hidden; pointer-events: none;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="755x495" data-image-focal-point="0.5,0.5" data-image-id="5cdf4f707c744f00017e53d0" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300712309_363" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 0px; top: -5.4702px; width: 700px; height: 458.94px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded sqs-active-slide" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_226" style="opacity: 0.732751; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="689x510" data-image-focal-point="0.5,0.5" data-image-id="5cdf4f72fc145d0001ecc63d" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754300712309_661" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -35.0711px; width: 700px; height: 518.142px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_230" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="722x462" data-image-focal-point="0.5,0.5" data-image-id="5cdf4f793fdc1e00013ae2fd" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: -0.060606px; top: 0px; width: 700.121px; height: 448px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_234" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="717x460" data-image-focal-point="0.5,0.5" data-image-id="5cdf505960b1030001dc3005" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.546722px; width: 700px; height: 449.093px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_238" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="707x458" data-image-focal-point="0.5,0.5" data-image-id="5cdf5059ad4eec000156deb9" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 0px; top: -2.73267px; width: 700px; height: 453.465px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_242" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="704x457" data-image-focal-point="0.5,0.5" data-image-id="5cdf5062d296000001384d74" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: 0px; top: -3.2017px; width: 700px; height: 454.403px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754300712309_246" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-07.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-07.jpg" data-image-dimensions="711x470" data-image-focal-point="0.5,0.5" data-image-id="5cdf50636422980001d31b50" data-image-resolution="750w" data-load="false" data-parent-ratio="1.6" data-src="/examples/images/photo-07.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-07.jpg?format=750w" style="font-size: 0px; left: 0px; top: -7.36428px; width: 700px; height: 462.729px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
</div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 7, autoplay: true, controls: false }),
  },
  {
    name: 'slideshow with thumbnails and autoplay',
    source:
      'MaggieAppleton/squarespace-katie-archiver output/posts/2019-5-4-bookshelves-mobile-shipped-flat-pack-and-relatively-inexpensive.json',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","active-alignment":"center","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":2,"blockAnimation":"none","collectionId":"5ccd449953450a747bb96b5b","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnail-strip-height":80,"thumbnail-strip-margin":20,"thumbnails":true,"vSize":null,"transientGalleryId":"5ccd449953450a747bb96b5b"}' data-block-type="8" id="block-yui_3_17_2_1_1556939417644_262446"><div class="sqs-block-content" id="yui_3_17_2_1_1754303241246_347">
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-has-thumbnails sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303241246_128">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303241246_148" style="height: 933.333px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_222" style="opacity: 0; z-index: 888; overflow: hidden; visibility: hidden; pointer-events: none;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44c2085229f44bedc22a" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303241246_346" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded sqs-active-slide" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_226" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44b924a6946263e0e3ff" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303241246_878" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_230" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44be0d9297770ea9b78e" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_234" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44ade4966b5894adffb3" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_238" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44a424a6946263e0e3d5" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_242" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd4499ee6eb0583457ce52" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
<div class="sqs-gallery-thumbnails sqs-gallery-design-strip" id="yui_3_17_2_1_1754303241246_390" style="height: 80px; margin-top: 15px; margin-bottom: -5px; padding-top: 5px; padding-bottom: 5px;">
<div class="sqs-wrapper" style="left: 170px; width: 720px;"><img alt="Photo" aria-current="true" aria-label="Slide 1" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-01.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_438" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-01.jpg" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 2" class="sqs-gallery-design-strip-slide loaded sqs-active-slide" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-02.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_439" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-02.jpg" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 3" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-03.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_440" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-03.jpg" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 4" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-04.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_441" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-04.jpg" srcset="/examples/images/photo-04.jpg?format=100w 100w, /examples/images/photo-04.jpg?format=300w 300w, /examples/images/photo-04.jpg?format=500w 500w, /examples/images/photo-04.jpg?format=750w 750w, /examples/images/photo-04.jpg?format=1000w 1000w, /examples/images/photo-04.jpg?format=1500w 1500w, /examples/images/photo-04.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 5" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-05.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_442" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-05.jpg" srcset="/examples/images/photo-05.jpg?format=100w 100w, /examples/images/photo-05.jpg?format=300w 300w, /examples/images/photo-05.jpg?format=500w 500w, /examples/images/photo-05.jpg?format=750w 750w, /examples/images/photo-05.jpg?format=1000w 1000w, /examples/images/photo-05.jpg?format=1500w 1500w, /examples/images/photo-05.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 6" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-06.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_443" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-06.jpg" srcset="/examples/images/photo-06.jpg?format=100w 100w, /examples/images/photo-06.jpg?format=300w 300w, /examples/images/photo-06.jpg?format=500w 500w, /examples/images/photo-06.jpg?format=750w 750w, /examples/images/photo-06.jpg?format=1000w 1000w, /examples/images/photo-06.jpg?format=1500w 1500w, /examples/images/photo-06.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/></div></div>
</div></div>`,
    element: `<sqs-gallery block-json='{"existingGallery":null,"hSize":null,"newWindow":false,"floatDir":null,"methodOption":"transient","active-alignment":"center","aspectRatio":null,"auto-crop":true,"autoplay":true,"autoplay-duration":2,"blockAnimation":"none","collectionId":"5ccd449953450a747bb96b5b","controls":true,"design":"slideshow","meta-position":"bottom","show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"show-meta-on-hover":false,"square-thumbs":true,"thumbnail-strip-height":80,"thumbnail-strip-margin":20,"thumbnails":true,"vSize":null,"transientGalleryId":"5ccd449953450a747bb96b5b"}'>
<div class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-has-controls sqs-gallery-has-thumbnails sqs-gallery-block-show-meta sqs-gallery-block-meta-position-bottom sqs-gallery-block-show-meta block-animation-none clear" id="yui_3_17_2_1_1754303241246_128">
<div class="sqs-gallery sqs-gallery-design-stacked" id="yui_3_17_2_1_1754303241246_148" style="height: 933.333px;">
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_222" style="opacity: 0; z-index: 888; overflow: hidden; visibility: hidden; pointer-events: none;">
<noscript><img alt="Photo" src="/examples/images/photo-01.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44c2085229f44bedc22a" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-01.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303241246_346" src="/examples/images/photo-01.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded sqs-active-slide" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_226" style="opacity: 1; z-index: 889; overflow: hidden; visibility: visible; pointer-events: auto;">
<noscript><img alt="Photo" src="/examples/images/photo-02.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44b924a6946263e0e3ff" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-02.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" id="yui_3_17_2_1_1754303241246_878" src="/examples/images/photo-02.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_230" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-03.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44be0d9297770ea9b78e" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-03.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-03.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_234" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-04.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44ade4966b5894adffb3" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-04.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-04.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_238" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-05.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd44a424a6946263e0e3d5" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-05.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-05.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
<div class="slide content-fill sqs-gallery-design-stacked-slide loaded" data-click-through-url="" data-type="image" id="yui_3_17_2_1_1754303241246_242" style="opacity: 0; z-index: 888; overflow: hidden;">
<noscript><img alt="Photo" src="/examples/images/photo-06.jpg"/></noscript><img alt="Photo" class="thumb-image loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-id="5ccd4499ee6eb0583457ce52" data-image-resolution="750w" data-load="false" data-parent-ratio="0.8" data-src="/examples/images/photo-06.jpg" data-type="image" elementtiming="system-gallery-block-slideshow" src="/examples/images/photo-06.jpg?format=750w" style="font-size: 0px; left: 0px; top: -0.166667px; width: 700px; height: 933.333px; position: relative;"/>
<div class="color-overlay"></div>
</div>
</div>
<div class="sqs-gallery-meta-container">
<div class="sqs-gallery-controls show-hover-effect">
<a aria-label="Previous Slide" class="previous" role="button" tabindex="0"></a>
<a aria-label="Next Slide" class="next" role="button" tabindex="0"></a>
</div>
</div> <!-- END .sqs-gallery-meta-container -->
</div>
<div class="sqs-gallery-thumbnails sqs-gallery-design-strip" id="yui_3_17_2_1_1754303241246_390" style="height: 80px; margin-top: 15px; margin-bottom: -5px; padding-top: 5px; padding-bottom: 5px;">
<div class="sqs-wrapper" style="left: 170px; width: 720px;"><img alt="Photo" aria-current="true" aria-label="Slide 1" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-01.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_438" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-01.jpg" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 2" class="sqs-gallery-design-strip-slide loaded sqs-active-slide" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-02.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_439" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-02.jpg" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 3" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-03.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_440" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-03.jpg" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 4" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-04.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_441" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-04.jpg" srcset="/examples/images/photo-04.jpg?format=100w 100w, /examples/images/photo-04.jpg?format=300w 300w, /examples/images/photo-04.jpg?format=500w 500w, /examples/images/photo-04.jpg?format=750w 750w, /examples/images/photo-04.jpg?format=1000w 1000w, /examples/images/photo-04.jpg?format=1500w 1500w, /examples/images/photo-04.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 5" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-05.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-05.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_442" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-05.jpg" srcset="/examples/images/photo-05.jpg?format=100w 100w, /examples/images/photo-05.jpg?format=300w 300w, /examples/images/photo-05.jpg?format=500w 500w, /examples/images/photo-05.jpg?format=750w 750w, /examples/images/photo-05.jpg?format=1000w 1000w, /examples/images/photo-05.jpg?format=1500w 1500w, /examples/images/photo-05.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/><img alt="Photo" aria-current="false" aria-label="Slide 6" class="sqs-gallery-design-strip-slide loaded" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2448x3264" data-image-focal-point="0.5,0.5" data-image-resolution="100w" data-load="false" data-loader="sqs" data-src="/examples/images/photo-06.jpg" data-type="image" decoding="async" elementtiming="system-gallery-thumbnail" height="80" id="yui_3_17_2_1_1754303241246_443" loading="lazy" role="button" sizes="60px" src="/examples/images/photo-06.jpg" srcset="/examples/images/photo-06.jpg?format=100w 100w, /examples/images/photo-06.jpg?format=300w 300w, /examples/images/photo-06.jpg?format=500w 500w, /examples/images/photo-06.jpg?format=750w 750w, /examples/images/photo-06.jpg?format=1000w 1000w, /examples/images/photo-06.jpg?format=1500w 1500w, /examples/images/photo-06.jpg?format=2500w 2500w" style="display:block" tabindex="0" width="60"/></div></div>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'slideshow', slides: 6, thumbnails: 6, autoplay: true }),
  },
  {
    name: 'standard-vertical grid, four per row',
    source: 'minhhiep02112001/restaurant resources/views/front_end/home.blade.php',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json="&#123;&quot;methodOption&quot;:&quot;transient&quot;,&quot;existingGallery&quot;:null,&quot;newWindow&quot;:false,&quot;aspect-ratio&quot;:&quot;standard-vertical&quot;,&quot;aspectRatio&quot;:null,&quot;auto-crop&quot;:true,&quot;blockAnimation&quot;:&quot;none&quot;,&quot;collectionId&quot;:&quot;5c4b8a5e42bfc120277d72f4&quot;,&quot;design&quot;:&quot;grid&quot;,&quot;lightbox&quot;:false,&quot;padding&quot;:24,&quot;show-meta&quot;:true,&quot;show-meta-basic&quot;:true,&quot;show-meta-only-title&quot;:false,&quot;show-meta-only-description&quot;:false,&quot;square-thumbs&quot;:false,&quot;thumbnails-per-row&quot;:4,&quot;vSize&quot;:null,&quot;transientGalleryId&quot;:&quot;5c4b8a5e42bfc120277d72f4&quot;&#125;" data-block-type="8" id="block-b174ee8f81c5986f3b50"><div class="sqs-block-content">
<div class="
  sqs-gallery-container
  sqs-gallery-block-grid
  sqs-gallery-aspect-ratio-standard-vertical
  sqs-gallery-thumbnails-per-row-4
  sqs-gallery-block-show-meta
  block-animation-none
  clear"><div class="sqs-gallery">
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-01.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-02.jpg" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bfa38022342990fbaa9a" data-type="image" /></a></div></div>
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-03.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-04.jpg" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bfa8970e8e58270da576" data-type="image" /></a></div></div>
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-05.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-06.jpg" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bf8f0dfa0d0c21abfeea" data-type="image" /></a></div></div>
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-07.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-08.jpg" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bf8f2bdce735b5fc5c67" data-type="image" /></a></div></div>
</div></div>
<style type="text/css" id="design-grid-css">
#block-b174ee8f81c5986f3b50 .sqs-gallery-block-grid .sqs-gallery-design-grid { margin-right: -24px; }
#block-b174ee8f81c5986f3b50 .sqs-gallery-block-grid .sqs-gallery-design-grid-slide .margin-wrapper { margin-right: 24px; margin-bottom: 24px; }
</style>
</div></div>`,
    element: `<sqs-gallery block-json='{"methodOption":"transient","existingGallery":null,"newWindow":false,"aspect-ratio":"standard-vertical","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5c4b8a5e42bfc120277d72f4","design":"grid","lightbox":false,"padding":24,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":false,"thumbnails-per-row":4,"vSize":null,"transientGalleryId":"5c4b8a5e42bfc120277d72f4"}'>
<div class="
  sqs-gallery-container
  sqs-gallery-block-grid
  sqs-gallery-aspect-ratio-standard-vertical
  sqs-gallery-thumbnails-per-row-4
  sqs-gallery-block-show-meta
  block-animation-none
  clear"><div class="sqs-gallery">
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-01.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-02.jpg" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bfa38022342990fbaa9a" data-type="image" /></a></div></div>
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-03.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-04.jpg" data-image="/examples/images/photo-04.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bfa8970e8e58270da576" data-type="image" /></a></div></div>
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-05.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-06.jpg" data-image="/examples/images/photo-06.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bf8f0dfa0d0c21abfeea" data-type="image" /></a></div></div>
<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper"><a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  "><noscript><img src="/examples/images/photo-07.jpg" alt="Photo" /></noscript><img class="thumb-image" data-src="/examples/images/photo-08.jpg" data-image="/examples/images/photo-08.jpg" data-image-dimensions="2500x3745" data-image-focal-point="0.5,0.5" alt="Photo" data-load="false" data-image-id="5e83bf8f2bdce735b5fc5c67" data-type="image" /></a></div></div>
</div></div>
<style type="text/css" id="design-grid-css">
#block-b174ee8f81c5986f3b50 .sqs-gallery-block-grid .sqs-gallery-design-grid { margin-right: -24px; }
#block-b174ee8f81c5986f3b50 .sqs-gallery-block-grid .sqs-gallery-design-grid-slide .margin-wrapper { margin-right: 24px; margin-bottom: 24px; }
</style>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'grid', slides: 4, columns: 4, ratio: 2 / 3 }),
  },
  {
    name: 'anamorphic-widescreen grid saved without picture sizes, with links',
    source: 'zulkarom/git-bis frontend/views/layouts/main.php',
    block: `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json="{&quot;hSize&quot;:null,&quot;floatDir&quot;:null,&quot;methodOption&quot;:&quot;transient&quot;,&quot;existingGallery&quot;:null,&quot;newWindow&quot;:false,&quot;aspect-ratio&quot;:&quot;anamorphic-widescreen&quot;,&quot;aspectRatio&quot;:null,&quot;auto-crop&quot;:true,&quot;blockAnimation&quot;:&quot;none&quot;,&quot;collectionId&quot;:&quot;5c08217421c67c2d9fb270a8&quot;,&quot;design&quot;:&quot;grid&quot;,&quot;lightbox&quot;:false,&quot;padding&quot;:1,&quot;show-meta&quot;:true,&quot;show-meta-basic&quot;:true,&quot;show-meta-only-title&quot;:false,&quot;show-meta-only-description&quot;:false,&quot;square-thumbs&quot;:false,&quot;thumbnails-per-row&quot;:3,&quot;vSize&quot;:null,&quot;transientGalleryId&quot;:&quot;5c08217421c67c2d9fb270a8&quot;}" data-block-type="8" id="block-yui_3_17_2_1_1544036447190_11088"><div class="sqs-block-content">
<div class="
  sqs-gallery-container
  sqs-gallery-block-grid
  sqs-gallery-aspect-ratio-anamorphic-widescreen
  sqs-gallery-thumbnails-per-row-3
  sqs-gallery-block-show-meta
  block-animation-none
  clear" id="yui_3_17_2_1_1617087493649_283">
  <div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1617087493649_300">
            <div class="slide sqs-gallery-design-grid-slide sqs-active-slide" data-type="image" data-animation-role="image" id="yui_3_17_2_1_1617087493649_334">
              <div class="margin-wrapper">
                <a href="#" class="
                    image-slide-anchor
                    content-fit
                  ">
                  <img class="thumb-image loaded" src="/examples/images/photo-01.jpg?= $dirAssests?>/images/Oda-Bazaar-W.png" style="left: 0px; top: 0px; width: 230px; position: relative;">
                </a>
              </div>
            </div>
            <div class="slide sqs-gallery-design-grid-slide" data-type="image" data-animation-role="image" id="yui_3_17_2_1_1617087493649_335">
              <div class="margin-wrapper">
                <a href="https://example.com/" class="
                    image-slide-anchor
                    content-fit
                  ">
                  <img class="thumb-image loaded" src="/examples/images/photo-01.jpg?= $dirAssests?>/images/IbnAgroFarm-W.png" style="left: 0px; top: 0px; width: 180px;position: relative;">
                </a>
              </div>
            </div>
            <div class="slide sqs-gallery-design-grid-slide" data-type="image" data-animation-role="image" id="yui_3_17_2_1_1617087493649_336">
              <div class="margin-wrapper">
                <a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  ">
         <img class="thumb-image loaded"  alt="Photo" data-image-resolution="500w" src="/examples/images/photo-01.jpg?= $dirAssests?>/images/AyamGoreng-W.jpg" style="left: 0px; top: 0px; width: 150px; position: relative;">
                </a>
              </div>
            </div>
  </div>
</div>
<style type="text/css" id="design-grid-css">
#block-yui_3_17_2_1_1544036447190_11088 .sqs-gallery-block-grid .sqs-gallery-design-grid { margin-right: -1px; }
#block-yui_3_17_2_1_1544036447190_11088 .sqs-gallery-block-grid .sqs-gallery-design-grid-slide .margin-wrapper { margin-right: 1px; margin-bottom: 1px; }
</style>
</div></div>`,
    element: `<sqs-gallery block-json='{"hSize":null,"floatDir":null,"methodOption":"transient","existingGallery":null,"newWindow":false,"aspect-ratio":"anamorphic-widescreen","aspectRatio":null,"auto-crop":true,"blockAnimation":"none","collectionId":"5c08217421c67c2d9fb270a8","design":"grid","lightbox":false,"padding":1,"show-meta":true,"show-meta-basic":true,"show-meta-only-title":false,"show-meta-only-description":false,"square-thumbs":false,"thumbnails-per-row":3,"vSize":null,"transientGalleryId":"5c08217421c67c2d9fb270a8"}'>
<div class="
  sqs-gallery-container
  sqs-gallery-block-grid
  sqs-gallery-aspect-ratio-anamorphic-widescreen
  sqs-gallery-thumbnails-per-row-3
  sqs-gallery-block-show-meta
  block-animation-none
  clear" id="yui_3_17_2_1_1617087493649_283">
  <div class="sqs-gallery sqs-gallery-design-grid" id="yui_3_17_2_1_1617087493649_300">
            <div class="slide sqs-gallery-design-grid-slide sqs-active-slide" data-type="image" data-animation-role="image" id="yui_3_17_2_1_1617087493649_334">
              <div class="margin-wrapper">
                <a href="#" class="
                    image-slide-anchor
                    content-fit
                  ">
                  <img class="thumb-image loaded" src="/examples/images/photo-01.jpg?= $dirAssests?>/images/Oda-Bazaar-W.png" style="left: 0px; top: 0px; width: 230px; position: relative;">
                </a>
              </div>
            </div>
            <div class="slide sqs-gallery-design-grid-slide" data-type="image" data-animation-role="image" id="yui_3_17_2_1_1617087493649_335">
              <div class="margin-wrapper">
                <a href="https://example.com/" class="
                    image-slide-anchor
                    content-fit
                  ">
                  <img class="thumb-image loaded" src="/examples/images/photo-01.jpg?= $dirAssests?>/images/IbnAgroFarm-W.png" style="left: 0px; top: 0px; width: 180px;position: relative;">
                </a>
              </div>
            </div>
            <div class="slide sqs-gallery-design-grid-slide" data-type="image" data-animation-role="image" id="yui_3_17_2_1_1617087493649_336">
              <div class="margin-wrapper">
                <a role="presentation" class="
                    image-slide-anchor
                    content-fit
                  ">
         <img class="thumb-image loaded"  alt="Photo" data-image-resolution="500w" src="/examples/images/photo-01.jpg?= $dirAssests?>/images/AyamGoreng-W.jpg" style="left: 0px; top: 0px; width: 150px; position: relative;">
                </a>
              </div>
            </div>
  </div>
</div>
<style type="text/css" id="design-grid-css">
#block-yui_3_17_2_1_1544036447190_11088 .sqs-gallery-block-grid .sqs-gallery-design-grid { margin-right: -1px; }
#block-yui_3_17_2_1_1544036447190_11088 .sqs-gallery-block-grid .sqs-gallery-design-grid-slide .margin-wrapper { margin-right: 1px; margin-bottom: 1px; }
</style>
</sqs-gallery>`,
    check: (el) => shows(el, { design: 'grid', slides: 3, columns: 3, ratio: 2.4, links: 1 }),
  },
];
