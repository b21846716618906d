import { expect, fixture, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsVideoElement } from './define.js';
import { captureWarnings, part, shadow } from '../../test/support/helpers.js';

/** A YouTube player as the platform's block data writes it: protocol-relative, a line break inside the iframe. */
const PLATFORM_EMBED =
  '<iframe src="//www.youtube.com/embed/abc123?wmode=opaque&amp;enablejsapi=1" height="480" width="854" scrolling="no" frameborder="0" allowfullscreen="">\n</iframe>';
const THUMB = '/examples/images/photo-02.jpg';

/** Returns a block-json attribute (single-quoted) holding `data`. */
const blockJson = (data: Record<string, unknown>): string =>
  `block-json='${JSON.stringify(data).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;

/** Renders `markup` (one `<sqs-video>`) and returns the video once its box is rendered. */
async function video(markup: string): Promise<SqsVideoElement> {
  const el = await fixture<SqsVideoElement>(markup);
  await part(el, '[part~="base"]');
  return el;
}

const playButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~="play-button"]');
const errorOf = (el: Element) => shadow(el).querySelector('[part~="error"]');

/** Plays `el` and returns the address of the player it created. */
async function playerSrc(el: SqsVideoElement): Promise<URL> {
  playButton(el)!.click();
  await waitUntil(() => shadow(el).querySelector('[part~="player"] iframe'), 'no player was created');
  return new URL(shadow(el).querySelector<HTMLIFrameElement>('[part~="player"] iframe')!.src);
}

/** An embed service's wrapper page around `inner` (as the platform's embed resolver writes it). */
const wrapped = (inner: string, prefix = '//cdn.embedly.com/widgets/media.html') =>
  `<iframe class="embedly-embed" src="${prefix}?src=${encodeURIComponent(inner)}&amp;display_name=YouTube&amp;url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc123&amp;type=text%2Fhtml&amp;schema=youtube" width="854" height="480" scrolling="no" title="YouTube embed" frameborder="0" allow="autoplay; fullscreen" allowfullscreen="true"></iframe>`;

describe('<sqs-video> from the platform’s block data and rendered markup', () => {
  it('passes an axe check with the block data and the rendered markup as children', async () => {
    const el = await video(
      `<sqs-video ${blockJson({ html: PLATFORM_EMBED, thumbnailUrl: THUMB, providerName: 'YouTube' })}><div class="sqs-video-wrapper video-none" data-provider-name="YouTube"><div class="intrinsic"></div></div></sqs-video>`,
    );
    await expect(el).to.be.accessible();
  });

  it('plays the block data’s embed, its protocol-relative source as https, behind its thumbnail', async () => {
    const el = await video(
      `<sqs-video ${blockJson({ html: PLATFORM_EMBED, thumbnailUrl: THUMB, providerName: 'YouTube', overlay: true })}></sqs-video>`,
    );
    expect(shadow(el).querySelector('[part~="thumbnail"]')!.getAttribute('src')).to.equal(THUMB);
    expect(shadow(el).querySelector<HTMLElement>('[part~="base"]')!.hasAttribute('data-overlay')).to.equal(true);
    const src = await playerSrc(el);
    expect(src.protocol).to.equal('https:');
    expect(src.hostname).to.equal('www.youtube.com');
    expect(src.pathname).to.equal('/embed/abc123');
  });

  it('lets an attribute win over the block data', async () => {
    const el = await video(
      `<sqs-video thumbnail="/examples/images/photo-04.jpg" ${blockJson({ html: '<p>not a player</p>', thumbnailUrl: THUMB, overlay: true })} html='<iframe src="https://player.vimeo.com/video/76979871"></iframe>'></sqs-video>`,
    );
    expect(shadow(el).querySelector('[part~="thumbnail"]')!.getAttribute('src')).to.equal(
      '/examples/images/photo-04.jpg',
    );
    expect((await playerSrc(el)).hostname).to.equal('player.vimeo.com');
  });

  it('reads the rendered wrapper’s data-html, a <br/> inside the iframe and line breaks around it ignored', async () => {
    const el = await video(
      `<sqs-video><div class="sqs-video-wrapper video-none" data-provider-name="" data-html='&lt;br/&gt;&lt;iframe src="//www.youtube.com/embed/def456?wmode=opaque" height="480" width="854" allowfullscreen=""&gt;&lt;br/&gt;&lt;/iframe&gt;&lt;br&gt;'><div class="intrinsic"></div></div></sqs-video>`,
    );
    expect(errorOf(el)).to.equal(null);
    expect((await playerSrc(el)).pathname).to.equal('/embed/def456');
  });

  it('reads the rendered iframe when there is no block data or data-html', async () => {
    const rendered = await video(
      `<sqs-video><div class="intrinsic"><div class="intrinsic-inner"><iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" hidden><br /></iframe></div></div></sqs-video>`,
    );
    expect(errorOf(rendered)).to.equal(null);
    expect((await playerSrc(rendered)).hostname).to.equal('player.vimeo.com');
  });

  it('unwraps an embed service’s wrapper page to the provider’s player it names', async () => {
    const el = await video(
      `<sqs-video ${blockJson({ html: wrapped('https://www.youtube.com/embed/abc123?feature=oembed'), providerName: 'YouTube' })}></sqs-video>`,
    );
    const src = await playerSrc(el);
    expect(src.hostname).to.equal('www.youtube.com');
    expect(src.pathname).to.equal('/embed/abc123');
    const relative = await video(
      `<sqs-video ${blockJson({ html: wrapped('//player.vimeo.com/video/76979871') })}></sqs-video>`,
    );
    expect((await playerSrc(relative)).hostname).to.equal('player.vimeo.com');
  });

  it('refuses a wrapper page whose provider page is not an allow-listed player', async () => {
    const inners = [
      'javascript:alert(1)',
      'https://evil.example/embed/abc123',
      'data:text/html,<script>1</script>',
      '',
    ];
    for (const inner of inners) {
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
      try {
        const el = await video(`<sqs-video ${blockJson({ html: wrapped(inner) })}></sqs-video>`);
        await waitUntil(() => errorOf(el), `the wrapper of ${inner} was played`);
        expect(playButton(el)).to.equal(null);
        await waitUntil(() => warnings.some((w) => w.includes('Invalid video embed.')), `no warning for ${inner}`);
      } finally {
        console.warn = original;
      }
    }
  });

  it('warns once for each block key it does not take, a shown caption and an entrance animation, naming them', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await video(
        `<sqs-video ${blockJson({
          html: PLATFORM_EMBED,
          layout: 'caption-below',
          description: { html: '<p>Words below the video.</p>' },
          blockAnimation: 'fade',
          customThumb: 'x',
          hSize: null,
          floatDir: null,
          resolvedBy: 'youtube',
          url: 'https://www.youtube.com/watch?v=abc123',
          width: 854,
          height: 480,
        })}></sqs-video>`,
      );
      await waitUntil(() => playButton(el));
    });
    const named = (key: string) => warnings.filter((w) => w.includes(`"${key}"`)).length;
    expect(named('description')).to.equal(1);
    expect(named('blockAnimation')).to.equal(1);
    expect(named('customThumb')).to.equal(1);
    for (const key of ['layout', 'hSize', 'floatDir', 'resolvedBy', 'url', 'width', 'height', 'html'])
      expect(named(key), key).to.equal(0);
  });

  it('shows the site’s own thumbnail (customThumb) from the rendered overlay’s image, in place of the provider’s', async () => {
    const own = '/examples/images/photo-05.jpg';
    let el!: SqsVideoElement;
    const warnings = await captureWarnings(async () => {
      el = await video(
        `<sqs-video ${blockJson({ html: PLATFORM_EMBED, thumbnailUrl: THUMB, customThumb: 'c1', isOldBlock: false })}><div class="sqs-video-wrapper" data-provider-name="YouTube"><div class="sqs-video-overlay" style="opacity: 0;"><img data-src="${own}" data-load="false" /></div></div></sqs-video>`,
      );
      await waitUntil(() => playButton(el));
    });
    await expect(el).to.be.accessible();
    expect(shadow(el).querySelector('[part~="thumbnail"]')!.getAttribute('src')).to.equal(own);
    expect(warnings).to.deep.equal([]);
  });
});
