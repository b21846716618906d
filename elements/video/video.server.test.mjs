/**
 * The server render of `<sqs-video>` (dist/ssr.js; `npm run build` first): its thumbnail and a link to its player,
 * which plays the video without script; an embed the server cannot read as a player is left to the browser.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertNoInlineStyle, attr, byPart, byTag, recordWarnings, shadowOf, ssr } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html) => shadowOf(byTag(html, 'sqs-video')[0]);
const embed = (src, more = '') => `<iframe src="${src}" width="640" height="480"${more}></iframe>`;
const quoted = (html) => html.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('the server render of a video', () => {
  it('renders its thumbnail and a link to its player, named as the play button is', () => {
    const page = `<sqs-video html="${quoted(embed('https://www.youtube.com/embed/abc', ' title="Our shop"'))}" thumbnail="/t.jpg" alt="The shop"></sqs-video>`;
    const html = ssr.renderElements(page);
    const root = rootOf(html);
    const [base] = byPart(root, 'base');
    assert.deepEqual(
      [attr(base, 'data-mode'), attr(base, 'data-state'), attr(base, 'data-ratio')],
      ['fit', 'overlay', '75.0000'],
    );
    const [thumbnail] = byPart(root, 'thumbnail');
    assert.deepEqual([attr(thumbnail, 'src'), attr(thumbnail, 'alt')], ['/t.jpg', 'The shop']);
    const [play] = byPart(root, 'play-button');
    assert.deepEqual(
      [play.tagName, attr(play, 'href'), attr(play, 'aria-label')],
      ['a', 'https://www.youtube.com/embed/abc', 'Play video: Our shop'],
    );
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('reads the embed code and thumbnail from block-json, and a protocol-relative player', () => {
    const json = JSON.stringify({
      html: embed('//player.vimeo.com/video/42'),
      thumbnailUrl: 'https://example.com/t.jpg',
    });
    const root = rootOf(ssr.renderElements(`<sqs-video mode="none" block-json='${json}'></sqs-video>`));
    assert.equal(attr(byPart(root, 'play-button')[0], 'href'), 'https://player.vimeo.com/video/42');
    assert.equal(attr(byPart(root, 'play-button')[0], 'aria-label'), 'Play video');
    assert.equal(attr(byPart(root, 'thumbnail')[0], 'src'), 'https://example.com/t.jpg');
    assert.equal(attr(byPart(root, 'base')[0], 'data-ratio'), undefined);
  });

  it("leaves an embed that is no allowed player, and the platform's rendered block, to the browser", () => {
    const pages = [
      `<sqs-video html="${quoted(embed('https://example.com/x'))}"></sqs-video>`,
      '<sqs-video></sqs-video>',
      '<sqs-video><div class="sqs-video-wrapper" data-html="x"></div></sqs-video>',
    ];
    for (const page of pages) assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      '<sqs-video> is left to render in the browser: its embed is not a video player a server reads.',
      '<sqs-video> is left to render in the browser: its embed is not a video player a server reads.',
      "<sqs-video> is left to render in the browser: the platform's rendered block is read there.",
    ]);
  });
});
