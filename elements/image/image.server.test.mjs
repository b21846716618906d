/**
 * The server render of `<sqs-image>` (dist/ssr.js; `npm run build` first): its picture shows without script, with its
 * text alternative, in its link and box, with its caption.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoInlineStyle,
  attr,
  byPart,
  byTag,
  recordWarnings,
  shadowOf,
  ssr,
  textOf,
} from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html) => shadowOf(byTag(html, 'sqs-image')[0]);
const PAGE =
  '<sqs-image src="/examples/images/photo-01.jpg" alt="Water" dimensions="2500x1563" href="/a" new-window ' +
  'caption="By the water" shape="square" mode="fit"></sqs-image>';

/** Returns the `sizes` of the picture of `<sqs-image src="/a.jpg">` with `attributes`, rendered on the server. */
const sizesOf = (attributes) =>
  attr(byPart(rootOf(ssr.renderElements(`<sqs-image src="/a.jpg" ${attributes}></sqs-image>`)), 'image')[0], 'sizes');

describe('the server render of an image', () => {
  it('renders the picture with its text alternative, size and the files the image loader names', () => {
    const html = ssr.renderElements(PAGE);
    const root = rootOf(html);
    const [base] = byPart(root, 'base');
    assert.deepEqual([base.tagName, attr(base, 'data-mode'), attr(base, 'data-design')], ['figure', 'fit', 'inline']);
    const [img] = byPart(root, 'image');
    assert.deepEqual(
      [attr(img, 'alt'), attr(img, 'src'), attr(img, 'width'), attr(img, 'height'), attr(img, 'loading')],
      ['Water', '/examples/images/photo-01.jpg?format=1500w', '2500', '1563', 'lazy'],
    );
    assert.match(attr(img, 'srcset'), /photo-01\.jpg\?format=2500w 2500w, .* 100w$/);
    assert.equal(attr(byPart(root, 'frame')[0], 'data-shape'), 'square');
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it("sizes a lazy picture by its box's own width where it is shown no wider than its box", () => {
    const landscape = 'dimensions="2500x1563"';
    assert.deepEqual(
      [
        sizesOf(landscape),
        sizesOf(`${landscape} mode="fit" shape="square"`),
        sizesOf('dimensions="1600x1600" shape="landscape"'),
        // Filled into a square, a landscape picture is cropped: shown 1.6 times its box's width, which auto misses.
        sizesOf(`${landscape} shape="square"`),
        sizesOf('shape="square"'),
        sizesOf(`${landscape} loading="eager"`),
      ],
      ['auto, 100vw', 'auto, 100vw', 'auto, 100vw', '100vw', '100vw', '100vw'],
    );
  });

  it('sizes its picture by the width the page gives, scaled where the picture is cropped', () => {
    const given = 'sizes="(width < 640px) 100vw,  min(600px, 50vw)"';
    assert.deepEqual(
      [
        sizesOf(`dimensions="2500x1563" ${given}`),
        sizesOf(`dimensions="2500x1563" ${given} loading="eager"`),
        sizesOf(`dimensions="2500x1563" shape="square" ${given}`),
      ],
      [
        'auto, (width < 640px) 100vw, min(600px, 50vw)',
        '(width < 640px) 100vw, min(600px, 50vw)',
        '(width < 640px) calc(100vw * 1.6), calc(min(600px, 50vw) * 1.6)',
      ],
    );
    assert.deepEqual(warnings, []);
    // Not a source size list: warned, and the window's width is used.
    assert.equal(sizesOf('sizes="100vw; background: url(x)" loading="eager"'), '100vw');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /<sqs-image>.*sizes/);
  });

  it('renders its link named as the browser names it, and its caption', () => {
    const root = rootOf(ssr.renderElements(PAGE));
    const [link] = byPart(root, 'link');
    assert.deepEqual(
      [attr(link, 'href'), attr(link, 'target'), attr(link, 'aria-label')],
      ['/a', '_blank', 'Water (opens in a new window)'],
    );
    const [caption] = byPart(root, 'caption');
    assert.equal(attr(caption, 'hidden'), undefined);
    assert.equal(textOf(caption), 'By the water');
  });

  it('reads block-json under the attributes, keeps a slotted caption, and loads an eager picture at once', () => {
    const html = ssr.renderElements(
      `<sqs-image loading="eager" block-json='{"src": "/b.jpg", "alt": "Bee", "caption": "x"}'>` +
        '<span slot="caption">Hi</span></sqs-image>',
    );
    const root = rootOf(html);
    const [img] = byPart(root, 'image');
    assert.deepEqual(
      [attr(img, 'src'), attr(img, 'alt'), attr(img, 'loading')],
      ['/b.jpg?format=1500w', 'Bee', undefined],
    );
    assert.equal(attr(byPart(root, 'frame')[0], 'data-shape'), undefined);
    assert.ok(root.some((node) => node.tagName === 'slot' && attr(node, 'name') === 'caption'));
  });

  it('renders an empty box without a picture, and leaves the platform block to the browser', () => {
    assert.deepEqual(byPart(rootOf(ssr.renderElements('<sqs-image alt=""></sqs-image>')), 'image'), []);
    const page = '<sqs-image><div class="image-block-outer-wrapper"><img data-src="/c.jpg" alt=""></div></sqs-image>';
    assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-image> is left to render in the browser: the platform's rendered image block is read there.",
    ]);
  });

  it('links a sheet that reserves the box of each shape', () => {
    const sheet = ssr.elementStylesheets()['styles/elements/image.css'];
    assert.match(sheet, /\[data-shape='square'\] \{ aspect-ratio: 100 \/ 100; \}/);
    assert.match(sheet, /\[data-shape='portrait'\] \{ aspect-ratio: 100 \/ 150; \}/);
  });
});
