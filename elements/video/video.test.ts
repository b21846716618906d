import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import { loadVideo } from '../gallery/load-video.js';
import { VIDEO_RESIZE_END_MS } from './embed.js';
import { manualTimers } from '../../test/runtime/fakes.js';
import type { SqsVideoElement } from './define.js';
import { captureWarnings, deepActiveElement, emulateReducedMotion, part, shadow } from '../../test/support/helpers.js';

const YOUTUBE =
  '<iframe src="https://www.youtube.com/embed/abc123" width="640" height="360" title="Harbour" allowfullscreen></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/76979871" allow="autoplay; fullscreen"></iframe>';
const THUMB = '/examples/images/photo-01.jpg?format=500w';

async function video(embed = YOUTUBE, attrs: Record<string, string> = {}): Promise<SqsVideoElement> {
  const el = await fixture<SqsVideoElement>(html`<sqs-video></sqs-video>`);
  for (const [name, value] of Object.entries({ thumbnail: THUMB, alt: 'Harbour at dawn', ...attrs }))
    el.setAttribute(name, value);
  el.setAttribute('html', embed);
  await el.updateComplete;
  await part(el, '[part~="base"]');
  return el;
}

const button = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~="play-button"]');
const iframe = (el: Element) => shadow(el).querySelector<HTMLIFrameElement>('[part~="player"] iframe');
const frameOf = async (el: Element) => {
  await waitUntil(() => iframe(el), `<${el.localName}> never created its player`);
  return iframe(el)!;
};

/** Replaces the player's window with a recorder of the messages posted to it. */
function recordMessages(frame: HTMLIFrameElement): Array<[unknown, string]> {
  const sent: Array<[unknown, string]> = [];
  Object.defineProperty(frame, 'contentWindow', {
    value: { postMessage: (message: unknown, origin: string) => void sent.push([message, origin]) },
  });
  return sent;
}

/** Records the console warnings while `fn` runs until `count` arrived, and any that follow within a task. */
async function warningsOf(count: number, fn: () => Promise<unknown>): Promise<string[]> {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  try {
    await fn();
    await waitUntil(() => messages.length >= count, `expected ${count} warnings, got ${messages.length}`);
    await nextFrame();
    await nextFrame();
  } finally {
    console.warn = original;
  }
  return messages;
}

describe('<sqs-video>', () => {
  afterEach(() => emulateReducedMotion(false));

  it('passes an axe check with its overlay', async () => {
    const el = await video();
    await expect(el).to.be.accessible();
  });

  it('shows the thumbnail and a named play button, and no player until played', async () => {
    const el = await video();
    const img = shadow(el).querySelector<HTMLImageElement>('[part~="thumbnail"]')!;
    expect(img.getAttribute('src')).to.equal(THUMB);
    expect(img.alt).to.equal('Harbour at dawn');
    expect(button(el)!.localName).to.equal('button');
    expect(button(el)!.getAttribute('aria-label')).to.equal('Play video: Harbour at dawn');
    expect(iframe(el)).to.equal(null);
    expect(el.playing).to.equal(false);
  });

  it('creates the sanitized player on click and moves focus to it', async () => {
    const el = await video(
      '<iframe src="https://www.youtube.com/embed/abc123?rel=0" width="640" height="360" title="Harbour" class="x" style="border:1px" allowfullscreen></iframe>',
    );
    const played = oneEvent(el, 'sqs-video-play');
    button(el)!.click();
    await played;
    const frame = await frameOf(el);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).to.equal('https://www.youtube.com/embed/abc123');
    expect(src.searchParams.get('rel')).to.equal('0');
    expect(src.searchParams.get('enablejsapi')).to.equal('1');
    expect(src.searchParams.get('autoplay')).to.equal('1');
    expect(frame.getAttributeNames().sort()).to.deep.equal([
      'allowfullscreen',
      'height',
      'referrerpolicy',
      'src',
      'title',
      'width',
    ]);
    expect(frame.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
    expect(frame.title).to.equal('Harbour');
    expect(el.playing).to.equal(true);
    expect(button(el)).to.equal(null);
    await waitUntil(() => deepActiveElement() === frame, 'focus never moved to the player');
  });

  it("gives the player playback permissions only and the page's origin as referrer", async () => {
    const el = await video(
      '<iframe src="https://www.youtube.com/embed/abc123" allow="autoplay; camera; microphone *; geolocation; fullscreen; clipboard-read" referrerpolicy="unsafe-url"></iframe>',
    );
    button(el)!.click();
    const frame = await frameOf(el);
    expect(frame.getAttribute('allow')).to.equal('autoplay; fullscreen');
    expect(frame.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
  });

  it('shows no thumbnail from an address that is not http(s) or relative', async () => {
    const el = await fixture<SqsVideoElement>(
      html`<sqs-video html=${YOUTUBE} thumbnail="javascript:alert(1)" alt="Harbour"></sqs-video>`,
    );
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="thumbnail"]')).to.equal(null);
    el.setAttribute('thumbnail', '/images/harbour.jpg');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="thumbnail"]')!.getAttribute('src')).to.equal('/images/harbour.jpg');
  });

  for (const key of ['Enter', ' ']) {
    it(`plays with ${key === ' ' ? 'Space' : key} on the play button`, async () => {
      const el = await video(VIMEO);
      button(el)!.focus();
      await sendKeys({ press: key });
      const frame = await frameOf(el);
      expect(new URL(frame.src).hostname).to.equal('player.vimeo.com');
      expect(frame.title).to.equal('Video player: Harbour at dawn');
    });
  }

  const hostile = {
    script: '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    onload: '<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe>',
    'javascript: src': '<iframe src="javascript:alert(1)"></iframe>',
    'http src': '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
    'other host': '<iframe src="https://evil.example/embed/abc"></iframe>',
    'lookalike host': '<iframe src="https://youtube.com.evil.example/embed/abc"></iframe>',
    'not an embed path': '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>',
    'no iframe': '<p>hello</p>',
    'two iframes': YOUTUBE + VIMEO,
  };
  for (const [name, embed] of Object.entries(hostile)) {
    it(`shows 'Invalid video embed.' and no player for ${name}`, async () => {
      const el = await video(embed);
      const error = await part(el, '[part~="error"]');
      expect(error.textContent).to.equal('Invalid video embed.');
      expect(button(el)).to.equal(null);
      el.play();
      await el.updateComplete;
      expect(shadow(el).querySelector('iframe')).to.equal(null);
    });
  }

  it('returns other videos to their overlay when one plays', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div><sqs-video alt="One"></sqs-video><sqs-video alt="Two"></sqs-video></div>`,
    );
    const [one, two] = [...wrap.querySelectorAll('sqs-video')] as SqsVideoElement[];
    for (const el of [one!, two!]) el.setAttribute('html', YOUTUBE);
    await part(one!, '[part~="play-button"]');
    await part(two!, '[part~="play-button"]');
    button(one!)!.click();
    await frameOf(one!);
    const paused = oneEvent(one!, 'sqs-video-pause');
    button(two!)!.click();
    await paused;
    await frameOf(two!);
    await waitUntil(() => button(one!), 'the first video never returned to its overlay');
    expect(iframe(one!)).to.equal(null);
    expect(one!.playing).to.equal(false);
    expect(two!.playing).to.equal(true);
  });

  it('posts YouTube play and pause commands to the player', async () => {
    const el = await video();
    el.play();
    const sent = recordMessages(await frameOf(el));
    el.pause();
    el.play();
    expect(sent).to.deep.equal([
      ['{"event":"command","func":"pauseVideo","args":""}', 'https://www.youtube.com'],
      ['{"event":"command","func":"playVideo","args":""}', 'https://www.youtube.com'],
    ]);
  });

  it('posts Vimeo play and pause commands to the player', async () => {
    const el = await video(VIMEO, { 'provider-name': 'Vimeo' });
    el.play();
    const sent = recordMessages(await frameOf(el));
    el.pause();
    el.play();
    expect(sent).to.deep.equal([
      ['{"method":"pause"}', 'https://player.vimeo.com'],
      ['{"method":"play"}', 'https://player.vimeo.com'],
    ]);
  });

  it('dispatches bubbling, composed play and pause events', async () => {
    const el = await video();
    const seen: Array<[string, boolean, boolean]> = [];
    const record = (e: Event) => void seen.push([e.type, e.bubbles, e.composed]);
    document.addEventListener('sqs-video-play', record);
    document.addEventListener('sqs-video-pause', record);
    try {
      el.play();
      await frameOf(el);
      el.pause();
      el.stop();
    } finally {
      document.removeEventListener('sqs-video-play', record);
      document.removeEventListener('sqs-video-pause', record);
    }
    expect(seen).to.deep.equal([
      ['sqs-video-play', true, true],
      ['sqs-video-pause', true, true],
      ['sqs-video-pause', true, true],
    ]);
  });

  it('stop() removes the player and brings the overlay back', async () => {
    const el = await video();
    el.play();
    await frameOf(el);
    el.stop();
    await part(el, '[part~="play-button"]');
    expect(iframe(el)).to.equal(null);
    expect(el.playing).to.equal(false);
  });

  it('reloads the player when the mode changes', async () => {
    const el = await video();
    el.play();
    const first = await frameOf(el);
    el.setAttribute('mode', 'fill');
    await waitUntil(() => iframe(el) && iframe(el) !== first, 'the player was never reloaded');
    expect(first.isConnected).to.equal(false);
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-mode')).to.equal('fill');
  });

  it('warns once about a bad mode and uses fit', async () => {
    let el!: SqsVideoElement;
    const warnings = await captureWarnings(async () => {
      el = await video(YOUTUBE, { mode: 'stretch' });
      el.setAttribute('html', VIMEO);
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<sqs-video>').and.to.contain('mode="stretch"');
    expect(el.mode).to.equal('fit');
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-mode')).to.equal('fit');
  });

  it('keeps the embed aspect ratio, else the 56.3 % fallback', async () => {
    const sized = await video();
    const fallback = await video(VIMEO);
    const ratio = (el: Element) => {
      const base = shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
      return parseFloat(getComputedStyle(base).paddingBottom) / base.getBoundingClientRect().width;
    };
    expect(ratio(sized)).to.be.closeTo(0.5625, 0.005);
    expect(ratio(fallback)).to.be.closeTo(0.563, 0.005);
  });

  it('shows the player without a fade under reduced motion', async () => {
    emulateReducedMotion(true);
    const el = await video();
    el.play();
    await frameOf(el);
    const player = shadow(el).querySelector<HTMLElement>('[part~="player"]')!;
    expect(getComputedStyle(player).transitionDuration).to.equal('0s');
  });

  it('accepts data-html and data-provider-name as well as html and provider-name', async () => {
    const el = await fixture<SqsVideoElement>(
      html`<sqs-video data-html=${VIMEO} data-provider-name="Vimeo" alt="Harbour at dawn"></sqs-video>`,
    );
    await expect(el).to.be.accessible();
    expect(el.dataProviderName).to.equal('Vimeo');
    el.play();
    expect((await frameOf(el)).src).to.equal('https://player.vimeo.com/video/76979871?autoplay=1');
    // `html` wins over `data-html` when both are set.
    el.setAttribute('html', YOUTUBE);
    await waitUntil(() => iframe(el)?.src.startsWith('https://www.youtube.com/embed/abc123'), 'html did not win');
  });

  it('plays an <object> embed as its own type, in an iframe made from its movie address', async () => {
    const el = await video(
      '<object width="640" height="480" data="https://www.youtube.com/v/abc123"><param name="movie" value="https://www.youtube.com/v/abc123"><param name="allowFullScreen" value="true"><embed src="https://www.youtube.com/v/abc123" width="640" height="480"></object>',
    );
    await expect(el).to.be.accessible();
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-type')).to.equal('object');
    el.play();
    const frame = await frameOf(el);
    expect(frame.src).to.equal('https://www.youtube.com/embed/abc123?autoplay=1&enablejsapi=1');
    expect(shadow(el).querySelector('object, embed, param')).to.equal(null);
    const iframeVideo = await video();
    expect(shadow(iframeVideo).querySelector('[part~="base"]')!.getAttribute('data-type')).to.equal('iframe');
  });

  const badObjects: Record<string, string> = {
    'an object from another host': '<object data="https://evil.example/v/abc"></object>',
    'an object with a script': '<object data="https://player.vimeo.com/video/1"></object><script>alert(1)</script>',
    'an object with an http movie': '<object><param name="movie" value="http://www.youtube.com/v/abc"></object>',
  };
  for (const [name, embed] of Object.entries(badObjects)) {
    it(`shows 'Invalid video embed.' for ${name}`, async () => {
      const el = await video(embed);
      await expect(el).to.be.accessible();
      expect((await part(el, '[part~="error"]')).textContent).to.equal('Invalid video embed.');
    });
  }

  it("warns 'Invalid video embed.' once, naming the element", async () => {
    let el!: SqsVideoElement;
    const warnings = await warningsOf(1, async () => {
      el = await video('<p>hello</p>');
      el.setAttribute('overlay', '');
      await el.updateComplete;
    });
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal(['<sqs-video>: Invalid video embed.']);
  });

  it('explains that a featured image needs an embedded video, with a warning', async () => {
    let el!: SqsVideoElement;
    const warnings = await warningsOf(2, async () => {
      el = await fixture<SqsVideoElement>(html`<sqs-video thumbnail=${THUMB} alt="Harbour"></sqs-video>`);
      await part(el, '[part~="error"]');
    });
    await expect(el).to.be.accessible();
    const error = await part(el, '[part~="error"]');
    expect([...error.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal([
      'Custom featured images only available with embedded videos.',
      'Go back into embed settings to turn off featured images.',
    ]);
    expect(button(el)).to.equal(null);
    expect(warnings).to.deep.equal([
      '<sqs-video>: Custom featured images only available with embedded videos.',
      '<sqs-video>: Go back into embed settings to turn off featured images.',
    ]);
    // With embed code the featured image is the thumbnail again.
    el.setAttribute('html', YOUTUBE);
    await waitUntil(() => button(el), 'the play button never came back');
  });

  it('shows the Vimeo Basic message when the Vimeo player answers that the account cannot embed', async () => {
    const el = await video(VIMEO);
    await expect(el).to.be.accessible();
    el.play();
    const frame = await frameOf(el);
    // The player's window stands in as a same-origin one (a cross-origin window cannot be an event's source).
    const stand = document.createElement('iframe');
    document.body.append(stand);
    Object.defineProperty(frame, 'contentWindow', { value: stand.contentWindow });
    const answer = (origin: string, data: unknown, source: MessageEventSource | null = frame.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    const privacy = JSON.stringify({ event: 'error', data: { name: 'PrivacyError', message: 'Cannot embed' } });
    // Answers from elsewhere, and other errors, change nothing.
    answer('https://evil.example', privacy);
    answer('https://player.vimeo.com', privacy, window);
    answer('https://player.vimeo.com', JSON.stringify({ event: 'error', data: { name: 'TypeError' } }));
    await el.updateComplete;
    expect(iframe(el)).to.equal(frame);
    const warnings = await warningsOf(1, async () => {
      answer('https://player.vimeo.com', privacy);
      await part(el, '[part~="error"]');
    });
    expect((await part(el, '[part~="error"]')).textContent).to.equal(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    );
    expect(iframe(el)).to.equal(null);
    expect(warnings).to.deep.equal([
      '<sqs-video>: Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    ]);
    stand.remove();
  });

  it('hides the player while the window is resized and shows it again 1000 ms after the last resize', async () => {
    const el = await video();
    await expect(el).to.be.accessible();
    const timers = manualTimers();
    el.timers = timers;
    el.play();
    await frameOf(el);
    const base = shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
    const player = shadow(el).querySelector<HTMLElement>('[part~="player"]')!;
    window.dispatchEvent(new Event('resize'));
    await waitUntil(() => base.hasAttribute('data-resizing'), 'the resize was not seen');
    expect(getComputedStyle(player).visibility).to.equal('hidden');
    // A second resize 500 ms into the wait starts the 1000 ms again.
    timers.advance(500);
    window.dispatchEvent(new Event('resize'));
    timers.advance(VIDEO_RESIZE_END_MS - 1);
    await nextFrame();
    expect(base.hasAttribute('data-resizing')).to.equal(true);
    timers.advance(1);
    await waitUntil(() => !base.hasAttribute('data-resizing'), 'the resize never ended');
    expect(VIDEO_RESIZE_END_MS).to.equal(1000);
    expect(getComputedStyle(player).visibility).to.equal('visible');
    expect(iframe(el)).to.not.equal(null);
  });

  it("warns 'VideoLoader not found', naming the element, when the video code cannot load", async () => {
    const gallery = await fixture(html`<sqs-gallery-host></sqs-gallery-host>`);
    await expect(gallery).to.be.accessible();
    const failure = new Error('Loading chunk video failed');
    const warnings = await warningsOf(1, async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const error = await loadVideo(gallery, () => Promise.reject(failure)).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).to.equal(failure);
      }
    });
    expect(warnings).to.deep.equal(['<sqs-gallery-host>: VideoLoader not found']);
    const warningsWhenLoaded = await captureWarnings(() => loadVideo(gallery));
    expect(warningsWhenLoaded).to.deep.equal([]);
    expect(customElements.get('sqs-video')).to.not.equal(undefined);
  });
});

describe('<sqs-video> embed pages', () => {
  /** A video of another provider's page in a `width` px column: its frame loads when the test releases it. */
  async function embedPage(
    key: string,
    { width = 400, provider = 'Flickr', size = 'width="400" height="300"' } = {},
  ): Promise<SqsVideoElement> {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    wrap.style.width = `${width}px`;
    const el = document.createElement('sqs-video') as SqsVideoElement;
    el.setAttribute('data-provider-name', provider);
    el.setAttribute('alt', 'Harbour map');
    el.setAttribute('data-html', `<iframe src="/test/held-image/${key}.jpg" ${size}></iframe>`);
    wrap.append(el);
    await el.updateComplete;
    await part(el, '[part~="base"]');
    return el;
  }
  const pageFrame = (el: Element) => shadow(el).querySelector<HTMLIFrameElement>('[part~="player"] iframe');
  const release = (key: string) => fetch(`/test/release-image/${key}`, { method: 'POST', body: 'load' });
  const newKey = () => `embed-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  it('stays hidden until its frame has loaded, then is sized to its ratio and shown', async () => {
    const key = newKey();
    const warnings = await captureWarnings(async () => {
      const el = await embedPage(key);
      const base = shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
      await waitUntil(() => pageFrame(el), 'the embed page never got its frame');
      const frame = pageFrame(el)!;
      expect(base.dataset.state).to.equal('loading');
      expect(getComputedStyle(frame).visibility).to.equal('hidden');
      // Its box is reserved at the ratio while it loads: 400 × 300 / 400.
      expect(frame.getBoundingClientRect().height).to.be.closeTo(300, 0.5);
      expect(frame.getAttribute('sandbox')).to.equal(
        'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-presentation',
      );
      expect(frame.title).to.equal('Embedded content: Harbour map');
      expect(shadow(el).querySelector('[part~="play-button"]')).to.equal(null);
      await release(key);
      await waitUntil(() => base.dataset.state === 'ready', 'the embed page was never shown');
      await expect(el).to.be.accessible();
      expect(getComputedStyle(frame).visibility).to.equal('visible');
      expect(shadow(el).querySelector<HTMLElement>('[part~="player"]')!.style.blockSize).to.equal('300px');
      expect(frame.getBoundingClientRect().height).to.be.closeTo(300, 0.5);
    });
    expect(warnings).to.deep.equal([]);
  });

  it('takes the fallback ratio of 56.3 % without a width and height, and is sized again at each resize end', async () => {
    const key = newKey();
    const el = await embedPage(key, { size: '', width: 500 });
    await release(key);
    const base = shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
    await waitUntil(() => base.dataset.state === 'ready', 'the embed page was never shown');
    await expect(el).to.be.accessible();
    const player = shadow(el).querySelector<HTMLElement>('[part~="player"]')!;
    expect(player.style.blockSize).to.equal(`${Math.round(500 * 0.563)}px`);
    const timers = manualTimers();
    el.timers = timers;
    el.parentElement!.style.width = '300px';
    window.dispatchEvent(new Event('resize'));
    await waitUntil(() => base.hasAttribute('data-resizing'), 'the resize was not seen');
    expect(getComputedStyle(pageFrame(el)!).visibility).to.equal('hidden');
    timers.advance(VIDEO_RESIZE_END_MS - 1);
    await nextFrame();
    expect(player.style.blockSize).to.equal(`${Math.round(500 * 0.563)}px`);
    timers.advance(1);
    await waitUntil(() => player.style.blockSize === `${Math.round(300 * 0.563)}px`, 'never sized again');
    expect(getComputedStyle(pageFrame(el)!).visibility).to.equal('visible');
  });

  it('refuses an embed page that is not https or this site, or that carries anything else', async () => {
    for (const code of [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="http://example.com/page"></iframe>',
      '<iframe src="https://example.com/page" onload="alert(1)"></iframe>',
      '<iframe src="https://example.com/page"></iframe><script>alert(1)</script>',
    ]) {
      const warnings = await warningsOf(1, async () => {
        const el = await fixture<SqsVideoElement>(html`<sqs-video provider-name="Flickr"></sqs-video>`);
        el.setAttribute('html', code);
        await part(el, '[part~="error"]');
        await expect(el).to.be.accessible();
        expect(shadow(el).querySelector('iframe')).to.equal(null);
      });
      expect(warnings).to.deep.equal(['<sqs-video>: Invalid video embed.']);
    }
  });

  it('shows a Twitter embed as its quote, which sizes itself, with no frame, script or sizing', async () => {
    const code =
      '<blockquote class="twitter-tweet"><p>Boats at dawn</p>&mdash; Harbour (@harbour) <a href="https://twitter.com/harbour/status/1">May 1</a></blockquote><script async src="https://platform.twitter.com/widgets.js"></script>';
    const warnings = await captureWarnings(async () => {
      const el = await fixture<SqsVideoElement>(html`<sqs-video data-provider-name="Twitter"></sqs-video>`);
      el.setAttribute('data-html', code);
      const quote = await part(el, '[part~="embed"] blockquote');
      await expect(el).to.be.accessible();
      expect(quote.textContent).to.contain('Boats at dawn');
      const base = shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
      expect(base.hasAttribute('data-state')).to.equal(false);
      expect(base.getBoundingClientRect().height).to.be.closeTo(quote.getBoundingClientRect().height, 40);
      expect(shadow(el).querySelector('script, iframe, [part~="play-button"]')).to.equal(null);
      expect(document.querySelector('script[src*="platform.twitter.com"]')).to.equal(null);
    });
    expect(warnings).to.deep.equal([]);
  });
});
