import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../elements/newsletter/define.js';
import { upgradeBlocks } from '../elements/shared/upgrade-blocks.js';
import { openFixture, type FixturePage } from './fixtures/open-fixture.js';

/** The page upgrade's kind → tag table, collected from the element folders as the build does. */
declare const __SQS_PLATFORM_BLOCKS__: Readonly<Record<string, string>>;

/** A video block's data as a saved page carries it (description made neutral, thumbnail an example image). */
const VIDEO_JSON = JSON.stringify({
  blockAnimation: 'none',
  layout: 'caption-hidden',
  overlay: false,
  description: { html: 'A short neutral caption' },
  hSize: null,
  floatDir: null,
  html: '<iframe src="//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1" height="480" width="854" scrolling="no" frameborder="0" allowfullscreen="">\n</iframe>',
  url: 'https://www.youtube.com/watch?v=3lxSMsXdaDE',
  thumbnailUrl: '/examples/images/photo-01.jpg',
  resolvedBy: 'youtube',
});

/** Returns the video block as the page carries it: its data, and its rendered markup (a wrapper and a sized box). */
function videoBlock(json = VIDEO_JSON): string {
  const data = json.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<div class="sqs-block video-block sqs-block-video" data-block-json="${data}" data-block-type="32" id="block-video">
  <div class="sqs-block-content"><div class="sqs-video-wrapper video-none" data-provider-name=""><div class="intrinsic"><p>Video</p></div></div></div>
</div>`;
}

const TEXT_BLOCK = `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-text">
  <div class="sqs-block-content"><div class="sqs-html-content"><p>Some neutral words.</p></div></div>
</div>`;
const SPACER_BLOCK = `<div class="sqs-block spacer-block sqs-block-spacer sized vsize-1" data-block-type="21">
  <div class="sqs-block-content">&nbsp;</div>
</div>`;

let count = 0;
/** Returns a fresh tag for a test element (a tag is defined once per page). */
const freshTag = (): string => `test-upgraded-${++count}`;

/** Defines `tag` as an element that has rendered once `ready` resolves (as the library's elements report it). */
function defineLate(tag: string, ready: Promise<void>): void {
  customElements.define(
    tag,
    class extends HTMLElement {
      get updateComplete(): Promise<void> {
        return ready;
      }
    },
  );
}

/** Runs `fn` and returns the console information lines it printed. */
function captureInfos(fn: () => void): string[] {
  const original = console.info;
  const lines: string[] = [];
  console.info = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  try {
    fn();
  } finally {
    console.info = original;
  }
  return lines;
}

describe('upgradeBlocks: platform blocks to elements', () => {
  it('gives the element the block data text and a copy of the rendered markup, beside the block', async () => {
    const root = await fixture<HTMLElement>(`<div>${videoBlock()}</div>`);
    const tag = freshTag();
    const { elements } = upgradeBlocks(root, { video: tag });
    const block = root.querySelector('.sqs-block')!;
    expect(elements).to.have.length(1);
    const el = elements[0]!;
    expect(el.localName).to.equal(tag);
    expect(el.nextElementSibling).to.equal(block);
    expect(el.getAttribute('block-json')).to.equal(VIDEO_JSON);
    expect(el.innerHTML).to.equal(block.querySelector('.sqs-block-content')!.innerHTML);
    expect([...el.attributes].map((a) => a.name).sort()).to.deep.equal(['block-json', 'hidden', 'style']);
    // Hidden inline as well: a pre-upgrade rule that sets `display` beats `[hidden]`.
    expect(el.style.display).to.equal('none');
  });

  it('keeps the block visible and the element hidden until the element has rendered, then swaps them', async () => {
    const root = await fixture<HTMLElement>(`<div>${videoBlock()}</div>`);
    const block = root.querySelector<HTMLElement>('.sqs-block')!;
    const tag = freshTag();
    const { elements } = upgradeBlocks(root, { video: tag });
    const el = elements[0]!;
    expect(el.hidden).to.equal(true);
    expect(block.isConnected && block.offsetHeight > 0, 'the block is shown while the code loads').to.equal(true);
    // The block keeps its id while both are on the page; the element takes it with the block's place.
    expect(el.id).to.equal('');

    let render!: () => void;
    defineLate(tag, new Promise((resolve) => (render = resolve)));
    // Defined, not rendered yet: nothing changes.
    await customElements.whenDefined(tag);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(block.isConnected).to.equal(true);
    expect(el.hidden).to.equal(true);

    render();
    await waitUntil(() => !block.isConnected, 'the block never gave way');
    expect(el.hidden).to.equal(false);
    expect(root.children).to.have.length(1);
    expect(root.firstElementChild).to.equal(el);
    expect(el.id).to.equal('block-video');
  });

  it('waits, laid out unseen at the block’s width, until a part the element loads late has arrived', async () => {
    const root = await fixture<HTMLElement>(`<div style="width: 300px">${videoBlock()}</div>`);
    const block = root.querySelector<HTMLElement>('.sqs-block')!;
    const tag = freshTag();
    const { elements } = upgradeBlocks(root, { video: tag });
    const el = elements[0]!;
    // The unseen layout lasts a few frames: watched as it is set, not polled, so it cannot pass unseen.
    const unseen = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (el.style.visibility !== 'hidden') return;
        observer.disconnect();
        resolve();
      });
      observer.observe(el, { attributes: true, attributeFilter: ['style'] });
    });
    defineLate(tag, Promise.resolve());
    // Rendered, but its caption arrives later (a part loaded on demand): the block stays meanwhile.
    await unseen;
    expect(el.getBoundingClientRect().width).to.equal(block.getBoundingClientRect().width);
    const caption = document.createElement('p');
    caption.textContent = 'A caption';
    el.append(caption);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(block.isConnected, 'the block gave way while the element was still growing').to.equal(true);
    await waitUntil(() => !block.isConnected, 'the block never gave way');
    expect(el.contains(caption)).to.equal(true);
    expect(el.hasAttribute('style')).to.equal(false);
  });

  it('moves nothing on the page when the element takes the room its block took', async () => {
    const tag = freshTag();
    // The element, once shown, is as tall as the block (as an element's reserved box is).
    const root = await fixture<HTMLElement>(
      `<div><style>${tag}:not([hidden]), .sqs-block { display: block; block-size: 200px; }</style>${videoBlock()}<p id="below">Below the block</p></div>`,
    );
    const block = root.querySelector<HTMLElement>('.sqs-block')!;
    const below = root.querySelector('#below')!;
    const top = below.getBoundingClientRect().top;
    const shifts: number[] = [];
    const observer = PerformanceObserver.supportedEntryTypes.includes('layout-shift')
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        })
      : undefined;
    observer?.observe({ type: 'layout-shift' });
    upgradeBlocks(root, { video: tag });
    let render!: () => void;
    defineLate(tag, new Promise((resolve) => (render = resolve)));
    expect(below.getBoundingClientRect().top, 'the hidden element takes no room').to.equal(top);
    render();
    await waitUntil(() => !block.isConnected, 'the block never gave way');
    expect(below.getBoundingClientRect().top).to.equal(top);
    // Layout-shift entries (Chromium) come after the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    observer?.disconnect();
    expect(shifts).to.deep.equal([]);
  });

  it('leaves the blocks no element takes as they are, listed in one console line', async () => {
    const root = await fixture<HTMLElement>(`<div>${TEXT_BLOCK}${SPACER_BLOCK}${TEXT_BLOCK}${videoBlock()}</div>`);
    const before = root.innerHTML;
    let found!: ReturnType<typeof upgradeBlocks>;
    const lines = captureInfos(() => (found = upgradeBlocks(root, {})));
    expect(found.elements).to.have.length(0);
    expect(found.unknown).to.have.length(4);
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include('html ×2').and.include('spacer').and.include('video');
    expect(root.innerHTML.replace(/ data-sqs-upgrade="unknown"/g, '')).to.equal(before);
  });

  it('changes nothing and prints nothing when run again', async () => {
    const root = await fixture<HTMLElement>(`<div>${TEXT_BLOCK}${videoBlock()}</div>`);
    const tag = freshTag();
    const first = captureInfos(() => upgradeBlocks(root, { video: tag }));
    const markup = root.innerHTML;
    let again!: ReturnType<typeof upgradeBlocks>;
    const second = captureInfos(() => (again = upgradeBlocks(root, { video: tag })));
    expect(first).to.have.length(1);
    expect(second).to.deep.equal([]);
    expect(again).to.deep.equal({ elements: [], unknown: [] });
    expect(root.innerHTML).to.equal(markup);
    expect(root.querySelectorAll(tag)).to.have.length(1);
  });

  it('takes a block inside one being upgraded with it, and never upgrades its copy inside the element', async () => {
    const outer = videoBlock().replace('<p>Video</p>', TEXT_BLOCK);
    const root = await fixture<HTMLElement>(`<div>${outer}</div>`);
    const tag = freshTag();
    const lines = captureInfos(() => {
      const { elements, unknown } = upgradeBlocks(root, { video: tag, html: freshTag() });
      expect(elements.map((el) => el.localName)).to.deep.equal([tag]);
      expect(unknown).to.deep.equal([]);
      // What the page upgrade does with every element added to the page: the copy is no block of the page.
      expect(upgradeBlocks(elements[0]!, { video: tag, html: freshTag() })).to.deep.equal({
        elements: [],
        unknown: [],
      });
    });
    expect(lines).to.deep.equal([]);
  });

  it('passes block data that is not JSON on as it is, without throwing', async () => {
    const root = await fixture<HTMLElement>(`<div>${videoBlock('{"overlay": tru')}</div>`);
    const tag = freshTag();
    const { elements } = upgradeBlocks(root, { video: tag });
    expect(elements[0]!.getAttribute('block-json')).to.equal('{"overlay": tru');
  });

  it('upgrades a real newsletter block, which carries no block data, into <sqs-newsletter>', async () => {
    // The saved page's block, as the fixture page carries it.
    const saved = new DOMParser().parseFromString(
      await (await fetch('/test/fixtures/strict/upgrade.html')).text(),
      'text/html',
    );
    const block = saved.querySelector('.sqs-block-newsletter')!;
    const source = block.querySelector('.sqs-block-content')!.innerHTML;
    const root = await fixture<HTMLElement>(`<div></div>`);
    root.append(document.importNode(block, true));
    const { elements } = upgradeBlocks(root, __SQS_PLATFORM_BLOCKS__);
    expect(elements.map((el) => el.localName)).to.deep.equal(['sqs-newsletter']);
    const el = elements[0]!;
    await waitUntil(() => !root.querySelector('.sqs-block') && el.shadowRoot?.querySelector('[part~="input"]'));
    await expect(el).to.be.accessible();
    expect(el.hasAttribute('block-json')).to.equal(false);
    expect(el.innerHTML).to.equal(source);
  });
});

describe('dist/upgrade.js on a saved page', () => {
  let page: FixturePage | undefined;
  afterEach(() => page?.close());

  it('loads the elements the blocks need through the autoloader, lists the others once, under the strict policy', async () => {
    page = await openFixture('strict/upgrade.html');
    const doc = page.document;
    await waitUntil(() => !doc.querySelector('.sqs-block-newsletter'), 'the newsletter block was never upgraded', {
      timeout: 5000,
    });
    const el = doc.querySelector('sqs-newsletter')!;
    expect(el.hidden).to.equal(false);
    expect(el.shadowRoot?.querySelector('[part~="input"]')).to.exist;
    expect(page.fetched().some((path) => path.startsWith('/dist/elements/newsletter.js'))).to.equal(true);
    // The spacer, the rule and the text block stay, named in one line.
    expect(doc.querySelectorAll('.sqs-block')).to.have.length(3);
    const lines = page.log.infos.filter((line) => line.includes('platform blocks'));
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include('spacer').and.include('horizontalrule').and.include('html');
    expect(page.log.errors).to.deep.equal([]);
    expect(page.log.violations).to.deep.equal([]);
  });

  it('upgrades a block the page adds later', async () => {
    page = await openFixture('strict/upgrade.html');
    const doc = page.document;
    await waitUntil(() => doc.querySelector('sqs-newsletter:not([hidden])'), 'the first block was never upgraded', {
      timeout: 5000,
    });
    const added = doc.querySelector('sqs-newsletter')!.cloneNode(true) as HTMLElement;
    // A second newsletter block, as a loaded section would bring it.
    const block = doc.createElement('div');
    block.className = 'sqs-block newsletter-block sqs-block-newsletter';
    const content = doc.createElement('div');
    content.className = 'sqs-block-content';
    content.append(...[...added.childNodes].map((n) => n.cloneNode(true)));
    block.append(content);
    doc.body.append(block);
    await waitUntil(
      () => doc.querySelectorAll('sqs-newsletter:not([hidden])').length === 2 && !block.isConnected,
      'the added block was never upgraded',
      { timeout: 5000 },
    );
  });
});
