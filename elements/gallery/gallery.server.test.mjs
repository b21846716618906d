/**
 * The server render of `<sqs-gallery>` (dist/ssr.js; `npm run build` first): without script the gallery shows every
 * picture of its figures with its text alternative, caption and link, in its design's layout as CSS draws it. It
 * also writes the page the browser's take-over test loads (test/fixtures/strict/ssr-gallery.html).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoInlineStyle,
  assertRenderedFixture,
  attr,
  byPart,
  byTag,
  recordWarnings,
  shadowOf,
  ssr,
  textOf,
} from '../../test/ssr/parsed.mjs';

const figure = (n, more = '', caption = '') =>
  `<figure${more}><img data-src="/examples/images/photo-0${n}.jpg" data-image-dimensions="2500x1563" alt="Photo ${n}">` +
  `${caption && `<figcaption>${caption}</figcaption>`}</figure>`;
const PAGE = `<sqs-gallery design="grid" slides-per-row="3" label="Photos">${figure(1, '', ' First\n  one ')}${figure(
  2,
  ' data-click-through-url="/examples/"',
)}<figure><img src="/saved.jpg" alt=""><figcaption>Saved</figcaption></figure></sqs-gallery>`;

const warnings = recordWarnings();
/** Returns the rendered gallery's shadow root elements (of the first gallery of `html`). */
const rootOf = (html) => shadowOf(byTag(html, 'sqs-gallery')[0]);

describe('the server render of a gallery', () => {
  it('renders a region named by its label around a list of its pictures, in its design', () => {
    const root = rootOf(ssr.renderElements(PAGE));
    const [base] = byPart(root, 'base');
    assert.equal(attr(base, 'role'), 'region');
    assert.equal(attr(base, 'aria-label'), 'Photos');
    assert.equal(attr(base, 'data-design'), 'grid');
    const [track] = byPart(root, 'track');
    assert.equal(attr(track, 'role'), 'list');
    assert.equal(attr(track, 'data-per-row'), '3');
    assert.equal(attr(track, 'data-gap'), '20');
    assert.equal(attr(track, 'tabindex'), undefined);
    assert.deepEqual(
      byPart(root, 'slide').map((slide) => attr(slide, 'role')),
      ['listitem', 'listitem', 'listitem'],
    );
    assert.deepEqual(warnings, []);
  });

  it('loads each picture once it nears the view, and at once the first of a gallery without lazy loading', () => {
    const eager = PAGE.replace('<sqs-gallery ', '<sqs-gallery lazy-load="false" ');
    const page = `<main><section><h2>Photos</h2>${PAGE}</section><section>${eager}</section>${PAGE}</main>`;
    const loading = byTag(ssr.renderElements(page), 'sqs-gallery').map((gallery) =>
      shadowOf(gallery)
        .filter((node) => node.tagName === 'img')
        .map((img) => attr(img, 'loading')),
    );
    assert.deepEqual(loading, [
      ['lazy', 'lazy', 'lazy'],
      [undefined, 'lazy', 'lazy'],
      ['lazy', 'lazy', 'lazy'],
    ]);
  });

  it('renders each picture with its text alternative, size and the files the image loader names', () => {
    const root = rootOf(ssr.renderElements(PAGE));
    const images = root.filter((node) => node.tagName === 'img');
    assert.deepEqual(
      images.map((img) => [attr(img, 'alt'), attr(img, 'src'), attr(img, 'width'), attr(img, 'loading')]),
      [
        ['Photo 1', '/examples/images/photo-01.jpg?format=1000w', '2500', 'lazy'],
        ['Photo 2', '/examples/images/photo-02.jpg?format=1000w', '2500', 'lazy'],
        // A page saved after the platform's scripts ran names the file itself: it is shown as it is.
        ['', '/saved.jpg', undefined, 'lazy'],
      ],
    );
    assert.match(attr(images[0], 'srcset'), /^\/examples\/images\/photo-01\.jpg\?format=2500w 2500w, .* 100w$/);
    assert.equal(attr(images[0], 'sizes'), '34vw');
    assert.equal(attr(images[2], 'srcset'), undefined);
    // In a <picture>, so the render writes no preload of its own into the root.
    assert.deepEqual(
      root.filter((node) => node.tagName === 'link').map((link) => attr(link, 'rel')),
      ['stylesheet'],
    );
  });

  it("renders the captions as the figures' text and the click-through as a link", () => {
    const root = rootOf(ssr.renderElements(PAGE));
    assert.deepEqual(
      byPart(root, 'caption').map((caption) => textOf(caption)),
      ['First one', 'Saved'],
    );
    const [link] = byPart(root, 'link');
    assert.equal(attr(link, 'href'), '/examples/');
    assert.equal(attr(link, 'aria-label'), undefined, 'named by its picture');
    const quiet = rootOf(ssr.renderElements(PAGE.replace('label="Photos"', 'meta-position="none"')));
    assert.equal(byPart(quiet, 'caption').length, 0);
    assert.equal(attr(byPart(quiet, 'base')[0], 'aria-label'), 'Gallery');
  });

  it('names a link around a picture without a text alternative as the gallery does, and skips unsafe addresses', () => {
    const page =
      '<sqs-gallery design="list"><figure data-click-through-url="javascript:alert(1)"><img data-src="/a.jpg" alt="A"></figure>' +
      '<figure data-click-through-url="/b"><img data-src="/b.jpg" alt=""><figcaption>Bee</figcaption></figure>' +
      '<figure><img data-src="javascript:alert(1)" alt="C"></figure></sqs-gallery>';
    const root = rootOf(ssr.renderElements(page));
    assert.deepEqual(
      byPart(root, 'link').map((link) => [attr(link, 'href'), attr(link, 'aria-label')]),
      [['/b', 'Bee']],
    );
    assert.deepEqual(
      root.filter((node) => node.tagName === 'img').map((img) => attr(img, 'alt')),
      ['A', ''],
    );
  });

  it('reads the options from block-json as the gallery does, an attribute winning', () => {
    const json = JSON.stringify({ design: 'autogrid', gutter: 12, columnWidth: 300, 'aspect-ratio': 'widescreen' });
    const page = `<sqs-gallery block-json='${json}'>${figure(1)}</sqs-gallery>`;
    const root = rootOf(ssr.renderElements(page));
    assert.equal(attr(byPart(root, 'base')[0], 'data-design'), 'autogrid');
    const [track] = byPart(root, 'track');
    assert.deepEqual(
      [attr(track, 'data-gap'), attr(track, 'data-column-width'), Number(attr(track, 'data-ratio')).toFixed(3)],
      ['12', '300', (16 / 9).toFixed(3)],
    );
    const over = rootOf(ssr.renderElements(page.replace('<sqs-gallery', '<sqs-gallery design="list" gutter="4"')));
    assert.equal(attr(byPart(over, 'base')[0], 'data-design'), 'list');
    assert.equal(attr(byPart(over, 'track')[0], 'data-gap'), '4');
  });

  it('renders a moving design as a strip the keyboard scrolls, and an unknown design as stacked with a warning', () => {
    for (const design of ['stacked', 'slideshow', 'slider', 'carousel']) {
      const root = rootOf(ssr.renderElements(`<sqs-gallery design="${design}">${figure(1)}${figure(2)}</sqs-gallery>`));
      assert.equal(attr(byPart(root, 'track')[0], 'tabindex'), '0', design);
    }
    const root = rootOf(ssr.renderElements(`<sqs-gallery design="nope">${figure(1)}</sqs-gallery>`));
    assert.equal(attr(byPart(root, 'base')[0], 'data-design'), 'stacked');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /We could not find a design by the name nope/);
  });

  it("gives a stack the box its script gives it: the first picture's proportions and the thumbnail strip's room", () => {
    const html = ssr.renderElements(
      `<sqs-gallery design="slideshow" thumbnails thumbnail-strip-height="60">${figure(1)}${figure(2)}</sqs-gallery>`,
    );
    const root = rootOf(html);
    const [base] = byPart(root, 'base');
    assert.deepEqual(
      ['data-thumbnails', 'data-thumbnail-height', 'data-thumbnail-margin'].map((name) => attr(base, name)),
      ['', '60', '10'],
    );
    assert.equal(Number(attr(byPart(root, 'track')[0], 'data-ratio')).toFixed(3), (2500 / 1563).toFixed(3));
    const alone = rootOf(ssr.renderElements(`<sqs-gallery design="stacked" thumbnails>${figure(1)}</sqs-gallery>`));
    assert.equal(attr(byPart(alone, 'base')[0], 'data-thumbnails'), undefined);
    assert.match(ssr.elementStylesheets()['styles/elements/gallery.css'], /@media \(scripting: enabled\)/);
    assert.deepEqual(warnings, []);
  });

  it('writes no inline style and links its stylesheet, which lays out each design', () => {
    const html = ssr.renderElements(PAGE);
    assertNoInlineStyle(html);
    assert.deepEqual(
      byTag(html, 'link').map((link) => attr(link, 'href')),
      ['/dist/styles/elements/gallery.css'],
    );
    const sheet = ssr.elementStylesheets()['styles/elements/gallery.css'];
    for (const design of ['grid', 'autogrid', 'autocolumns', 'autorows', 'list', 'slider', 'carousel'])
      assert.match(sheet, new RegExp(`\\[data-design='${design}'\\]`));
    assert.match(sheet, /scroll-snap-type: x mandatory/);
  });

  it("leaves to the browser the platform's rendered gallery, a video slide and invalid block data", () => {
    const pages = [
      '<sqs-gallery><div class="sqs-gallery-container"><div class="slide"></div></div></sqs-gallery>',
      '<sqs-gallery><figure><sqs-video url="https://youtu.be/x"></sqs-video></figure></sqs-gallery>',
      `<sqs-gallery block-json="{oops">${figure(1)}</sqs-gallery>`,
    ];
    for (const page of pages) assert.equal(ssr.renderElements(page), page);
    // (The video inside is named too: it has no server render.)
    assert.deepEqual(
      warnings.filter((warning) => warning.startsWith('<sqs-gallery>')),
      [
        "<sqs-gallery> is left to render in the browser: the platform's rendered gallery becomes its slides there.",
        '<sqs-gallery> is left to render in the browser: its video slides play there.',
        '<sqs-gallery> is left to render in the browser: its block data is not valid.',
      ],
    );
  });

  it('writes the page the take-over test loads (test/fixtures/ssr/gallery-page.html rendered)', () => {
    assertRenderedFixture('gallery');
    assert.deepEqual(warnings, []);
  });
});
