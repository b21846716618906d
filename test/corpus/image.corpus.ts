/**
 * Real image blocks (`sqs-block-image`, block type 5, and the fluid layout's image component) as published pages
 * carry them: the inline, fluid and collage designs, cards with a title, subtitle and links, captions with links, a
 * link around the picture, a lightbox, fitted and filled pictures, focal points.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { shadow } from '../support/helpers.js';
import type { CorpusBlock } from './harness.js';

const figure = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const frame = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('[part~="frame"]')!;
const img = (el: HTMLElement) => shadow(el).querySelector<HTMLImageElement>('[part~="image"]')!;
const link = (el: HTMLElement) => shadow(el).querySelector<HTMLAnchorElement>('[part~="link"]');
const partText = (el: HTMLElement, name: string) =>
  shadow(el).querySelector(`[part~="${name}"]`)?.textContent?.trim() ?? null;
const loaded = (el: HTMLElement) =>
  waitUntil(() => el.dataset.state === 'loaded', `the picture never loaded (state ${el.dataset.state})`);
/** Waits for the sanitised html of the block's markup (its code loads on demand) to show in the part `name`. */
const shown = (el: HTMLElement, name: string) =>
  waitUntil(() => partText(el, name), `the ${name} of the block's markup was never shown`);
/** Whether the card sits beside the picture (the block is wide enough for the card designs' row). */
const cardBeside = (el: HTMLElement): boolean => {
  const picture = frame(el).getBoundingClientRect();
  const card = shadow(el).querySelector('[part~="caption"]')!.getBoundingClientRect();
  return el.dataset.layout === 'narrow' || Math.abs(picture.top - card.top) < picture.height;
};

/** The image blocks of the corpus. */
export const imageCorpus: readonly CorpusBlock[] = [
  {
    name: 'collage design, card right of a fitted picture',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-dd0b6020660f1f7ec6b7"><div class="sqs-block-content">
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-collage
combination-animation-collide
individual-animation-none
individual-text-animation-none
image-position-right
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
class="
image-inset"
data-animation-role="image"
data-description=""
data-animation-override
>
<div class="sqs-image-shape-container-element
content-fit
" style="
position: relative;
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);
">
<img data-stretch="true" data-src="" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-01.jpg" width="2500" height="1667" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-fit: contain;" onload="this.classList.add(&quot;loaded&quot;)" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="image-overlay" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"></div>
</div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"
data-animation-override
><p class="" style="white-space:pre-wrap;">Card title words, long enough to wrap over two lines of the card.</p></div></div>
<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"
data-animation-override
><h4 style="white-space:pre-wrap;">— Card subtitle</h4></div></div>
</div>
</figcaption>
</figure>
</div></div>`,
    element: `<sqs-image>
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-collage
combination-animation-collide
individual-animation-none
individual-text-animation-none
image-position-right
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
class="
image-inset"
data-animation-role="image"
data-description=""
data-animation-override
>
<div class="sqs-image-shape-container-element
content-fit
" style="
position: relative;
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);
">
<img data-stretch="true" data-src="" data-image="/examples/images/photo-01.jpg" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-01.jpg" width="2500" height="1667" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-fit: contain;" onload="this.classList.add(&quot;loaded&quot;)" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="image-overlay" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"></div>
</div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"
data-animation-override
><p class="" style="white-space:pre-wrap;">Card title words, long enough to wrap over two lines of the card.</p></div></div>
<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"
data-animation-override
><h4 style="white-space:pre-wrap;">— Card subtitle</h4></div></div>
</div>
</figcaption>
</figure>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('collage');
      expect(figure(el).dataset.position).to.equal('right');
      expect(figure(el).dataset.mode).to.equal('fit');
      expect(img(el).getAttribute('data-image-dimensions')).to.equal('2500x1667');
      await shown(el, 'title');
      expect(partText(el, 'title')).to.equal('Card title words, long enough to wrap over two lines of the card.');
      expect(partText(el, 'subtitle')).to.equal('— Card subtitle');
      expect(cardBeside(el)).to.equal(true);
    },
  },
  {
    name: 'collage design, card left, alt from the file name',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-0bfcef725e3e10901a05"><div class="sqs-block-content">
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-collage
combination-animation-collide
individual-animation-none
individual-text-animation-none
image-position-left
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
class="
image-inset"
data-animation-role="image"
data-description=""
data-animation-override
>
<div class="sqs-image-shape-container-element
content-fit
" style="
position: relative;
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);
">
<img data-stretch="false" data-src="/examples/images/photo-02.jpg" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1999" data-image-focal-point="0.5,0.5" alt="photo-02.jpg" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-02.jpg" width="2500" height="1999" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-fit: contain;" onload="this.classList.add(&quot;loaded&quot;)" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="image-overlay" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"></div>
</div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"
data-animation-override
><p class="" style="white-space:pre-wrap;">Another card title in neutral words.</p></div></div>
<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"
data-animation-override
><h4 style="white-space:pre-wrap;">— Another subtitle</h4></div></div>
</div>
</figcaption>
</figure>
</div></div>`,
    element: `<sqs-image>
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-collage
combination-animation-collide
individual-animation-none
individual-text-animation-none
image-position-left
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
class="
image-inset"
data-animation-role="image"
data-description=""
data-animation-override
>
<div class="sqs-image-shape-container-element
content-fit
" style="
position: relative;
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);
">
<img data-stretch="false" data-src="/examples/images/photo-02.jpg" data-image="/examples/images/photo-02.jpg" data-image-dimensions="2500x1999" data-image-focal-point="0.5,0.5" alt="photo-02.jpg" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-02.jpg" width="2500" height="1999" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-fit: contain;" onload="this.classList.add(&quot;loaded&quot;)" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="image-overlay" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"></div>
</div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"
data-animation-override
><p class="" style="white-space:pre-wrap;">Another card title in neutral words.</p></div></div>
<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"
data-animation-override
><h4 style="white-space:pre-wrap;">— Another subtitle</h4></div></div>
</div>
</figcaption>
</figure>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(img(el).alt).to.equal('photo-02.jpg');
      expect(figure(el).dataset.position).to.equal('left');
      expect(img(el).getAttribute('data-image-dimensions')).to.equal('2500x1999');
      await shown(el, 'title');
      expect(partText(el, 'title')).to.equal('Another card title in neutral words.');
      expect(cardBeside(el)).to.equal(true);
    },
  },
  {
    name: 'collage design whose subtitle is a list of links',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-990e00ff005295fdf980571"><div class="sqs-block-content">
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-collage
combination-animation-collide
individual-animation-none
individual-text-animation-none
image-position-right
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
class="
image-inset"
data-animation-role="image"
data-description=""
data-animation-override
>
<div class="sqs-image-shape-container-element
content-fit
" style="
position: relative;
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);
">
<img data-stretch="true" data-src="/examples/images/photo-03.jpg" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-03.jpg" width="2500" height="1667" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-fit: contain;" onload="this.classList.add(&quot;loaded&quot;)" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="image-overlay" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"></div>
</div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"
data-animation-override
><h4 style="white-space:pre-wrap;">A heading over a list.</h4></div></div>
<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"
data-animation-override
><ul data-rte-list="default"><li><p class="" style="white-space:pre-wrap;"><a href="https://example.com/one?a=1&b=2" target="_blank">First link</a></p></li><li><p class="" style="white-space:pre-wrap;"><a href="https://example.com/two" target="_blank">Second link</a></p></li><li><p class="" style="white-space:pre-wrap;"><a href="https://example.com/@three" target="_blank">Third link</a></p></li></ul></div></div>
</div>
</figcaption>
</figure>
</div></div>`,
    element: `<sqs-image>
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-collage
combination-animation-collide
individual-animation-none
individual-text-animation-none
image-position-right
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
class="
image-inset"
data-animation-role="image"
data-description=""
data-animation-override
>
<div class="sqs-image-shape-container-element
content-fit
" style="
position: relative;
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);
">
<img data-stretch="true" data-src="/examples/images/photo-03.jpg" data-image="/examples/images/photo-03.jpg" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-03.jpg" width="2500" height="1667" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-fit: contain;" onload="this.classList.add(&quot;loaded&quot;)" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="image-overlay" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"></div>
</div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"
data-animation-override
><h4 style="white-space:pre-wrap;">A heading over a list.</h4></div></div>
<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"
data-animation-override
><ul data-rte-list="default"><li><p class="" style="white-space:pre-wrap;"><a href="https://example.com/one?a=1&b=2" target="_blank">First link</a></p></li><li><p class="" style="white-space:pre-wrap;"><a href="https://example.com/two" target="_blank">Second link</a></p></li><li><p class="" style="white-space:pre-wrap;"><a href="https://example.com/@three" target="_blank">Third link</a></p></li></ul></div></div>
</div>
</figcaption>
</figure>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      await shown(el, 'subtitle');
      const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part~="subtitle"] a')];
      expect(links.map((a) => a.textContent)).to.deep.equal(['First link', 'Second link', 'Third link']);
      expect(links[1]!.getAttribute('href')).to.equal('https://example.com/two');
      expect(partText(el, 'title')).to.equal('A heading over a list.');
    },
  },
  {
    name: 'fluid design opening a lightbox',
    source: 'Deedeo/portfolio www.joyceomatseye.com/index.html',
    block: `<div class="sqs-block image-block sqs-block-image sqs-stretched" data-aspect-ratio="115.20354472445307" data-block-type="5" id="block-63c552a9727f83e78d6852b3">
<div class="sqs-block-content">
<div class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-left
combination-animation-none
individual-animation-none
" data-test="image-block-fluid-outer-wrapper">
<div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image">
<div class="fluid-image-container sqs-image-content" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;">
<button class="sqs-block-image-button lightbox content-fill" data-lightbox-theme="dark">
<span class="v6-visually-hidden"></span>
<noscript>
<img src="/examples/images/photo-04.jpg" alt="" loading="lazy" style="
object-fit: cover;
object-position: calc(0.5 * 100%) calc(0.5 * 100%);
"/>
</noscript>
<img
data-src="/examples/images/photo-04.jpg" data-image="/examples/images/photo-04.jpg" data-image-dimensions="4480x6720" data-image-focal-point="0.5,0.5" alt=""
loading="lazy"
data-stretch="true"
style="object-fit: cover;object-position: calc(0.5 * 100%) calc(0.5 * 100%);"
/>
<div class="fluidImageOverlay"></div>
</button>
</div>
</div>
</div>
<style>
.fe-block-63c552a9727f83e78d6852b3 .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</div>
</div>`,
    element: `<sqs-image>
<div class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-left
combination-animation-none
individual-animation-none
" data-test="image-block-fluid-outer-wrapper">
<div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image">
<div class="fluid-image-container sqs-image-content" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;">
<button class="sqs-block-image-button lightbox content-fill" data-lightbox-theme="dark">
<span class="v6-visually-hidden"></span>
<noscript>
<img src="/examples/images/photo-04.jpg" alt="" loading="lazy" style="
object-fit: cover;
object-position: calc(0.5 * 100%) calc(0.5 * 100%);
"/>
</noscript>
<img
data-src="/examples/images/photo-04.jpg" data-image="/examples/images/photo-04.jpg" data-image-dimensions="4480x6720" data-image-focal-point="0.5,0.5" alt=""
loading="lazy"
data-stretch="true"
style="object-fit: cover;object-position: calc(0.5 * 100%) calc(0.5 * 100%);"
/>
<div class="fluidImageOverlay"></div>
</button>
</div>
</div>
</div>
<style>
.fe-block-63c552a9727f83e78d6852b3 .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</sqs-image>`,
    warns: ['lightbox'],
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('fluid');
      expect(figure(el).dataset.mode).to.equal('fill');
      expect(img(el).getAttribute('data-image-dimensions')).to.equal('4480x6720');
      expect(frame(el).style.aspectRatio).to.equal('4480 / 6720');
      expect(shadow(el).querySelector('[part~="caption"]')!.hasAttribute('hidden')).to.equal(true);
    },
  },
  {
    name: 'fluid design filling its box',
    source: 'DanielJopQ/TheCarGeekSociety_AlbertoDanielJopQuintero thecargeeksociety/index.html',
    block: `<div class="sqs-block image-block sqs-block-image sqs-stretched" data-aspect-ratio="118.11681354004942" data-block-type="5" id="block-8fe6370223e83489799a">
<div class="sqs-block-content">
<div class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
" data-test="image-block-fluid-outer-wrapper">
<div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image">
<div class="fluid-image-container sqs-image-content" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;">
<div class="content-fill">
<img data-stretch="true" data-src="/examples/images/photo-05.jpg" data-image="/examples/images/photo-05.jpg"
data-image-dimensions="766x273" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-05.jpg"
width="766" height="273" alt="" sizes="100vw" style="display:block;object-fit: cover; object-position: 50% 50%" srcset="/examples/images/photo-05.jpg?format=100w 100w, /examples/images/photo-05.jpg?format=300w 300w, /examples/images/photo-05.jpg?format=500w 500w, /examples/images/photo-05.jpg?format=750w 750w, /examples/images/photo-05.jpg?format=1000w 1000w, /examples/images/photo-05.jpg?format=1500w 1500w, /examples/images/photo-05.jpg?format=2500w 2500w"
loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-8fe6370223e83489799a .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</div>
</div>`,
    element: `<sqs-image>
<div class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
" data-test="image-block-fluid-outer-wrapper">
<div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image">
<div class="fluid-image-container sqs-image-content" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;">
<div class="content-fill">
<img data-stretch="true" data-src="/examples/images/photo-05.jpg" data-image="/examples/images/photo-05.jpg"
data-image-dimensions="766x273" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-05.jpg"
width="766" height="273" alt="" sizes="100vw" style="display:block;object-fit: cover; object-position: 50% 50%" srcset="/examples/images/photo-05.jpg?format=100w 100w, /examples/images/photo-05.jpg?format=300w 300w, /examples/images/photo-05.jpg?format=500w 500w, /examples/images/photo-05.jpg?format=750w 750w, /examples/images/photo-05.jpg?format=1000w 1000w, /examples/images/photo-05.jpg?format=1500w 1500w, /examples/images/photo-05.jpg?format=2500w 2500w"
loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-8fe6370223e83489799a .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('fluid');
      expect(figure(el).dataset.position).to.equal('center');
      expect(img(el).alt).to.equal('');
      expect(frame(el).style.aspectRatio).to.equal('766 / 273');
    },
  },
  {
    name: 'inline image with a caption holding links',
    source: 'swilliams/squarespace-exporter test/2006-08-14-night-factory.html',
    block: `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-50424787e4b05fbf23527450"><div class="sqs-block-content">
<div class="image-block-outer-wrapper layout- ">
<div class="intrinsic" style="max-width:240.0px;">
<div style="padding-bottom:67.91666412353516%;" class="image-block-wrapper   " data-description="&lt;p&gt;&lt;p&gt;First sentence of the caption.&lt;p /&gt;
Second sentence of the caption.&lt;/p&gt;
&lt;br /&gt;
&lt;span style=&quot;font-size: 0.9em; margin-top: 0px;&quot;&gt;&lt;a href=&quot;https://example.com/photos/1/&quot;&gt;Photo page&lt;/a&gt;
&lt;br /&gt;
Uploaded by &lt;a href=&quot;https://example.com/people/1/&quot;&gt;Someone&lt;/a&gt;.
&lt;/span&gt;&lt;/p&gt;">
<noscript><img src="/examples/images/photo-06.jpg"  alt="First sentence of the caption. Second sentence of the caption. Photo page Uploaded by Someone."  /></noscript><img class="thumb-image" alt="First sentence of the caption. Second sentence of the caption. Photo page Uploaded by Someone." src="/examples/images/photo-06.jpg" data-image="/examples/images/photo-06.jpg" data-image-dimensions="240x163" data-image-focal-point="0.5,0.5" data-load="false" data-image-id="50424786e4b05fbf23527381" data-type="image" />
</div>
<div class="image-caption-wrapper">
<div class="image-caption"><p><p>First sentence of the caption.<p />
Second sentence of the caption.</p>
<br />
<span style="font-size: 0.9em; margin-top: 0px;"><a href="https://example.com/photos/1/">Photo page</a>
<br />
Uploaded by <a href="https://example.com/people/1/">Someone</a>.
</span></p></div>
</div>
</div>
</div>
</div></div>`,
    element: `<sqs-image>
<div class="image-block-outer-wrapper layout- ">
<div class="intrinsic" style="max-width:240.0px;">
<div style="padding-bottom:67.91666412353516%;" class="image-block-wrapper   " data-description="&lt;p&gt;&lt;p&gt;First sentence of the caption.&lt;p /&gt;
Second sentence of the caption.&lt;/p&gt;
&lt;br /&gt;
&lt;span style=&quot;font-size: 0.9em; margin-top: 0px;&quot;&gt;&lt;a href=&quot;https://example.com/photos/1/&quot;&gt;Photo page&lt;/a&gt;
&lt;br /&gt;
Uploaded by &lt;a href=&quot;https://example.com/people/1/&quot;&gt;Someone&lt;/a&gt;.
&lt;/span&gt;&lt;/p&gt;">
<noscript><img src="/examples/images/photo-06.jpg"  alt="First sentence of the caption. Second sentence of the caption. Photo page Uploaded by Someone."  /></noscript><img class="thumb-image" alt="First sentence of the caption. Second sentence of the caption. Photo page Uploaded by Someone." src="/examples/images/photo-06.jpg" data-image="/examples/images/photo-06.jpg" data-image-dimensions="240x163" data-image-focal-point="0.5,0.5" data-load="false" data-image-id="50424786e4b05fbf23527381" data-type="image" />
</div>
<div class="image-caption-wrapper">
<div class="image-caption"><p><p>First sentence of the caption.<p />
Second sentence of the caption.</p>
<br />
<span style="font-size: 0.9em; margin-top: 0px;"><a href="https://example.com/photos/1/">Photo page</a>
<br />
Uploaded by <a href="https://example.com/people/1/">Someone</a>.
</span></p></div>
</div>
</div>
</div>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(img(el).alt).to.match(/^First sentence of the caption\./);
      expect(frame(el).style.aspectRatio).to.equal('240 / 163');
      await shown(el, 'caption-text');
      const caption = shadow(el).querySelector('[part~="caption-text"]')!;
      expect(caption.textContent).to.include('Second sentence of the caption.');
      expect([...caption.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal([
        'https://example.com/photos/1/',
        'https://example.com/people/1/',
      ]);
    },
  },
  {
    name: 'fluid image component linking to a page, with a focal point',
    source: 'MikaelaHolmes/mikaelaholmes-squarespace index.html',
    block: `<div class="sqs-block website-component-block sqs-block-website-component sqs-block-image image-block" data-aspect-ratio="68.66201575679644" data-block-css="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.styles.css&quot;]" data-block-scripts="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/748.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/8018.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/9882.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-film-grain.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-liquid.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-parallax.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-circles.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-lines.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.shared.constants.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.visitor.js&quot;]" data-block-type="1337" data-definition-name="website.components.imageFluid" data-sqsp-block="image" data-website-component-id="c7e99c6dc0cee7615f03" id="block-c7e99c6dc0cee7615f03"><div class="sqs-block-content">
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="c7e99c6dc0cee7615f03"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="true"
data-is-mask-applied="false"
data-media-focal-point="0.5124334784712143,0.856107013376672"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<a
class="sqs-block-image-link js-content-mode-element"
data-sqsp-image-block-link
href="/page-two.html"
>
<img data-stretch="true"
data-src="/examples/images/photo-07.jpg"
data-image="/examples/images/photo-07.jpg"
data-image-dimensions="3772x5840"
data-image-focal-point="0.5124334784712143,0.856107013376672"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-07.jpg" width="3772" height="5840" alt="" sizes="100vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-07.jpg?format=100w 100w, /examples/images/photo-07.jpg?format=300w 300w, /examples/images/photo-07.jpg?format=500w 500w, /examples/images/photo-07.jpg?format=750w 750w, /examples/images/photo-07.jpg?format=1000w 1000w, /examples/images/photo-07.jpg?format=1500w 1500w, /examples/images/photo-07.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</a>
</div>
</div>
</div>
<style>
#block-c7e99c6dc0cee7615f03 {
--image-component-focal-point: 51.243347847121434% 85.61070133766721%;
--image-component-object-fit: cover;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-c7e99c6dc0cee7615f03 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-c7e99c6dc0cee7615f03 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-c7e99c6dc0cee7615f03 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-c7e99c6dc0cee7615f03 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</div></div>`,
    element: `<sqs-image>
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="c7e99c6dc0cee7615f03"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="true"
data-is-mask-applied="false"
data-media-focal-point="0.5124334784712143,0.856107013376672"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<a
class="sqs-block-image-link js-content-mode-element"
data-sqsp-image-block-link
href="/page-two.html"
>
<img data-stretch="true"
data-src="/examples/images/photo-07.jpg"
data-image="/examples/images/photo-07.jpg"
data-image-dimensions="3772x5840"
data-image-focal-point="0.5124334784712143,0.856107013376672"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-07.jpg" width="3772" height="5840" alt="" sizes="100vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-07.jpg?format=100w 100w, /examples/images/photo-07.jpg?format=300w 300w, /examples/images/photo-07.jpg?format=500w 500w, /examples/images/photo-07.jpg?format=750w 750w, /examples/images/photo-07.jpg?format=1000w 1000w, /examples/images/photo-07.jpg?format=1500w 1500w, /examples/images/photo-07.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</a>
</div>
</div>
</div>
<style>
#block-c7e99c6dc0cee7615f03 {
--image-component-focal-point: 51.243347847121434% 85.61070133766721%;
--image-component-object-fit: cover;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-c7e99c6dc0cee7615f03 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-c7e99c6dc0cee7615f03 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-c7e99c6dc0cee7615f03 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-c7e99c6dc0cee7615f03 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</sqs-image>`,
    warns: ['a linked picture needs alt'],
    async check(el) {
      await loaded(el);
      const a = link(el)!;
      expect(a.getAttribute('href')).to.equal('/page-two.html');
      expect(a.getAttribute('aria-label')).to.equal('/page-two.html');
      expect(img(el).style.objectFit).to.equal('cover');
      expect(frame(el).style.aspectRatio).to.equal('3772 / 5840');
    },
  },
  {
    name: 'fluid image component without a link',
    source: 'MikaelaHolmes/mikaelaholmes-squarespace about.html',
    block: `<div class="sqs-block website-component-block sqs-block-website-component sqs-block-image image-block" data-aspect-ratio="101.7197491773763" data-block-css="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.styles.css&quot;]" data-block-scripts="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/748.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/8018.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/9882.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-film-grain.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-liquid.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-parallax.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-circles.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-lines.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.shared.constants.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.visitor.js&quot;]" data-block-type="1337" data-definition-name="website.components.imageFluid" data-sqsp-block="image" data-website-component-id="3173ad74b91b42eec185" id="block-3173ad74b91b42eec185"><div class="sqs-block-content">
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="3173ad74b91b42eec185"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="false"
data-is-mask-applied="false"
data-media-focal-point="0.5,0.5"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<div class="js-content-mode-element">
<img data-stretch="false"
data-src="/examples/images/photo-08.jpg"
data-image="/examples/images/photo-08.jpg"
data-image-dimensions="2404x1666"
data-image-focal-point="0.5,0.5"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-08.jpg" width="2404" height="1666" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-08.jpg?format=100w 100w, /examples/images/photo-08.jpg?format=300w 300w, /examples/images/photo-08.jpg?format=500w 500w, /examples/images/photo-08.jpg?format=750w 750w, /examples/images/photo-08.jpg?format=1000w 1000w, /examples/images/photo-08.jpg?format=1500w 1500w, /examples/images/photo-08.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
#block-3173ad74b91b42eec185 {
--image-component-focal-point: 50% 50%;
--image-component-object-fit: contain;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-3173ad74b91b42eec185 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-3173ad74b91b42eec185 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-3173ad74b91b42eec185 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-3173ad74b91b42eec185 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</div></div>`,
    element: `<sqs-image>
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="3173ad74b91b42eec185"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="false"
data-is-mask-applied="false"
data-media-focal-point="0.5,0.5"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<div class="js-content-mode-element">
<img data-stretch="false"
data-src="/examples/images/photo-08.jpg"
data-image="/examples/images/photo-08.jpg"
data-image-dimensions="2404x1666"
data-image-focal-point="0.5,0.5"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-08.jpg" width="2404" height="1666" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 100vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-08.jpg?format=100w 100w, /examples/images/photo-08.jpg?format=300w 300w, /examples/images/photo-08.jpg?format=500w 500w, /examples/images/photo-08.jpg?format=750w 750w, /examples/images/photo-08.jpg?format=1000w 1000w, /examples/images/photo-08.jpg?format=1500w 1500w, /examples/images/photo-08.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
#block-3173ad74b91b42eec185 {
--image-component-focal-point: 50% 50%;
--image-component-object-fit: contain;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-3173ad74b91b42eec185 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-3173ad74b91b42eec185 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-3173ad74b91b42eec185 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-3173ad74b91b42eec185 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(link(el)).to.equal(null);
      expect(figure(el).dataset.design).to.equal('fluid');
      expect(frame(el).style.aspectRatio).to.equal('2404 / 1666');
    },
  },
  {
    name: 'inline design, caption hidden, alt naming the picture',
    source: 'toSagor/hydeventures index.php',
    block: `<div class="sqs-block image-block sqs-block-image" data-aspect-ratio="69.17148362235068" data-block-type="5" id="block-d49b39626f9d1169fca4">
<div class="sqs-block-content">
<div class=" image-block-outer-wrapper layout-caption-hidden design-layout-inline combination-animation-site-default individual-animation-site-default individual-text-animation-site-default " data-test="image-block-inline-outer-wrapper" >
<figure class=" sqs-block-image-figure intrinsic " style="max-width:1811px;" >
<div style="padding-bottom:69.1714859008789%;" class=" image-block-wrapper has-aspect-ratio " data-animation-role="image" >
<noscript><img src="/examples/images/photo-02.jpg" alt="Two people at a table" /></noscript>
<img class="thumb-image" data-src="/examples/images/photo-02.jpg" data-image="/examples/images/photo-02.jpg" data-image-dimensions="1811x1171" data-image-focal-point="0.5,0.5" alt="Two people at a table" data-load="false" data-image-id="5f554f7b746c776c6595c8d6" data-type="image" />
</div>
</figure>
</div>
</div>
</div>`,
    element: `<sqs-image>
<div class=" image-block-outer-wrapper layout-caption-hidden design-layout-inline combination-animation-site-default individual-animation-site-default individual-text-animation-site-default " data-test="image-block-inline-outer-wrapper" >
<figure class=" sqs-block-image-figure intrinsic " style="max-width:1811px;" >
<div style="padding-bottom:69.1714859008789%;" class=" image-block-wrapper has-aspect-ratio " data-animation-role="image" >
<noscript><img src="/examples/images/photo-02.jpg" alt="Two people at a table" /></noscript>
<img class="thumb-image" data-src="/examples/images/photo-02.jpg" data-image="/examples/images/photo-02.jpg" data-image-dimensions="1811x1171" data-image-focal-point="0.5,0.5" alt="Two people at a table" data-load="false" data-image-id="5f554f7b746c776c6595c8d6" data-type="image" />
</div>
</figure>
</div>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('inline');
      expect(img(el).alt).to.equal('Two people at a table');
      expect(frame(el).style.aspectRatio).to.equal('1811 / 1171');
      expect(shadow(el).querySelector('[part~="caption"]')!.hasAttribute('hidden')).to.equal(true);
    },
  },
  {
    name: 'inline design in a shape container, caption below left empty',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/venue.blade.php',
    block: `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5"
id="block-yui_3_17_2_1_1622524326379_3365">
<div class="sqs-block-content" id="yui_3_17_2_1_1669775718603_120">
<div class="image-block-outer-wrapper
layout-caption-below
design-layout-inline
combination-animation-none
individual-animation-none
individual-text-animation-none"
data-test="image-block-inline-outer-wrapper" id="yui_3_17_2_1_1669775718603_119">
<figure class="
sqs-block-image-figureintrinsic"
style="max-width:1024px;" id="yui_3_17_2_1_1669775718603_118">
<div class="image-block-wrapper" data-animation-role="image"
id="yui_3_17_2_1_1669775718603_117">
<div class="sqs-image-shape-container-element
has-aspect-ratio
" style="
position: relative;
padding-bottom:70.01953125%;
overflow: hidden;
" id="yui_3_17_2_1_1669775718603_116">
<noscript><img
src="/examples/images/photo-03.jpg"
alt="" /></noscript><img class="thumb-image loaded"
data-src="/examples/images/photo-03.jpg"
data-image="/examples/images/photo-03.jpg"
data-image-dimensions="1024x717" data-image-focal-point="0.5,0.5" alt=""
data-load="false" data-image-id="62cfca2b8afb6775a42c6bbe" data-type="image"
style="left: -0.0123062%; top: 0%; width: 100.025%; height: 100%; position: absolute;"
data-image-resolution="1000w"
src="/examples/images/photo-03.jpg">
</div>
</div>
</figure>
</div>
</div>
</div>`,
    element: `<sqs-image>
<div class="image-block-outer-wrapper
layout-caption-below
design-layout-inline
combination-animation-none
individual-animation-none
individual-text-animation-none"
data-test="image-block-inline-outer-wrapper" id="yui_3_17_2_1_1669775718603_119">
<figure class="
sqs-block-image-figureintrinsic"
style="max-width:1024px;" id="yui_3_17_2_1_1669775718603_118">
<div class="image-block-wrapper" data-animation-role="image"
id="yui_3_17_2_1_1669775718603_117">
<div class="sqs-image-shape-container-element
has-aspect-ratio
" style="
position: relative;
padding-bottom:70.01953125%;
overflow: hidden;
" id="yui_3_17_2_1_1669775718603_116">
<noscript><img
src="/examples/images/photo-03.jpg"
alt="" /></noscript><img class="thumb-image loaded"
data-src="/examples/images/photo-03.jpg"
data-image="/examples/images/photo-03.jpg"
data-image-dimensions="1024x717" data-image-focal-point="0.5,0.5" alt=""
data-load="false" data-image-id="62cfca2b8afb6775a42c6bbe" data-type="image"
style="left: -0.0123062%; top: 0%; width: 100.025%; height: 100%; position: absolute;"
data-image-resolution="1000w"
src="/examples/images/photo-03.jpg">
</div>
</div>
</figure>
</div>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('inline');
      expect(img(el).alt).to.equal('');
      expect(frame(el).style.aspectRatio).to.equal('1024 / 717');
      expect(link(el)).to.equal(null);
    },
  },
  {
    name: 'poster design with its card title over a filled picture',
    source: 'cuchuoiddd/effekt1 resources/views/frontend/office/index.blade.php',
    block: `<div class="sqs-block image-block sqs-block-image" data-aspect-ratio="42.934782608695656"
data-block-type="5" id="block-33d80b8bbea1961ffc8c">
<div class="sqs-block-content">
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-poster
combination-animation-none
individual-animation-none
individual-text-animation-none
image-position-left
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
style="padding-bottom:42.934783935546875%;"
class="
image-inset
content-fill has-aspect-ratio
"
data-animation-role="image"
data-description=""
>
<img data-src="/examples/images/photo-04.jpg" data-image="/examples/images/photo-04.jpg" data-image-dimensions="1000x500" data-image-focal-point="0.5,0.5" alt="An office" data-parent-ratio="2.3" style="left: 0px; top: -53px; width: 1504px; height: 752px; position: absolute;" class="loaded" data-image-resolution="2500w" src="/examples/images/photo-04.jpg">
<div class="image-overlay"></div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper">
<div class="image-title sqs-dynamic-text">
<p>Poster title</p>
</div>
</div>
</div>
</figcaption>
</figure>
</div>
</div>`,
    element: `<sqs-image>
<figure
class="
sqs-block-image-figure
image-block-outer-wrapper
image-block-v2
design-layout-poster
combination-animation-none
individual-animation-none
individual-text-animation-none
image-position-left
"
data-scrolled
data-test="image-block-v2-outer-wrapper"
>
<div class="intrinsic">
<div
style="padding-bottom:42.934783935546875%;"
class="
image-inset
content-fill has-aspect-ratio
"
data-animation-role="image"
data-description=""
>
<img data-src="/examples/images/photo-04.jpg" data-image="/examples/images/photo-04.jpg" data-image-dimensions="1000x500" data-image-focal-point="0.5,0.5" alt="An office" data-parent-ratio="2.3" style="left: 0px; top: -53px; width: 1504px; height: 752px; position: absolute;" class="loaded" data-image-resolution="2500w" src="/examples/images/photo-04.jpg">
<div class="image-overlay"></div>
</div>
</div>
<figcaption class="image-card-wrapper" data-width-ratio>
<div class="image-card sqs-dynamic-text-container">
<div class="image-title-wrapper">
<div class="image-title sqs-dynamic-text">
<p>Poster title</p>
</div>
</div>
</div>
</figcaption>
</figure>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('poster');
      expect(figure(el).dataset.mode).to.equal('fill');
      await shown(el, 'title');
      expect(partText(el, 'title')).to.equal('Poster title');
      const picture = frame(el).getBoundingClientRect();
      const card = shadow(el).querySelector('[part~="caption"]')!.getBoundingClientRect();
      expect(card.top).to.be.at.least(picture.top - 0.5);
      expect(card.bottom).to.be.at.most(picture.bottom + 0.5);
    },
  },
  {
    name: 'inline design with a caption shown over the picture on hover',
    source: 'shakerShekhYousef/junk resources/views/front/about-us.blade.php',
    block: `<div class="sqs-block image-block sqs-block-image" data-block-type="5"
id="block-yui_3_17_2_1_1536784135462_17192" style="box-shadow: 0px 5px 7px #33333340;
border-radius: 10px;">
<div class="sqs-block-content">
<div class="
image-block-outer-wrapper
layout-caption-overlay-hover
design-layout-inline
combination-animation-none
individual-animation-none
individual-text-animation-none
" data-test="image-block-inline-outer-wrapper">
<figure class="
sqs-block-image-figure
intrinsic
" style="max-width:2500px;
overflow: hidden;">
<div class="image-block-wrapper" data-animation-role="image">
<div class="sqs-image-shape-container-element has-aspect-ratio
" style="
position: relative;
padding-bottom:100%;
overflow: hidden;
">
<noscript><img src="/examples/images/photo-05.jpg" alt="A coach"/>
</noscript>
<img
style="background: #fff;border-radius: 10px;"
class="thumb-image"
data-src="/examples/images/photo-05.jpg" data-image=""
data-image-dimensions="2500x2500"
data-image-focal-point="0.5,0.5" alt="" data-load="false"
data-type="image"/>
</div>
</div>
<figcaption class="image-caption-wrapper">
<div class="image-caption">
<p class="" style="white-space:pre-wrap;"><strong
style="text-align: center;">Caption heading</strong><br>Neutral words of the caption.
</p>
</div>
</figcaption>
</figure>
</div>
</div>
</div>`,
    element: `<sqs-image>
<div class="
image-block-outer-wrapper
layout-caption-overlay-hover
design-layout-inline
combination-animation-none
individual-animation-none
individual-text-animation-none
" data-test="image-block-inline-outer-wrapper">
<figure class="
sqs-block-image-figure
intrinsic
" style="max-width:2500px;
overflow: hidden;">
<div class="image-block-wrapper" data-animation-role="image">
<div class="sqs-image-shape-container-element has-aspect-ratio
" style="
position: relative;
padding-bottom:100%;
overflow: hidden;
">
<noscript><img src="/examples/images/photo-05.jpg" alt="A coach"/>
</noscript>
<img
style="background: #fff;border-radius: 10px;"
class="thumb-image"
data-src="/examples/images/photo-05.jpg" data-image=""
data-image-dimensions="2500x2500"
data-image-focal-point="0.5,0.5" alt="" data-load="false"
data-type="image"/>
</div>
</div>
<figcaption class="image-caption-wrapper">
<div class="image-caption">
<p class="" style="white-space:pre-wrap;"><strong
style="text-align: center;">Caption heading</strong><br>Neutral words of the caption.
</p>
</div>
</figcaption>
</figure>
</div>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      await shown(el, 'caption-text');
      const caption = shadow(el).querySelector('[part~="caption-text"]')!;
      expect(caption.querySelector('strong')!.textContent!.replace(/\s+/g, ' ')).to.equal('Caption heading');
      expect(caption.textContent).to.include('Neutral words of the caption.');
      expect(frame(el).style.aspectRatio).to.equal('2500 / 2500');
    },
  },
  {
    name: 'fluid design fitting a wide picture',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/index.html',
    block: `<div class="sqs-block image-block sqs-block-image sqs-stretched" data-block-type="5" id="block-yui_3_17_2_1_1713753864462_81440"><div class="sqs-block-content">
<div
class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
"
data-test="image-block-fluid-outer-wrapper"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content"
style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"
>
<div class="content-fit">
<img data-stretch="false" data-src="/examples/images/photo-06.jpg" data-image="/examples/images/photo-06.jpg" data-image-dimensions="1853x595" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-06.jpg" width="1853" height="595" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 20.833333333333336vw" style="display:block;object-fit: contain; object-position: 50% 50%" srcset="/examples/images/photo-06.jpg 100w, /examples/images/photo-06.jpg 300w, /examples/images/photo-06.jpg 500w, /examples/images/photo-06.jpg 750w, /examples/images/photo-06.jpg 1000w, /examples/images/photo-06.jpg 1500w, /examples/images/photo-06.jpg 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-yui_3_17_2_1_1713753864462_81440 .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</div></div>`,
    element: `<sqs-image>
<div
class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
"
data-test="image-block-fluid-outer-wrapper"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content"
style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"
>
<div class="content-fit">
<img data-stretch="false" data-src="/examples/images/photo-06.jpg" data-image="/examples/images/photo-06.jpg" data-image-dimensions="1853x595" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-06.jpg" width="1853" height="595" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 20.833333333333336vw" style="display:block;object-fit: contain; object-position: 50% 50%" srcset="/examples/images/photo-06.jpg 100w, /examples/images/photo-06.jpg 300w, /examples/images/photo-06.jpg 500w, /examples/images/photo-06.jpg 750w, /examples/images/photo-06.jpg 1000w, /examples/images/photo-06.jpg 1500w, /examples/images/photo-06.jpg 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-yui_3_17_2_1_1713753864462_81440 .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.design).to.equal('fluid');
      expect(figure(el).dataset.mode).to.equal('fit');
      expect(frame(el).style.aspectRatio).to.equal('1853 / 595');
    },
  },
  {
    name: 'fluid design fitting a wider picture',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/index.html',
    block: `<div class="sqs-block image-block sqs-block-image sqs-stretched" data-block-type="5" id="block-b7381464f3a3195b242a"><div class="sqs-block-content">
<div
class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
"
data-test="image-block-fluid-outer-wrapper"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content"
style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"
>
<div class="content-fit">
<img data-stretch="false" data-src="/examples/images/photo-07.jpg" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2650x1013" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-07.jpg" width="2650" height="1013" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 87.5vw, 16.666666666666664vw" style="display:block;object-fit: contain; object-position: 50% 50%" srcset="/examples/images/photo-07.jpg 100w, /examples/images/photo-07.jpg 300w, /examples/images/photo-07.jpg 500w, /examples/images/photo-07.jpg 750w, /examples/images/photo-07.jpg 1000w, /examples/images/photo-07.jpg 1500w, /examples/images/photo-07.jpg 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-b7381464f3a3195b242a .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</div></div>`,
    element: `<sqs-image>
<div
class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
"
data-test="image-block-fluid-outer-wrapper"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content"
style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"
>
<div class="content-fit">
<img data-stretch="false" data-src="/examples/images/photo-07.jpg" data-image="/examples/images/photo-07.jpg" data-image-dimensions="2650x1013" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-07.jpg" width="2650" height="1013" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 87.5vw, 16.666666666666664vw" style="display:block;object-fit: contain; object-position: 50% 50%" srcset="/examples/images/photo-07.jpg 100w, /examples/images/photo-07.jpg 300w, /examples/images/photo-07.jpg 500w, /examples/images/photo-07.jpg 750w, /examples/images/photo-07.jpg 1000w, /examples/images/photo-07.jpg 1500w, /examples/images/photo-07.jpg 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-b7381464f3a3195b242a .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.mode).to.equal('fit');
      expect(frame(el).style.aspectRatio).to.equal('2650 / 1013');
    },
  },
  {
    name: 'fluid design fitting a near-square picture',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/index.html',
    block: `<div class="sqs-block image-block sqs-block-image sqs-stretched" data-block-type="5" id="block-f4fc2e2d7038756bc311"><div class="sqs-block-content">
<div
class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
"
data-test="image-block-fluid-outer-wrapper"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content"
style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"
>
<div class="content-fit">
<img data-stretch="false" data-src="/examples/images/photo-08.jpg" data-image="/examples/images/photo-08.jpg" data-image-dimensions="600x559" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-08.jpg" width="600" height="559" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 50vw, 8.333333333333332vw" style="display:block;object-fit: contain; object-position: 50% 50%" srcset="/examples/images/photo-08.jpg 100w, /examples/images/photo-08.jpg 300w, /examples/images/photo-08.jpg 500w, /examples/images/photo-08.jpg 750w, /examples/images/photo-08.jpg 1000w, /examples/images/photo-08.jpg 1500w, /examples/images/photo-08.jpg 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-f4fc2e2d7038756bc311 .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</div></div>`,
    element: `<sqs-image>
<div
class="
image-block-outer-wrapper
layout-caption-below
design-layout-fluid
image-position-center
combination-animation-site-default
individual-animation-site-default
"
data-test="image-block-fluid-outer-wrapper"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content"
style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"
>
<div class="content-fit">
<img data-stretch="false" data-src="/examples/images/photo-08.jpg" data-image="/examples/images/photo-08.jpg" data-image-dimensions="600x559" data-image-focal-point="0.5,0.5" alt="" data-load="false" elementtiming="system-image-block" src="/examples/images/photo-08.jpg" width="600" height="559" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 50vw, 8.333333333333332vw" style="display:block;object-fit: contain; object-position: 50% 50%" srcset="/examples/images/photo-08.jpg 100w, /examples/images/photo-08.jpg 300w, /examples/images/photo-08.jpg 500w, /examples/images/photo-08.jpg 750w, /examples/images/photo-08.jpg 1000w, /examples/images/photo-08.jpg 1500w, /examples/images/photo-08.jpg 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
.sqs-block-image .sqs-block-content {
height: 100%;
width: 100%;
}
.fe-block-f4fc2e2d7038756bc311 .fluidImageOverlay {
position: absolute;
top: 0;
left: 0;
width: 100%;
height: 100%;
mix-blend-mode: normal;
opacity: 0;
}
</style>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(figure(el).dataset.mode).to.equal('fit');
      expect(frame(el).style.aspectRatio).to.equal('600 / 559');
    },
  },
  {
    name: 'fluid image component, not linked, portrait picture',
    source: 'MikaelaHolmes/mikaelaholmes-squarespace index.html',
    block: `<div class="sqs-block website-component-block sqs-block-website-component sqs-block-image image-block" data-block-css="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.styles.css&quot;]" data-block-scripts="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/748.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/8018.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/9882.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-film-grain.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-liquid.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-parallax.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-circles.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-lines.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.shared.constants.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.visitor.js&quot;]" data-block-type="1337" data-definition-name="website.components.imageFluid" data-sqsp-block="image" data-website-component-id="4e24ddd95e60d4df34ee" id="block-4e24ddd95e60d4df34ee"><div class="sqs-block-content">
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="4e24ddd95e60d4df34ee"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="false"
data-is-mask-applied="false"
data-media-focal-point="0.5,0.5"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<div class="js-content-mode-element">
<img data-stretch="false"
data-src="/examples/images/photo-01.jpg"
data-image="/examples/images/photo-01.jpg"
data-image-dimensions="3168x4752"
data-image-focal-point="0.5,0.5"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-01.jpg" width="3168" height="4752" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 75vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
#block-4e24ddd95e60d4df34ee {
--image-component-focal-point: 50% 50%;
--image-component-object-fit: contain;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-4e24ddd95e60d4df34ee .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-4e24ddd95e60d4df34ee .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-4e24ddd95e60d4df34ee .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-4e24ddd95e60d4df34ee {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</div></div>`,
    element: `<sqs-image>
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="4e24ddd95e60d4df34ee"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="false"
data-is-mask-applied="false"
data-media-focal-point="0.5,0.5"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<div class="js-content-mode-element">
<img data-stretch="false"
data-src="/examples/images/photo-01.jpg"
data-image="/examples/images/photo-01.jpg"
data-image-dimensions="3168x4752"
data-image-focal-point="0.5,0.5"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-01.jpg" width="3168" height="4752" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 75vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-01.jpg?format=100w 100w, /examples/images/photo-01.jpg?format=300w 300w, /examples/images/photo-01.jpg?format=500w 500w, /examples/images/photo-01.jpg?format=750w 750w, /examples/images/photo-01.jpg?format=1000w 1000w, /examples/images/photo-01.jpg?format=1500w 1500w, /examples/images/photo-01.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</div>
</div>
</div>
</div>
<style>
#block-4e24ddd95e60d4df34ee {
--image-component-focal-point: 50% 50%;
--image-component-object-fit: contain;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-4e24ddd95e60d4df34ee .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-4e24ddd95e60d4df34ee .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-4e24ddd95e60d4df34ee .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-4e24ddd95e60d4df34ee {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</sqs-image>`,
    async check(el) {
      await loaded(el);
      expect(link(el)).to.equal(null);
      expect(frame(el).style.aspectRatio).to.equal('3168 / 4752');
    },
  },
  {
    name: 'fluid image component linking to a page, another focal point',
    source: 'MikaelaHolmes/mikaelaholmes-squarespace index.html',
    block: `<div class="sqs-block website-component-block sqs-block-website-component sqs-block-image image-block" data-aspect-ratio="133.10036224163647" data-block-css="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.styles.css&quot;]" data-block-scripts="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/748.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/8018.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/9882.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-film-grain.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-liquid.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-parallax.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-circles.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-lines.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.shared.constants.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.visitor.js&quot;]" data-block-type="1337" data-definition-name="website.components.imageFluid" data-sqsp-block="image" data-website-component-id="7386ef2c64ce6865f0c5" id="block-7386ef2c64ce6865f0c5"><div class="sqs-block-content">
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="7386ef2c64ce6865f0c5"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="true"
data-is-mask-applied="false"
data-media-focal-point="0.5192,0.792"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<a
class="sqs-block-image-link js-content-mode-element"
data-sqsp-image-block-link
href="/page-three.html"
>
<img data-stretch="true"
data-src="/examples/images/photo-02.jpg"
data-image="/examples/images/photo-02.jpg"
data-image-dimensions="2000x1600"
data-image-focal-point="0.5192,0.792"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-02.jpg" width="2000" height="1600" alt="" sizes="100vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</a>
</div>
</div>
</div>
<style>
#block-7386ef2c64ce6865f0c5 {
--image-component-focal-point: 51.92% 79.2%;
--image-component-object-fit: cover;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-7386ef2c64ce6865f0c5 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-7386ef2c64ce6865f0c5 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-7386ef2c64ce6865f0c5 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-7386ef2c64ce6865f0c5 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</div></div>`,
    element: `<sqs-image>
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="7386ef2c64ce6865f0c5"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="true"
data-is-mask-applied="false"
data-media-focal-point="0.5192,0.792"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<a
class="sqs-block-image-link js-content-mode-element"
data-sqsp-image-block-link
href="/page-three.html"
>
<img data-stretch="true"
data-src="/examples/images/photo-02.jpg"
data-image="/examples/images/photo-02.jpg"
data-image-dimensions="2000x1600"
data-image-focal-point="0.5192,0.792"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-02.jpg" width="2000" height="1600" alt="" sizes="100vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-02.jpg?format=100w 100w, /examples/images/photo-02.jpg?format=300w 300w, /examples/images/photo-02.jpg?format=500w 500w, /examples/images/photo-02.jpg?format=750w 750w, /examples/images/photo-02.jpg?format=1000w 1000w, /examples/images/photo-02.jpg?format=1500w 1500w, /examples/images/photo-02.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</a>
</div>
</div>
</div>
<style>
#block-7386ef2c64ce6865f0c5 {
--image-component-focal-point: 51.92% 79.2%;
--image-component-object-fit: cover;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-7386ef2c64ce6865f0c5 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-7386ef2c64ce6865f0c5 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-7386ef2c64ce6865f0c5 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-7386ef2c64ce6865f0c5 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</sqs-image>`,
    warns: ['a linked picture needs alt'],
    async check(el) {
      await loaded(el);
      expect(link(el)!.getAttribute('href')).to.equal('/page-three.html');
      expect(link(el)!.getAttribute('aria-label')).to.equal('/page-three.html');
      expect(frame(el).style.aspectRatio).to.equal('2000 / 1600');
    },
  },
  {
    name: 'fluid image component linking to a page, landscape picture',
    source: 'MikaelaHolmes/mikaelaholmes-squarespace index.html',
    block: `<div class="sqs-block website-component-block sqs-block-website-component sqs-block-image image-block" data-aspect-ratio="87.23955633875816" data-block-css="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.styles.css&quot;]" data-block-scripts="[&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/748.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/8018.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/9882.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-film-grain.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-liquid.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-parallax.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-circles.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/image-effect-refracted-lines.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.shared.constants.js&quot;,&quot;https://definitions.sqspcdn.com/website-component-definition/static-assets/website.components.imageFluid/14900299-4cb0-4878-aa52-391e7dfe0b44_458/website.components.imageFluid.visitor.js&quot;]" data-block-type="1337" data-definition-name="website.components.imageFluid" data-sqsp-block="image" data-website-component-id="bdca74d1111146f7cd93" id="block-bdca74d1111146f7cd93"><div class="sqs-block-content">
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="bdca74d1111146f7cd93"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="false"
data-is-mask-applied="false"
data-media-focal-point="0.5,0.5"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<a
class="sqs-block-image-link js-content-mode-element"
data-sqsp-image-block-link
href="/page-four.html"
>
<img data-stretch="false"
data-src="/examples/images/photo-03.jpg"
data-image="/examples/images/photo-03.jpg"
data-image-dimensions="2634x1978"
data-image-focal-point="0.5,0.5"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-03.jpg" width="2634" height="1978" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 62.5vw, 83.33333333333334vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</a>
</div>
</div>
</div>
<style>
#block-bdca74d1111146f7cd93 {
--image-component-focal-point: 50% 50%;
--image-component-object-fit: contain;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-bdca74d1111146f7cd93 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-bdca74d1111146f7cd93 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-bdca74d1111146f7cd93 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-bdca74d1111146f7cd93 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</div></div>`,
    element: `<sqs-image>
<div
class="fluid-image-component-root image-block-outer-wrapper design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default
}"
data-component-id="bdca74d1111146f7cd93"
data-test="image-block-fluid-outer-wrapper"
data-is-image-stretched="false"
data-is-mask-applied="false"
data-media-focal-point="0.5,0.5"
data-bpo=""
data-breakpoints="[{&quot;id&quot;:&quot;system_desktop&quot;,&quot;name&quot;:&quot;Desktop&quot;},{&quot;id&quot;:&quot;system_mobile&quot;,&quot;name&quot;:&quot;Mobile&quot;,&quot;maxWidth&quot;:&quot;767px&quot;}]"
>
<div
class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"
data-animation-role="image"
>
<div
class="fluid-image-container sqs-image-content js-image-container visitor-mode"
data-sqsp-image-block-image-container
>
<div class="js-content-mode-element-wrapper js-content-mode-element-system_desktop">
<a
class="sqs-block-image-link js-content-mode-element"
data-sqsp-image-block-link
href="/page-four.html"
>
<img data-stretch="false"
data-src="/examples/images/photo-03.jpg"
data-image="/examples/images/photo-03.jpg"
data-image-dimensions="2634x1978"
data-image-focal-point="0.5,0.5"
data-sqsp-image-block-image
alt=""
data-licensed-asset-preview="false"
data-load="false" elementtiming="system-image-block" src="/examples/images/photo-03.jpg" width="2634" height="1978" alt="" sizes="(max-width: 640px) 100vw, (max-width: 767px) 62.5vw, 83.33333333333334vw" style="display:block;object-position: var(--image-component-focal-point);object-fit: var(--image-component-object-fit);" srcset="/examples/images/photo-03.jpg?format=100w 100w, /examples/images/photo-03.jpg?format=300w 300w, /examples/images/photo-03.jpg?format=500w 500w, /examples/images/photo-03.jpg?format=750w 750w, /examples/images/photo-03.jpg?format=1000w 1000w, /examples/images/photo-03.jpg?format=1500w 1500w, /examples/images/photo-03.jpg?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs">
<div class="fluidImageOverlay"></div>
</a>
</div>
</div>
</div>
<style>
#block-bdca74d1111146f7cd93 {
--image-component-focal-point: 50% 50%;
--image-component-object-fit: contain;
--image-component-overlay-opacity: 0;
--image-component-overlay-blend-mode: normal;
}
#block-bdca74d1111146f7cd93 .fluid-image-container.visitor-mode {
overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);clip-path: none;-webkit-clip-path: none;
}
#block-bdca74d1111146f7cd93 .js-content-mode-element-wrapper {
position: relative;
width: 100%;
height: 100%;
display: none;
}
#block-bdca74d1111146f7cd93 .js-content-mode-element-system_desktop {
display: block;
}
</style>
<style class="transform-vars">
.fe-block-bdca74d1111146f7cd93 {
--opacity: 100%;
--translate-x: 0px;
--translate-y: 0px;
--rotation: 0deg;
--scale-x: 100%;
--scale-y: 100%;
--skew-x: 0deg;
--skew-y: 0deg;
--origin-x: 50%;
--origin-y: 50%;
opacity: var(--opacity, 1);
transform: translateX(var(--translate-x)) translateY(var(--translate-y)) rotate(var(--rotation)) scale(var(--scale-x), var(--scale-y)) skewX(var(--skew-x)) skewY(var(--skew-y));
transform-origin: var(--origin-x) var(--origin-y);
}
</style>
<style class="transform-overrides-vars">
</style>
</div>
</sqs-image>`,
    warns: ['a linked picture needs alt'],
    async check(el) {
      await loaded(el);
      expect(link(el)!.getAttribute('href')).to.equal('/page-four.html');
      expect(frame(el).style.aspectRatio).to.equal('2634 / 1978');
    },
  },
];
